import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, fundUser } from '../../test/factories';
import { storedBalances, testLedger } from '../../test/ledger.fixtures';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { ledgerAccounts, ledgerEntries } from './ledger.tables';

// Meaningful on PostgreSQL (the api-postgres project: a pool of 20 connections, so the
// transactions really overlap); on PGlite they run one after another and must give the same results.

const ADMIN_WAID = newWaId();
let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  const admin = await signInByPhone(t.app, ADMIN_WAID);
  adminToken = admin.accessToken;
  adminId = admin.user.id;
});
afterAll(() => t.close());

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
}

describe('movements at the same time', () => {
  it('200 parallel spends of one balance never overdraw it: exactly floor(balance / amount) succeed', async () => {
    const db = t.database.db;
    const ledger = testLedger(db);
    const user = await createUser(db);
    await fundUser(db, { actorId: adminId, userId: user.id, currency: 'KCASH', amount: 600n });
    await fundUser(db, {
      actorId: adminId,
      userId: user.id,
      currency: 'KCASH',
      subBalance: 'purchased',
      amount: 400n,
    });
    const store = await ledger.systemAccount(db, 'store', 'KCASH');
    const amount = 7n;

    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        db.transaction((tx) =>
          ledger.spendKcash(tx, {
            userId: user.id,
            amount,
            to: store,
            kind: 'spend',
            cause: { type: 'voucher', id: String(i) },
          }),
        ),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(succeeded).toBe(Number(1000n / amount)); // 142
    expect(refusals).toHaveLength(200 - succeeded);
    for (const reason of refusals) expect(reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    // Earned K-Cash went first, then purchased; what is left is 1000 - 142 × 7.
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 0n, 'KCASH:purchased': 6n });
    await expectSoundLedger();
  });

  it('the same Idempotency-Key sent 50 times at once moves value once; the others get the first answer or 409', async () => {
    const user = await createUser(t.database.db);
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/ledger/grants',
        headers: { authorization: `Bearer ${adminToken}`, 'idempotency-key': key },
        payload: { userId: user.id, currency: 'USDT', amount: '2.5', reason: 'tournament prize' },
      });
    const responses = await Promise.all(Array.from({ length: 50 }, send));

    const answered = responses.filter((r) => r.statusCode === 201);
    const conflicts = responses.filter((r) => r.statusCode === 409);
    expect(answered.length + conflicts.length, responses.map((r) => r.body).join('\n')).toBe(50);
    expect(answered.length).toBeGreaterThan(0);
    expect(new Set(answered.map((r) => r.body)).size).toBe(1);
    for (const r of conflicts)
      expect(r.json()).toEqual({
        statusCode: 409,
        errorCode: 'CONFLICT_IN_PROGRESS',
        message: 'Conflict: Resource already in progress',
      });

    expect(await storedBalances(t.database.db, user.id)).toEqual({ USDT: 2_500_000n });
    const [account] = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, user.id));
    const grants = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, answered[0]!.json().data.entryId));
    expect(grants).toHaveLength(1);
    expect(account).toBeDefined();
    // Once the first has finished, everyone gets its answer.
    const later = await send();
    expect(later.statusCode).toBe(201);
    expect(later.body).toBe(answered[0]!.body);
    await expectSoundLedger();
  });

  it('makes a new user’s account once when many movements reach it at the same moment', async () => {
    const db = t.database.db;
    const ledger = testLedger(db);
    const user = await createUser(db);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) =>
          ledger.grant(tx, {
            actorId: adminId,
            userId: user.id,
            currency: 'KCASH',
            subBalance: 'earned',
            amount: 100n,
            reason: 'daily bonus',
          }),
        ),
      ),
    );
    const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, user.id));
    expect(accounts.map((a) => [a.currency, a.subBalance, a.balance])).toEqual([['KCASH', 'earned', 2000n]]);
    await expectSoundLedger();
  });

  it('never deadlocks: 200 transfers both ways between two accounts at once all go through', async () => {
    const db = t.database.db;
    const ledger = testLedger(db);
    const [a, b] = [await createUser(db), await createUser(db)];
    for (const u of [a, b])
      await fundUser(db, { actorId: adminId, userId: u.id, currency: 'KPOINTS', amount: 1000n });
    const [accountA, accountB] = [
      await ledger.userAccount(db, a.id, 'KPOINTS'),
      await ledger.userAccount(db, b.id, 'KPOINTS'),
    ];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db.transaction((tx) =>
          ledger.transfer(tx, {
            kind: 'transfer',
            cause: { type: 'test', id: String(i) },
            from: i % 2 ? accountA : accountB,
            to: i % 2 ? accountB : accountA,
            amount: BigInt(1 + (i % 2)),
          }),
        ),
      ),
    );
    // 100 transfers of 2 from A, 100 of 1 from B.
    expect(await storedBalances(db, a.id)).toEqual({ KPOINTS: 900n });
    expect(await storedBalances(db, b.id)).toEqual({ KPOINTS: 1100n });
    await expectSoundLedger();
  });
});
