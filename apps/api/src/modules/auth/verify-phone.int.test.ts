import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { latestCode, newWaId, signInByPhone, signInByTelegram, startLogin } from '../../test/sign-in';
import { CODE_RULES } from './auth.service';

// The "verify user number" flow (spec section 4): a signed-in user adds or changes the phone
// number on their account through the sign-in code mechanism.

const BOT_TOKEN = '123456789:AAE-verify-phone-test-bot-token_x';
const clock = fixedClock('2026-11-23T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each test asks from an address of its own (the per-address limit is per test).
  t = await createTestApp({ clock, env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

let nextAddress = 0;
const newAddress = () => `198.51.100.${++nextAddress}`;

type Caller = { id: string; headers: Record<string, string> };

/** A user who signed in with Telegram: an account without a phone number. */
async function phonelessUser(): Promise<Caller> {
  const { id, headers } = await signInByTelegram(t.app, { botToken: BOT_TOKEN, now: clock.now() });
  return { id, headers };
}

const askCode = (caller: Caller, phoneNumber: string, address = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/phone',
    headers: { ...caller.headers, 'x-forwarded-for': address },
    payload: { phone_number: phoneNumber },
  });

const confirm = (caller: Caller, challengeId: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/verify-phone',
    headers: caller.headers,
    payload: { challengeId, code },
  });

const profileOf = async (caller: Caller) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: caller.headers })).json().data;

