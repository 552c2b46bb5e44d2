import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyId } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import type { Database } from '../../db/client';
import { earnings } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestDatabase } from '../../test/database';
import {
  createTestKycGate,
  expectRewardPoolMatchesEarnings,
  inTransaction,
  TEST_KYC,
  testEarnings,
} from '../../test/earnings.fixtures';
import { createUser } from '../../test/factories';
import { storedBalances, testLedger } from '../../test/ledger.fixtures';

// Random sequences of awards, collections (one, all), expiries and failures injected half-way
// (after the payment, before the earning is marked credited), on the real database. After each
// sequence: every earning credited was paid exactly its net once, the reward pool holds exactly
// what the earnings still waiting reserve, and the ledger is sound.

const CURRENCIES: CurrencyId[] = ['KCASH', 'USDT', 'KPOINTS', 'REWARD'];
const operation = fc.oneof(
  fc.record({
    op: fc.constant('award' as const),
    currency: fc.constantFrom(...CURRENCIES),
    amount: fc.bigInt({ min: 1n, max: 5000n }),
    expiresInMinutes: fc.constantFrom(null, 5, 60),
  }),
  fc.record({ op: fc.constant('collect' as const), which: fc.nat(), isBroken: fc.boolean() }),
  fc.record({ op: fc.constant('collectAll' as const), isBroken: fc.boolean() }),
  fc.record({ op: fc.constant('time' as const), minutes: fc.constantFrom(1, 10, 30) }),
  fc.record({ op: fc.constant('expire' as const) }),
);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('earnings under random sequences with failures half-way', () => {
  it('pay every earning at most once, exactly its net, and keep the pool equal to what is reserved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (operations) => {
        const db = database.db;
        const clock = fixedClock('2025-09-01T00:00:00Z');
        const user = await createUser(db);
        let isBroken = false;
        const { service } = testEarnings(db, {
          clock,
          // India, verified: tax is withheld, so the net is not the gross.
          kycGate: createTestKycGate(TEST_KYC.indiaVerified),
          deposits: async () => 0n,
          repository: (real) => ({
            ...real,
            updateEarning: async (tx, id, patch) => {
              if (isBroken && patch.status === 'credited') throw new Error('injected failure');
              return real.updateEarning(tx, id, patch);
            },
          }),
        });
        const ids: string[] = [];
        for (const step of operations) {
          if (step.op === 'award') {
            const expiresAt =
              step.expiresInMinutes === null
                ? null
                : new Date(clock.now().getTime() + step.expiresInMinutes * 60_000);
            const { earning } = await db.transaction((tx) =>
              service.award(tx, {
                userId: user.id,
                source: 'quest',
                sourceId: `q-${ids.length}`,
                currency: step.currency,
                amount: step.amount,
                title: 'Quest',
                expiresAt,
              }),
            );
            ids.push(earning.id);
          } else if (step.op === 'collect') {
            if (ids.length === 0) continue;
            isBroken = step.isBroken;
            await service
              .collect(user.id, ids[step.which % ids.length]!, inTransaction(db))
              .catch((error: unknown) => {
                if (
                  !(error instanceof AppError) &&
                  !(error instanceof Error && error.message === 'injected failure')
                )
                  throw error;
              });
            isBroken = false;
          } else if (step.op === 'collectAll') {
            isBroken = step.isBroken;
            await service.collectAll(user.id, inTransaction(db)).catch((error: unknown) => {
              if (!(error instanceof AppError && error.code === 'NO_EARNINGS_TO_COLLECT')) throw error;
            });
            isBroken = false;
          } else if (step.op === 'time') {
            clock.advance(step.minutes * 60_000);
          } else {
            await service.expireDue();
          }
        }
        const rows = await db.select().from(earnings).where(eq(earnings.userId, user.id));
        // Nothing is left half-way: no earning distributing after its collect-all returned.
        expect(rows.filter((r) => r.status === 'distributing')).toEqual([]);
        const paid: Record<string, bigint> = {};
        for (const row of rows) {
          if (row.status !== 'credited') continue;
          const key = row.currency === 'KCASH' ? 'KCASH:earned' : row.currency;
          paid[key] = (paid[key] ?? 0n) + row.amount - row.taxWithheld;
        }
        const balances = Object.fromEntries(
          Object.entries(await storedBalances(db, user.id)).filter(([, v]) => v !== 0n),
        );
        expect(balances).toEqual(Object.fromEntries(Object.entries(paid).filter(([, v]) => v !== 0n)));
        expect(await testLedger(db).verifyIntegrity()).toEqual({
          unbalancedCurrencies: [],
          negativeAccounts: [],
          balanceMismatches: [],
        });
        await expectRewardPoolMatchesEarnings(db);
      }),
      { numRuns: 20 },
    );
  });
});
