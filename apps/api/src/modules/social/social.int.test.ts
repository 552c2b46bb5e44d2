import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { startLocalDiscordServer, type LocalDiscordServer } from '../../test/local-discord-server';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../test/local-oidc-provider';
import {
  startLocalSteamOpenIdServer,
  type LocalSteamOpenIdServer,
} from '../../test/local-steam-openid-server';
import {
  startLocalTelegramBotServer,
  type LocalTelegramBotServer,
} from '../../test/local-telegram-bot-server';
import { readForm } from '../../test/local-http';
import { signedInUser, type SignedInUser } from '../../test/factories';
import { signInByPhone } from '../../test/sign-in';
import { socialAccounts } from './social.tables';

// The web's page the providers send the browser back to (PUBLIC_URL's origin).
const SITE = 'http://127.0.0.1:5173';
const CALLBACK = `${SITE}/social/callback`;

let t: TestApp;
let discord: LocalDiscordServer;
let steam: LocalSteamOpenIdServer;
let telegram: LocalTelegramBotServer;
let google: LocalOidcProvider;

beforeAll(async () => {
  [discord, steam, telegram] = await Promise.all([
    startLocalDiscordServer({
      redirectUris: [CALLBACK],
      users: [
        { id: '80351110224678912', username: 'asha_plays', globalName: 'Asha', guilds: {} },
        { id: '80351110224678913', username: 'ravi_plays', globalName: null, guilds: {} },
        { id: '80351110224678914', username: 'kiran_plays', globalName: null, guilds: {} },
      ],
    }),
    startLocalSteamOpenIdServer({ steamIds: ['76561197960287930', '76561197960287931'] }),
    startLocalTelegramBotServer({
      users: [
        { id: 424242, first_name: 'Asha', username: 'asha_tg' },
        { id: 515151, first_name: 'Ravi', last_name: 'K', username: 'ravi_tg' },
      ],
    }),
  ]);
  google = await startLocalOidcProvider({
    redirectUris: [CALLBACK],
    accounts: [{ sub: 'google-asha', email: 'asha@example.com', email_verified: true, name: 'Asha G' }],
  });
  t = await createTestApp({
    env: {
      PUBLIC_URL: SITE,
      DISCORD_CLIENT_ID: discord.client.id,
      DISCORD_CLIENT_SECRET: discord.client.secret,
      DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
      DISCORD_API_URL: discord.apiUrl,
      STEAM_OPENID_URL: steam.endpoint,
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_BOT_TOKEN: telegram.botToken,
      TELEGRAM_LOGIN_URL: `${telegram.url}/auth`,
      GOOGLE_CLIENT_ID: google.client.id,
      GOOGLE_CLIENT_SECRET: google.client.secret,
      GOOGLE_ISSUER: google.issuer,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([discord?.close(), steam?.close(), telegram?.close(), google?.close()]);
});

type User = SignedInUser;

const get = (u: User, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });
const post = (u: User, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: u.headers, payload });

async function socialAuthUrl(u: User, provider: string, redirectUri = CALLBACK) {
  const res = await get(
    u,
    `/api/social/social-auth?provider=${provider}&host=${encodeURIComponent(new URL(redirectUri).host)}&redirectUri=${encodeURIComponent(redirectUri)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

/** social-auth, the browser at Discord ("Authorize"), then authenticate with what came back. */
async function linkDiscord(u: User, discordUserId?: string) {
  const back = new URL(await discord.authorize(await socialAuthUrl(u, 'discord'), discordUserId));
  expect(back.origin + back.pathname).toBe(CALLBACK);
  return post(u, '/api/social/authenticate', {
    provider: 'discord',
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}

/** connect/steam, the browser at Steam ("Sign in"), then the openid.* parameters it came back with. */
async function steamAssertion(u: User, steamId?: string): Promise<Record<string, string>> {
  const res = await get(u, `/api/social/connect/steam?redirectUri=${encodeURIComponent(CALLBACK)}`);
  expect(res.statusCode, res.body).toBe(200);
  const back = new URL(await steam.signIn(res.json().data.url, steamId));
  return Object.fromEntries([...back.searchParams].filter(([k]) => k.startsWith('openid.')));
}

describe('social accounts over HTTP', () => {
  it('links Discord through OAuth 2 with PKCE, shows it in the status and the profile, seals the tokens', async () => {
    const asha = await signedInUser(t.app);
    const url = new URL(await socialAuthUrl(asha, 'discord'));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('identify guilds.members.read');

    const linked = await linkDiscord(asha);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({
      provider: 'discord',
      externalId: '80351110224678912',
      handle: 'asha_plays',
    });

    const status = (await get(asha, '/api/social/status')).json().data;
    expect(status.isDiscordConnect).toBe(true);
    expect(status.socialStatuses.discord).toEqual({
      isActive: true,
      handle: 'asha_plays',
      isConfigured: true,
    });
    expect(status.isTwitterConnect).toBe(false);
    expect(status.socialStatuses.twitter.isConfigured).toBe(false);
    const profile = (await get(asha, '/api/users/me/profile')).json().data;
    expect(profile.socialStatuses.discord).toEqual({ isActive: true });

    const [row] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, asha.id));
    expect(row!.accessTokenSealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row!.refreshTokenSealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses the same Discord account for a second user (409 naming Discord), and keeps it theirs after a disconnect', async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);
    expect((await linkDiscord(first, '80351110224678913')).statusCode).toBe(200);

    const taken = await linkDiscord(second, '80351110224678913');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'SOCIAL_ACCOUNT_TAKEN',
      message: 'This Discord account is already linked to another user',
    });

    const disconnected = await post(first, '/api/social/disconnect', { provider: 'discord' });
    expect(disconnected.statusCode, disconnected.body).toBe(200);
    expect(disconnected.json().data.isDiscordConnect).toBe(false);
    expect(discord.requests).toContain('POST /api/oauth2/token/revoke');
    expect((await linkDiscord(second, '80351110224678913')).statusCode).toBe(409);
    expect((await linkDiscord(first, '80351110224678913')).statusCode).toBe(200);

    const again = await post(second, '/api/social/disconnect', { provider: 'discord' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No Discord account is connected to your profile');
  });

  it('uses a state once, only for the user who started it', async () => {
    const asha = await signedInUser(t.app);
    const mallory = await signedInUser(t.app);
    const back = new URL(await discord.authorize(await socialAuthUrl(asha, 'discord'), '80351110224678914'));
    const body = {
      provider: 'discord',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    };
    const stolen = await post(mallory, '/api/social/authenticate', body);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errorCode).toBe('SOCIAL_STATE_INVALID');
    expect((await post(asha, '/api/social/authenticate', body)).statusCode).toBe(200);
    const replay = await post(asha, '/api/social/authenticate', body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('SOCIAL_STATE_INVALID');
  });

  it('sends the browser back only to this site (open-redirect guard)', async () => {
    const asha = await signedInUser(t.app);
    for (const redirectUri of [
      'https://evil.example/social/callback',
      'http://127.0.0.1:5174/x',
      `${CALLBACK}#frag`,
    ]) {
      const res = await get(
        asha,
        `/api/social/social-auth?provider=discord&redirectUri=${encodeURIComponent(redirectUri)}`,
      );
      expect(res.statusCode, redirectUri).toBe(400);
      expect(res.json().errorCode).toBe('SOCIAL_REDIRECT_NOT_ALLOWED');
    }
    const wrongHost = await get(
      asha,
      `/api/social/social-auth?provider=discord&host=evil.example&redirectUri=${encodeURIComponent(CALLBACK)}`,
    );
    expect(wrongHost.statusCode).toBe(400);
    const steamElsewhere = await get(
      asha,
      `/api/social/connect/steam?redirectUri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(steamElsewhere.statusCode).toBe(400);
  });

  it('says plainly that X is not configured on this installation', async () => {
    const asha = await signedInUser(t.app);
    const res = await get(
      asha,
      `/api/social/social-auth?provider=twitter&redirectUri=${encodeURIComponent(CALLBACK)}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errorCode: 'SOCIAL_PROVIDER_NOT_CONFIGURED',
      message: 'X is not connected on this installation yet: it cannot be linked for now',
    });
  });

  it('links Steam once Steam confirms the assertion, and refuses forged or replayed ones', async () => {
    const asha = await signedInUser(t.app);
    const ravi = await signedInUser(t.app);
    const params = await steamAssertion(asha);
    expect(params['openid.claimed_id']).toBe('https://steamcommunity.com/openid/id/76561197960287930');

    // Another user's steam id swapped into the assertion: the signature no longer holds at Steam.
    const forged = {
      ...params,
      'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960287931',
      'openid.identity': 'https://steamcommunity.com/openid/id/76561197960287931',
    };
    const refused = await post(asha, '/api/social/connect/steam', forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errorCode: 'SOCIAL_AUTH_FAILED' });

    const fresh = await steamAssertion(asha);
    const linked = await post(asha, '/api/social/connect/steam', fresh);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({ provider: 'steam', externalId: '76561197960287930' });
    expect((await get(asha, '/api/social/status')).json().data.isSteamConnect).toBe(true);

    // The same assertion again (its state is spent), and one from a look-alike provider.
    expect((await post(asha, '/api/social/connect/steam', fresh)).json().errorCode).toBe(
      'SOCIAL_STATE_INVALID',
    );
    const other = await steamAssertion(ravi, '76561197960287931');
    const elsewhere = await post(ravi, '/api/social/connect/steam', {
      ...other,
      'openid.op_endpoint': 'https://steam.evil.example/openid/login',
    });
    expect(elsewhere.statusCode).toBe(401);

    // The same Steam account for another user: 409.
    const again = await post(
      ravi,
      '/api/social/connect/steam',
      await steamAssertion(ravi, '76561197960287930'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This Steam account is already linked to another user');
  });

  it('links Telegram from a Login Widget answer signed with the bot token, and refuses a bad hash', async () => {
    const asha = await signedInUser(t.app);
    const login = telegram.widgetLogin(telegram.users[0]!);
    const bad = await post(asha, '/api/social/link-telegram', { ...login, hash: '0'.repeat(64) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().errorCode).toBe('SOCIAL_AUTH_FAILED');
    const otherName = await post(asha, '/api/social/link-telegram', { ...login, username: 'someone_else' });
    expect(otherName.statusCode).toBe(401);

    const linked = await post(asha, '/api/social/link-telegram', login);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({
      provider: 'telegram',
      externalId: '424242',
      handle: 'asha_tg',
    });
    const status = (await get(asha, '/api/social/status')).json().data;
    expect(status.isTelegramConnect).toBe(true);
    expect(status.socialStatuses.telegram.handle).toBe('asha_tg');
  });

  it("gives Telegram's login page for this bot, this site and its return page", async () => {
    const asha = await signedInUser(t.app);
    const returnTo = `${SITE}/social-connect/telegram`;
    const url = new URL(await socialAuthUrl(asha, 'telegram', returnTo));
    expect(url.origin + url.pathname).toBe(`${telegram.url}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: telegram.botToken.split(':')[0],
      origin: SITE,
      return_to: returnTo,
      request_access: 'write',
    });
    expect(url.href).not.toContain(telegram.botToken.split(':')[1]);

    const elsewhere = await get(
      asha,
      `/api/social/social-auth?provider=telegram&redirectUri=${encodeURIComponent('https://evil.example/social-connect/telegram')}`,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errorCode).toBe('SOCIAL_REDIRECT_NOT_ALLOWED');

    // Telegram's answer is linked by link-telegram, never by authenticate.
    const viaAuthenticate = await post(asha, '/api/social/authenticate', {
      provider: 'telegram',
      code: 'x',
      state: 'y',
    });
    expect(viaAuthenticate.statusCode).toBe(400);
  });

  it('links Telegram through its login page: the browser comes back with #tgAuthResult, the page posts it', async () => {
    const ravi = await signedInUser(t.app);
    const returnTo = `${SITE}/social-connect/telegram`;
    const page = await fetch(await socialAuthUrl(ravi, 'telegram', returnTo));
    expect(page.status).toBe(200);
    const form = readForm(await page.text());
    // The user picks their account and presses "Log in".
    const approved = await fetch(new URL(form.action, telegram.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form.fields, user_id: '515151' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(302);
    const back = new URL(approved.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(returnTo);
    const encoded = /^#tgAuthResult=(.+)$/.exec(back.hash)?.[1];
    expect(encoded).toBeDefined();
    const login = JSON.parse(Buffer.from(encoded!, 'base64url').toString('utf8'));
    expect(login).toMatchObject({ id: 515151, username: 'ravi_tg' });

    const linked = await post(ravi, '/api/social/link-telegram', login);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({
      provider: 'telegram',
      externalId: '515151',
      handle: 'ravi_tg',
      displayName: 'Ravi K',
    });
    const status = (await get(ravi, '/api/social/status')).json().data;
    expect(status.isTelegramConnect).toBe(true);
    expect(status.socialStatuses.telegram).toEqual({ isActive: true, handle: 'ravi_tg', isConfigured: true });
  });

  it('links Google through OpenID Connect back to the site', async () => {
    const asha = await signedInUser(t.app);
    const back = new URL(
      await google.signIn(await socialAuthUrl(asha, 'google'), { login: 'google-asha', stopAt: CALLBACK }),
    );
    const linked = await post(asha, '/api/social/authenticate', {
      provider: 'google',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      ...(back.searchParams.get('iss') ? { iss: back.searchParams.get('iss') } : {}),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({
      provider: 'google',
      externalId: 'google-asha',
      handle: 'asha@example.com',
    });
    expect((await get(asha, '/api/users/me/profile')).json().data.socialStatuses.google).toEqual({
      isActive: true,
    });
  });
});

describe('social accounts on an installation with no provider credentials', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  }, 60_000);
  afterAll(() => bare?.close());

  it('says Discord, Google and Telegram cannot be linked, never pretending', async () => {
    const session = await signInByPhone(bare.app);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const redirectUri = encodeURIComponent('http://localhost:3000/social/callback');
    for (const provider of ['discord', 'google']) {
      const res = await bare.app.inject({
        method: 'GET',
        url: `/api/social/social-auth?provider=${provider}&redirectUri=${redirectUri}`,
        headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('SOCIAL_PROVIDER_NOT_CONFIGURED');
    }
    const tgPage = await bare.app.inject({
      method: 'GET',
      url: `/api/social/social-auth?provider=telegram&redirectUri=${redirectUri}`,
      headers,
    });
    expect(tgPage.statusCode).toBe(404);
    expect(tgPage.json()).toMatchObject({
      errorCode: 'SOCIAL_PROVIDER_NOT_CONFIGURED',
      message: 'Telegram is not connected on this installation yet: it cannot be linked for now',
    });
    const tg = await bare.app.inject({
      method: 'POST',
      url: '/api/social/link-telegram',
      headers,
      payload: { id: 1, first_name: 'A', auth_date: 1, hash: 'x' },
    });
    expect(tg.statusCode).toBe(404);
    expect(tg.json()).toMatchObject({ statusCode: 404, errorCode: 'SOCIAL_PROVIDER_NOT_CONFIGURED' });
    // A setting of this installation, not an outage: a 4xx, never a 503 a client would retry.
    const back = await bare.app.inject({
      method: 'POST',
      url: '/api/social/authenticate',
      headers,
      payload: { provider: 'discord', code: 'a-code', state: 'a-state' },
    });
    expect(back.statusCode).toBe(404);
    expect(back.json()).toMatchObject({ statusCode: 404, errorCode: 'SOCIAL_PROVIDER_NOT_CONFIGURED' });
    const status = (await bare.app.inject({ method: 'GET', url: '/api/social/status', headers })).json().data;
    expect(status.socialStatuses.discord).toEqual({ isActive: false, isConfigured: false });
    expect(status.socialStatuses.steam.isConfigured).toBe(true);
  });
});
