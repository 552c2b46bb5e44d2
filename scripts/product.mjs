// Starts the product the way the README's `npm start` does (built web + api on one port), on a
// free port and a throw-away data dir, for the end-to-end tests and the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** Builds the web app (vite build) unless SKIP_WEB_BUILD=1 and a build exists. */
export function buildWeb() {
  const dist = path.join(ROOT, 'apps/web/dist/index.html');
  if (process.env.SKIP_WEB_BUILD === '1' && fs.existsSync(dist)) return;
  // A production build even when called from vitest, which sets NODE_ENV=test (a test-mode
  // build ships React's development code and no service worker).
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
}

/**
 * Starts apps/api/src/server.ts and resolves once it listens.
 * @param {{ env?: Record<string, string>, dataDir?: string }} options
 */
export async function startProduct(options = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kp-product-'));
  const child = spawn(TSX, ['apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk) => {
    output += chunk;
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const match = output.match(/ready on http:\/\/localhost:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Secrets the api and the sample game must share (the api registers the game's client with them). */
export function sampleGameSecrets(env = process.env) {
  return {
    SAMPLE_GAME_CLIENT_SECRET: env.SAMPLE_GAME_CLIENT_SECRET || randomBytes(32).toString('base64url'),
    SAMPLE_GAME_SIGNING_SECRET: env.SAMPLE_GAME_SIGNING_SECRET || randomBytes(32).toString('base64url'),
  };
}

/**
 * Starts the sample third-party game (apps/sample-game) and resolves once it listens.
 * @param {{ gameUrl: string, apiUrl: string, webUrl?: string, secrets: Record<string, string>, stdio?: 'inherit' | 'pipe' }} options
 */
export async function startSampleGame(options) {
  const child = spawn(process.execPath, ['apps/sample-game/server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SAMPLE_GAME_URL: options.gameUrl,
      KP_API_URL: options.apiUrl,
      KP_WEB_URL: options.webUrl ?? options.apiUrl,
      ...options.secrets,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk) => {
    output += chunk;
    if (options.stdio === 'inherit') process.stdout.write(chunk);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the sample game did not start in 20 s:\n${output}`)),
      20_000,
    );
    child.stdout.on('data', () => {
      if (output.includes('ready on')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sample game exited with ${code}:\n${output}`));
    });
  });
  return {
    url: options.gameUrl,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
