import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletBalance } from '@kp/contract/ledger';
import { AppError } from '@kp/domain/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, fundUser } from '../../test/factories';
import { ledgerSize, storedBalances, testLedger } from '../../test/ledger.fixtures';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './ledger.tables';

const ADMIN_WAID = newWaId();
const OTHER_ADMIN_WAID = newWaId();
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID},+${OTHER_ADMIN_WAID}` } });
  admin = await signInByPhone(t.app, ADMIN_WAID);
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signInByPhone>>;
const GRANTS = '/api/admin/ledger/grants';

function get(session: Session | null, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: session ? { authorization: `Bearer ${session.accessToken}` } : {},
  });
}

function postGrant(session: Session | null, payload: unknown, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: GRANTS,
    headers: {
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: payload as object,
  });
}

async function grant(userId: string, currency: string, amount: string, subBalance?: 'earned' | 'purchased') {
  const res = await postGrant(admin, {
    userId,
    currency,
    amount,
    ...(subBalance ? { subBalance } : {}),
    reason: 'test funding',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function balancesOf(session: Session) {
  const res = await get(session, '/api/wallets/balance');
  expect(res.statusCode).toBe(200);
  const balances = res.json().data.balances as WalletBalance[];
  return Object.fromEntries(balances.map((b) => [b.currency, b]));
}

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
}

describe('balances', () => {
  it('shows a new user zero of every currency, K-Cash as earned and purchased', async () => {
    const me = await signInByPhone(t.app);
    const res = await get(me, '/api/wallets/balance');
    expect(res.json()).toEqual({
      statusCode: 200,
      data: {
        balances: [
          {
            currency: 'KCASH',
            name: 'K-Cash',
            scale: 2,
            balance: '0.00',
            subBalances: { earned: '0.00', purchased: '0.00' },
          },
          { currency: 'KRT', name: 'K-Reward Token', scale: 6, balance: '0.000000' },
          { currency: 'KPOINTS', name: 'K-Points', scale: 0, balance: '0' },
          { currency: 'USDT', name: 'USDT', scale: 6, balance: '0.000000' },
        ],
      },
    });
    const token = await get(me, '/api/tokens/balance');
    expect(token.json().data).toEqual({
      currency: 'KRT',
      name: 'K-Reward Token',
      scale: 6,
      balance: '0.000000',
    });
    expect((await get(null, '/api/wallets/balance')).statusCode).toBe(401);
  });
});

describe('an operator grant', () => {
  it('moves value from the treasury to the user, audited, and the user sees it with its cause', async () => {
    const me = await signInByPhone(t.app);
    const granted = await grant(me.user.id, 'KCASH', '12.5', 'purchased');
    expect(granted).toEqual({
      entryId: expect.any(String),
      userId: me.user.id,
      currency: 'KCASH',
      amount: '12.50',
      subBalance: 'purchased',
      reason: 'test funding',
      createdAt: expect.any(String),
    });
    await grant(me.user.id, 'KRT', '0.000001');
    const balances = await balancesOf(me);
    expect(balances.KCASH).toMatchObject({
      balance: '12.50',
      subBalances: { earned: '0.00', purchased: '12.50' },
    });
    expect(balances.KRT!.balance).toBe('0.000001');
    expect((await get(me, '/api/tokens/balance')).json().data.balance).toBe('0.000001');

    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, granted.entryId));
    expect(entry).toMatchObject({ kind: 'grant', actorId: admin.user.id, reason: 'test funding' });
    const treasury = await testLedger(t.database.db).systemAccount(t.database.db, 'treasury', 'KCASH');
    const [row] = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, treasury.id));
    expect(row!.balance).toBeLessThanOrEqual(-1250n); // the treasury is where value comes from

    const history = (await get(me, '/api/transactions/simplified')).json().data;
    expect(history.transactions[1]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      entryId: granted.entryId,
      kind: 'grant',
      currency: 'KCASH',
      amount: '12.50',
      subBalance: 'purchased',
      cause: { type: 'operator', id: admin.user.id },
      memo: null,
      createdAt: granted.createdAt,
    });
    await expectSoundLedger();
  });

  it('is refused to users (403) and to the signed-out (401), moving nothing', async () => {
    const me = await signInByPhone(t.app);
    const before = await ledgerSize(t.database.db);
    const body = {
      userId: me.user.id,
      currency: 'KCASH',
      amount: '5',
      subBalance: 'earned',
      reason: 'free money',
    };
    const asUser = await postGrant(me, body);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().errorCode).toBe('FORBIDDEN');
    expect((await postGrant(null, body)).statusCode).toBe(401);
    expect(await ledgerSize(t.database.db)).toEqual(before);
    expect((await balancesOf(me)).KCASH!.balance).toBe('0.00');
  });

  it('needs an Idempotency-Key: 400 without one or with a malformed one', async () => {
    const me = await signInByPhone(t.app);
    const body = { userId: me.user.id, currency: 'KPOINTS', amount: '5', reason: 'missing key' };
    for (const key of [null, '', 'x'.repeat(256), 'has space']) {
      const res = await postGrant(admin, body, key);
      expect(res.statusCode, String(key)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
    }
    expect((await balancesOf(me)).KPOINTS!.balance).toBe('0');
  });

  it('answers a replay with the first answer verbatim, and a different request under the same key with 422', async () => {
    const me = await signInByPhone(t.app);
    const key = randomUUID();
    const body = { userId: me.user.id, currency: 'USDT', amount: '1.5', reason: 'welcome bonus' };
    const first = await postGrant(admin, body, key);
    expect(first.statusCode).toBe(201);
    const replay = await postGrant(admin, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const other = await postGrant(admin, { ...body, amount: '2' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect((await balancesOf(me)).USDT!.balance).toBe('1.500000');

    // Keys are per user: another operator's request with the same key is its own.
    const otherAdmin = await signInByPhone(t.app, OTHER_ADMIN_WAID);
    const theirs = await postGrant(otherAdmin, body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.entryId).not.toBe(first.json().data.entryId);
    expect((await balancesOf(me)).USDT!.balance).toBe('3.000000');
  });

  it('refuses bad input with a clear 4xx and leaves balances and the ledger unchanged', async () => {
    const me = await signInByPhone(t.app);
    await grant(me.user.id, 'KCASH', '1', 'earned');
    const before = { size: await ledgerSize(t.database.db), balances: await balancesOf(me) };
    const valid = {
      userId: me.user.id,
      currency: 'KCASH',
      amount: '1',
      subBalance: 'earned',
      reason: 'a good reason',
    };
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['negative', { amount: '-5' }, 400, 'INVALID_AMOUNT'],
      ['zero', { amount: '0' }, 400, 'INVALID_AMOUNT'],
      ['zero with decimals', { amount: '0.000' }, 400, 'INVALID_AMOUNT'],
      ['beyond the scale', { amount: '1.001' }, 400, 'INVALID_AMOUNT'],
      [
        'beyond the scale of K-Points',
        { currency: 'KPOINTS', amount: '1.5', subBalance: null },
        400,
        'INVALID_AMOUNT',
      ],
      ['huge', { amount: '100000000000000000000' }, 400, 'INVALID_AMOUNT'],
      ['non-numeric', { amount: 'ten' }, 400, 'INVALID_AMOUNT'],
      ['exponent', { amount: '1e3' }, 400, 'INVALID_AMOUNT'],
      ['NaN', { amount: 'NaN' }, 400, 'INVALID_AMOUNT'],
      ['a JSON number', { amount: 5 }, 400, 'VALIDATION_FAILED'],
      ['unknown currency', { currency: 'BTC' }, 400, 'UNKNOWN_CURRENCY'],
      ['currency in lower case', { currency: 'kcash' }, 400, 'UNKNOWN_CURRENCY'],
      [
        'the stored id of the reward token',
        { currency: 'REWARD', subBalance: null },
        400,
        'UNKNOWN_CURRENCY',
      ],
      ['K-Cash without a sub-balance', { subBalance: null }, 400, 'VALIDATION_FAILED'],
      ['a sub-balance on USDT', { currency: 'USDT' }, 400, 'VALIDATION_FAILED'],
      ['an unknown sub-balance', { subBalance: 'gifted' }, 400, 'VALIDATION_FAILED'],
      ['no reason', { reason: undefined }, 400, 'VALIDATION_FAILED'],
      ['a short reason', { reason: ' ab  ' }, 400, 'VALIDATION_FAILED'],
      ['an unknown user', { userId: randomUUID() }, 404, 'USER_NOT_FOUND'],
      ['not a user id', { userId: 'me' }, 400, 'VALIDATION_FAILED'],
      ['an extra field', { balance: '1000' }, 400, 'VALIDATION_FAILED'],
    ];
    const key = randomUUID();
    for (const [name, change, status, errorCode] of cases) {
      const res = await postGrant(admin, { ...valid, ...change }, key);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toMatchObject({ statusCode: status, errorCode, message: expect.any(String) });
    }
    expect(await ledgerSize(t.database.db)).toEqual(before.size);
    expect(await balancesOf(me)).toEqual(before.balances);
    // A refused request moved nothing, so its key is still free for a good one.
    expect((await postGrant(admin, valid, key)).statusCode).toBe(201);
    await expectSoundLedger();
  });

  it('says why an amount is refused', async () => {
    const me = await signInByPhone(t.app);
    const res = await postGrant(admin, {
      userId: me.user.id,
      currency: 'USDT',
      amount: '0.0000001',
      reason: 'precise',
    });
    expect(res.json()).toMatchObject({
      errorCode: 'INVALID_AMOUNT',
      message: 'amount: USDT has at most 6 decimals',
      details: { problem: 'too_many_decimals' },
    });
  });
});

describe('an operator correction', () => {
  const CORRECTIONS = '/api/admin/ledger/corrections';
  const correct = (session: Session | null, payload: unknown, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: CORRECTIONS,
      headers: {
        ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
      payload: payload as object,
    });

  it('takes back or adds against the treasury, audited, and never below zero', async () => {
    const me = await signInByPhone(t.app);
    await grant(me.user.id, 'USDT', '10');
    const body = { userId: me.user.id, currency: 'USDT', reason: 'double credit of order 42' };
    const taken = await correct(admin, { ...body, amount: '-2.5' });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data).toMatchObject({ amount: '-2.500000', currency: 'USDT', reason: body.reason });
    expect((await balancesOf(me)).USDT!.balance).toBe('7.500000');
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, taken.json().data.entryId));
    expect(entry).toMatchObject({ kind: 'correction', actorId: admin.user.id, reason: body.reason });
    // More than the user holds: refused whole.
    const before = await ledgerSize(t.database.db);
    const tooMuch = await correct(admin, { ...body, amount: '-8' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(await ledgerSize(t.database.db)).toEqual(before);
    // Upwards too; zero is no correction.
    expect((await correct(admin, { ...body, amount: '0.5' })).statusCode).toBe(201);
    expect((await correct(admin, { ...body, amount: '0' })).statusCode).toBe(400);
    expect((await balancesOf(me)).USDT!.balance).toBe('8.000000');
    await expectSoundLedger();
  });

  it('is for operators only, with a key and a reason', async () => {
    const me = await signInByPhone(t.app);
    const body = { userId: me.user.id, currency: 'USDT', amount: '1', reason: 'a fair reason' };
    expect((await correct(me, body)).statusCode).toBe(403);
    expect((await correct(null, body)).statusCode).toBe(401);
    expect((await correct(admin, body, null)).statusCode).toBe(400);
    expect((await correct(admin, { ...body, reason: 'no' })).statusCode).toBe(400);
  });
});

describe('the transaction history', () => {
  it('lists the movements newest first, by kind and currency, a page at a time', async () => {
    const me = await signInByPhone(t.app);
    await grant(me.user.id, 'KPOINTS', '1');
    await grant(me.user.id, 'KPOINTS', '2');
    await grant(me.user.id, 'USDT', '3');
    await grant(me.user.id, 'KCASH', '4', 'earned');
    const ledger = testLedger(t.database.db);
    await t.database.db.transaction(async (tx) => {
      const store = await ledger.systemAccount(tx, 'store', 'KCASH');
      await ledger.spendKcash(tx, {
        userId: me.user.id,
        amount: 150n,
        to: store,
        kind: 'spend',
        cause: { type: 'voucher', id: 'v-1' },
        memo: 'Voucher',
      });
    });

    const page1 = (await get(me, '/api/transactions/simplified?limit=2')).json().data;
    expect(page1.transactions.map((r: { amount: string }) => r.amount)).toEqual(['-1.50', '4.00']);
    expect(page1.transactions[0]).toMatchObject({
      kind: 'spend',
      memo: 'Voucher',
      cause: { type: 'voucher', id: 'v-1' },
    });
    // Words the platform did not write (a voucher's title) have no note to word.
    expect(page1.transactions[0]).not.toHaveProperty('note');
    const page2 = (await get(me, `/api/transactions/simplified?limit=2&cursor=${page1.nextCursor}`)).json()
      .data;
    expect(page2.transactions.map((r: { amount: string }) => r.amount)).toEqual(['3.000000', '2']);
    const page3 = (await get(me, `/api/transactions/simplified?limit=2&cursor=${page2.nextCursor}`)).json()
      .data;
    expect(page3).toEqual({ transactions: [expect.objectContaining({ amount: '1' })], nextCursor: null });

    const points = (await get(me, '/api/transactions/simplified?currency=KPOINTS')).json().data;
    expect(points.transactions.map((r: { amount: string }) => r.amount)).toEqual(['2', '1']);
    const spends = (await get(me, '/api/transactions/simplified?kind=spend')).json().data;
    expect(spends.transactions).toHaveLength(1);

    for (const query of [
      'kind=theft',
      'currency=BTC',
      'cursor=abc',
      'cursor=99999999999999999999',
      'limit=0',
      'limit=101',
      'userId=x',
    ])
      expect((await get(me, `/api/transactions/simplified?${query}`)).statusCode, query).toBe(400);
  });

  it('keeps users apart: nobody reads another user’s balances or movements', async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    await grant(a.user.id, 'KCASH', '99', 'earned');
    expect((await balancesOf(b)).KCASH!.balance).toBe('0.00');
    expect((await get(b, '/api/transactions/simplified')).json().data).toEqual({
      transactions: [],
      nextCursor: null,
    });
    // The routes take no user id at all.
    expect((await get(b, `/api/wallets/balance?userId=${a.user.id}`)).statusCode).toBe(400);
    expect((await get(b, `/api/transactions/simplified?userId=${a.user.id}`)).statusCode).toBe(400);
    // Another user's cursor only pages through one's own movements.
    const aHistory = (await get(a, '/api/transactions/simplified')).json().data;
    const cursor = String(BigInt(aHistory.transactions[0].id) + 1n);
    expect((await get(b, `/api/transactions/simplified?cursor=${cursor}`)).json().data.transactions).toEqual(
      [],
    );
  });
});

describe('spending K-Cash', () => {
  it('takes earned K-Cash first, then purchased, and a refund puts each back once', async () => {
    const db = t.database.db;
    const ledger = testLedger(db);
    const user = await createUser(db);
    const adminId = admin.user.id;
    await fundUser(db, { actorId: adminId, userId: user.id, currency: 'KCASH', amount: 500n });
    await fundUser(db, {
      actorId: adminId,
      userId: user.id,
      currency: 'KCASH',
      subBalance: 'purchased',
      amount: 1000n,
    });
    const store = await ledger.systemAccount(db, 'store', 'KCASH');
    const spend = await db.transaction((tx) =>
      ledger.spendKcash(tx, {
        userId: user.id,
        amount: 800n,
        to: store,
        kind: 'spend',
        cause: { type: 'voucher', id: 'v-2' },
      }),
    );
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 0n, 'KCASH:purchased': 700n });

    const refund = await db.transaction((tx) =>
      ledger.reverse(tx, spend.id, { kind: 'refund', cause: { type: 'voucher', id: 'v-2' } }),
    );
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 500n, 'KCASH:purchased': 1000n });
    const again = await db.transaction((tx) =>
      ledger.reverse(tx, spend.id, { kind: 'refund', cause: { type: 'voucher', id: 'v-2' } }),
    );
    expect(again).toMatchObject({ id: refund.id, isReplay: true });
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 500n, 'KCASH:purchased': 1000n });

    await expect(
      db.transaction((tx) =>
        ledger.spendKcash(tx, {
          userId: user.id,
          amount: 1501n,
          to: store,
          kind: 'spend',
          cause: { type: 'voucher', id: 'v-3' },
        }),
      ),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Not enough K-Cash balance',
      details: { balance: '15.00', amount: '15.01' },
    });
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 500n, 'KCASH:purchased': 1000n });
  });

  it('lets only the treasury go below zero', async () => {
    const db = t.database.db;
    const ledger = testLedger(db);
    const user = await createUser(db);
    const [fees, mine] = await db.transaction(async (tx) => [
      await ledger.systemAccount(tx, 'fees', 'USDT'),
      await ledger.userAccount(tx, user.id, 'USDT'),
    ]);
    await expect(
      db.transaction((tx) =>
        ledger.transfer(tx, {
          kind: 'transfer',
          cause: { type: 'test', id: '1' },
          from: fees,
          to: mine,
          amount: 1n,
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await expect(
      db.transaction((tx) =>
        ledger.correct(tx, {
          actorId: admin.user.id,
          userId: user.id,
          currency: 'USDT',
          amount: -1n,
          reason: 'take back',
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Not enough USDT balance' });
    const correction = await db.transaction((tx) =>
      ledger.correct(tx, {
        actorId: admin.user.id,
        userId: user.id,
        currency: 'USDT',
        amount: 5n,
        reason: 'missed payout',
      }),
    );
    const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, correction.id));
    expect(entry).toMatchObject({ kind: 'correction', actorId: admin.user.id, reason: 'missed payout' });
    expect(await storedBalances(db, user.id)).toEqual({ USDT: 5n });
  });
});

describe('the database keeps the rules itself', () => {
  async function refusal(query: Promise<unknown>): Promise<string> {
    const error = await query.then(
      () => null,
      (e: unknown) => e as { cause?: { message?: string; code?: string }; message: string },
    );
    expect(error, 'the database accepted it').not.toBeNull();
    return error!.cause?.message ?? error!.message;
  }

  it('never updates, deletes or truncates entries and postings', async () => {
    const me = await signInByPhone(t.app);
    const { entryId } = await grant(me.user.id, 'KPOINTS', '10');
    const db = t.database.db;
    const before = await ledgerSize(db);
    expect(
      await refusal(
        db.update(ledgerPostings).set({ amount: 1_000_000n }).where(eq(ledgerPostings.entryId, entryId)),
      ),
    ).toMatch(/UPDATE on ledger_postings refused/);
    expect(await refusal(db.delete(ledgerPostings).where(eq(ledgerPostings.entryId, entryId)))).toMatch(
      /DELETE on ledger_postings refused/,
    );
    expect(
      await refusal(db.update(ledgerEntries).set({ memo: 'edited' }).where(eq(ledgerEntries.id, entryId))),
    ).toMatch(/UPDATE on ledger_entries refused/);
    expect(await refusal(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entryId)))).toMatch(
      /DELETE on ledger_entries refused/,
    );
    // With cascade: the tables that point at entries (earnings, orders …) do not shield them.
    expect(await refusal(db.execute(sql`truncate ledger_postings, ledger_entries cascade`))).toMatch(
      /TRUNCATE on ledger_\w+ refused/,
    );
    expect(await ledgerSize(db)).toEqual(before);
    expect((await balancesOf(me)).KPOINTS!.balance).toBe('10');
  });

  it('refuses a user balance below zero, a user account that may go negative, and postings that do not sum to zero', async () => {
    const db = t.database.db;
    const ledger = testLedger(db);
    const user = await createUser(db);
    const account = await ledger.userAccount(db, user.id, 'KPOINTS');
    expect(
      await refusal(db.update(ledgerAccounts).set({ balance: -1n }).where(eq(ledgerAccounts.id, account.id))),
    ).toMatch(/ledger_accounts_balance_check/);
    expect(
      await refusal(
        db
          .update(ledgerAccounts)
          .set({ allowNegative: true, balance: -1n })
          .where(eq(ledgerAccounts.id, account.id)),
      ),
    ).toMatch(/ledger_accounts_owner_check/);
    expect(
      await refusal(
        db.transaction(async (tx) => {
          const [entry] = await tx
            .insert(ledgerEntries)
            .values({ kind: 'transfer', causeType: 'test', causeId: 'x', createdAt: new Date() })
            .returning();
          await tx
            .insert(ledgerPostings)
            .values({ entryId: entry!.id, accountId: account.id, currency: 'KPOINTS', amount: 5n });
        }),
      ),
    ).toMatch(/sum to 5 in KPOINTS, not zero/);
    expect(
      await refusal(
        db.transaction(async (tx) => {
          const [entry] = await tx
            .insert(ledgerEntries)
            .values({ kind: 'transfer', causeType: 'test', causeId: 'x', createdAt: new Date() })
            .returning();
          // A posting in another currency than its account's.
          await tx.insert(ledgerPostings).values([
            { entryId: entry!.id, accountId: account.id, currency: 'USDT', amount: 5n },
            { entryId: entry!.id, accountId: account.id, currency: 'USDT', amount: -5n },
          ]);
        }),
      ),
    ).toMatch(/ledger_postings_account_currency_fk/);
    expect(
      await refusal(
        db
          .insert(ledgerEntries)
          .values({ kind: 'grant', causeType: 'test', causeId: 'x', createdAt: new Date() }),
      ),
    ).toMatch(/ledger_entries_audit_check/);
    const [row] = await db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.id, account.id)));
    expect(row).toMatchObject({ balance: 0n, allowNegative: false });
  });

  it('refuses an overdraft even when the code’s own check is wrong (the CHECK constraint is the last guard)', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const honest = testLedger(db);
    await db.transaction((tx) =>
      honest.grant(tx, {
        actorId: admin.user.id,
        userId: user.id,
        currency: 'KCASH',
        subBalance: 'earned',
        amount: 100n,
        reason: 'some funds',
      }),
    );
    // A ledger whose lock reports a balance a thousand million minor units larger than it is.
    const fooled = testLedger(db, {
      repository: (real) => ({
        ...real,
        lockAccounts: async (ids, tx) =>
          (await real.lockAccounts(ids, tx)).map((a) => ({ ...a, balance: a.balance + 10n ** 9n })),
      }),
    });
    const before = await ledgerSize(db);
    const store = await honest.systemAccount(db, 'store', 'KCASH');
    const earned = await honest.userAccount(db, user.id, 'KCASH', 'earned');
    const error = await db
      .transaction((tx) =>
        fooled.transfer(tx, {
          kind: 'spend',
          cause: { type: 'test', id: 'x' },
          from: earned,
          to: store,
          amount: 101n,
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      statusCode: 422,
      message: 'Not enough K-Cash balance',
    });
    expect(await ledgerSize(db)).toEqual(before);
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 100n });
  });
});

describe('a failure in the middle of a movement', () => {
  it('leaves nothing behind when the transaction fails after the movement was written', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const honest = testLedger(db);
    await db.transaction((tx) =>
      honest.grant(tx, {
        actorId: admin.user.id,
        userId: user.id,
        currency: 'USDT',
        amount: 1000n,
        reason: 'some funds',
      }),
    );
    const crashing = testLedger(db, {
      repository: (real) => ({
        ...real,
        writeMovement: async (...args) => {
          await real.writeMovement(...args);
          throw new Error('injected: the process dies after writing the movement');
        },
      }),
    });
    const before = { size: await ledgerSize(db), balances: await storedBalances(db, user.id) };
    const fees = await honest.systemAccount(db, 'fees', 'USDT');
    const mine = await honest.userAccount(db, user.id, 'USDT');
    await expect(
      db.transaction((tx) =>
        crashing.transfer(tx, {
          kind: 'transfer',
          cause: { type: 't', id: '1' },
          from: mine,
          to: fees,
          amount: 400n,
        }),
      ),
    ).rejects.toThrow(/injected/);

    // Two steps of one business operation (a spend, then its fee) with a failure between them.
    await expect(
      db.transaction(async (tx) => {
        await honest.transfer(tx, {
          kind: 'spend',
          cause: { type: 't', id: '2' },
          from: mine,
          to: fees,
          amount: 300n,
        });
        throw new Error('injected: the second step fails');
      }),
    ).rejects.toThrow(/second step/);
    expect(await ledgerSize(db)).toEqual(before.size);
    expect(await storedBalances(db, user.id)).toEqual(before.balances);
    await expectSoundLedger();
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'leaves nothing behind when the connection drops before the commit (PostgreSQL)',
    async () => {
      const db = t.database.db;
      const user = await createUser(db);
      const ledger = testLedger(db);
      await fundUser(db, { actorId: admin.user.id, userId: user.id, currency: 'USDT', amount: 1000n });
      const fees = await ledger.systemAccount(db, 'fees', 'USDT');
      const mine = await ledger.userAccount(db, user.id, 'USDT');
      const before = { size: await ledgerSize(db), balances: await storedBalances(db, user.id) };
      await expect(
        db.transaction(async (tx) => {
          await ledger.transfer(tx, {
            kind: 'transfer',
            cause: { type: 't', id: '3' },
            from: mine,
            to: fees,
            amount: 400n,
          });
          await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
        }),
      ).rejects.toThrow();
      expect(await ledgerSize(db)).toEqual(before.size);
      expect(await storedBalances(db, user.id)).toEqual(before.balances);
      await expectSoundLedger();
    },
  );
});
