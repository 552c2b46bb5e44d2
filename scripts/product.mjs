// Starts the product the way the README's `npm start` does (built web + api on one port), on a
// free port and a throw-away data dir, for the end-to-end tests and the benchmarks; and the
// processes around it (the sample game, the local EVM chain, the local provider servers) through
// one helper, `startProcess`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const WEB_BUILD = { command: 'npm', args: ['run', 'build', '--workspace', 'apps/web'] };

/** Whether the web must be built: always, unless SKIP_WEB_BUILD=1 and a build exists. */
function needsWebBuild() {
  const dist = path.join(ROOT, 'apps/web/dist/index.html');
  return !(process.env.SKIP_WEB_BUILD === '1' && fs.existsSync(dist));
}

// A production build even when called from vitest, which sets NODE_ENV=test (a test-mode build
// ships React's development code and no service worker).
const webBuildOptions = () => ({
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});

/** Builds the web app (vite build) unless SKIP_WEB_BUILD=1 and a build exists. */
export function buildWeb() {
  if (!needsWebBuild()) return;
  const result = spawnSync(WEB_BUILD.command, WEB_BUILD.args, webBuildOptions());
  if (result.status !== 0) throw new Error('web build failed');
}

/** buildWeb without blocking this process, so that other processes can start meanwhile. */
export async function buildWebAsync() {
  if (!needsWebBuild()) return;
  const child = spawn(WEB_BUILD.command, WEB_BUILD.args, webBuildOptions());
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal));
  });
  if (code !== 0) throw new Error('web build failed');
}

/**
 * Starts a helper process and resolves once its output (stdout and stderr) says it is ready:
 * `ready(output)` returns what the caller needs from that output (its settings, its port), or
 * undefined while it is not ready yet. A process that exits or stays silent past `timeoutMs` is
 * stopped and rejects with its output. `stop()` sends SIGTERM, then SIGKILL after `graceMs`.
 * @template T
 * @param {{
 *   name: string,
 *   command: string,
 *   args?: string[],
 *   env?: Record<string, string | undefined>,
 *   ready: (output: string) => T | undefined,
 *   timeoutMs?: number,
 *   graceMs?: number,
 *   echo?: boolean,
 * }} options `echo` copies the output to this process's (for `npm start`).
 * @returns {Promise<{ value: T, child: import('node:child_process').ChildProcess, output(): string, stop(): Promise<void> }>}
 */
