// The local X as a process of its own, for the end-to-end tests:
// `tsx apps/api/src/test/x-server.ts`. It prints X_AUTHORIZE_URL, X_API_URL, X_CLIENT_ID and
// X_CLIENT_SECRET (the api's settings) once it listens. A test shapes X's world while it runs
// with `POST <X_API_URL>/_local/seed` and a LocalXSeed as JSON.
//
//   X_REDIRECT_URIS  JSON array of the redirect URIs its authorize page accepts (required)
//   X_SEED           a LocalXSeed as JSON: users, follows, likes, retweets, posts (optional)
//   X_PORT           a fixed port (default: a free one)
import { startLocalXServer, type LocalXSeed } from './local-x-server';
import { jsonEnv, runAsProcess } from './local-server-process';

const redirectUris = jsonEnv<string[]>('X_REDIRECT_URIS', []);
if (redirectUris.length === 0) {
  process.stderr.write('X_REDIRECT_URIS is required (a JSON array)\n');
  process.exit(1);
}
const seed = jsonEnv<LocalXSeed | undefined>('X_SEED', undefined);
const port = Number(process.env.X_PORT ?? 0);
const server = await startLocalXServer({ redirectUris, port, ...(seed ? { seed } : {}) });
runAsProcess(server.config, server.close);
