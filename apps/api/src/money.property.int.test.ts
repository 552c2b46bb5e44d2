import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCurrencyRegistry, parseAmount } from '@kp/domain/currencies';
import { earnings, ledgerEntries } from './db/schema';
import { signWebhook } from './providers/payments/webhook-signature';
import { createTestApp, type TestApp } from './test/app';
import { signedInUser } from './test/factories';
import { testLedger } from './test/ledger.fixtures';
import { signInByPhone } from './test/sign-in';

// Every way value moves, through the api as clients call it, in random order: operators' grants,
// swaps, purchases (the payment provider's webhook), store redemptions, collections of earnings
// and refunds (reversals), some of them failing half-way: the database refuses the business
// row's write after the ledger has posted, in the same transaction (a trigger switched on for
// one step), and the request is then retried with its Idempotency-Key. A model of the user's
// balances, kept from the answers alone, must equal what the api reads, and the ledger must stay
// sound (postings sum to zero, no negative balance, balances equal their postings).

const SECRET = 'whsec_property_0123456789abcdef0123456789ab';
const ADMIN_WAID = '919000000001';
const currencies = createCurrencyRegistry();
const KCASH = currencies.findByCode('KCASH')!;
const USDT = currencies.findByCode('USDT')!;
const KPOINTS = currencies.findByCode('KPOINTS')!;
type Code = 'KCASH' | 'USDT' | 'KPOINTS';
const BY_CODE = { KCASH, USDT, KPOINTS } as const;
const units = (amount: string, code: Code) =>
  amount.startsWith('-')
    ? -parseAmount(amount.slice(1), BY_CODE[code], { allowZero: true })
    : parseAmount(amount, BY_CODE[code], { allowZero: true });

/** The tables whose write comes after the ledger's in each movement: the fault points. */
const FAULT_TABLES = ['swaps', 'payment_orders', 'voucher_redemptions', 'earnings'] as const;

let t: TestApp;
let base: string;
let admin: string;
let user: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`,
      PAYMENTS_SANDBOX_WEBHOOK_SECRET: SECRET,
      SWAP_MIN_USDT: '0.01',
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  void base;
  // A test-only fault switch: while a table is listed, writing to it fails, inside whatever
  // transaction is writing (so everything that transaction did before rolls back with it).
  await t.database.db.execute(sql`create table test_faults (table_name text primary key)`);
  await t.database.db.execute(sql`
    create function test_fault() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_faults where table_name = tg_table_name) then
        raise exception 'injected fault on %', tg_table_name;
      end if;
      return new;
    end $$`);
  for (const table of FAULT_TABLES) {
    await t.database.db.execute(
      sql.raw(
        `create trigger test_fault before insert or update on ${table} for each row execute function test_fault()`,
      ),
    );
  }
  admin = (await signInByPhone(t.app, ADMIN_WAID)).accessToken;
  // A user in Brazil: collecting needs no KYC there (India's tax is the earnings' own property test).
  user = await signedInUser(t.app, { country: 'BR' });
  // Something to spend from the start (sequences may add more), so most swaps and redemptions pass.
  for (const [currency, amount] of [
    ['USDT', '40'],
    ['KCASH', '200'],
  ] as const) {
    const res = await request('POST', '/api/admin/ledger/grants', {
      token: admin,
      key: randomUUID(),
      payload: {
        userId: user.id,
        currency,
        amount,
        ...(currency === 'KCASH' && { subBalance: 'purchased' }),
        reason: 'starting balance',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 120_000);
afterAll(() => t?.close());

const setFault = async (table: (typeof FAULT_TABLES)[number] | null) => {
  await t.database.db.execute(sql`delete from test_faults`);
  if (table) await t.database.db.execute(sql`insert into test_faults values (${table})`);
};

type Answer = { statusCode: number; body: string; json(): { data: Record<string, unknown> } };

function request(
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: object; key?: string; token?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${options.token ?? user.token}`,
      ...(options.key && { 'idempotency-key': options.key }),
    },
    ...(options.payload && { payload: options.payload }),
  }) as Promise<Answer>;
}

/** How often each kind of movement went through, and how many were broken half-way first. */
const seen = new Map<string, number>();
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

/** A value-moving request, once with the fault on (must fail whole), then again with its key. */
async function move(
  fault: (typeof FAULT_TABLES)[number] | null,
  send: (key: string) => Promise<Answer>,
): Promise<Answer> {
  const key = randomUUID();
  if (fault) {
    await setFault(fault);
    const broken = await send(key);
    await setFault(null);
    expect(broken.statusCode, broken.body).toBeGreaterThanOrEqual(400);
    count('broken');
  }
  return send(key);
}

