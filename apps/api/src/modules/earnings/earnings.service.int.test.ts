import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { earningEvents, earnings, ledgerEntries } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestDatabase } from '../../test/database';
import {
  awardDirect,
  createTestKycGate,
  expectRewardPoolMatchesEarnings,
  inTransaction,
  storedEarning,
  TEST_KYC,
  type TestKycStatus,
  testEarnings,
} from '../../test/earnings.fixtures';
import { createUser } from '../../test/factories';
import { ledgerSize, storedBalances, testLedger } from '../../test/ledger.fixtures';
import { STALE_DISTRIBUTING_MS } from './earnings.service';

// The service on its own, with a KYC gate for tests (test/earnings.fixtures.ts) and faults injected
// into its repository or the ledger: what a failure half-way leaves behind.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function expectSoundLedger() {
  expect(await testLedger(database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
  await expectRewardPoolMatchesEarnings(database.db);
}

describe('India through the KYC gate', () => {
  it('withholds 30% when the gate says India and verified, and refuses while unverified', async () => {
    const db = database.db;
    const user = await createUser(db);
    let status: TestKycStatus = TEST_KYC.indiaUnverified;
    const { service } = testEarnings(db, { kycGate: createTestKycGate(() => status) });
    const earning = await awardDirect(db, service, user.id, 'KCASH', 1000n);
    const size = await ledgerSize(db);
    await expect(service.collect(user.id, earning.id, inTransaction(db))).rejects.toMatchObject({
      code: 'KYC_REQUIRED_TO_COLLECT',
      statusCode: 403,
    });
    expect(await ledgerSize(db)).toEqual(size);
    status = TEST_KYC.indiaVerified;
    const collected = await service.collect(user.id, earning.id, inTransaction(db));
    expect(collected).toMatchObject({ taxWithheld: '3.00', netAmount: '7.00' });
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 700n });
    // The reward token: no K-Cash value, so its gross amount is taxed.
    const token = await awardDirect(db, service, user.id, 'REWARD', 2_000_000n);
    expect(await service.collect(user.id, token.id, inTransaction(db))).toMatchObject({
      taxWithheld: '0.600000',
      tax: { taxedValue: null, rateBps: 3000 },
    });
    await expectSoundLedger();
  });

  it('pays nothing to a user whose country no verified fact tells, one earning or all', async () => {
    const db = database.db;
    const user = await createUser(db);
    let status: TestKycStatus = TEST_KYC.unknown;
    const { service } = testEarnings(db, { kycGate: createTestKycGate(() => status) });
    const earning = await awardDirect(db, service, user.id, 'KCASH', 1000n);
    const size = await ledgerSize(db);
    const refusal = { code: 'COUNTRY_NOT_VERIFIED', statusCode: 403 };
    await expect(service.collect(user.id, earning.id, inTransaction(db))).rejects.toMatchObject(refusal);
    await expect(service.collectAll(user.id, inTransaction(db))).rejects.toMatchObject(refusal);
    expect(await ledgerSize(db)).toEqual(size);
    expect((await storedEarning(db, earning.id)).status).toBe('pending');
    // A verified phone outside India: paid in full.
    status = TEST_KYC.elsewhere;
    expect(await service.collect(user.id, earning.id, inTransaction(db))).toMatchObject({
      taxWithheld: '0.00',
    });
    await expectSoundLedger();
  });

  it("serialises one user's parallel collections so each is taxed on what came before", async () => {
    const db = database.db;
    const user = await createUser(db);
    const { service } = testEarnings(db, {
      kycGate: createTestKycGate(TEST_KYC.indiaVerified),
      // 50.00 K-Cash bought this year.
      deposits: async () => 5000n,
    });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await awardDirect(db, service, user.id, 'KCASH', 1000n)).id);
    await Promise.all(ids.map((id) => service.collect(user.id, id, inTransaction(db))));
    // 200.00 collected, 50.00 deposited: exactly 30% of 150.00 withheld, whatever the order.
    const rows = await db.select().from(earnings).where(eq(earnings.userId, user.id));
    expect(rows.reduce((sum, r) => sum + r.taxWithheld, 0n)).toBe(4500n);
    expect(rows.reduce((sum, r) => sum + (r.taxTaxedValue ?? 0n), 0n)).toBe(150_000n);
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 20_000n - 4500n });
    await expectSoundLedger();
  });
});

