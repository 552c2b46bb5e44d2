import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the benchmarks, without type declarations
import { buildWeb, ROOT, sampleGameSecrets, startProduct, startSampleGame } from '../scripts/product.mjs';

/** The Google account of the local OpenID provider: the same person as the e2e's phone user. */
export const GOOGLE_ACCOUNT = {
  sub: 'e2e-google-gamer',
  email: 'e2e-gamer@example.com',
  name: 'Asha Gamer',
} as const;

/** The Google client the local provider knows (see apps/api/src/test/local-oidc-provider.ts). */
const GOOGLE_CLIENT = { id: 'kp-test-client', secret: 'kp-test-secret-that-is-long-enough' };

/** A Telegram bot (not a real one): the sign-in modal then offers Telegram's widget. */
const TELEGRAM_BOT = { token: '123456789:AAE-e2e-bot-token-long-enough_x', username: 'kplay_e2e_bot' };

/** A port free right now, for the product: the provider must know the callback before it starts. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the local OpenID provider (Google's stand-in) and resolves with its issuer. */
async function startOidcProvider(redirectUri: string): Promise<{ issuer: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['apps/api/src/test/oidc-provider-server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        OIDC_REDIRECT_URI: redirectUri,
        OIDC_ACCOUNT_SUB: GOOGLE_ACCOUNT.sub,
        OIDC_ACCOUNT_EMAIL: GOOGLE_ACCOUNT.email,
        OIDC_ACCOUNT_NAME: GOOGLE_ACCOUNT.name,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`OIDC provider did not start in 30 s:\n${output}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/^OIDC_ISSUER=(\S+)$/m);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`OIDC provider exited with ${code}:\n${output}`));
    });
  });
  return {
    issuer,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Builds the web and starts the product once for all end-to-end tests, as `npm start` would,
 * with Google sign-in pointed at a local OpenID provider and a (pretend) Telegram bot.
 */
export default async function setup(project: TestProject) {
  buildWeb();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const oidc = await startOidcProvider(`${baseURL}/api/authentication/google/callback`);
  // The demo data's third-party game, on its own port of the same host (as `npm start` runs it).
  const sampleGameURL = `http://127.0.0.1:${await freePort()}`;
  const secrets = sampleGameSecrets({});
  let product: { url: string; stop(): Promise<void> };
  let game: { stop(): Promise<void> };
  try {
    product = await startProduct({
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        GOOGLE_ISSUER: oidc.issuer,
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        TELEGRAM_BOT_TOKEN: TELEGRAM_BOT.token,
        TELEGRAM_BOT_USERNAME: TELEGRAM_BOT.username,
        // The KYC sandbox answers a check after this long: long enough to see it pending, short
        // enough for a test that verifies three documents.
        KYC_SANDBOX_DELAY_MS: '1500',
        SAMPLE_GAME_URL: sampleGameURL,
        ...secrets,
      },
    });
  } catch (error) {
    await oidc.stop();
    throw error;
  }
  try {
    game = await startSampleGame({ gameUrl: sampleGameURL, apiUrl: baseURL, webUrl: baseURL, secrets });
  } catch (error) {
    await product.stop();
    await oidc.stop();
    throw error;
  }
  project.provide('baseURL', product.url);
  project.provide('sampleGameURL', sampleGameURL);
  project.provide('googleAccount', GOOGLE_ACCOUNT);
  return async () => {
    await game.stop();
    await product.stop();
    await oidc.stop();
  };
}

declare module 'vitest' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
    sampleGameURL: string;
    googleAccount: { sub: string; email: string; name: string };
  }
}
