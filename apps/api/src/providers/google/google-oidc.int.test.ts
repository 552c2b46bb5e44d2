import { AppError } from '@kp/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../test/local-oidc-provider';
import { createGoogleOidc, type GoogleOidc } from './google-oidc';

// A real OpenID provider on a free local port stands in for Google; the login and consent pages
// are its development interactions, driven with fetch instead of a browser.
const REDIRECT_URI = 'http://127.0.0.1/auth/google/callback';
const ACCOUNT = {
  sub: 'google-user-1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
};

let local: LocalOidcProvider;
let google: GoogleOidc;
let isDiscoveryDown = false;
let discoveryRequests = 0;

beforeAll(async () => {
  local = await startLocalOidcProvider({
    redirectUris: [REDIRECT_URI],
    accounts: [ACCOUNT],
    onRequest(req, res) {
      if (!req.url?.startsWith('/.well-known/openid-configuration')) return false;
      discoveryRequests++;
      if (!isDiscoveryDown) return false;
      res.writeHead(503).end();
      return true;
    },
  });
  google = createGoogleOidc({
    issuer: local.issuer,
    clientId: local.client.id,
    clientSecret: local.client.secret,
    redirectUri: REDIRECT_URI,
    allowInsecureRequests: true,
  });
});

afterAll(() => local.close());

/** Follows the authorization URL as a browser would, signing in and consenting; returns the callback URL. */
function signIn(authorizationUrl: string, login = ACCOUNT.sub): Promise<string> {
  return local.signIn(authorizationUrl, { login, stopAt: REDIRECT_URI });
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
    expect(url.startsWith(`${local.issuer}/`)).toBe(true);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(local.client.id);
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
      google.finish(
        `${REDIRECT_URI}?error=access_denied&state=${pending.state}&iss=${local.issuer}`,
        pending,
      ),
    );
  });

  it('discovers once, and again on the next call after a failed discovery', async () => {
    const fresh = createGoogleOidc({
      issuer: local.issuer,
      clientId: local.client.id,
      clientSecret: local.client.secret,
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