describe('a failure half-way', () => {
  it('between paying and marking credited leaves no movement and the earning ready to collect', async () => {
    const db = database.db;
    const user = await createUser(db);
    const { service } = testEarnings(db, {
      kycGate: createTestKycGate(TEST_KYC.elsewhere),
      repository: (real) => ({
        ...real,
        updateEarning: async (tx, id, patch) => {
          if (patch.status === 'credited') throw new Error('connection lost');
          return real.updateEarning(tx, id, patch);
        },
      }),
    });
    const earning = await awardDirect(db, service, user.id, 'KCASH', 900n);
    const size = await ledgerSize(db);
    await expect(service.collect(user.id, earning.id, inTransaction(db))).rejects.toThrow('connection lost');
    expect(await ledgerSize(db)).toEqual(size);
    expect(await storedBalances(db, user.id)).toEqual({});
    expect((await storedEarning(db, earning.id)).status).toBe('pending');
    await expectSoundLedger();
  });

  it('of a collect-all marks the one earning failed with the reason, pays the others, and lets it be collected again', async () => {
    const db = database.db;
    const user = await createUser(db);
    const errors: unknown[] = [];
    let isBroken = true;
    const real = testLedger(db);
    const { service } = testEarnings(db, {
      kycGate: createTestKycGate(TEST_KYC.elsewhere),
      log: { error: (object) => errors.push(object) },
      ledger: {
        ...real,
        post: async (tx, input) => {
          if (isBroken && input.kind === 'collection' && input.postings.some((p) => p.amount === 222n))
            throw new Error('disk full');
          return real.post(tx, input);
        },
      },
    });
    const good = await awardDirect(db, service, user.id, 'KCASH', 111n);
    const bad = await awardDirect(db, service, user.id, 'KCASH', 222n);
    const collection = await service.collectAll(user.id, inTransaction(db));
    expect(collection).toMatchObject({ total: 2, credited: 1, failed: 1, distributing: 0 });
    const failed = collection.earnings.find((e) => e.id === bad.id)!;
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'Something went wrong',
      failureError: { errorCode: 'SOMETHING_WENT_WRONG' },
    });
    expect(failed.history.map((h) => [h.event, h.reason, h.reasonError?.errorCode])).toEqual([
      ['created', null, undefined],
      ['distributing', null, undefined],
      ['failed', 'Something went wrong', 'SOMETHING_WENT_WRONG'],
    ]);
    // The real cause is logged for operators, not shown.
    expect(errors).toHaveLength(1);
    expect((await storedEarning(db, good.id)).status).toBe('credited');
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 111n });
    await expectSoundLedger();

    // Failed, still reserved: the user collects it again.
    isBroken = false;
    const retried = await service.collect(user.id, bad.id, inTransaction(db));
    expect(retried).toMatchObject({ status: 'credited', failureReason: null });
    expect(retried).not.toHaveProperty('failureError');
    expect(retried.history.map((h) => h.event)).toEqual(['created', 'distributing', 'failed', 'credited']);
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 333n });
    await expectSoundLedger();
  });

  it('of KYC between taking a collect-all and paying it fails the earning with the words of the refusal', async () => {
    const db = database.db;
    const user = await createUser(db);
    let asked = 0;
    const { service } = testEarnings(db, {
      // Verified when the batch is taken, no longer when it is paid.
      kycGate: createTestKycGate(() => (asked++ === 0 ? TEST_KYC.indiaVerified : TEST_KYC.indiaUnverified)),
    });
    const earning = await awardDirect(db, service, user.id, 'USDT', 5_000_000n);
    const collection = await service.collectAll(user.id, inTransaction(db));
    expect(collection.earnings[0]).toMatchObject({
      id: earning.id,
      status: 'failed',
      failureReason: 'Complete your KYC to collect your earnings',
      // The code of the reason, for the reader's language.
      failureError: { errorCode: 'KYC_REQUIRED_TO_COLLECT' },
    });
    expect(await storedBalances(db, user.id)).toEqual({});
    await expectSoundLedger();
  });

  it('a collect-all whose request stopped after taking the batch is paid by the distribution job', async () => {
    const db = database.db;
    const user = await createUser(db);
    const clock = fixedClock('2025-06-01T00:00:00Z');
    let isCrashing = true;
    const { service } = testEarnings(db, {
      clock,
      kycGate: createTestKycGate(TEST_KYC.elsewhere),
      repository: (real) => ({
        ...real,
        listBatch: async (...args) => {
          if (isCrashing) throw new Error('process killed');
          return real.listBatch(...args);
        },
      }),
    });
    const a = await awardDirect(db, service, user.id, 'KCASH', 100n);
    const b = await awardDirect(db, service, user.id, 'KPOINTS', 7n);
    await expect(service.collectAll(user.id, inTransaction(db))).rejects.toThrow('process killed');
    isCrashing = false;
    expect((await storedEarning(db, a.id)).status).toBe('distributing');
    // A collection of one of them meanwhile is told it is on its way.
    await expect(service.collect(user.id, a.id, inTransaction(db))).rejects.toMatchObject({
      code: 'EARNING_BEING_COLLECTED',
      statusCode: 409,
    });
    // The job leaves fresh batches to their request, then takes over.
    expect(await service.distributeStale()).toBe(0);
    clock.advance(STALE_DISTRIBUTING_MS + 1000);
    expect(await service.distributeStale()).toBe(2);
    expect((await storedEarning(db, a.id)).status).toBe('credited');
    expect((await storedEarning(db, b.id)).status).toBe('credited');
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 100n, KPOINTS: 7n });
    expect(await service.distributeStale()).toBe(0);
    await expectSoundLedger();
  });

  it('a collect-all pays an earning that a refused collection of it held for a moment', async () => {
    const db = database.db;
    const user = await createUser(db);
    let held: Promise<void> | null = null;
    const { service } = testEarnings(db, {
      kycGate: createTestKycGate(TEST_KYC.elsewhere),
      repository: (real) => ({
        ...real,
        // Between taking the batch and paying it, a collection of the earning locks it, is told
        // it is on its way, and lets go.
        listBatch: async (...args) => {
          if (!held) {
            let locked!: () => void;
            const isLocked = new Promise<void>((resolve) => (locked = resolve));
            held = db.transaction(async (tx) => {
              await real.lockEarning(tx, earning.id);
              locked();
              await new Promise((resolve) => setTimeout(resolve, 200));
            });
            await isLocked;
          }
          return real.listBatch(...args);
        },
      }),
    });
    const earning = await awardDirect(db, service, user.id, 'KCASH', 100n);
    const collection = await service.collectAll(user.id, inTransaction(db));
    await held;
    expect(collection).toMatchObject({ total: 1, credited: 1, distributing: 0 });
    expect((await storedEarning(db, earning.id)).status).toBe('credited');
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 100n });
    await expectSoundLedger();
  });
});

