import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsCollection, EarningsTaxInfo } from '@kp/contract/earnings';
import type { KycStatus } from '@kp/contract/kyc';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { awardByAdmin, completeIndiaKyc, storedEarning } from '../../test/earnings.fixtures';
import { signedInUser } from '../../test/factories';
import { latestCode, newWaId, newWaIdOf, signInByTelegram } from '../../test/sign-in';
import { tournamentCalls, type Who } from '../../test/tournaments';

// The country law and tax follow comes from verified facts (the verified phone, then a completed
// KYC), never from the profile's country: India's KYC and 30% withholding, and the paid-entry
// block of tournaments (India by default), across the earnings, KYC and tournaments modules.

const EARNINGS = '/api/platform-simplified-payments/collect-earning/user';
const HOUR = 3_600_000;
const BOT_TOKEN = '424242:regulatory-country-test-bot';
const clock = fixedClock('2026-03-01T12:00:00Z');
const ADMIN = newWaId();
let t: TestApp;
let calls: ReturnType<typeof tournamentCalls>;
let adminWho: Who;
let admin: Record<string, string>;
let gameId: string;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}`, KYC_SANDBOX_DELAY_MS: '0', TELEGRAM_BOT_TOKEN: BOT_TOKEN },
  });
  calls = tournamentCalls(t.app, clock);
  adminWho = await signedInUser(t.app, { waId: ADMIN });
  admin = adminWho.headers;
  await seedDemoDataIfEmpty(t.database.db, clock.now());
  const games = (await calls.inject('GET', '/api/game?limit=100')).json().data.games as {
    id: string;
    slug: string;
  }[];
  gameId = games.find((g) => g.slug === 'target-rush')!.id;
});
afterAll(() => t.close());

const tokenOf = (who: Who) => who.headers.authorization!.slice('Bearer '.length);

function setProfileCountry(who: Who, countryCode: string) {
  return calls.inject('PATCH', '/api/users/me/profile', { countryCode }, who.headers);
}

async function kycStatusOf(who: Who): Promise<KycStatus> {
  const res = await calls.inject('GET', '/api/kyc/status', undefined, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function taxInfoOf(who: Who): Promise<EarningsTaxInfo> {
  return (await calls.inject('GET', `${EARNINGS}/tax-info`, undefined, who.headers)).json().data;
}

function collectAll(who: Who) {
  return calls.inject('POST', `${EARNINGS}/collect-all`, undefined, {
    ...who.headers,
    'idempotency-key': randomUUID(),
  });
}

const award = (who: Who) => awardByAdmin(t.app, tokenOf(adminWho), { userId: who.id, amount: '100' });

/** Verifies a new phone number on the account (the verify-phone flow: a code to that number). */
async function verifyPhone(who: Who, waId: string) {
  const asked = await calls.inject('POST', '/api/users/phone', { phone_number: `+${waId}` }, who.headers);
  expect(asked.statusCode, asked.body).toBe(201);
  const code = await latestCode(t.app, `+${waId}`);
  const confirmed = await calls.inject(
    'POST',
    '/api/users/verify-phone',
    { challengeId: asked.json().data.challengeId, code },
    who.headers,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** A paid tournament with K-Cash prizes: refused where India's ban applies (the default blocked list). */
async function paidCashTournament() {
  return calls.createTournament(admin, {
    gameId,
    title: 'Regulatory Cup',
    startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
    endsAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
    prizes: [{ fromRank: 1, toRank: 1, currency: 'KCASH', amount: '100' }],
    entryFee: { currency: 'KCASH', amount: '1' },
    maxParticipants: 50,
  });
}

describe("the profile's country", () => {
  it('must be a real ISO 3166-1 alpha-2 code: a made-up one is a 400 in the error shape and changes nothing', async () => {
    const indian = await signedInUser(t.app);
    for (const made of ['OS', 'YD', 'IP', 'BC']) {
      const res = await setProfileCountry(indian, made);
      expect(res.statusCode, made).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED' });
      expect(res.json().message).toMatch(/countryCode/);
    }
    const profile = (await calls.inject('GET', '/api/users/me/profile', undefined, indian.headers)).json()
      .data;
    expect(profile.countryCode).toBeNull();
    expect((await kycStatusOf(indian)).region).toBe('IN');
    expect((await setProfileCountry(indian, 'BR')).statusCode).toBe(200);
  });
});

describe('a +91 user who says Brazil in the profile', () => {
  it("still needs India's KYC to collect, and collect-all withholds 30% after it", async () => {
    const indian = await signedInUser(t.app);
    expect((await setProfileCountry(indian, 'BR')).statusCode).toBe(200);
    const earning = await award(indian);

    const refused = await collectAll(indian);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'KYC_REQUIRED_TO_COLLECT', details: { region: 'IN' } });
    expect(await kycStatusOf(indian)).toMatchObject({ country: 'IN', region: 'IN', required: true });
    expect((await kycStatusOf(indian)).documents.map((d) => d.document)).toEqual(['pan', 'aadhaar', 'bank']);
    expect(await taxInfoOf(indian)).toMatchObject({ region: 'IN', isWithholding: true });

    await completeIndiaKyc(t.app, tokenOf(indian), clock);
    const collected = await collectAll(indian);
    expect(collected.statusCode, collected.body).toBe(200);
    const batch = collected.json().data as EarningsCollection;
    expect(batch.earnings.find((e) => e.id === earning.id)).toMatchObject({
      status: 'credited',
      taxWithheld: '30.00',
      netAmount: '70.00',
    });
    expect((await storedEarning(t.database.db, earning.id)).taxWithheld).toBe(3000n);
  });

  it('cannot pay into a paid tournament with cash prizes while India is blocked', async () => {
    const paid = await paidCashTournament();
    const indian = await signedInUser(t.app);
    expect((await setProfileCountry(indian, 'BR')).statusCode).toBe(200);
    await calls.grantKcash(admin, indian.id, '10');
    const detail = await calls.inject('GET', `/api/tournaments/${paid.id}`, undefined, indian.headers);
    expect(detail.json().data).toMatchObject({
      blockedCountries: ['IN'],
      paidEntryRefusal: 'country_blocked',
    });
    const refused = await calls.join(indian, paid.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'TOURNAMENT_PAID_ENTRY_BLOCKED',
      details: { reason: 'country_blocked' },
    });

    // A verified Brazilian number is a fact: that user joins.
    const brazilian = await signedInUser(t.app, { country: 'BR' });
    await calls.grantKcash(admin, brazilian.id, '10');
    expect((await calls.join(brazilian, paid.id)).statusCode).toBe(201);
  });
});

describe('a completed KYC', () => {
  it('fixes the country: a Brazilian number verified afterwards moves neither KYC nor tax', async () => {
    const indian = await signedInUser(t.app);
    await completeIndiaKyc(t.app, tokenOf(indian), clock);
    await verifyPhone(indian, newWaIdOf('BR'));
    expect(await kycStatusOf(indian)).toMatchObject({ country: 'IN', region: 'IN', verified: true });
    const earning = await award(indian);
    const collected = await collectAll(indian);
    expect(collected.statusCode, collected.body).toBe(200);
    const batch = collected.json().data as EarningsCollection;
    expect(batch.earnings.find((e) => e.id === earning.id)).toMatchObject({ taxWithheld: '30.00' });
  });

  it('is not fixed before it completes: a new verified number still decides', async () => {
    const user = await signedInUser(t.app);
    await verifyPhone(user, newWaIdOf('BR'));
    expect(await kycStatusOf(user)).toMatchObject({ country: 'BR', region: 'BR', verified: false });
  });
});

describe('a user with no verified phone and no KYC', () => {
  it('has no country: cannot collect nor pay into a blocked-country tournament until a phone is verified', async () => {
    const telegram = await signInByTelegram(t.app, { botToken: BOT_TOKEN, now: clock.now() });
    const user: Who = { id: telegram.id, headers: telegram.headers };
    expect((await setProfileCountry(user, 'DE')).statusCode).toBe(200);
    expect(await kycStatusOf(user)).toMatchObject({ country: null, documents: [] });

    await award(user);
    const refused = await collectAll(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, errorCode: 'COUNTRY_NOT_VERIFIED' });

    const paid = await paidCashTournament();
    await calls.grantKcash(admin, user.id, '10');
    const join = await calls.join(user, paid.id);
    expect(join.statusCode).toBe(403);
    expect(join.json()).toMatchObject({ details: { reason: 'country_unknown' } });
    expect(join.json().message).toMatch(/verify your phone number/);

    // An Indian number verified: India's KYC applies.
    await verifyPhone(user, newWaId());
    expect(await kycStatusOf(user)).toMatchObject({ country: 'IN', region: 'IN', required: true });
    expect((await collectAll(user)).json().errorCode).toBe('KYC_REQUIRED_TO_COLLECT');
  });
});
