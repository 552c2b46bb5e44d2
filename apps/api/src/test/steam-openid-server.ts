// The local Steam OpenID 2.0 provider as a process of its own, for the end-to-end tests:
// `tsx apps/api/src/test/steam-openid-server.ts`. It prints STEAM_OPENID_URL once it listens.
//
//   STEAM_IDS  JSON array of the SteamID64s one can sign in as
import { startLocalSteamOpenIdServer } from './local-steam-openid-server';
import { jsonEnv, runAsProcess } from './local-server-process';

const steamIds = jsonEnv<string[] | undefined>('STEAM_IDS', undefined);
const server = await startLocalSteamOpenIdServer(steamIds ? { steamIds } : {});
runAsProcess({ STEAM_OPENID_URL: server.endpoint }, server.close);
