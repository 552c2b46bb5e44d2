import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Earning, EarningsAggregate, EarningsCollection, EarningsTaxInfo } from '@kp/contract/earnings';
import { setMeta } from '../../db/installation-meta';
import { ledgerEntries } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import {
  awardByAdmin,
  completeIndiaKyc,
  expectRewardPoolMatchesEarnings,
  storedEarning,
} from '../../test/earnings.fixtures';
import { ledgerSize, storedBalances, testLedger } from '../../test/ledger.fixtures';
import { newWaId, newWaIdOf, signInByPhone } from '../../test/sign-in';
import { DEMO_EARNINGS } from './earnings.seed';

const BASE = '/api/platform-simplified-payments/collect-earning/user';
const ADMIN_WAID = newWaId();
// Mid-November 2025 in India: the financial year 2025-26.
const NOW = '2025-11-20T06:00:00Z';
const clock = fixedClock(NOW);
let t: TestApp;
let admin: Session;
type Session = Awaited<ReturnType<typeof signInByPhone>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, KYC_SANDBOX_DELAY_MS: '0' },
    clock,
  });
  admin = await signInByPhone(t.app, ADMIN_WAID);
});
afterAll(() => t.close());
afterEach(() => clock.set(NOW));

const auth = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

function get(session: Session | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: session ? auth(session) : {} });
}

function collect(session: Session, earningId: string, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/collect/${earningId}`,
    headers: { ...auth(session), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}

function collectAll(session: Session, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/collect-all`,
    headers: { ...auth(session), 'idempotency-key': key },
  });
}

/** A signed-in user outside India (their verified phone is German): no KYC, no withholding. */
async function userElsewhere(): Promise<Session> {
  return signInByPhone(t.app, newWaIdOf('DE'));
}

const award = (userId: string, input: Omit<Parameters<typeof awardByAdmin>[2], 'userId'> = {}) =>
  awardByAdmin(t.app, admin.accessToken, { userId, ...input });

/** K-Cash bought with money, credited as the payments module does (kind purchase, purchased sub-balance). */
async function buy(userId: string, minorUnits: bigint) {
  const ledger = testLedger(t.database.db, { clock });
  await t.database.db.transaction(async (tx) =>
    ledger.post(tx, {
      kind: 'purchase',
      cause: { type: 'payment', id: randomUUID() },
      postings: [
        { account: await ledger.systemAccount(tx, 'treasury', 'KCASH'), amount: -minorUnits },
        { account: await ledger.userAccount(tx, userId, 'KCASH', 'purchased'), amount: minorUnits },
      ],
    }),
  );
}

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
  await expectRewardPoolMatchesEarnings(t.database.db);
}

