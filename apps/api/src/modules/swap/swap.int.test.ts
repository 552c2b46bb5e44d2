import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { fundUser } from '../../test/factories';
import { ledgerSize, storedBalances, testLedger } from '../../test/ledger.fixtures';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema';
import { swaps } from './swap.tables';

const ADMIN_WAID = newWaId();
let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  adminId = (await signInByPhone(t.app, ADMIN_WAID)).user.id;
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signInByPhone>>;

function swap(session: Session | null, payload: unknown, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/swap',
    headers: {
      ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: payload as object,
  });
}

async function fundUsdt(userId: string, usdt: bigint) {
  await fundUser(t.database.db, { actorId: adminId, userId, currency: 'USDT', amount: usdt });
}

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
}

async function systemBalance(name: string, currency: string): Promise<bigint> {
  const [row] = await t.database.db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.systemName, name), eq(ledgerAccounts.currency, currency)));
  return row?.balance ?? 0n;
}

describe('swap/chains', () => {
  it('lists the chains whose USDT is accepted, with USDT’s contract on each, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/swap/chains' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.chains).toEqual([
      {
        id: 1,
        key: 'ethereum',
        name: 'Ethereum',
        usdtContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        usdtDecimals: 6,
      },
      expect.objectContaining({ id: 137, name: 'Polygon' }),
      expect.objectContaining({ id: 56, name: 'BNB Smart Chain', usdtDecimals: 18 }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/swap/chains?all=1' })).statusCode).toBe(400);
  });
});

describe('swap/deductions', () => {
  it('shows the fee and what the swap gives, as the swap computes them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/swap/deductions?amount=10' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      amount: '10.000000',
      currency: 'USDT',
      kcashPerUsdt: 1000,
      deductions: [{ type: 'platform_fee', feeBps: 100, amount: '0.100000', currency: 'USDT' }],
      totalDeductions: '0.100000',
      netAmount: '9.900000',
      receiveAmount: '9900.00',
      receiveCurrency: 'KCASH',
      minimumAmount: '1.000000',
    });
  });

  it('refuses amounts a swap would refuse, with the reason', async () => {
    const cases: [string, string, string][] = [
      ['-1', 'INVALID_AMOUNT', 'negative'],
      ['0', 'INVALID_AMOUNT', 'zero'],
      ['1.000001', 'INVALID_AMOUNT', 'too_many_decimals'],
      ['99999999999999999999', 'INVALID_AMOUNT', 'too_large'],
      ['ten', 'INVALID_AMOUNT', 'not_a_number'],
      ['0.5', 'INVALID_AMOUNT', 'below_minimum'],
    ];
    for (const [amount, errorCode, problem] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/swap/deductions?amount=${encodeURIComponent(amount)}`,
      });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json(), amount).toMatchObject({ errorCode, details: { problem } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/swap/deductions' })).statusCode).toBe(400);
  });
});

describe('swap', () => {
  it('moves USDT to the swap pool and the fee, and credits purchased K-Cash, in one entry', async () => {
    const me = await signInByPhone(t.app);
    await fundUsdt(me.user.id, 25_000_000n);
    const [poolBefore, feesBefore] = [
      await systemBalance('swap_pool', 'USDT'),
      await systemBalance('fees', 'USDT'),
    ];

    const res = await swap(me, { amount: '10' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    const quote = (await t.app.inject({ method: 'GET', url: '/api/swap/deductions?amount=10' })).json().data;
    expect(data).toEqual({
      ...quote,
      id: expect.any(String),
      entryId: expect.any(String),
      subBalance: 'purchased',
      createdAt: expect.any(String),
    });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({
      USDT: 15_000_000n,
      'KCASH:purchased': 990_000n,
    });
    expect(await systemBalance('swap_pool', 'USDT')).toBe(poolBefore + 9_900_000n);
    expect(await systemBalance('fees', 'USDT')).toBe(feesBefore + 100_000n);

    // One entry, caused by the swap, which names it back.
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, data.entryId));
    expect(entry).toMatchObject({ kind: 'swap', causeType: 'swap', causeId: data.id });
    const postings = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.entryId, data.entryId));
    expect(postings).toHaveLength(5);
    const [row] = await t.database.db.select().from(swaps).where(eq(swaps.id, data.id));
    expect(row).toMatchObject({
      userId: me.user.id,
      amountUsdt: 10_000_000n,
      feeUsdt: 100_000n,
      netUsdt: 9_900_000n,
      kcash: 990_000n,
      subBalance: 'purchased',
      entryId: data.entryId,
    });

    // The user sees it in the history, both sides of it.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/transactions/simplified?kind=swap',
      headers: { authorization: `Bearer ${me.accessToken}` },
    });
    expect(
      history
        .json()
        .data.transactions.map((r: { currency: string; amount: string }) => `${r.currency} ${r.amount}`)
        .sort(),
    ).toEqual(['KCASH 9900.00', 'USDT -10.000000']);
    await expectSoundLedger();
  });

  it('answers a replay with the first answer and swaps once', async () => {
    const me = await signInByPhone(t.app);
    await fundUsdt(me.user.id, 5_000_000n);
    const key = randomUUID();
    const first = await swap(me, { amount: '2' }, key);
    const again = await swap(me, { amount: '2' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await storedBalances(t.database.db, me.user.id)).toMatchObject({ USDT: 3_000_000n });
    expect((await swap(me, { amount: '1' }, key)).statusCode).toBe(422); // the key, for another request
  });

  it('refuses a swap beyond the USDT held: 422 with the not-enough-balance message, nothing moved', async () => {
    const me = await signInByPhone(t.app);
    await fundUsdt(me.user.id, 1_500_000n);
    const before = {
      size: await ledgerSize(t.database.db),
      balances: await storedBalances(t.database.db, me.user.id),
    };
    const res = await swap(me, { amount: '2' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      statusCode: 422,
      errorCode: 'INSUFFICIENT_BALANCE',
      message: 'Not enough USDT balance',
      details: { currency: 'USDT', balance: '1.500000', amount: '2.000000' },
    });
    expect(await ledgerSize(t.database.db)).toEqual(before.size);
    expect(await storedBalances(t.database.db, me.user.id)).toEqual(before.balances);
    const [count] = await t.database.db.select().from(swaps).where(eq(swaps.userId, me.user.id));
    expect(count).toBeUndefined();
  });

  it('refuses bad input with a clear 4xx and leaves balances unchanged', async () => {
    const me = await signInByPhone(t.app);
    await fundUsdt(me.user.id, 3_000_000n);
    const before = {
      size: await ledgerSize(t.database.db),
      balances: await storedBalances(t.database.db, me.user.id),
    };
    const cases: [string, unknown, number, string][] = [
      ['negative', { amount: '-5' }, 400, 'INVALID_AMOUNT'],
      ['zero', { amount: '0' }, 400, 'INVALID_AMOUNT'],
      ['zero with decimals', { amount: '0.00000' }, 400, 'INVALID_AMOUNT'],
      ['beyond the swap step', { amount: '1.000001' }, 400, 'INVALID_AMOUNT'],
      ['beyond the scale of USDT', { amount: '1.0000001' }, 400, 'INVALID_AMOUNT'],
      ['huge', { amount: '100000000000000000000' }, 400, 'INVALID_AMOUNT'],
      ['non-numeric', { amount: 'ten' }, 400, 'INVALID_AMOUNT'],
      ['exponent', { amount: '1e1' }, 400, 'INVALID_AMOUNT'],
      ['below the minimum', { amount: '0.5' }, 400, 'INVALID_AMOUNT'],
      ['a JSON number', { amount: 2 }, 400, 'VALIDATION_FAILED'],
      ['another currency', { amount: '2', currency: 'BTC' }, 400, 'VALIDATION_FAILED'],
      ['no amount', {}, 400, 'VALIDATION_FAILED'],
    ];
    for (const [name, payload, status, errorCode] of cases) {
      const res = await swap(me, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toMatchObject({ statusCode: status, errorCode, message: expect.any(String) });
    }
    expect((await swap(null, { amount: '2' })).statusCode).toBe(401);
    const keyless = await swap(me, { amount: '2' }, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await ledgerSize(t.database.db)).toEqual(before.size);
    expect(await storedBalances(t.database.db, me.user.id)).toEqual(before.balances);
  });
});

describe('swap fees from the config', () => {
  it('takes the configured fee, and none at 0 bps', async () => {
    const free = await createTestApp({
      env: { SWAP_FEE_BPS: '0', SWAP_MIN_USDT: '0.01', SWAP_CHAIN_IDS: '137' },
    });
    try {
      const quote = await free.app.inject({ method: 'GET', url: '/api/swap/deductions?amount=0.01' });
      expect(quote.json().data).toMatchObject({
        deductions: [{ type: 'platform_fee', feeBps: 0, amount: '0.000000' }],
        receiveAmount: '10.00',
        minimumAmount: '0.010000',
      });
      const chains = await free.app.inject({ method: 'GET', url: '/api/swap/chains' });
      expect(chains.json().data.chains.map((c: { id: number }) => c.id)).toEqual([137]);
    } finally {
      await free.close();
    }
  });
});
