import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalXServer, type LocalXServer } from '../../test/local-x-server';
import { ProviderError } from '../oauth2/provider-http';
import type { OAuth2Provider } from '../oauth2/oauth2-provider';
import { createXApiClient } from './x-api';
import { XRateLimitedError } from './x-http';
import { X_SCOPES, createXProvider } from './x-provider';

// A local server answering as X's OAuth 2.0 and API v2 do stands in for X; its authorize page
// is followed with fetch as a browser would click "Authorize app".
const REDIRECT_URI = 'http://127.0.0.1:4000/social/twitter/callback';
const ASHA = { id: '1001', username: 'asha_plays', name: 'Asha Plays', description: 'Gamer. #KPlay fan' };
const BRAND = { id: '2002', username: 'kplay_gg', name: 'KPlay' };

let x: LocalXServer;
let provider: OAuth2Provider;

beforeAll(async () => {
  x = await startLocalXServer({ redirectUris: [REDIRECT_URI], seed: { users: [ASHA, BRAND] } });
  provider = createXProvider(x.config);
});
afterAll(() => x.close());

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The user's round trip through X's authorize page; the code and state X sends back. */
async function authorize(decision: 'allow' | 'deny' = 'allow') {
  const { verifier, challenge } = pkce();
  const state = randomBytes(16).toString('base64url');
  const url = provider.authorizationUrl({ state, codeChallenge: challenge, redirectUri: REDIRECT_URI });
  const back = new URL(await x.authorize(url, { userId: ASHA.id, decision }));
  return { back, verifier, state, code: back.searchParams.get('code') ?? '' };
}

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => new Error('expected a ProviderError'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the X provider (OAuth 2.0 with PKCE, confidential client)', () => {
  it('sends the browser to X with the app, the scopes, the state and an S256 challenge', () => {
    const url = new URL(
      provider.authorizationUrl({ state: 's1', codeChallenge: 'c'.repeat(43), redirectUri: REDIRECT_URI }),
    );
    expect(url.origin + url.pathname).toBe(x.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: x.client.id,
      redirect_uri: REDIRECT_URI,
      scope: 'tweet.read users.read follows.read like.read offline.access',
      state: 's1',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    });
    expect(provider.isConfigured).toBe(true);
  });

  it('exchanges the code with its verifier for tokens, and reads the account they belong to', async () => {
    const { back, code, verifier, state } = await authorize();
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(state);
    const before = Date.now();
    const tokens = await provider.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI });
    expect(tokens.accessToken).toMatch(/\S{20,}/);
    expect(tokens.refreshToken).toMatch(/\S{20,}/);
    expect(tokens.scopes).toEqual([...X_SCOPES]);
    expect(tokens.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 7200_000 - 1000);
    expect(tokens.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 7200_000);
    expect(await provider.fetchAccount(tokens.accessToken)).toEqual({
      externalId: ASHA.id,
      handle: ASHA.username,
      displayName: ASHA.name,
    });
  });

  it('is refused a code with the wrong verifier, a code used twice and another redirect URI', async () => {
    const first = await authorize();
    const wrongVerifier = await rejection(
      provider.exchangeCode({ code: first.code, codeVerifier: pkce().verifier, redirectUri: REDIRECT_URI }),
    );
    expect(wrongVerifier).toMatchObject({ kind: 'rejected', status: 400 });
    expect(wrongVerifier.providerCode).toMatch(/^invalid_request: .*code verifier/);
    // The code was spent by the failed attempt, as X does.
    const reused = await rejection(
      provider.exchangeCode({ code: first.code, codeVerifier: first.verifier, redirectUri: REDIRECT_URI }),
    );
    expect(reused.providerCode).toMatch(/authorization code was invalid/);

    const second = await authorize();
    const otherRedirect = await rejection(
      provider.exchangeCode({
        code: second.code,
        codeVerifier: second.verifier,
        redirectUri: 'http://127.0.0.1:4000/other',
      }),
    );
    expect(otherRedirect.providerCode).toMatch(/redirect uri/);
  });

  it('authenticates as the client: a wrong secret is refused with X 401 unauthorized_client', async () => {
    const { code, verifier } = await authorize();
    const impostor = createXProvider({ ...x.config, X_CLIENT_SECRET: 'not-the-secret' });
    const error = await rejection(
      impostor.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI }),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 401 });
    expect(error.providerCode).toMatch(/^unauthorized_client/);
  });

  it('carries the refusal of the user back to the app', async () => {
    const { back } = await authorize('deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refreshes tokens; X rotates refresh tokens, so the old one is refused after', async () => {
    const { code, verifier } = await authorize();
    const tokens = await provider.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI });
    x.expireAccessTokens();
    expect((await rejection(provider.fetchAccount(tokens.accessToken))).status).toBe(401);
    const renewed = await provider.refresh(tokens.refreshToken!);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    expect((await provider.fetchAccount(renewed.accessToken)).externalId).toBe(ASHA.id);
    const stale = await rejection(provider.refresh(tokens.refreshToken!));
    expect(stale).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('revokes a token when the user disconnects', async () => {
    const { accessToken } = x.issueTokens(ASHA.id);
    expect((await provider.fetchAccount(accessToken)).handle).toBe(ASHA.username);
    await provider.revoke!(accessToken);
    expect((await rejection(provider.fetchAccount(accessToken))).status).toBe(401);
  });

  it('says it is not configured without a client id and secret, and builds no URL then', () => {
    const bare = createXProvider({ X_AUTHORIZE_URL: x.authorizeUrl, X_API_URL: x.url });
    expect(bare.isConfigured).toBe(false);
    expect(() =>
      bare.authorizationUrl({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI }),
    ).toThrow(/not configured/);
  });
});