export async function startProcess(options) {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const child = spawn(options.command, options.args ?? [], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (child.pid === undefined || !isRunning()) return; // never started, or gone
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, options.graceMs ?? 5_000))]);
    if (isRunning()) child.kill('SIGKILL');
  };
  let output = '';
  const value = await new Promise((resolve, reject) => {
    let isSettled = false;
    const settle = (error, result) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      if (error) void stop().then(() => reject(error));
      else resolve(result);
    };
    const timer = setTimeout(
      () => settle(new Error(`${options.name} did not start in ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output += chunk;
      if (options.echo) process.stdout.write(chunk);
      if (isSettled) return;
      let result;
      try {
        result = options.ready(output);
      } catch (error) {
        return settle(new Error(`${options.name} printed what it should not: ${error.message}\n${output}`));
      }
      if (result !== undefined) settle(null, result);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (error) => settle(new Error(`${options.name} could not start: ${error.message}`)));
    child.once('exit', (code, signal) =>
      settle(new Error(`${options.name} exited with ${code ?? signal}:\n${output}`)),
    );
  });
  return { value, child, output: () => output, stop };
}

/**
 * The `NAME=value` lines a local provider server prints once it listens
 * (apps/api/src/test/local-server-process.ts), once all of `names` are there.
 * @param {string[]} names
 * @returns {(output: string) => Record<string, string> | undefined}
 */
export function settingLines(names) {
  return (output) => {
    const settings = {};
    for (const match of output.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)) settings[match[1]] = match[2];
    return names.every((name) => name in settings) ? settings : undefined;
  };
}

/**
 * Starts a TypeScript helper of the repository (`tsx <file>`), e.g. a local provider server of
 * apps/api/src/test, with `settingLines` or another `ready`.
 * @template T
 * @param {string} file path from the repository root
 * @param {Omit<Parameters<typeof startProcess<T>>[0], 'command' | 'args'> & { args?: string[] }} options
 */
export function startTsx(file, options) {
  // tsx as node's loader rather than its command, which would run node twice (a parent relaying
  // signals to the child that runs the file): one process to start, and to stop.
  return startProcess({
    ...options,
    command: process.execPath,
    args: ['--import', 'tsx', file, ...(options.args ?? [])],
  });
}

/**
 * The local chain's funded test account: LOCAL_KEYS.holder of apps/api/src/test/local-evm.ts (a
 * TypeScript file of another workspace, hence written here once more; startLocalChain checks that
 * the chain funded this address, the e2e setup that the key is this address's). A well-known test
 * key, printed in `npm start`'s banner: it must never hold value on a real chain.
 */
export const LOCAL_CHAIN_HOLDER = {
  privateKey: '0x59c6995e998f97a0a0850fe5d3f9a1c2ee4a33b4c4d04e1a14b1ebc48fdc1ec3',
  address: '0xA6a1Def55CF5BbA63902CDdA85f18f1F6D1aD639',
};

/**
 * The local chain's minter of POG cards: LOCAL_KEYS.deployer of apps/api/src/test/local-evm.ts, the
 * owner of the PogCard contract it deploys (startLocalChain checks the chain names this address as
 * its minter). A well-known test key (Hardhat's first account): production refuses it.
 */
export const LOCAL_CHAIN_POG_MINTER = {
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
};

/**
 * The local EVM chain (apps/api/src/test/local-evm.ts: ganache, chain id 31337, the test token and
 * NFT deployed, 1000 KPT and one NFT minted to each funded account, LOCAL_CHAIN_HOLDER first), as
 * a process. Its value is the JSON line it prints: `{ rpcUrl, chainId, token: { address, name,
 * symbol, decimals }, nft: { address, name, symbol }, pogCard: { address, name, symbol, minter },
 * funded: [address, …] }`. The POG card contract's tokenURI is `<publicUrl>/api/pog-nft/<id>`.
 * @param {{ port?: number, publicUrl?: string }} [options] a fixed port (default: a free one), the
 *   api's public URL (default: npm start's, http://localhost:3000)
 */
export function startLocalChain(options = {}) {
  return startTsx('apps/api/src/test/local-evm.ts', {
    name: 'the local EVM chain',
    args: [options.port ? String(options.port) : '0', ...(options.publicUrl ? [options.publicUrl] : [])],
    timeoutMs: 60_000,
    ready: (output) => {
      const line = output.split('\n').find((l) => l.startsWith('{') && l.endsWith('}'));
      if (!line) return undefined;
      const chain = JSON.parse(line);
      if (!chain.funded?.includes(LOCAL_CHAIN_HOLDER.address))
        throw new Error(`it funded ${chain.funded}, not LOCAL_CHAIN_HOLDER (${LOCAL_CHAIN_HOLDER.address})`);
      if (chain.pogCard?.minter !== LOCAL_CHAIN_POG_MINTER.address)
        throw new Error(`its POG cards are minted by ${chain.pogCard?.minter}, not LOCAL_CHAIN_POG_MINTER`);
      return chain;
    },
  });
}

/**
 * Starts apps/api/src/server.ts and resolves once it listens.
 * @param {{ env?: Record<string, string>, dataDir?: string }} options
 */
export async function startProduct(options = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kp-product-'));
  const removeDataDir = () => {
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let server;
  try {
    server = await startTsx('apps/api/src/server.ts', {
      name: 'the server',
      env: {
        // Development, as `npm start` runs: the outbox, the sandboxes and the demo data the tests
        // and benchmarks use are refused under NODE_ENV=production.
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...options.env,
      },
      timeoutMs: 60_000,
      graceMs: 10_000,
      ready: (output) => {
        const match = output.match(/ready on http:\/\/localhost:(\d+)/);
        return match ? Number(match[1]) : undefined;
      },
    });
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const port = server.value;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output: server.output,
    async stop() {
      await server.stop();
      removeDataDir();
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
  const game = await startProcess({
    name: 'the sample game',
    command: process.execPath,
    args: ['apps/sample-game/server.mjs'],
    env: {
      SAMPLE_GAME_URL: options.gameUrl,
      KP_API_URL: options.apiUrl,
      KP_WEB_URL: options.webUrl ?? options.apiUrl,
      ...options.secrets,
    },
    timeoutMs: 20_000,
    echo: options.stdio === 'inherit',
    ready: (output) => (output.includes('ready on') ? true : undefined),
  });
  return { url: options.gameUrl, child: game.child, stop: game.stop };
}
