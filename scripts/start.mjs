// `npm start`: the product (web and api on one port, embedded database, demo data) and, beside it,
// the sample third-party game of the demo data (apps/sample-game, on SAMPLE_GAME_URL's port), which
// the api registers as a client with the secrets both are given here.
// SAMPLE_GAME=off starts the product alone (also when the demo data is off).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb, ROOT, sampleGameSecrets, startSampleGame } from './product.mjs';

const env = process.env;
const demo = !/^(false|0|no|off)$/i.test(env.SEED_DEMO_DATA ?? '');
const withGame = demo && !/^(false|0|no|off)$/i.test(env.SAMPLE_GAME ?? '');
const secrets = withGame ? sampleGameSecrets(env) : {};
const port = env.PORT || '3000';
const gameUrl = env.SAMPLE_GAME_URL || 'http://localhost:4000';

buildWeb();
const api = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
  cwd: ROOT,
  env: { ...env, ...secrets, ...(withGame ? { SAMPLE_GAME_URL: gameUrl } : {}) },
  stdio: ['inherit', 'pipe', 'inherit'],
});

let game = null;
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await game?.stop();
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  else process.exit(code);
};
api.once('exit', async (code) => {
  await game?.stop();
  process.exit(code ?? 1);
});
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

let ready = false;
api.stdout.on('data', async (chunk) => {
  process.stdout.write(chunk);
  if (ready || !withGame) return;
  const match = String(chunk).match(/ready on http:\/\/localhost:(\d+)/);
  if (!match) return;
  ready = true;
  const apiUrl = `http://localhost:${match[1] ?? port}`;
  try {
    game = await startSampleGame({
      gameUrl,
      apiUrl,
      webUrl: env.PUBLIC_URL || apiUrl,
      secrets,
      stdio: 'inherit',
    });
  } catch (error) {
    // The platform runs on without its demo game (its port may be taken): say so and go on.
    console.error(`The sample game did not start (the platform runs without it): ${error.message}`);
  }
});
