// The local Discord as a process of its own, for the end-to-end tests:
// `tsx apps/api/src/test/discord-server.ts`. It prints DISCORD_AUTHORIZE_URL, DISCORD_API_URL,
// DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET (the api's settings) once it listens.
//
//   DISCORD_REDIRECT_URIS  JSON array of the redirect URIs it accepts (unset: any)
//   DISCORD_USERS          JSON array of { id, username, globalName, guilds: { <guild id>: [<role id>] } }
import { startLocalDiscordServer, type LocalDiscordUser } from './local-discord-server';
import { jsonEnv, runAsProcess } from './local-server-process';

const redirectUris = jsonEnv<string[] | undefined>('DISCORD_REDIRECT_URIS', undefined);
const users = jsonEnv<LocalDiscordUser[] | undefined>('DISCORD_USERS', undefined);
const server = await startLocalDiscordServer({
  ...(redirectUris ? { redirectUris } : {}),
  ...(users ? { users } : {}),
});
runAsProcess(
  {
    DISCORD_AUTHORIZE_URL: server.authorizeUrl,
    DISCORD_API_URL: server.apiUrl,
    DISCORD_CLIENT_ID: server.client.id,
    DISCORD_CLIENT_SECRET: server.client.secret,
  },
  server.close,
);