describe('awarding an earning (operators)', () => {
  it('reserves the amount from the treasury in the reward pool, audited, and the user sees it ready to collect', async () => {
    const me = await userElsewhere();
    const before = await ledgerSize(t.database.db);
    const awarded = await award(me.user.id, { amount: '12.5', title: 'First Hunt', sourceId: 'quest-1' });
    expect(awarded).toMatchObject({
      userId: me.user.id,
      source: 'quest',
      sourceId: 'quest-1',
      title: 'First Hunt',
      earningType: 'KCASH',
      currencyName: 'K-Cash',
      amount: '12.50',
      status: 'pending',
      taxWithheld: '0.00',
      netAmount: '12.50',
      ledgerEntryId: null,
      awardedBy: admin.user.id,
      reason: 'test award',
      history: [{ event: 'created', ledgerEntryId: expect.any(String), reason: null }],
    });
    // Expires after the default 90 days.
    expect(awarded.expiresAt).toBe('2026-02-18T06:00:00.000Z');
    expect(await ledgerSize(t.database.db)).toEqual({
      entries: before.entries + 1,
      postings: before.postings + 2,
    });
    const [reservation] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, awarded.history[0]!.ledgerEntryId!));
    expect(reservation).toMatchObject({
      kind: 'reward',
      causeType: 'earning',
      causeId: awarded.id,
      actorId: admin.user.id,
      reason: 'test award',
    });
    // Nothing is in the user's balance until they collect.
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({});
    const list = await get(me, `${BASE}/list`);
    expect(list.json().data).toMatchObject({ total: 1, nextOffset: null, earnings: [{ id: awarded.id }] });
    await expectSoundLedger();
  });

  it('is for operators only, needs an Idempotency-Key, and refuses bad input without moving anything', async () => {
    const me = await userElsewhere();
    const before = await ledgerSize(t.database.db);
    const payload = {
      userId: me.user.id,
      source: 'quest',
      sourceId: 'q-1',
      earningType: 'KCASH',
      amount: '1',
      title: 'Quest',
      reason: 'test award',
    };
    const post = (session: Session, body: object, key: string | null = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/earnings',
        headers: { ...auth(session), ...(key === null ? {} : { 'idempotency-key': key }) },
        payload: body,
      });
    expect((await post(me, payload)).statusCode).toBe(403);
    expect((await post(admin, payload, null)).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    for (const [body, code] of [
      [{ ...payload, amount: '-1' }, 'INVALID_AMOUNT'],
      [{ ...payload, amount: '0' }, 'INVALID_AMOUNT'],
      [{ ...payload, amount: '1.001' }, 'INVALID_AMOUNT'],
      [{ ...payload, amount: '1e3' }, 'INVALID_AMOUNT'],
      [{ ...payload, amount: '99999999999999999999' }, 'INVALID_AMOUNT'],
      [{ ...payload, earningType: 'KPOINTS', amount: '1.5' }, 'INVALID_AMOUNT'],
      [{ ...payload, earningType: 'DOGE' }, 'UNKNOWN_CURRENCY'],
      [{ ...payload, source: 'lottery' }, 'VALIDATION_FAILED'],
      [{ ...payload, reason: 'no' }, 'VALIDATION_FAILED'],
      [{ ...payload, expiresAt: '2020-01-01T00:00:00Z' }, 'VALIDATION_FAILED'],
      [{ ...payload, userId: randomUUID() }, 'USER_NOT_FOUND'],
    ] as const) {
      const res = await post(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errorCode, JSON.stringify(body)).toBe(code);
    }
    expect(await ledgerSize(t.database.db)).toEqual(before);
    expect((await get(me, `${BASE}/list`)).json().data.total).toBe(0);
  });

  it('creates one earning per source: the same award again is the same earning, a different one a 409', async () => {
    const me = await userElsewhere();
    const first = await award(me.user.id, { sourceId: 'campaign-x', source: 'campaign', amount: '5' });
    const again = await award(me.user.id, { sourceId: 'campaign-x', source: 'campaign', amount: '5' });
    expect(again.id).toBe(first.id);
    const before = await ledgerSize(t.database.db);
    await expect(
      award(me.user.id, { sourceId: 'campaign-x', source: 'campaign', amount: '6' }),
    ).rejects.toThrow(/409.*EARNING_ALREADY_AWARDED/);
    expect(await ledgerSize(t.database.db)).toEqual(before);
    // Another source object, or the same one for another user, is another earning.
    const other = await award(me.user.id, { sourceId: 'campaign-x', source: 'referral', amount: '6' });
    expect(other.id).not.toBe(first.id);
    expect((await get(me, `${BASE}/list`)).json().data.total).toBe(2);
    await expectSoundLedger();
  });
});

