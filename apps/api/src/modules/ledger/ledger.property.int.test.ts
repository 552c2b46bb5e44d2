import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyId } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { splitKcashSpend, type KcashSubBalance } from '@kp/domain/ledger';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { storedBalances, testLedger } from '../../test/ledger.fixtures';
import type { Database } from '../../db/client';
import type { Entry } from './ledger.service';

// Random sequences of grants, transfers, spends (alone and with a fee, as two movements of one
// transaction) and refunds, on the real database, some failing half-way. After each sequence the
// stored balances are the model's, and the whole ledger is sound: postings sum to zero per
// currency, no account that may not go negative is, and each balance is the sum of its postings.

const USERS = 3;
const CURRENCIES: CurrencyId[] = ['KCASH', 'REWARD', 'KPOINTS', 'USDT'];
const user = fc.nat({ max: USERS - 1 });
const amount = fc.bigInt({ min: 1n, max: 1000n });
// Where the injected failure strikes: never, after the first movement, or after the last.
const failure = fc.constantFrom('none', 'none', 'none', 'after-first', 'after-all');

const operation = fc.oneof(
  fc.record({
    op: fc.constant('grant' as const),
    user,
    currency: fc.constantFrom(...CURRENCIES),
    sub: fc.constantFrom<KcashSubBalance>('earned', 'purchased'),
    amount,
    failure,
  }),
  fc.record({
    op: fc.constant('transfer' as const),
    from: user,
    to: user,
    currency: fc.constantFrom(...CURRENCIES),
    amount,
    failure,
  }),
  fc.record({ op: fc.constant('spend' as const), user, amount: fc.bigInt({ min: 1n, max: 1500n }), failure }),
  fc.record({
    op: fc.constant('spendWithFee' as const),
    user,
    amount,
    fee: fc.bigInt({ min: 1n, max: 100n }),
    failure,
  }),
  fc.record({ op: fc.constant('refund' as const), which: fc.nat(), failure }),
  fc.record({ op: fc.constant('refund' as const), which: fc.nat(), failure }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

// One sequence run first, so that every operation is seen committing, failing half-way and (where
// it can) refused for want of balance, and a refund replayed, whatever the random ones do.
const EVERY_PATH: Operation[] = [
  { op: 'grant', user: 0, currency: 'KCASH', sub: 'earned', amount: 10n, failure: 'none' },
  { op: 'grant', user: 0, currency: 'USDT', sub: 'earned', amount: 5n, failure: 'after-first' },
  { op: 'transfer', from: 0, to: 1, currency: 'KPOINTS', amount: 100n, failure: 'none' },
  { op: 'transfer', from: 0, to: 1, currency: 'KPOINTS', amount: 100n, failure: 'after-all' },
  { op: 'transfer', from: 0, to: 1, currency: 'USDT', amount: 1000n, failure: 'none' },
  { op: 'spend', user: 1, amount: 200n, failure: 'none' },
  { op: 'spend', user: 1, amount: 100n, failure: 'after-first' },
  { op: 'spend', user: 1, amount: 1500n, failure: 'none' },
  { op: 'spendWithFee', user: 2, amount: 100n, fee: 10n, failure: 'none' },
  { op: 'spendWithFee', user: 2, amount: 100n, fee: 10n, failure: 'after-first' },
  { op: 'spendWithFee', user: 2, amount: 800n, fee: 100n, failure: 'none' },
  { op: 'refund', which: 0, failure: 'none' },
  { op: 'refund', which: 0, failure: 'none' },
  { op: 'refund', which: 1, failure: 'after-all' },
];

let database: Database;
let actorId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  actorId = (await createUser(database.db, { role: 'admin' })).id;
});
afterAll(() => database.close());

class InjectedFailure extends Error {}

/** The K-Cash key of a user's account in the model: K-Cash by sub-balance, others by currency. */
const keyOf = (currency: CurrencyId, sub?: KcashSubBalance) =>
  currency === 'KCASH' ? `KCASH:${sub}` : currency;