const operation = fc.oneof(
  fc.record({
    op: fc.constant('grant' as const),
    currency: fc.constantFrom<Code>('KCASH', 'USDT', 'KPOINTS'),
    amount: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({
    op: fc.constant('swap' as const),
    cents: fc.integer({ min: 1, max: 900 }),
    isBroken: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('purchase' as const),
    inr: fc.integer({ min: 100, max: 2_000 }),
    isBroken: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('redeem' as const),
    price: fc.integer({ min: 1, max: 3_000 }),
    isBroken: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('collect' as const),
    amount: fc.integer({ min: 1, max: 4_000 }),
    isBroken: fc.boolean(),
  }),
  fc.record({ op: fc.constant('refund' as const), which: fc.nat(), isBroken: fc.boolean() }),
);

async function readBalances(): Promise<Record<Code, bigint>> {
  const res = await request('GET', '/api/wallets/balance');
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().data.balances as { currency: string; balance: string }[];
  const of = (code: Code) => units(rows.find((r) => r.currency === code)?.balance ?? '0', code);
  return { KCASH: of('KCASH'), USDT: of('USDT'), KPOINTS: of('KPOINTS') };
}

describe('money under random sequences of every movement, some failing half-way', () => {
  it('moves exactly what the answers say, once, and keeps the ledger sound', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        run++;
        const model = await readBalances();
        // What each successful movement did to the user, by its ledger entry (for refunds).
        const moved = new Map<string, Partial<Record<Code, bigint>>>();
        const apply = (delta: Partial<Record<Code, bigint>>, sign = 1n) => {
          for (const [code, amount] of Object.entries(delta) as [Code, bigint][])
            model[code] += sign * amount;
        };
        for (const [index, step] of operations.entries()) {
          if (step.op === 'grant') {
            const amount = String(step.amount);
            const res = await request('POST', '/api/admin/ledger/grants', {
              token: admin,
              key: randomUUID(),
              payload: {
                userId: user.id,
                currency: step.currency,
                amount,
                ...(step.currency === 'KCASH' && { subBalance: 'earned' }),
                reason: 'property test grant',
              },
            });
            expect(res.statusCode, res.body).toBe(201);
            const delta = { [step.currency]: units(amount, step.currency) };
            apply(delta);
            count(step.op);
            moved.set(res.json().data.entryId as string, delta);
          } else if (step.op === 'swap') {
            const amount = (step.cents / 100).toFixed(2);
            const res = await move(step.isBroken ? 'swaps' : null, (key) =>
              request('POST', '/api/swap', { key, payload: { amount } }),
            );
            if (res.statusCode === 422) {
              expect(model.USDT).toBeLessThan(units(amount, 'USDT'));
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            const data = res.json().data as { amount: string; receiveAmount: string; entryId: string };
            const delta = { USDT: -units(data.amount, 'USDT'), KCASH: units(data.receiveAmount, 'KCASH') };
            expect(delta.USDT).toBe(-units(amount, 'USDT'));
            apply(delta);
            count(step.op);
            moved.set(data.entryId, delta);
          } else if (step.op === 'purchase') {
            const placed = await request('POST', '/api/onramp/swap', {
              key: randomUUID(),
              payload: { fiatCurrency: 'INR', fiatAmount: String(step.inr) },
            });
            expect(placed.statusCode, placed.body).toBe(201);
            const { order, checkoutUrl } = placed.json().data as {
              order: { id: string; fiatAmount: string; fiatCurrency: string; receiveAmount: string };
              checkoutUrl: string;
            };
            const deliver = () => {
              const now = Math.floor(Date.now() / 1000);
              const body = JSON.stringify({
                id: `evt_${randomUUID()}`,
                type: 'payment.succeeded',
                created: now,
                data: {
                  session: checkoutUrl.split('/').pop(),
                  reference: order.id,
                  amount: Math.round(Number(order.fiatAmount) * 100),
                  currency: order.fiatCurrency,
                  status: 'succeeded',
                  failure_reason: null,
                },
              });
              return t.app.inject({
                method: 'POST',
                url: '/api/payments/webhooks/sandbox',
                headers: {
                  'content-type': 'application/json',
                  'sandbox-signature': signWebhook(SECRET, body, now),
                },
                payload: body,
              }) as Promise<Answer>;
            };
            if (step.isBroken) {
              await setFault('payment_orders');
              const broken = await deliver();
              await setFault(null);
              expect(broken.statusCode, broken.body).toBeGreaterThanOrEqual(400);
              count('broken');
            }
            // The provider delivers again (and again: a duplicate must credit nothing more).
            for (let i = 0; i < 2; i++) {
              const res = await deliver();
              expect(res.statusCode, res.body).toBeLessThan(300);
            }
            const read = await request('GET', `/api/onramp/orders/${order.id}`);
            const done = read.json().data as {
              status: string;
              entryId: string | null;
              receiveAmount: string;
            };
            expect(done.status).toBe('success');
            const delta = { KCASH: units(order.receiveAmount, 'KCASH') };
            apply(delta);
            count(step.op);
            moved.set(done.entryId!, delta);
          } else if (step.op === 'redeem') {
            const price = (step.price / 100).toFixed(2);
            const created = await request('POST', '/api/admin/vouchers', {
              token: admin,
              payload: {
                slug: `property-${run}-${index}-${randomUUID().slice(0, 8)}`,
                title: 'Property voucher',
                brand: 'Test',
                price,
                currency: 'KCASH',
                isOtpRequired: false,
                codes: [`CODE-${randomUUID()}`],
              },
            });
            expect(created.statusCode, created.body).toBe(201);
            const voucherId = created.json().data.id as string;
            const res = await move(step.isBroken ? 'voucher_redemptions' : null, (key) =>
              request('POST', `/api/vouchers/${voucherId}/redeem`, { key, payload: {} }),
            );
            if (res.statusCode === 422) {
              expect(model.KCASH).toBeLessThan(units(price, 'KCASH'));
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            const redemption = res.json().data as { id: string; status: string };
            expect(redemption.status).toBe('completed');
            const [entry] = await t.database.db
              .select({ id: ledgerEntries.id })
              .from(ledgerEntries)
              .where(
                and(
                  eq(ledgerEntries.causeType, 'voucher_redemption'),
                  eq(ledgerEntries.causeId, redemption.id),
                ),
              );
            const delta = { KCASH: -units(price, 'KCASH') };
            apply(delta);
            count(step.op);
            moved.set(entry!.id, delta);
          } else if (step.op === 'collect') {
            const amount = String(step.amount);
            const awarded = await request('POST', '/api/admin/earnings', {
              token: admin,
              key: randomUUID(),
              payload: {
                userId: user.id,
                source: 'quest',
                sourceId: randomUUID(),
                earningType: 'KCASH',
                amount,
                title: 'Property quest',
                reason: 'property test award',
              },
            });
            expect(awarded.statusCode, awarded.body).toBe(201);
            const earningId = awarded.json().data.id as string;
            const res = await move(step.isBroken ? 'earnings' : null, (key) =>
              request('POST', `/api/platform-simplified-payments/collect-earning/user/collect/${earningId}`, {
                key,
                payload: {},
              }),
            );
            expect(res.statusCode, res.body).toBe(200);
            const [entry] = await t.database.db
              .select({ id: earnings.creditEntryId, status: earnings.status })
              .from(earnings)
              .where(eq(earnings.id, earningId));
            expect(entry!.status).toBe('credited');
            const delta = { KCASH: units(amount, 'KCASH') };
            apply(delta);
            count(step.op);
            moved.set(entry!.id!, delta);
          } else {
            const entries = [...moved.keys()];
            if (entries.length === 0) continue;
            const entryId = entries[step.which % entries.length]!;
            const ledger = testLedger(t.database.db);
            try {
              const reversal = await t.database.db.transaction(async (tx) => {
                const entry = await ledger.reverse(tx, entryId, {
                  kind: 'refund',
                  cause: { type: 'property_refund', id: entryId },
                  memo: 'Refund',
                });
                if (step.isBroken) throw new Error('injected failure after the refund');
                return entry;
              });
              if (!reversal.isReplay) apply(moved.get(entryId)!, -1n);
              count('refund');
            } catch (error) {
              const message = (error as Error).message;
              // A refund the user's balance cannot cover is refused whole, like the broken one
              // (a refund tried all the same: the sequences exercised it).
              expect(message).toMatch(/injected failure|Not enough/);
              if (/Not enough/.test(message)) count('refund');
            }
          }
        }
        expect(await readBalances()).toEqual(model);
        expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
          unbalancedCurrencies: [],
          negativeAccounts: [],
          balanceMismatches: [],
        });
      }),
      { numRuns: 12 },
    );
    // The sequences did exercise every movement, and failures half-way.
    for (const what of ['grant', 'swap', 'purchase', 'redeem', 'collect', 'refund', 'broken'])
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
  }, 600_000);
});