describe('the list, the aggregate and tax-info', () => {
  it('need a signed-in user', async () => {
    for (const path of ['list', 'aggregate', 'tax-info'])
      expect((await get(null, `${BASE}/${path}`)).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: `${BASE}/collect-all` });
    expect(res.statusCode).toBe(401);
  });

  it('pages newest first and filters by status and earning type; another user sees none of it', async () => {
    const me = await userElsewhere();
    const ids: string[] = [];
    for (const [i, type, amount] of [
      [0, 'KCASH', '1'],
      [1, 'USDT', '0.5'],
      [2, 'KPOINTS', '30'],
      [3, 'KRT', '2'],
      [4, 'KCASH', '3'],
    ] as const) {
      clock.advance(1000);
      ids[i] = (await award(me.user.id, { earningType: type, amount })).id;
    }
    const page1 = (await get(me, `${BASE}/list?limit=2`)).json().data;
    expect(page1.earnings.map((e: Earning) => e.id)).toEqual([ids[4], ids[3]]);
    expect(page1).toMatchObject({ total: 5, nextOffset: 2 });
    const page3 = (await get(me, `${BASE}/list?limit=2&offset=4`)).json().data;
    expect(page3.earnings.map((e: Earning) => e.id)).toEqual([ids[0]]);
    expect(page3.nextOffset).toBeNull();

    const kcash = (await get(me, `${BASE}/list?earningType=KCASH`)).json().data;
    expect(kcash.earnings.map((e: Earning) => e.id)).toEqual([ids[4], ids[0]]);
    const token = (await get(me, `${BASE}/list?earningType=KRT`)).json().data;
    expect(token.earnings[0]).toMatchObject({
      earningType: 'KRT',
      currencyName: 'K-Reward Token',
      amount: '2.000000',
    });
    expect((await get(me, `${BASE}/list?status=credited`)).json().data.total).toBe(0);
    expect((await get(me, `${BASE}/list?status=pending&earningType=USDT`)).json().data.total).toBe(1);

    for (const [query, code] of [
      ['status=ready', 'VALIDATION_FAILED'],
      ['earningType=DOGE', 'UNKNOWN_CURRENCY'],
      ['limit=0', 'VALIDATION_FAILED'],
      ['limit=101', 'VALIDATION_FAILED'],
      ['offset=-1', 'VALIDATION_FAILED'],
      ['userId=' + me.user.id, 'VALIDATION_FAILED'],
    ]) {
      const res = await get(me, `${BASE}/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe(code);
    }

    const stranger = await userElsewhere();
    expect((await get(stranger, `${BASE}/list`)).json().data).toEqual({
      earnings: [],
      total: 0,
      nextOffset: null,
    });
    const aggregate = (await get(stranger, `${BASE}/aggregate`)).json().data as EarningsAggregate;
    expect(aggregate.collectableCount).toBe(0);

    const mine = (await get(me, `${BASE}/aggregate`)).json().data as EarningsAggregate;
    expect(mine.collectableCount).toBe(5);
    expect(mine.totals.map((x) => x.earningType)).toEqual(['KCASH', 'KRT', 'KPOINTS', 'USDT']);
    expect(mine.totals[0]).toMatchObject({
      earningType: 'KCASH',
      collectable: '4.00',
      amounts: { pending: '4.00', credited: '0.00' },
      counts: { pending: 2, credited: 0 },
    });
    expect(mine.totals[2]).toMatchObject({ earningType: 'KPOINTS', collectable: '30', scale: 0 });
  });

  it('tax-info: no withholding outside India', async () => {
    const me = await userElsewhere();
    const info = (await get(me, `${BASE}/tax-info`)).json().data as EarningsTaxInfo;
    expect(info).toMatchObject({
      region: 'Others',
      isWithholding: false,
      section: '194BA',
      rateBps: 3000,
      financialYear: {
        label: '2025-26',
        startsAt: '2025-03-31T18:30:00.000Z',
        endsAt: '2026-03-31T18:30:00.000Z',
      },
      kyc: { required: false, verified: false },
    });
  });
});

describe('collecting one earning', () => {
  it('credits K-Cash to the earned sub-balance from the reward pool, once, with its history', async () => {
    const me = await userElsewhere();
    const awarded = await award(me.user.id, { amount: '25', title: 'Super Over' });
    const key = randomUUID();
    const res = await collect(me, awarded.id, key);
    expect(res.statusCode, res.body).toBe(200);
    const earning = res.json().data as Earning;
    expect(earning).toMatchObject({
      id: awarded.id,
      status: 'credited',
      amount: '25.00',
      taxWithheld: '0.00',
      netAmount: '25.00',
      tax: null,
      collectedAt: clock.now().toISOString(),
      ledgerEntryId: expect.any(String),
    });
    expect(earning.history.map((h) => h.event)).toEqual(['created', 'credited']);
    expect(earning.history[1]!.ledgerEntryId).toBe(earning.ledgerEntryId);
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:earned': 2500n });

    // The user's transaction history shows the collection, caused by the earning.
    const history = (await get(me, '/api/transactions/simplified?kind=collection')).json().data.transactions;
    expect(history).toMatchObject([
      {
        entryId: earning.ledgerEntryId,
        amount: '25.00',
        subBalance: 'earned',
        cause: { type: 'earning', id: awarded.id },
      },
    ]);
    expect(history[0].memo).toBe('Collected: Super Over');
    // The note by key, for the reader's language.
    expect(history[0].note).toEqual({ key: 'earningCollected', params: { title: 'Super Over' } });

    // A replay returns the first answer; a new key is refused: it is collected.
    const replay = await collect(me, awarded.id, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual(earning);
    const size = await ledgerSize(t.database.db);
    const again = await collect(me, awarded.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'EARNING_ALREADY_COLLECTED',
      message: 'This earning has already been collected',
    });
    expect(await ledgerSize(t.database.db)).toEqual(size);
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:earned': 2500n });
    await expectSoundLedger();
  });

  it('credits USDT, the reward token and K-Points to their own balances', async () => {
    const me = await userElsewhere();
    for (const [type, amount] of [
      ['USDT', '1.25'],
      ['KRT', '3'],
      ['KPOINTS', '40'],
    ] as const) {
      const awarded = await award(me.user.id, { earningType: type, amount });
      expect((await collect(me, awarded.id)).statusCode).toBe(200);
    }
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({
      USDT: 1_250_000n,
      REWARD: 3_000_000n,
      KPOINTS: 40n,
    });
    await expectSoundLedger();
  });

  it("answers another user's earning, an unknown one and a malformed id with a 4xx, changing nothing", async () => {
    const owner = await userElsewhere();
    const thief = await userElsewhere();
    const awarded = await award(owner.user.id, { amount: '10' });
    const size = await ledgerSize(t.database.db);
    const stolen = await collect(thief, awarded.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ errorCode: 'EARNING_NOT_FOUND', message: 'Earning not found' });
    // The same answer as for an id that does not exist: nothing tells the thief it is there.
    const unknown = await collect(thief, randomUUID());
    expect(unknown.json()).toEqual(stolen.json());
    expect((await collect(thief, 'not-an-id')).statusCode).toBe(400);
    expect((await collect(owner, awarded.id, null)).json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await ledgerSize(t.database.db)).toEqual(size);
    expect(await storedBalances(t.database.db, thief.user.id)).toEqual({});
    expect((await storedEarning(t.database.db, awarded.id)).status).toBe('pending');
    // The owner still collects it.
    expect((await collect(owner, awarded.id)).statusCode).toBe(200);
  });
});

describe('collecting all', () => {
  it('pays every earning ready to collect, each through distributing to credited', async () => {
    const me = await userElsewhere();
    const kcash = await award(me.user.id, { amount: '4' });
    const usdt = await award(me.user.id, { earningType: 'USDT', amount: '2' });
    const points = await award(me.user.id, { earningType: 'KPOINTS', amount: '15' });
    const collected = await award(me.user.id, { amount: '1' });
    expect((await collect(me, collected.id)).statusCode).toBe(200);

    const res = await collectAll(me);
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json().data as EarningsCollection;
    expect(batch).toMatchObject({ total: 3, credited: 3, failed: 0, distributing: 0 });
    expect(batch.earnings.map((e) => e.id).sort()).toEqual([kcash.id, usdt.id, points.id].sort());
    for (const e of batch.earnings) {
      expect(e.status).toBe('credited');
      expect(e.history.map((h) => h.event)).toEqual(['created', 'distributing', 'credited']);
    }
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({
      'KCASH:earned': 500n,
      USDT: 2_000_000n,
      KPOINTS: 15n,
    });
    const aggregate = (await get(me, `${BASE}/aggregate`)).json().data as EarningsAggregate;
    expect(aggregate.collectableCount).toBe(0);
    expect(aggregate.totals[0]).toMatchObject({ amounts: { credited: '5.00' }, netCollected: '5.00' });

    // Nothing left: the no-earnings answer, nothing moves.
    const size = await ledgerSize(t.database.db);
    const none = await collectAll(me);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      errorCode: 'NO_EARNINGS_TO_COLLECT',
      message: 'You have no earnings to collect',
    });
    expect(await ledgerSize(t.database.db)).toEqual(size);
    await expectSoundLedger();
  });

  it('answers a replay with the same batch', async () => {
    const me = await userElsewhere();
    await award(me.user.id, { amount: '2' });
    const key = randomUUID();
    const first = await collectAll(me, key);
    const replay = await collectAll(me, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:earned': 200n });
  });
});

describe('India: KYC and tax withheld (section 194BA)', () => {
  it('refuses to collect before KYC, with the KYC page to go to, and collects with 30% withheld after it', async () => {
    // Signed in with an Indian number: the region is India.
    const me = await signInByPhone(t.app);
    const awarded = await award(me.user.id, { amount: '100', title: 'Raid' });
    const size = await ledgerSize(t.database.db);
    const refused = await collect(me, awarded.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'KYC_REQUIRED_TO_COLLECT',
      message: 'Complete your KYC to collect your earnings',
      details: { region: 'IN', requiredDoc: 'pan' },
    });
    expect((await collectAll(me)).json().errorCode).toBe('KYC_REQUIRED_TO_COLLECT');
    expect(await ledgerSize(t.database.db)).toEqual(size);
    expect((await storedEarning(t.database.db, awarded.id)).status).toBe('pending');
    const before = (await get(me, `${BASE}/tax-info`)).json().data as EarningsTaxInfo;
    expect(before).toMatchObject({
      region: 'IN',
      isWithholding: true,
      kyc: { required: true, verified: false },
    });

    await completeIndiaKyc(t.app, me.accessToken, clock);
    const res = await collect(me, awarded.id);
    expect(res.statusCode, res.body).toBe(200);
    const earning = res.json().data as Earning;
    expect(earning).toMatchObject({
      amount: '100.00',
      taxWithheld: '30.00',
      netAmount: '70.00',
      tax: { section: '194BA', rateBps: 3000, financialYear: '2025-26', taxedValue: '100.000' },
    });
    expect((await storedBalances(t.database.db, me.user.id))['KCASH:earned']).toBe(7000n);
    // The tax is in the same ledger entry, in the tax account.
    const ledger = testLedger(t.database.db);
    const taxAccount = await ledger.systemAccount(t.database.db, 'tax_withheld', 'KCASH');
    const entry = (await get(me, '/api/transactions/simplified?kind=collection')).json().data.transactions[0];
    expect(entry.memo).toBe('Collected: Raid (tax withheld under section 194BA: 30.00 KCASH)');
    expect(entry.note).toEqual({
      key: 'earningCollectedTaxed',
      params: { title: 'Raid', section: '194BA', tax: '30.00', currency: 'KCASH' },
    });
    const { rows } = (await t.database.db.execute(
      `select amount from ledger_postings where entry_id = '${entry.entryId}' and account_id = '${taxAccount.id}'`,
    )) as unknown as { rows: { amount: string | bigint }[] };
    expect(BigInt(rows[0]!.amount)).toBe(3000n);

    const info = (await get(me, `${BASE}/tax-info`)).json().data as EarningsTaxInfo;
    expect(info).toMatchObject({
      isWithholding: true,
      kyc: { required: true, verified: true },
      winningsCollected: '100.000',
      deposits: '0.000',
      netWinningsTaxed: '100.000',
      untaxedAllowance: '0.000',
      taxWithheld: [{ earningType: 'KCASH', amount: '30.00' }],
    });
    // K-Points are not money: never taxed.
    const points = await award(me.user.id, { earningType: 'KPOINTS', amount: '50' });
    expect((await collect(me, points.id)).json().data).toMatchObject({
      taxWithheld: '0',
      netAmount: '50',
      tax: null,
    });
    await expectSoundLedger();
  });

  it('taxes only winnings above the K-Cash bought this financial year, USDT at 1000 K-Cash', async () => {
    const me = await signInByPhone(t.app);
    await completeIndiaKyc(t.app, me.accessToken, clock);
    // 40.00 K-Cash bought (a purchase, as the payments module credits it).
    await buy(me.user.id, 4000n);
    const first = await award(me.user.id, { amount: '100' });
    // 100.00 collected, 40.00 deposited: 60.00 of net winnings, 18.00 tax.
    expect((await collect(me, first.id)).json().data).toMatchObject({
      taxWithheld: '18.00',
      netAmount: '82.00',
      tax: { taxedValue: '60.000', financialYear: '2025-26' },
    });
    // USDT counts at 1 USDT = 1000 K-Cash: 0.01 USDT = 10 K-Cash, all of it net winnings now.
    const usdt = await award(me.user.id, { earningType: 'USDT', amount: '0.01' });
    expect((await collect(me, usdt.id)).json().data).toMatchObject({
      taxWithheld: '0.003000',
      netAmount: '0.007000',
      tax: { taxedValue: '10.000' },
    });
    const info = (await get(me, `${BASE}/tax-info`)).json().data as EarningsTaxInfo;
    expect(info).toMatchObject({
      winningsCollected: '110.000',
      deposits: '40.000',
      netWinningsTaxed: '70.000',
      taxWithheld: expect.arrayContaining([
        { earningType: 'KCASH', amount: '18.00' },
        { earningType: 'USDT', amount: '0.003000' },
      ]),
    });

    await expectSoundLedger();
  });

  it("starts the year again on 1 April in Kolkata: last year's deposits and winnings no longer count", async () => {
    const me = await signInByPhone(t.app);
    await completeIndiaKyc(t.app, me.accessToken, clock);
    const first = await award(me.user.id, { amount: '100' });
    const second = await award(me.user.id, { amount: '30' });
    // The last minute of the financial year 2024-25 in Kolkata (31 March, 23:59 IST).
    clock.set('2025-03-31T18:29:00Z');
    await buy(me.user.id, 4000n);
    expect((await collect(me, first.id)).json().data).toMatchObject({
      taxWithheld: '18.00',
      tax: { financialYear: '2024-25', taxedValue: '60.000' },
    });
    // The first minute of 2025-26: nothing bought or collected yet this year.
    clock.set('2025-03-31T18:30:00Z');
    expect((await collect(me, second.id)).json().data).toMatchObject({
      taxWithheld: '9.00',
      tax: { financialYear: '2025-26', taxedValue: '30.000' },
    });
    await buy(me.user.id, 1000n);
    const info = (await get(me, `${BASE}/tax-info`)).json().data as EarningsTaxInfo;
    expect(info).toMatchObject({
      financialYear: { label: '2025-26', startsAt: '2025-03-31T18:30:00.000Z' },
      winningsCollected: '30.000',
      deposits: '10.000',
      netWinningsTaxed: '30.000',
      untaxedAllowance: '10.000',
      taxWithheld: [{ earningType: 'KCASH', amount: '9.00' }],
    });
    await expectSoundLedger();
  });
});

describe('expiry', () => {
  it('expires earnings not collected in time and returns their reservation to the treasury', async () => {
    const me = await userElsewhere();
    const soon = await award(me.user.id, {
      amount: '7',
      expiresAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    const later = await award(me.user.id, { amount: '8' });
    const job = t.app.jobs.find((j) => j.name === 'earnings-expiry')!;
    expect(await job.run()).toBe(0);
    clock.advance(60_000);
    // Due, though the job has not run yet: it cannot be collected.
    const refused = await collect(me, soon.id);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().errorCode).toBe('EARNING_EXPIRED');
    expect(await job.run()).toBeGreaterThanOrEqual(1);
    const expired = await storedEarning(t.database.db, soon.id);
    expect(expired).toMatchObject({ status: 'expired', releaseEntryId: expect.any(String) });
    expect((await storedEarning(t.database.db, later.id)).status).toBe('pending');
    const list = (await get(me, `${BASE}/list?status=expired`)).json().data;
    expect(list.earnings[0].history.map((h: { event: string }) => h.event)).toEqual(['created', 'expired']);
    expect((await collect(me, soon.id)).json().errorCode).toBe('EARNING_EXPIRED');
    expect(await job.run()).toBe(0);
    await expectSoundLedger();
  });
});

describe('demo earnings', () => {
  it('are given to new users of an installation seeded with the demo data, and only there', async () => {
    const before = await signInByPhone(t.app);
    expect((await get(before, `${BASE}/list`)).json().data.total).toBe(0);
    await setMeta(t.database.db, 'demo_data_seeded_at', clock.now().toISOString());
    const me = await signInByPhone(t.app);
    const list = (await get(me, `${BASE}/list?limit=100`)).json().data;
    expect(list.total).toBe(DEMO_EARNINGS.length);
    expect(new Set(list.earnings.map((e: Earning) => e.earningType))).toEqual(
      new Set(['KCASH', 'KPOINTS', 'USDT', 'KRT']),
    );
    // Said as what it is: a welcome gift, not a quest or a campaign the new user never did.
    expect(list.earnings.every((e: Earning) => e.source === 'welcome')).toBe(true);
    await expectSoundLedger();
  });
});
