import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../test/local-oidc-provider';
import { cookieHeader, latestCode, signInByPhone } from '../../test/sign-in';

const BOT_TOKEN = '123456789:AAE-test-bot-token-long-enough_x';
const PUBLIC_URL = 'http://kplay.test';
const CALLBACK = `${PUBLIC_URL}/api/authentication/google/callback`;
const ADA = { sub: 'google-ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' };
const GRACE = { sub: 'google-grace', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' };
const KATHERINE = {
  sub: 'google-katherine',
  email: 'katherine@example.com',
  email_verified: true,
  name: 'Katherine Johnson',
};

const clock = fixedClock('2026-11-23T10:00:00Z');
let oidc: LocalOidcProvider;
let t: TestApp;
beforeAll(async () => {
  oidc = await startLocalOidcProvider({ redirectUris: [CALLBACK], accounts: [ADA, GRACE, KATHERINE] });
  t = await createTestApp({
    clock,
    env: {
      PUBLIC_URL,
      GOOGLE_ISSUER: oidc.issuer,
      GOOGLE_CLIENT_ID: oidc.client.id,
      GOOGLE_CLIENT_SECRET: oidc.client.secret,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_USERNAME: 'kplay_test_bot',
    },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

describe('sign-in methods', () => {
  it('says which methods this installation offers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/authentication/methods' });
    expect(res.json().data).toEqual({
      phone: true,
      google: true,
      telegram: { botUsername: 'kplay_test_bot' },
    });
    const bare = await createTestApp();
    const plain = await bare.app.inject({ method: 'GET', url: '/api/authentication/methods' });
    expect(plain.json().data).toEqual({ phone: true, google: false, telegram: null });
    const google = await bare.app.inject({ method: 'GET', url: '/api/authentication/google' });
    expect(google.json().errorCode).toBe('SIGN_IN_METHOD_DISABLED');
    await bare.close();
  });
});

describe('Google', () => {
  async function googleRoundTrip(returnTo = '/k-quest/', account: { sub: string } = ADA) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/authentication/google?returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(start.statusCode).toBe(200);
    const callbackUrl = await oidc.signIn(start.json().data.url, { login: account.sub, stopAt: CALLBACK });
    const callback = new URL(callbackUrl);
    return t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader(start) },
    });
  }

  it('signs a new user in through the provider and sends them to complete the account', async () => {
    const res = await googleRoundTrip();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/register/');
    const cookie = res.cookies
      .filter((c) => c.value)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: { cookie } });
    expect(me.json().data).toMatchObject({ email: ADA.email, firstName: 'Ada', isRegistered: false });
  });

  const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies
      .filter((c) => c.value)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  const profileOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: { cookie } })).json()
      .data as {
      id: string;
      email: string | null;
    };

  it("never hands a victim's Google sign-in to whoever registered the victim's address", async () => {
    const attacker = await signInByPhone(t.app);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { authorization: `Bearer ${attacker.accessToken}` },
      payload: { username: 'sneaky1', email: GRACE.email },
    });
    expect(registered.statusCode).toBe(200);
    // A code went to the address; until it is confirmed the address is not the account's.
    expect(registered.json().data.emailVerification).toMatchObject({ challengeId: expect.any(String) });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/profile',
      headers: { authorization: `Bearer ${attacker.accessToken}` },
    });
    expect(mine.json().data.email).toBeNull();

    const grace = await googleRoundTrip('/', GRACE);
    expect(grace.headers.location).toBe('/register/');
    const graceProfile = await profileOf(sessionCookie(grace));
    expect(graceProfile.id).not.toBe(attacker.user.id);
    expect(graceProfile.email).toBe(GRACE.email);
  });

  it('links a Google sign-in to the account whose address was confirmed by code', async () => {
    const owner = await signInByPhone(t.app);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: { username: 'kjohnson', email: KATHERINE.email },
    });
    const { challengeId } = registered.json().data.emailVerification;
    const code = await latestCode(t.app, KATHERINE.email);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      payload: { challengeId, code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.email).toBe(KATHERINE.email);

    const katherine = await googleRoundTrip('/k-quest/', KATHERINE);
    expect(katherine.headers.location).toBe('/k-quest/');
    expect((await profileOf(sessionCookie(katherine))).id).toBe(owner.user.id);
  });

  it('knows the same Google account next time and returns to where the user was', async () => {
    const first = await googleRoundTrip();
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await t.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { cookie, source: 'website' },
      payload: { username: 'adalove' },
    });
    const again = await googleRoundTrip('/privacy-policy');
    expect(again.headers.location).toBe('/privacy-policy');
  });

  it('refuses a callback without its cookie, or with a forged one, and says so on the home page', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/authentication/google' });
    const callbackUrl = new URL(
      await oidc.signIn(start.json().data.url, { login: ADA.sub, stopAt: CALLBACK }),
    );
    const url = `${callbackUrl.pathname}${callbackUrl.search}`;
    const noCookie = await t.app.inject({ method: 'GET', url });
    expect(noCookie.headers.location).toBe('/?login_error=google');
    const sealed = start.cookies.find((c) => c.name === 'kp_google')!.value;
    const forged = `${Buffer.from(JSON.stringify({ state: 'x' })).toString('base64url')}.${sealed.split('.')[1]}`;
    const forgedRes = await t.app.inject({ method: 'GET', url, headers: { cookie: `kp_google=${forged}` } });
    expect(forgedRes.headers.location).toBe('/?login_error=google');
    expect(forgedRes.cookies.find((c) => c.name === 'accessToken')).toBeUndefined();
  });

  it('only returns to paths of this site', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/authentication/google?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(res.statusCode, returnTo).toBe(400);
    }
  });
});

