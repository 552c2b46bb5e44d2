import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { cookieHeader, latestCode, newWaId, signInByPhone, startLogin } from '../../test/sign-in';

const clock = fixedClock('2026-11-23T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const verify = (challengeId: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/authentication/verify', payload: { challengeId, code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers });

describe('signing in with a phone number', () => {
  it('sends a code, signs in with it, completes the account, and knows the user next time', async () => {
    const waId = newWaId();
    const login = await startLogin(t.app, waId);
    expect(login.statusCode).toBe(201);
    const challenge = login.json().data;
    expect(challenge.phoneNumber).toBe(`+91 ••••••${waId.slice(-4)}`);
    expect(Date.parse(challenge.expiresAt) - clock.now().getTime()).toBe(5 * 60_000);

    const code = await latestCode(t.app, `+${waId}`);
    const res = await verify(challenge.challengeId, code);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      isNewUser: true,
      user: { phoneNumber: `+${waId}`, isRegistered: false, role: 'user' },
    });
    const set = res.cookies.map((c) => [c.name, c.httpOnly, c.sameSite, c.path, c.maxAge]);
    expect(set).toEqual([
      ['accessToken', true, 'Lax', '/', 30 * 24 * 3600],
      ['refreshToken', true, 'Lax', '/', 30 * 24 * 3600],
    ]);

    const cookie = cookieHeader(res);
    expect((await me({ cookie })).json().data.id).toBe(data.user.id);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { cookie, source: 'website' },
      payload: { username: `gamer${waId.slice(-4)}`, firstName: 'Asha' },
    });
    expect(register.statusCode).toBe(200);
    expect(register.json().data).toMatchObject({ isRegistered: true, firstName: 'Asha' });

    clock.advance(60_000);
    const again = await signInByPhone(t.app, waId);
    expect(again.isNewUser).toBe(false);
    expect(again.user.id).toBe(data.user.id);
  });

  it('ends the text message with the WebOTP line, so the phone offers to fill the code in on this site', async () => {
    const waId = newWaId();
    expect((await startLogin(t.app, waId)).statusCode).toBe(201);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?recipient=${encodeURIComponent(`+${waId}`)}`,
    });
    const body = outbox.json().data[0].body as string;
    const code = await latestCode(t.app, `+${waId}`);
    expect(body.split('\n').at(-1)).toBe(`@localhost #${code}`);
  });

  it('refuses an invalid number and sends nothing', async () => {
    for (const waId of ['915876543210', '9198765', 'abcdefgh']) {
      const res = await startLogin(t.app, waId);
      expect(res.statusCode, waId).toBe(400);
      expect(res.json().errorCode).toMatch(/INVALID_PHONE_NUMBER|VALIDATION_FAILED/);
    }
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=%2B915876543210' });
    expect(outbox.json().data).toEqual([]);
  });

  it('locks a code out after five wrong tries, even for the right code after', async () => {
    const waId = newWaId();
    const { challengeId } = (await startLogin(t.app, waId)).json().data;
    const code = await latestCode(t.app, `+${waId}`);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(challengeId, wrong(code))).json());
    expect(answers.map((a) => a.errorCode)).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_ATTEMPTS_EXCEEDED',
    ]);
    expect(answers[0].details).toEqual({ attemptsLeft: 4 });
    const right = await verify(challengeId, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('refuses an expired code and a used one', async () => {
    const waId = newWaId();
    const first = (await startLogin(t.app, waId)).json().data;
    const code = await latestCode(t.app, `+${waId}`);
    clock.advance(5 * 60_000);
    expect((await verify(first.challengeId, code)).json().errorCode).toBe('OTP_EXPIRED');

    const second = (await startLogin(t.app, waId)).json().data;
    const code2 = await latestCode(t.app, `+${waId}`);
    expect((await verify(second.challengeId, code2)).statusCode).toBe(200);
    expect((await verify(second.challengeId, code2)).json().errorCode).toBe('OTP_EXPIRED');
  });

  it('resends only after the cooldown, and only the new code works', async () => {
    const waId = newWaId();
    const { challengeId } = (await startLogin(t.app, waId)).json().data;
    const oldCode = await latestCode(t.app, `+${waId}`);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/authentication/resend', payload: { challengeId } });
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json().errorCode).toBe('OTP_RESEND_TOO_SOON');
    clock.advance(30_000);
    expect((await resend()).statusCode).toBe(201);
    const newCode = await latestCode(t.app, `+${waId}`);
    if (newCode !== oldCode)
      expect((await verify(challengeId, oldCode)).json().errorCode).toBe('OTP_INVALID');
    expect((await verify(challengeId, newCode)).statusCode).toBe(200);
  });

  it('limits how many codes one number is sent in an hour', async () => {
    const waId = newWaId();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await startLogin(t.app, waId)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    clock.advance(60 * 60_000 + 1);
    expect((await startLogin(t.app, waId)).statusCode).toBe(201);
  });

  it('limits how many codes one address asks for', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await startLogin(t.app, newWaId(), { 'x-forwarded-for': '203.0.113.9' })).statusCode);
    // Without TRUST_PROXY the header is ignored and every request comes from the test's address,
    // so the limit applies to that address.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    clock.advance(60 * 60_000 + 1);
  });

  it('gives one code to one verification when two arrive at once', async () => {
    const waId = newWaId();
    const { challengeId } = (await startLogin(t.app, waId)).json().data;
    const code = await latestCode(t.app, `+${waId}`);
    const results = await Promise.all([
      verify(challengeId, code),
      verify(challengeId, code),
      verify(challengeId, code),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('makes one account when a new number is verified twice at the same moment', async () => {
    const waId = newWaId();
    const a = (await startLogin(t.app, waId)).json().data;
    const codeA = await latestCode(t.app, `+${waId}`);
    clock.advance(1); // the outbox lists newest first: let the two messages differ in time
    const b = (await startLogin(t.app, waId)).json().data;
    const codeB = await latestCode(t.app, `+${waId}`);
    const [ra, rb] = await Promise.all([verify(a.challengeId, codeA), verify(b.challengeId, codeB)]);
    expect([ra.statusCode, rb.statusCode], `${ra.body} ${rb.body}`).toEqual([200, 200]);
    expect(ra.json().data.user.id).toBe(rb.json().data.user.id);
  });
});

describe('access tokens', () => {
  it('accepts the cookie or a bearer token, and refuses a tampered, expired or unsigned one', async () => {
    const session = await signInByPhone(t.app);
    expect((await me({ authorization: `Bearer ${session.accessToken}` })).statusCode).toBe(200);
    expect((await me({})).statusCode).toBe(401);

    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await me({ authorization: `Bearer ${header}.${forged}.${signature}` })).statusCode).toBe(401);

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await me({ authorization: `Bearer ${none}` })).statusCode).toBe(401);

    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a'.repeat(32)));
    expect((await me({ authorization: `Bearer ${otherKey}` })).statusCode).toBe(401);

    clock.advance(15 * 60_000 + 1);
    const expired = await me({ authorization: `Bearer ${session.accessToken}` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      statusCode: 401,
      errorCode: 'UNAUTHORIZED',
      message: 'Missing accessToken or payload',
    });
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/token/refresh',
      payload: { refreshToken: token },
    });

  it('rotates on every use, and a reused token revokes its whole family', async () => {
    const session = await signInByPhone(t.app);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await me({ authorization: `Bearer ${next.accessToken}` })).statusCode).toBe(200);

    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errorCode).toBe('INVALID_REFRESH_TOKEN');
    // The thief's copy and the owner's newer token are both dead now.
    expect((await refresh(next.refreshToken)).statusCode).toBe(400);
  });

  it('reads the refresh cookie, and clears the cookies when it is no good', async () => {
    const session = await signInByPhone(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/token/refresh',
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['accessToken', 'refreshToken']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/token/refresh',
      headers: { cookie: 'refreshToken=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.cookies.every((c) => c.value === '' || (c.expires && c.expires.getTime() < Date.now()))).toBe(
      true,
    );
  });

  it('lets one of two simultaneous refreshes through and refuses the other', async () => {
    const session = await signInByPhone(t.app);
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends the session on the server at logout, its access token included', async () => {
    const session = await signInByPhone(t.app);
    const bearer = { authorization: `Bearer ${session.accessToken}` };
    expect((await me(bearer)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { cookie: session.cookie, source: 'website' },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(400);
    // The access token has not expired, but its sign-in is over: refused at once.
    expect((await me(bearer)).statusCode).toBe(401);
    expect((await me({ cookie: session.cookie })).statusCode).toBe(401);
  });

  it("ends a bearer client's session at logout by its access token alone", async () => {
    const session = await signInByPhone(t.app);
    const bearer = { authorization: `Bearer ${session.accessToken}` };
    const out = await t.app.inject({ method: 'POST', url: '/api/authentication/logout', headers: bearer });
    expect(out.statusCode).toBe(200);
    expect((await me(bearer)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(400);
  });

  it('refuses the access tokens of a family revoked by a reused refresh token', async () => {
    const session = await signInByPhone(t.app);
    const next = (await refresh(session.refreshToken)).json().data;
    expect((await me({ authorization: `Bearer ${next.accessToken}` })).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(400);
    expect((await me({ authorization: `Bearer ${next.accessToken}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${session.accessToken}` })).statusCode).toBe(401);
  });

  it('never reads a refresh token from the URL', async () => {
    const session = await signInByPhone(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/authentication/token/refresh?refresh_token=${session.refreshToken}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    // The token was not used: it still trades once.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});

describe('session cookies', () => {
  it('are Secure when the installation is public over https, even behind a plain-http hop', async () => {
    const secure = await createTestApp({ clock, env: { PUBLIC_URL: 'https://play.example.com' } });
    try {
      const session = await signInByPhone(secure.app);
      const cookies = session.response.cookies.filter((c) => c.name.endsWith('Token'));
      expect(cookies).toHaveLength(2);
      expect(cookies.every((c) => c.secure && c.httpOnly)).toBe(true);
    } finally {
      await secure.close();
    }
    const local = await signInByPhone(t.app);
    expect(local.response.cookies.some((c) => c.secure)).toBe(false);
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-borne write without the Source header or from another origin', async () => {
    const session = await signInByPhone(t.app);
    const register = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/register',
        headers,
        payload: { username: `x${session.waId.slice(-8)}` },
      });
    const noHeader = await register({ cookie: session.cookie });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().errorCode).toBe('CSRF_REJECTED');
    const otherOrigin = await register({
      cookie: session.cookie,
      source: 'website',
      origin: 'https://evil.example',
    });
    expect(otherOrigin.statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { cookie: session.cookie },
    });
    expect(logout.statusCode).toBe(403);
    // A bearer token is not sent by the browser on its own: no header needed.
    expect((await register({ authorization: `Bearer ${session.accessToken}` })).statusCode).toBe(200);
  });
});

describe('usernames', () => {
  it('are unique whatever their case', async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    const take = (s: typeof a, username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/register',
        headers: { authorization: `Bearer ${s.accessToken}` },
        payload: { username },
      });
    expect((await take(a, 'RaviPlays')).statusCode).toBe(200);
    const taken = await take(b, 'raviplays');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'USERNAME_TAKEN', message: 'Username already taken!' });
    const spaced = (await take(b, 'ravi plays')).json();
    expect(spaced.message).toContain('Spaces are not allowed in the username');
    expect(spaced.details).toContainEqual({
      field: 'username',
      message: 'Spaces are not allowed in the username',
    });
  });
});

describe('the logs', () => {
  it('never hold a code, a token or a phone number', async () => {
    const session = await signInByPhone(t.app);
    const code = await latestCode(t.app, `+${session.waId}`);
    await t.app.inject({
      method: 'GET',
      url: `/api/authentication/token/refresh?refresh_token=${session.refreshToken}`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    const text = t.logs.join('\n');
    for (const secret of [code, session.accessToken, session.refreshToken, session.waId]) {
      const line = t.logs.find((l) => l.includes(secret));
      expect(line?.slice(0, 600), secret).toBeUndefined();
    }
    expect(text.length).toBeGreaterThan(0);
  });
});