describe('the database keeps the rules too', () => {
  it('refuses to pay a credited earning again, to revive an expired one, and to rewrite history', async () => {
    const db = database.db;
    const user = await createUser(db);
    const { service } = testEarnings(db, { kycGate: createTestKycGate(TEST_KYC.elsewhere) });
    const earning = await awardDirect(db, service, user.id, 'KCASH', 500n);
    await service.collect(user.id, earning.id, inTransaction(db));
    await expect(
      db
        .update(earnings)
        .set({ status: 'pending', creditEntryId: null, collectedAt: null })
        .where(eq(earnings.id, earning.id)),
    ).rejects.toThrow();
    await expect(
      db.update(earnings).set({ amount: 1n }).where(eq(earnings.id, earning.id)),
    ).rejects.toThrow();
    await expect(db.delete(earnings).where(eq(earnings.id, earning.id))).rejects.toThrow();
    await expect(db.delete(earningEvents).where(eq(earningEvents.earningId, earning.id))).rejects.toThrow();
    const other = await awardDirect(db, service, user.id, 'KCASH', 500n);
    // Straight from pending to failed is not a move an earning makes.
    await expect(
      db.update(earnings).set({ status: 'failed', failureReason: 'x' }).where(eq(earnings.id, other.id)),
    ).rejects.toThrow();
    expect((await storedEarning(db, earning.id)).status).toBe('credited');
  });

  it('expires through the job and returns exactly the reservation, once', async () => {
    const db = database.db;
    const user = await createUser(db);
    const clock = fixedClock('2025-06-01T00:00:00Z');
    const { service } = testEarnings(db, { clock, kycGate: createTestKycGate(TEST_KYC.elsewhere) });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await awardDirect(db, service, user.id, 'USDT', 1_000_000n, {
            expiresAt: new Date('2025-06-02T00:00:00Z'),
          })
        ).id,
      );
    const never = await awardDirect(db, service, user.id, 'USDT', 1_000_000n, { expiresAt: null });
    clock.set('2025-06-03T00:00:00Z');
    // Two batches of 3: every due earning, and only those.
    expect(await service.expireDue(3)).toBe(5);
    expect(await service.expireDue(3)).toBe(0);
    for (const id of ids) expect((await storedEarning(db, id)).status).toBe('expired');
    expect((await storedEarning(db, never.id)).status).toBe('pending');
    const [releases] = await db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'transfer'), eq(ledgerEntries.causeType, 'earning')));
    expect(releases!.n).toBeGreaterThanOrEqual(5);
    await expect(service.collect(user.id, ids[0]!, inTransaction(db))).rejects.toMatchObject({
      code: 'EARNING_EXPIRED',
    });
    await expectSoundLedger();
  });

  it('gives the earning of an award delivered twice once, and refuses a changed one', async () => {
    const db = database.db;
    const user = await createUser(db);
    const { service } = testEarnings(db, { kycGate: createTestKycGate(TEST_KYC.elsewhere) });
    const input = {
      userId: user.id,
      source: 'referral' as const,
      sourceId: randomUUID(),
      currency: 'KCASH' as const,
      amount: 1000n,
      title: 'Referral',
    };
    const first = await db.transaction((tx) => service.award(tx, input));
    const again = await db.transaction((tx) => service.award(tx, input));
    expect(first.isNew).toBe(true);
    expect(again).toMatchObject({ isNew: false, earning: { id: first.earning.id } });
    await expect(
      db.transaction((tx) => service.award(tx, { ...input, amount: 1001n })),
    ).rejects.toMatchObject({
      code: 'EARNING_ALREADY_AWARDED',
    });
    await expect(
      db.transaction((tx) => service.award(tx, { ...input, sourceId: randomUUID(), amount: 0n })),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    await expectSoundLedger();
  });
});
