import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { newWaId } from '../../test/sign-in';
import { CODE_RULES } from './auth.service';

// The budgets of sign-in codes against abuse (SMS pumping, bombing a victim, locking an owner out),
// counted atomically: the same file runs on PGlite and on PostgreSQL (project api-postgres).

const HOUR = 60 * 60_000;
const TEXTS_PER_HOUR = 10;
const TEXTS_PER_DIAL_CODE_PER_HOUR = 6;
const PROXY = '10.0.0.2';
const clock = fixedClock('2026-11-23T10:00:00Z');
// One load balancer in front: the caller is the address it appended to X-Forwarded-For.
let t: TestApp;
// The same with small budgets of texts, for the SMS-pumping tests.
let small: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { TRUST_PROXY: '1' } });
  small = await createTestApp({
    clock,
    env: {
      TRUST_PROXY: '1',
      OTP_GLOBAL_MAX_PER_HOUR: String(TEXTS_PER_HOUR),
      OTP_MAX_PER_DIAL_CODE_PER_HOUR: String(TEXTS_PER_DIAL_CODE_PER_HOUR),
    },
  });
}, 60_000);
afterAll(() => Promise.all([t.close(), small.close()]));
// Every test in an hour of its own: budgets are fixed windows of an hour.
beforeEach(() => clock.set(new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR + HOUR + 1000)));

let nextAddress = 0;
const newAddress = () => `198.51.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;
let nextBrazilian = 0;
const newBrazilianWaId = () =>
  `551198${String(Date.now() % 1e3).padStart(3, '0')}${String(++nextBrazilian).padStart(4, '0')}`;

/** Asks for a sign-in code for a number, as the caller at an address behind the load balancer. */
const askCode = (waId: string, address: string, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/authentication/login?source=website&region=IN',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': address },
    payload: { waId, platform: 'browser', hostname: 'localhost' },
  });

const resend = (challengeId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/resend',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': newAddress() },
    payload: { challengeId },
  });

const sent = (statuses: number[]) => statuses.filter((status) => status === 201).length;

describe('the budgets of codes, counted atomically', () => {
  it('gives 50 requests at once for one number from one address exactly the five codes of its budget', async () => {
    const waId = newWaId();
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => askCode(waId, address)));
    expect(sent(answers.map((a) => a.statusCode))).toBe(CODE_RULES.perPhone.max);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('sends one dial code only its budget an hour, however many numbers and addresses ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => askCode(newBrazilianWaId(), newAddress(), small)),
    );
    expect(sent(answers.map((a) => a.statusCode))).toBe(TEXTS_PER_DIAL_CODE_PER_HOUR);
    expect(answers.find((a) => a.statusCode === 429)?.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    // Another country's numbers are not held back by Brazil's …
    expect((await askCode(newWaId(), newAddress(), small)).statusCode).toBe(201);
    // … and the next hour Brazil's budget is whole again.
    clock.advance(HOUR);
    expect((await askCode(newBrazilianWaId(), newAddress(), small)).statusCode).toBe(201);
  });

  it('sends only the budget of the whole installation an hour, all dial codes together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        askCode(i % 2 ? newWaId() : newBrazilianWaId(), newAddress(), small),
      ),
    );
    expect(sent(answers.map((a) => a.statusCode))).toBe(TEXTS_PER_HOUR);
    expect((await askCode(newWaId(), newAddress(), small)).json().errorCode).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts resends against the number’s budget', async () => {
    const waId = newWaId();
    const address = newAddress();
    const first = await askCode(waId, address);
    expect(first.statusCode).toBe(201);
    const { challengeId } = first.json().data;
    for (let i = 0; i < CODE_RULES.maxResends; i++) {
      clock.advance(CODE_RULES.resendCooldownMs);
      expect((await resend(challengeId)).statusCode).toBe(201);
    }
    // One new code and three resends: four of the five; one more code, then none.
    expect((await askCode(waId, address)).statusCode).toBe(201);
    const over = await askCode(waId, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses a resend over the budget, and a refused resend sends nothing', async () => {
    const waId = newWaId();
    const address = newAddress();
    const { challengeId } = (await askCode(waId, address)).json().data;
    for (let i = 0; i < CODE_RULES.perPhone.max - 1; i++)
      expect((await askCode(waId, address)).statusCode).toBe(201);
    clock.advance(CODE_RULES.resendCooldownMs);
    const refused = await resend(challengeId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?recipient=${encodeURIComponent(`+${waId}`)}`,
    });
    expect(outbox.json().data).toHaveLength(CODE_RULES.perPhone.max);
  });
});

describe('a stranger asking codes for your number', () => {
  it('does not lock you out: the lock-out is for the number and the stranger’s address together', async () => {
    const victim = newWaId();
    const stranger = newAddress();
    const statuses = [];
    for (let i = 0; i < CODE_RULES.perPhone.max + 20; i++)
      statuses.push((await askCode(victim, stranger)).statusCode);
    expect(sent(statuses)).toBe(CODE_RULES.perPhone.max);
    // The owner, from their own address, still gets a code, and can ask again.
    const owner = newAddress();
    expect((await askCode(victim, owner)).statusCode).toBe(201);
    expect((await askCode(victim, owner)).statusCode).toBe(201);
  });

  it('is held to a cap per number that one address alone cannot reach (against text bombing)', async () => {
    // The cap is three addresses' budgets: one stranger's address, hammering, stops at a third of
    // it; refused requests count nothing, so they do not creep towards it either.
    expect(CODE_RULES.perNumber.max).toBeGreaterThan(CODE_RULES.perPhone.max);
    const victim = newWaId();
    const strangers = Array.from({ length: CODE_RULES.perNumber.max / CODE_RULES.perPhone.max }, newAddress);
    for (const stranger of strangers.slice(0, -1))
      for (let i = 0; i < CODE_RULES.perPhone.max + 5; i++) await askCode(victim, stranger);
    expect((await askCode(victim, newAddress())).statusCode).toBe(201);
    // Only with a third address of their own does a stranger bring the number to its cap for the
    // rest of the hour: the price of not texting a victim without end from a botnet.
    for (let i = 0; i < CODE_RULES.perPhone.max; i++) await askCode(victim, strangers.at(-1)!);
    expect((await askCode(victim, newAddress())).json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    clock.advance(HOUR);
    expect((await askCode(victim, newAddress())).statusCode).toBe(201);
  });
});