describe('the ledger under random sequences of movements', () => {
  it('never creates or loses value, never lets a user go below zero, and keeps balances equal to their postings', async () => {
    const db = database.db;
    const ledger = testLedger(db);
    // What happened over all runs, to show the sequences reach every path (not only refusals).
    const seen = new Map<string, number>();
    const saw = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1, maxLength: 14 }),
        async (operations: Operation[]) => {
          const ids = await Promise.all(Array.from({ length: USERS }, async () => (await createUser(db)).id));
          const model = ids.map(() => new Map<string, bigint>());
          const held = (u: number, key: string) => model[u]!.get(key) ?? 0n;
          const add = (u: number, key: string, delta: bigint) => model[u]!.set(key, held(u, key) + delta);
          // Every user starts with some of everything, so that spends and transfers often succeed.
          await db.transaction(async (tx) => {
            for (const [u, userId] of ids.entries())
              for (const currency of CURRENCIES)
                for (const sub of currency === 'KCASH' ? (['earned', 'purchased'] as const) : [undefined]) {
                  await ledger.grant(tx, {
                    actorId,
                    userId,
                    currency,
                    ...(sub ? { subBalance: sub } : {}),
                    amount: 500n,
                    reason: 'starting balance',
                  });
                  add(u, keyOf(currency, sub), 500n);
                }
          });
          const spends: { entry: Entry; user: number; split: Record<KcashSubBalance, bigint> }[] = [];
          const refunded = new Set<string>();

          for (const o of operations) {
            // What the model expects, and the changes to apply if the movement commits.
            let expectsInsufficient = false;
            const changes: [number, string, bigint][] = [];
            let onCommit = () => {};
            const outcome = await db
              .transaction(async (tx) => {
                const strike = (point: 'after-first' | 'after-all') => {
                  if (o.failure === point) throw new InjectedFailure(point);
                };
                switch (o.op) {
                  case 'grant': {
                    const sub = o.currency === 'KCASH' ? o.sub : undefined;
                    await ledger.grant(tx, {
                      actorId,
                      userId: ids[o.user]!,
                      currency: o.currency,
                      ...(sub ? { subBalance: sub } : {}),
                      amount: o.amount,
                      reason: 'property test',
                    });
                    changes.push([o.user, keyOf(o.currency, sub), o.amount]);
                    strike('after-first');
                    break;
                  }
                  case 'transfer': {
                    if (o.from === o.to) return 'skipped';
                    const sub = o.currency === 'KCASH' ? ('earned' as const) : undefined;
                    const key = keyOf(o.currency, sub);
                    expectsInsufficient = held(o.from, key) < o.amount;
                    const from = await ledger.userAccount(tx, ids[o.from]!, o.currency, sub);
                    const to = await ledger.userAccount(tx, ids[o.to]!, o.currency, sub);
                    await ledger.transfer(tx, {
                      kind: 'transfer',
                      cause: { type: 'test', id: 'p' },
                      from,
                      to,
                      amount: o.amount,
                    });
                    changes.push([o.from, key, -o.amount], [o.to, key, o.amount]);
                    strike('after-first');
                    break;
                  }
                  case 'spend':
                  case 'spendWithFee': {
                    const balances = {
                      earned: held(o.user, 'KCASH:earned'),
                      purchased: held(o.user, 'KCASH:purchased'),
                    };
                    const split = splitKcashSpend(balances, o.amount);
                    const after = split && {
                      earned: balances.earned - split.earned,
                      purchased: balances.purchased - split.purchased,
                    };
                    const feeSplit = o.op === 'spendWithFee' && after ? splitKcashSpend(after, o.fee) : null;
                    expectsInsufficient = !split || (o.op === 'spendWithFee' && !feeSplit);
                    const store = await ledger.systemAccount(tx, 'store', 'KCASH');
                    const entry = await ledger.spendKcash(tx, {
                      userId: ids[o.user]!,
                      amount: o.amount,
                      to: store,
                      kind: 'spend',
                      cause: { type: 'voucher', id: 'p' },
                    });
                    strike('after-first');
                    if (o.op === 'spendWithFee') {
                      const fees = await ledger.systemAccount(tx, 'fees', 'KCASH');
                      await ledger.spendKcash(tx, {
                        userId: ids[o.user]!,
                        amount: o.fee,
                        to: fees,
                        kind: 'spend',
                        cause: { type: 'fee', id: entry.id },
                      });
                    }
                    for (const s of [split, feeSplit])
                      if (s)
                        changes.push(
                          [o.user, 'KCASH:earned', -s.earned],
                          [o.user, 'KCASH:purchased', -s.purchased],
                        );
                    onCommit = () => spends.push({ entry, user: o.user, split: split! });
                    break;
                  }
                  case 'refund': {
                    if (spends.length === 0) return 'skipped';
                    const spend = spends[o.which % spends.length]!;
                    const refund = await ledger.reverse(tx, spend.entry.id, {
                      kind: 'refund',
                      cause: { type: 'voucher', id: 'p' },
                    });
                    expect(refund.isReplay).toBe(refunded.has(spend.entry.id));
                    if (refund.isReplay) saw('refund:replayed');
                    if (!refund.isReplay)
                      changes.push(
                        [spend.user, 'KCASH:earned', spend.split.earned],
                        [spend.user, 'KCASH:purchased', spend.split.purchased],
                      );
                    onCommit = () => refunded.add(spend.entry.id);
                    break;
                  }
                }
                strike('after-all');
                return 'committed';
              })
              .catch((error: unknown) => error);

            if (outcome === 'skipped') continue;
            saw(
              `${o.op}:${outcome instanceof AppError ? outcome.code : outcome instanceof Error ? 'injected' : outcome}`,
            );
            if (outcome === 'committed') {
              expect(expectsInsufficient, `${o.op} succeeded though the model says it cannot`).toBe(false);
              for (const [u, key, delta] of changes) add(u, key, delta);
              onCommit();
            } else if (outcome instanceof InjectedFailure) {
              expect(o.failure).not.toBe('none');
            } else {
              expect(outcome, `${o.op}: ${String(outcome)}`).toBeInstanceOf(AppError);
              expect((outcome as AppError).code).toBe('INSUFFICIENT_BALANCE');
              expect(expectsInsufficient, `${o.op} refused though the model has the balance`).toBe(true);
            }
          }

          for (const [u, id] of ids.entries()) {
            const stored = await storedBalances(db, id);
            for (const key of new Set([...Object.keys(stored), ...model[u]!.keys()]))
              expect(stored[key] ?? 0n, `user ${u} ${key}`).toBe(held(u, key));
          }
          expect(await ledger.verifyIntegrity()).toEqual({
            unbalancedCurrencies: [],
            negativeAccounts: [],
            balanceMismatches: [],
          });
        },
      ),
      { numRuns: 25, examples: [[EVERY_PATH]] },
    );
    for (const op of ['grant', 'transfer', 'spend', 'spendWithFee', 'refund'])
      for (const outcome of [
        'committed',
        'injected',
        ...(op === 'grant' || op === 'refund' ? [] : ['INSUFFICIENT_BALANCE']),
      ])
        expect(seen.get(`${op}:${outcome}`) ?? 0, `${op}:${outcome} never happened`).toBeGreaterThan(0);
    expect(seen.get('refund:replayed') ?? 0, 'no refund was ever replayed').toBeGreaterThan(0);
  });
});