const outboxTo = async (e164: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(e164)}` })).json()
    .data as { purpose: string; body: string }[];

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A fresh number asked for and its code read from the outbox. */
async function codeFor(caller: Caller, waId = newWaId(), address = newAddress()) {
  const res = await askCode(caller, `+${waId}`, address);
  expect(res.statusCode, res.body).toBe(201);
  return {
    waId,
    challengeId: res.json().data.challengeId as string,
    code: await latestCode(t.app, `+${waId}`),
  };
}

describe('verifying a phone number on a signed-in account', () => {
  it('adds the number to an account that had none, and phone sign-in finds that account after', async () => {
    const user = await phonelessUser();
    const waId = newWaId();
    const start = await askCode(user, `+${waId}`, newAddress());
    expect(start.statusCode).toBe(201);
    const challenge = start.json().data;
    expect(challenge.phoneNumber).toBe(`+91 ••••••${waId.slice(-4)}`);
    expect(Date.parse(challenge.expiresAt) - clock.now().getTime()).toBe(CODE_RULES.lifetimeMs);
    expect(Date.parse(challenge.resendAvailableAt) - clock.now().getTime()).toBe(CODE_RULES.resendCooldownMs);
    const [message] = await outboxTo(`+${waId}`);
    expect(message?.purpose).toBe('verify_phone');

    const done = await confirm(user, challenge.challengeId, await latestCode(t.app, `+${waId}`));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id: user.id, phoneNumber: `+${waId}` });
    expect((await profileOf(user)).phoneNumber).toBe(`+${waId}`);

    clock.advance(1000);
    const again = await signInByPhone(t.app, waId);
    expect(again.user.id).toBe(user.id);
    expect(again.response.json().data.user.phoneNumber).toBe(`+${waId}`);
  });

  it('replaces a verified number, releasing the old one; the number may come without its plus', async () => {
    const user = await signedInUser(t.app);
    const next = newWaId();
    const res = await askCode(user, next, newAddress());
    expect(res.statusCode).toBe(201);
    const done = await confirm(user, res.json().data.challengeId, await latestCode(t.app, `+${next}`));
    expect(done.json().data.phoneNumber).toBe(`+${next}`);

    // The old number is free again: signing in with it makes a new account.
    clock.advance(1000);
    const other = await signInByPhone(t.app, user.waId);
    expect(other.isNewUser).toBe(true);
    expect(other.user.id).not.toBe(user.id);
  });

  it('takes a Brazilian number under libphonenumber-js and refuses invalid ones, sending nothing', async () => {
    const user = await phonelessUser();
    const address = newAddress();
    for (const bad of ['+915876543210', '+9198765', '+5511123', 'not-a-number']) {
      const res = await askCode(user, bad, address);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'INVALID_PHONE_NUMBER',
        message: 'Please enter valid mobile number',
      });
    }
    expect(await outboxTo('+915876543210')).toEqual([]);
    const junk = await askCode(user, '', address);
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errorCode).toBe('VALIDATION_FAILED');

    const brazil = await askCode(user, '+5511987654321', address);
    expect(brazil.statusCode).toBe(201);
    expect(brazil.json().data.phoneNumber).toBe('+55 •••••••4321');
    const done = await confirm(
      user,
      brazil.json().data.challengeId,
      await latestCode(t.app, '+5511987654321'),
    );
    expect(done.json().data.phoneNumber).toBe('+5511987654321');
  });
});

describe('a number already on another account', () => {
  it('is refused at the request with 409 Phone number already exists, and no code is sent', async () => {
    const owner = await signedInUser(t.app);
    const user = await phonelessUser();
    const before = (await outboxTo(`+${owner.waId}`)).length;
    const res = await askCode(user, `+${owner.waId}`, newAddress());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      errorCode: 'PHONE_ALREADY_EXISTS',
      message: 'Phone number already exists',
    });
    expect(await outboxTo(`+${owner.waId}`)).toHaveLength(before);
    // The owner asking for their own number is no conflict.
    expect((await askCode(owner, `+${owner.waId}`, newAddress())).statusCode).toBe(201);
  });

  it('is refused again at the confirmation when another account took it in between', async () => {
    const user = await phonelessUser();
    const { waId, challengeId, code } = await codeFor(user);
    clock.advance(1000);
    const taker = await signInByPhone(t.app, waId);
    expect(taker.isNewUser).toBe(true);

    const res = await confirm(user, challengeId, code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'PHONE_ALREADY_EXISTS',
      message: 'Phone number already exists',
    });
    expect((await profileOf(user)).phoneNumber).toBeNull();
  });

  it('goes to exactly one of two accounts confirming it at the same moment; the other gets 409', async () => {
    const a = await phonelessUser();
    const b = await phonelessUser();
    const waId = newWaId();
    const forA = await codeFor(a, waId);
    clock.advance(1); // the outbox lists newest first: let the two messages differ in time
    const forB = await codeFor(b, waId);

    const results = await Promise.all([
      confirm(a, forA.challengeId, forA.code),
      confirm(b, forB.challengeId, forB.code),
    ]);
    expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' ')).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toMatchObject({
      errorCode: 'PHONE_ALREADY_EXISTS',
      message: 'Phone number already exists',
    });
    const owners = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, `+${waId}`));
    expect(owners).toHaveLength(1);
    const winner = results[0]!.statusCode === 200 ? a : b;
    expect(owners[0]!.id).toBe(winner.id);
    expect((await profileOf(winner === a ? b : a)).phoneNumber).toBeNull();
  });
});

describe('the code', () => {
  it('is locked out after five wrong tries, even for the right code after', async () => {
    const user = await phonelessUser();
    const { challengeId, code } = await codeFor(user);
    const answers = [];
    for (let i = 0; i < CODE_RULES.maxFailedAttempts; i++)
      answers.push((await confirm(user, challengeId, wrong(code))).json());
    expect(answers.map((a) => a.errorCode)).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_ATTEMPTS_EXCEEDED',
    ]);
    expect(answers[0].details).toEqual({ attemptsLeft: 4 });
    const right = await confirm(user, challengeId, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('OTP_ATTEMPTS_EXCEEDED');
    expect((await profileOf(user)).phoneNumber).toBeNull();
  });

  it('expires after five minutes and is good once', async () => {
    const user = await phonelessUser();
    const first = await codeFor(user);
    clock.advance(CODE_RULES.lifetimeMs);
    const late = await confirm(user, first.challengeId, first.code);
    expect(late.statusCode).toBe(400);
    expect(late.json().errorCode).toBe('OTP_EXPIRED');

    const second = await codeFor(user);
    expect((await confirm(user, second.challengeId, second.code)).statusCode).toBe(200);
    expect((await confirm(user, second.challengeId, second.code)).json().errorCode).toBe('OTP_EXPIRED');
  });

  it('is good only for the user who asked, and only for this flow', async () => {
    const user = await phonelessUser();
    const other = await phonelessUser();
    const { waId, challengeId, code } = await codeFor(user);
    expect((await confirm(other, challengeId, code)).json().errorCode).toBe('OTP_EXPIRED');
    // A verification code does not sign anyone in …
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/verify',
      payload: { challengeId, code },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().errorCode).toBe('OTP_EXPIRED');
    // … and a sign-in code does not verify a number.
    const login = (await startLogin(t.app, newWaId(), { 'x-forwarded-for': newAddress() })).json().data;
    expect((await confirm(user, login.challengeId, '000000')).json().errorCode).toBe('OTP_EXPIRED');
    // The right user's code still works after all that.
    expect((await confirm(user, challengeId, code)).json().data.phoneNumber).toBe(`+${waId}`);
  });

  it('is sent again through the sign-in resend, after the cooldown, and only the new code works', async () => {
    const user = await phonelessUser();
    const { waId, challengeId, code: oldCode } = await codeFor(user);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/authentication/resend', payload: { challengeId } });
    expect((await resend()).json().errorCode).toBe('OTP_RESEND_TOO_SOON');
    clock.advance(CODE_RULES.resendCooldownMs);
    expect((await resend()).statusCode).toBe(201);
    const newCode = await latestCode(t.app, `+${waId}`);
    expect((await outboxTo(`+${waId}`))[0]?.purpose).toBe('verify_phone');
    if (newCode !== oldCode)
      expect((await confirm(user, challengeId, oldCode)).json().errorCode).toBe('OTP_INVALID');
    expect((await confirm(user, challengeId, newCode)).json().data.phoneNumber).toBe(`+${waId}`);
  });
});

describe('the limits', () => {
  it('sends one number at most five codes an hour from one address, sign-in codes included', async () => {
    clock.advance(CODE_RULES.perPhone.windowMs + 1);
    const user = await phonelessUser();
    const waId = newWaId();
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 2; i++)
      statuses.push((await startLogin(t.app, waId, { 'x-forwarded-for': address })).statusCode);
    for (let i = 0; i < 4; i++) statuses.push((await askCode(user, `+${waId}`, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await askCode(user, `+${waId}`, address)).json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    // The lock-out is for the number and that address: asked from another, the number gets its code.
    expect((await askCode(user, `+${waId}`, newAddress())).statusCode).toBe(201);
    clock.advance(CODE_RULES.perPhone.windowMs + 1);
    const later = await phonelessUser();
    expect((await askCode(later, `+${waId}`, address)).statusCode).toBe(201);
  });

  it('lets one address ask for at most thirty codes an hour', async () => {
    const user = await phonelessUser();
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < CODE_RULES.perIp.max + 1; i++)
      statuses.push((await askCode(user, `+${newWaId()}`, address)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CODE_RULES.perIp.max);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await askCode(user, `+${newWaId()}`, newAddress())).statusCode).toBe(201);
  });
});

describe('access', () => {
  it('needs a signed-in user, and a same-site request when the session rides on cookies', async () => {
    const anonymous = { id: '', headers: {} };
    const start = await askCode(anonymous, `+${newWaId()}`);
    expect(start.statusCode).toBe(401);
    expect(start.json().errorCode).toBe('UNAUTHORIZED');
    const done = await confirm(anonymous, crypto.randomUUID(), '123456');
    expect(done.statusCode).toBe(401);

    const session = await signInByPhone(t.app);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/users/phone',
      headers: { cookie: session.cookie },
      payload: { phone_number: `+${newWaId()}` },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errorCode).toBe('CSRF_REJECTED');
  });
});

describe('the logs', () => {
  it('never hold the code or the number', async () => {
    const user = await phonelessUser();
    const { waId, challengeId, code } = await codeFor(user);
    await confirm(user, challengeId, wrong(code));
    await confirm(user, challengeId, code);
    const national = waId.slice(2);
    for (const secret of [code, waId, national]) {
      // As a number of its own: a timestamp or a duration may hold the same digits inside it.
      const alone = new RegExp(`(?<!\\d)${secret}(?!\\d)`);
      const line = t.logs.find((l) => alone.test(l));
      expect(line?.slice(0, 600), secret).toBeUndefined();
    }
    expect(t.logs.some((l) => l.includes('/api/users/verify-phone'))).toBe(true);
  });
});
