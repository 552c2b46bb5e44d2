import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@kp/domain/errors';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleOidc, type GoogleOidc } from './google-oidc';

// A real OpenID provider on a free local port stands in for Google; the login and consent pages
// are its development interactions, driven with fetch instead of a browser.
const REDIRECT_URI = 'http://127.0.0.1/auth/google/callback';
const CLIENT = { id: 'kp-test-client', secret: 'kp-test-secret-that-is-long-enough' };
const ACCOUNT = {
  sub: 'google-user-1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
};

let server: http.Server;
let issuer: string;
let google: GoogleOidc;
let isDiscoveryDown = false;
let discoveryRequests = 0;

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: ['test-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the scopes' claims in the ID token; oidc-provider keeps them for userinfo unless told.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx: unknown, id: string) =>
      id === ACCOUNT.sub ? { accountId: id, claims: () => ACCOUNT } : undefined,
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/.well-known/openid-configuration')) {
      discoveryRequests++;
      if (isDiscoveryDown) return void res.writeHead(503).end();
    }
    handle(req, res);
  });

  google = createGoogleOidc({
    issuer,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUri: REDIRECT_URI,
    allowInsecureRequests: true,
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The cookies of one browser, all for the one local host. */
function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    async fetch(url: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) {
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      }
      const res = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const name = pair.slice(0, pair.indexOf('=')).trim();
        const value = pair.slice(pair.indexOf('=') + 1).trim();
        const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
        const isExpired = expires !== undefined && Date.parse(expires.split('=')[1]!) <= Date.now();
        if (value === '' || isExpired) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
  };
}

/** Follows the authorization URL as a browser would, signing in and consenting; returns the callback URL. */
async function signIn(authorizationUrl: string, login = ACCOUNT.sub): Promise<string> {
  const jar = createCookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(REDIRECT_URI)) return url;
    const page = await jar.fetch(url);
    if (page.status >= 300 && page.status < 400) {
      url = new URL(page.headers.get('location')!, url).href;
      continue;
    }
    const html = await page.text();
    expect(page.status, html).toBe(200);
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form at ${url}`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    const submitted = await jar.fetch(new URL(action, url).href, { method: 'POST', body: form });
    expect(submitted.status).toBeGreaterThanOrEqual(300);
    url = new URL(submitted.headers.get('location')!, url).href;
  }
  throw new Error('too many redirects');
}

async function expectAuthFailure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected GOOGLE_AUTH_FAILED');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('GOOGLE_AUTH_FAILED');
  expect((error as AppError).statusCode).toBe(401);
  expect((error as AppError).cause).toBeDefined();
  return error as AppError;
}

describe('Google sign-in through OpenID Connect', () => {
  it('asks for the code with PKCE S256, state, nonce and the openid email profile scopes', async () => {
    const { url, pending } = await google.start();
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${issuer}/`)).toBe(true);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT.id);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('code_challenge')).not.toBe(pending.codeVerifier);
    expect(params.get('state')).toBe(pending.state);
    expect(params.get('nonce')).toBe(pending.nonce);
    expect(url).not.toContain(pending.codeVerifier);

    const again = await google.start();
    expect(again.pending.state).not.toBe(pending.state);
    expect(again.pending.nonce).not.toBe(pending.nonce);
    expect(again.pending.codeVerifier).not.toBe(pending.codeVerifier);
  });

  it('signs in and returns the identity from the verified ID token', async () => {
    const { url, pending } = await google.start();
    const callback = await signIn(url);
    const params = new URL(callback).searchParams;
    expect(params.get('code')).toBeTruthy();
    expect(params.get('state')).toBe(pending.state);

    expect(await google.finish(callback, pending)).toEqual({
      subject: ACCOUNT.sub,
      email: ACCOUNT.email,
      emailVerified: true,
      name: ACCOUNT.name,
      picture: null,
    });
  });

  it('accepts the callback as the path the server saw, sending the registered redirect URI', async () => {
    const { url, pending } = await google.start();
    const callback = new URL(await signIn(url));
    expect((await google.finish(`${callback.pathname}${callback.search}`, pending)).subject).toBe(
      ACCOUNT.sub,
    );
  });

  it('refuses a callback whose state is not the pending one', async () => {
    const { url, pending } = await google.start();
    const callback = await signIn(url);
    await expectAuthFailure(google.finish(callback, { ...pending, state: 'another-state' }));
  });

  it('refuses a tampered code', async () => {
    const { url, pending } = await google.start();
    const callback = new URL(await signIn(url));
    callback.searchParams.set('code', `${callback.searchParams.get('code')}x`);
    const error = await expectAuthFailure(google.finish(callback.href, pending));
    expect(error.message).not.toContain(callback.searchParams.get('code'));
  });

  it('refuses the PKCE verifier of another start', async () => {
    const first = await google.start();
    const second = await google.start();
    const callback = await signIn(first.url);
    await expectAuthFailure(
      google.finish(callback, { ...first.pending, codeVerifier: second.pending.codeVerifier }),
    );
  });

  it('refuses a code used twice', async () => {
    const { url, pending } = await google.start();
    const callback = await signIn(url);
    await google.finish(callback, pending);
    await expectAuthFailure(google.finish(callback, pending));
  });

  it('refuses a nonce that is not the pending one', async () => {
    const { url, pending } = await google.start();
    const callback = await signIn(url);
    await expectAuthFailure(google.finish(callback, { ...pending, nonce: 'another-nonce' }));
  });

  it('refuses an empty pending authorization and a denied consent', async () => {
    const { pending } = await google.start();
    await expectAuthFailure(
      google.finish(`${REDIRECT_URI}?code=abc`, { state: '', nonce: '', codeVerifier: '' }),
    );
    await expectAuthFailure(
      google.finish(`${REDIRECT_URI}?error=access_denied&state=${pending.state}&iss=${issuer}`, pending),
    );
  });

  it('discovers once, and again on the next call after a failed discovery', async () => {
    const fresh = createGoogleOidc({
      issuer,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUri: REDIRECT_URI,
      allowInsecureRequests: true,
    });
    isDiscoveryDown = true;
    await expectAuthFailure(fresh.start());
    isDiscoveryDown = false;
    const before = discoveryRequests;
    await fresh.start();
    await fresh.start();
    expect(discoveryRequests - before).toBe(1);
  });
});