function signWidget(fields: Record<string, string | number>) {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHash('sha256').update(BOT_TOKEN).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(check).digest('hex') };
}

describe('Telegram', () => {
  const authDate = () => Math.floor(clock.now().getTime() / 1000);

  it('signs in with a widget payload signed with the bot token, once per Telegram account', async () => {
    const payload = signWidget({
      id: 777001,
      first_name: 'Ravi',
      username: 'ravi_plays',
      auth_date: authDate(),
    });
    const first = await t.app.inject({ method: 'POST', url: '/api/authentication/telegram', payload });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ isNewUser: true, user: { firstName: 'Ravi' } });
    const second = await t.app.inject({ method: 'POST', url: '/api/authentication/telegram', payload });
    expect(second.json().data.user.id).toBe(first.json().data.user.id);
  });

  it("lets Telegram's widget script and frame in, and only then", async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/telegram\.org/);
    expect(csp).toContain('frame-src https://oauth.telegram.org');
    const bare = await createTestApp();
    const plain = (await bare.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ] as string;
    expect(plain).toContain("script-src 'self';");
    expect(plain).toContain("frame-src 'none'");
    await bare.close();
  });

  it('refuses a tampered or stale payload', async () => {
    const payload = signWidget({ id: 777002, first_name: 'Mia', auth_date: authDate() });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/telegram',
      payload: { ...payload, id: 777003 },
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().errorCode).toBe('TELEGRAM_AUTH_INVALID');
    const stale = signWidget({ id: 777002, first_name: 'Mia', auth_date: authDate() - 2 * 86_400 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/authentication/telegram', payload: stale }))
        .statusCode,
    ).toBe(401);
  });

  it('signs in where the widget sends the browser (data-auth-url), without any script of ours running', async () => {
    const fields = signWidget({ id: 777010, first_name: 'Ana', auth_date: authDate() });
    const query = (extra: Record<string, string | number>) =>
      new URLSearchParams(
        Object.entries({ ...fields, ...extra }).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/authentication/telegram/callback?${query({ returnTo: '/k-quest/' })}`,
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/register/');
    expect(first.cookies.map((c) => c.name).sort()).toEqual(['accessToken', 'refreshToken']);
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await t.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { cookie, source: 'website' },
      payload: { username: 'anaplays1' },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/authentication/telegram/callback?${query({ returnTo: '/k-quest/' })}`,
    });
    expect(again.headers.location).toBe('/k-quest/');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/authentication/telegram/callback?${query({ first_name: 'Eve' })}`,
    });
    expect(forged.headers.location).toBe('/?login_error=telegram');
    expect(forged.cookies).toEqual([]);
  });

  it('signs in from the bot with signed initData', async () => {
    const fields: Record<string, string> = {
      auth_date: String(authDate()),
      query_id: 'AAH-test',
      user: JSON.stringify({ id: 777004, first_name: 'Lia' }),
    };
    const check = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('\n');
    const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
    const initData = new URLSearchParams({
      ...fields,
      hash: createHmac('sha256', secret).update(check).digest('hex'),
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/telegram/bot',
      payload: { initData },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.firstName).toBe('Lia');
  });
});

describe('passwordless links', () => {
  const redeem = (code: string, qr_ref_id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/link-code/redeem',
      payload: { code, qr_ref_id },
    });

  it('signs another device in once, as the same user', async () => {
    const session = await signInByPhone(t.app);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/link-code',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(link.statusCode).toBe(201);
    const { code, qrRefId, path } = link.json().data;
    expect(path).toBe(`/?code=${code}&qr_ref_id=${qrRefId}`);
    const first = await redeem(code, qrRefId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.id).toBe(session.user.id);
    expect((await redeem(code, qrRefId)).json().errorCode).toBe('LINK_CODE_INVALID');
  });

  it('burns a link on a wrong code and refuses an expired one', async () => {
    const session = await signInByPhone(t.app);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/link-code',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
    const a = (await ask()).json().data;
    expect((await redeem(`${a.code.slice(0, -1)}x`, a.qrRefId)).statusCode).toBe(400);
    expect((await redeem(a.code, a.qrRefId)).statusCode).toBe(400);
    const b = (await ask()).json().data;
    clock.advance(5 * 60_000);
    expect((await redeem(b.code, b.qrRefId)).statusCode).toBe(400);
  });

  it('needs a signed-in user to make one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/authentication/link-code' })).statusCode).toBe(
      401,
    );
  });
});
