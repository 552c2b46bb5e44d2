import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { startLocalXServer, type LocalXServer } from '../../test/local-x-server';
import { signedInUser } from '../../test/factories';

// The whole api, configured for X as an operator would (pointing at the local X server): the
// social module links an X account through the X provider, over HTTP.
const SITE = 'http://127.0.0.1:5173';
const CALLBACK = `${SITE}/social/callback`;
const ASHA = { id: '1001', username: 'asha_plays', name: 'Asha Plays' };

let t: TestApp;
let x: LocalXServer;

beforeAll(async () => {
  x = await startLocalXServer({ redirectUris: [CALLBACK], seed: { users: [ASHA] } });
  t = await createTestApp({ env: { PUBLIC_URL: SITE, ...x.config } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await x?.close();
});

describe('linking X over HTTP', () => {
  it('links the account X vouches for, once; another user cannot take it; disconnecting revokes at X', async () => {
    const asha = (await signedInUser(t.app)).headers;
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/social/social-auth?provider=twitter&redirectUri=${encodeURIComponent(CALLBACK)}`,
      headers: asha,
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().data.url);
    expect(url.origin + url.pathname).toBe(x.authorizeUrl);
    expect(url.searchParams.get('scope')).toBe('tweet.read users.read follows.read like.read offline.access');

    const back = new URL(await x.authorize(url.href, { userId: ASHA.id }));
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/social/authenticate',
      headers: asha,
      payload: {
        provider: 'twitter',
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
      },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({
      provider: 'twitter',
      externalId: ASHA.id,
      handle: ASHA.username,
    });

    const status = (await t.app.inject({ method: 'GET', url: '/api/social/status', headers: asha })).json()
      .data;
    expect(status.isTwitterConnect).toBe(true);
    expect(status.socialStatuses.twitter).toMatchObject({
      isActive: true,
      handle: ASHA.username,
      isConfigured: true,
    });

    const ravi = (await signedInUser(t.app)).headers;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/social/social-auth?provider=twitter&redirectUri=${encodeURIComponent(CALLBACK)}`,
      headers: ravi,
    });
    const ravisBack = new URL(await x.authorize(again.json().data.url, { userId: ASHA.id }));
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/social/authenticate',
      headers: ravi,
      payload: {
        provider: 'twitter',
        code: ravisBack.searchParams.get('code'),
        state: ravisBack.searchParams.get('state'),
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'This X account is already linked to another user' });

    const revokes = () => x.requests.filter((r) => r.startsWith('POST /2/oauth2/revoke')).length;
    const before = revokes();
    const disconnected = await t.app.inject({
      method: 'POST',
      url: '/api/social/disconnect',
      headers: asha,
      payload: { provider: 'twitter' },
    });
    expect(disconnected.statusCode, disconnected.body).toBe(200);
    expect(revokes()).toBeGreaterThan(before);
  });
});

describe("X's settings", () => {
  it('defaults to X itself, and refuses a half-configured client or plain http away from this machine', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.X_AUTHORIZE_URL).toBe('https://x.com/i/oauth2/authorize');
    expect(config.X_API_URL).toBe('https://api.x.com');
    expect(config.X_CLIENT_ID).toBeUndefined();
    expect(() => loadConfig({ X_CLIENT_ID: 'abc' })).toThrow(/X_CLIENT_ID and X_CLIENT_SECRET go together/);
    expect(() => loadConfig({ X_API_URL: 'http://api.example.com' })).toThrow(/X_API_URL must be https/);
    expect(loadConfig({ X_API_URL: 'http://127.0.0.1:9999' }).X_API_URL).toBe('http://127.0.0.1:9999');
  });
});