describe("X's API v2 with the user's token", () => {
  const api = () => createXApiClient({ apiUrl: x.url, timeoutMs: 1000 });
  let token: string;

  beforeEach(() => {
    token = x.issueTokens(ASHA.id).accessToken;
  });

  it('reads the profile: name, handle and bio', async () => {
    expect(await api().getMe(token, { withProfile: true })).toEqual({ ...ASHA });
    expect((await api().getMe(token)).description).toBeNull();
  });

  it('walks the follows page by page, most recent first, and stops at its bound', async () => {
    const walker = { id: '3003', username: 'walker', name: 'Walker' };
    x.addUser(walker);
    x.follow(walker.id, BRAND.id); // the oldest follow: 1,500 come after it
    for (let i = 0; i < 1500; i++) {
      x.addUser({ id: String(10_000 + i), username: `acct${i}`, name: `Account ${i}` });
      x.follow(walker.id, String(10_000 + i));
    }
    const walkerToken = x.issueTokens(walker.id).accessToken;
    const calls = x.requests.length;

    const bounded = await api().findFollowing(walkerToken, walker.id, 'KPLAY_GG');
    expect(bounded).toEqual({ match: null, looked: 1000, isWholeList: false });
    expect(x.requests.length - calls).toBe(1);

    const wider = createXApiClient({ apiUrl: x.url, scanLimits: { following: 2000 } });
    const found = await wider.findFollowing(walkerToken, walker.id, '@kplay_gg');
    expect(found.match?.id).toBe(BRAND.id);
    expect(found.looked).toBe(1501);
    expect(
      x.requests.slice(-2).map((r) => new URL(r.split(' ')[1]!, x.url).searchParams.get('max_results')),
    ).toEqual(['1000', '1000']);

    const none = await api().findFollowing(token, ASHA.id, 'kplay_gg');
    expect(none).toEqual({ match: null, looked: 0, isWholeList: true });
  });

  it('finds a user among a post’s likers and reposters; a missing post is a refusal with status 404', async () => {
    const postId = x.post({ authorId: BRAND.id, text: 'Season 2 is live!' });
    x.like(ASHA.id, postId);
    x.retweet(BRAND.id, postId);
    expect((await api().findLikingUser(token, postId, ASHA.id)).match?.username).toBe(ASHA.username);
    expect(await api().findRetweeter(token, postId, ASHA.id)).toEqual({
      match: null,
      looked: 1,
      isWholeList: true,
    });
    const gone = await rejection(api().findLikingUser(token, '1234567', ASHA.id));
    expect(gone).toMatchObject({ kind: 'rejected', status: 404 });
  });

  it('reads a post: author, reply, creation time, hashtags and links as written (not t.co)', async () => {
    const root = x.post({ authorId: BRAND.id, text: 'Tell us your main' });
    const reply = x.post({
      authorId: ASHA.id,
      replyTo: root,
      text: 'Mage, always #KPlay #gg https://kplay.gg/pog-card/asha_plays',
      createdAt: new Date('2030-01-02T03:04:05.000Z'),
    });
    const post = await api().findPost(token, reply);
    expect(post).toEqual({
      id: reply,
      text: expect.stringMatching(/^Mage, always #KPlay #gg https:\/\/t\.co\/\w+$/),
      authorId: ASHA.id,
      conversationId: root,
      createdAt: new Date('2030-01-02T03:04:05.000Z'),
      repliedToId: root,
      hashtags: ['KPlay', 'gg'],
      links: ['https://kplay.gg/pog-card/asha_plays'],
    });
    expect(await api().findPost(token, '999999999')).toBeNull();
  });

  it('throws X 401 as a refusal with status 401 (the social module refreshes on it)', async () => {
    x.expireAccessTokens();
    const error = await rejection(api().getMe(token));
    expect(error).toMatchObject({ provider: 'twitter', kind: 'rejected', status: 401 });
  });

  it('throws a 429 as rate limited, with the time X resets its window', async () => {
    const resetAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 15 * 60_000);
    x.rateLimitNext(resetAt);
    const error = await rejection(api().getMe(token));
    expect(error).toBeInstanceOf(XRateLimitedError);
    expect(error).toMatchObject({ kind: 'unavailable', status: 429, retryAt: resetAt });
    expect((await api().getMe(token)).id).toBe(ASHA.id);
  });

  it('throws a 5xx and no answer in time as unavailable', async () => {
    x.failNext({ status: 503 });
    expect(await rejection(api().getMe(token))).toMatchObject({ kind: 'unavailable', status: 503 });
    x.failNext({ delayMs: 1500 });
    const slow = await rejection(api().getMe(token));
    expect(slow).toMatchObject({ kind: 'unavailable', status: null });
    expect(slow.message).toMatch(/no answer within 1 s/);
  });

  it('is refused what the token has no scope for', async () => {
    const narrow = x.issueTokens(ASHA.id, ['tweet.read', 'users.read']).accessToken;
    const postId = x.post({ authorId: BRAND.id, text: 'Like me' });
    expect(await rejection(api().findLikingUser(narrow, postId, ASHA.id))).toMatchObject({
      kind: 'rejected',
      status: 403,
    });
  });
});
