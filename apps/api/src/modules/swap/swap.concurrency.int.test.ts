import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { fundUser } from '../../test/factories';
import { storedBalances, testLedger } from '../../test/ledger.fixtures';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { swaps } from './swap.tables';

// Meaningful on PostgreSQL (the api-postgres project: 20 connections, so the requests' transactions
// really overlap); on PGlite they run one after another and must give the same result.

const ADMIN_WAID = newWaId();
let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  adminId = (await signInByPhone(t.app, ADMIN_WAID)).user.id;
});
afterAll(() => t.close());

describe('swaps at the same time', () => {
  it('200 parallel swaps spending one balance never overdraw it: exactly balance / amount succeed', async () => {
    const me = await signInByPhone(t.app);
    const ledger = testLedger(t.database.db);
    await fundUser(t.database.db, {
      actorId: adminId,
      userId: me.user.id,
      currency: 'USDT',
      amount: 37_000_000n,
    });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/swap',
          headers: { authorization: `Bearer ${me.accessToken}`, 'idempotency-key': randomUUID() },
          payload: { amount: '1' },
        }),
      ),
    );
    const succeeded = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(succeeded).toHaveLength(37);
    for (const r of refused)
      expect(r.json(), r.body).toMatchObject({ statusCode: 422, errorCode: 'INSUFFICIENT_BALANCE' });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({
      USDT: 0n,
      'KCASH:purchased': 37n * 99_000n,
    });
    const [made] = await t.database.db.select({ n: count() }).from(swaps).where(eq(swaps.userId, me.user.id));
    expect(made!.n).toBe(37);
    expect(await ledger.verifyIntegrity()).toEqual({
      unbalancedCurrencies: [],
      negativeAccounts: [],
      balanceMismatches: [],
    });
  });
});
