import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import type { Db, DbOrTx } from '../../db/client';
import { systemClock } from '../../platform/clock';
import { createTestDatabase } from '../../test/database';
import { createUser, fundUser } from '../../test/factories';
import { ledgerSize, storedBalances, testLedger } from '../../test/ledger.fixtures';
import type { Database } from '../../db/client';
import { createStoreRepository } from './store.repository';
import { createStoreService, type StoreCodes } from './store.service';
import { voucherCodes, voucherRedemptions } from './store.tables';

// The store service on the database directly, for what the api cannot stage: many different users
// at once on the last code, and a failure between taking a code and paying for it.

let database: Database;
let db: Db;
let actorId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  actorId = (await createUser(db)).id;
});
afterAll(() => database.close());

// These tests never send a one-time code: every voucher here is redeemed without one.
const NO_CODES: StoreCodes = {
  start: () => Promise.reject(new Error('no code expected')),
  check: () => Promise.reject(new Error('no code expected')),
  resend: () => Promise.reject(new Error('no code expected')),
  failure: () => new AppError('OTP_INVALID'),
};

type Ledger = ReturnType<typeof testLedger>;

function service(options: { ledger?: (real: Ledger) => Ledger; phoneNumber?: string | null } = {}) {
  const real = testLedger(db);
  return createStoreService({
    db,
    repository: createStoreRepository(db),
    ledger: options.ledger ? options.ledger(real) : real,
    users: {
      getUser: async (id: string) =>
        ({
          id,
          phoneNumber: options.phoneNumber === undefined ? '+919800000000' : options.phoneNumber,
        }) as never,
    },
    wallets: { assertHasWallet: async () => {} },
    codes: NO_CODES,
    // Sealing is the wallet module's AES-GCM, tested there; these tests look at who gets a code.
    sealer: {
      seal: (plaintext) => ({ keyVersion: 1, ciphertext: Buffer.from(plaintext).toString('base64url') }),
      open: (sealed) => Buffer.from(sealed.ciphertext, 'base64url').toString(),
    },
    hashKey: Buffer.alloc(32, 7),
    currencies: createCurrencyRegistry(),
    clock: systemClock,
  });
}

const once = <T>(work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>) =>
  db.transaction(work);

async function voucherWith(codes: number, price = '4', isOtpRequired = false) {
  return service().createVoucher({
    slug: `svc-${randomUUID().slice(0, 12)}`,
    title: 'Service test voucher',
    brand: 'Test',
    description: '',
    translations: {},
    imageUrl: null,
    price,
    currency: 'KCASH',
    isOtpRequired,
    isActive: true,
    codes: Array.from({ length: codes }, (_, i) => `SVC-${randomUUID().slice(0, 8)}-${i}`),
  });
}

async function fundedUser(amount: bigint) {
  const user = await createUser(db);
  await fundUser(db, { actorId, userId: user.id, currency: 'KCASH', amount });
  return user;
}

async function freeCodes(voucherId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ n: count() })
    .from(voucherCodes)
    .where(and(eq(voucherCodes.voucherId, voucherId), isNull(voucherCodes.redemptionId)));
  return row!.n;
}

async function redemptionsOf(voucherId: string) {
  return db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucherId));
}

async function expectSoundLedger() {
  expect(await testLedger(db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
}

describe('the last code', () => {
  it('goes to exactly one of 200 users redeeming it at once, who alone pays', async () => {
    const voucher = await voucherWith(1, '4');
    const users = await Promise.all(Array.from({ length: 200 }, () => fundedUser(1000n)));
    const store = service();
    const results = await Promise.allSettled(
      users.map((user) =>
        store.redeem(
          {
            userId: user.id,
            voucherId: voucher.id,
            requestKey: randomUUID(),
            asker: { ip: '10.0.0.1', language: 'en' },
          },
          once,
        ),
      ),
    );
    const won = results.flatMap((r, i) =>
      r.status === 'fulfilled' ? [{ user: users[i]!, redemption: r.value }] : [],
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(won).toHaveLength(1);
    expect(won[0]!.redemption.status).toBe('completed');
    for (const reason of refused) expect(reason).toMatchObject({ code: 'VOUCHER_OUT_OF_STOCK' });

    expect(await freeCodes(voucher.id)).toBe(0);
    expect((await redemptionsOf(voucher.id)).map((r) => [r.userId, r.status])).toEqual([
      [won[0]!.user.id, 'completed'],
    ]);
    for (const user of users)
      expect((await storedBalances(db, user.id))['KCASH:earned']).toBe(
        user.id === won[0]!.user.id ? 600n : 1000n,
      );
    const code = await store.getRedemption(won[0]!.user.id, won[0]!.redemption.id);
    expect(code.code).toMatch(/^SVC-/);
    await expectSoundLedger();
  });
});

describe('a failure between taking the code and paying', () => {
  async function expectNothingLeft(
    voucherId: string,
    userId: string,
    before: Awaited<ReturnType<typeof ledgerSize>>,
  ) {
    expect(await freeCodes(voucherId)).toBe(1);
    expect(await redemptionsOf(voucherId)).toEqual([]);
    expect(await ledgerSize(db)).toEqual(before);
    expect(await storedBalances(db, userId)).toEqual({ 'KCASH:earned': 500n });
    await expectSoundLedger();
  }

  it('a thrown error leaves neither the code handed out nor the price paid', async () => {
    const voucher = await voucherWith(1);
    const user = await fundedUser(500n);
    const before = await ledgerSize(db);
    let codeWasTaken = false;
    const broken = service({
      ledger: (real) => ({
        ...real,
        async spendKcash(tx) {
          codeWasTaken = (await freeCodes(voucher.id, tx)) === 0;
          throw new Error('injected: the process died between the code and the payment');
        },
      }),
    });
    await expect(
      broken.redeem(
        {
          userId: user.id,
          voucherId: voucher.id,
          requestKey: randomUUID(),
          asker: { ip: '10.0.0.1', language: 'en' },
        },
        once,
      ),
    ).rejects.toThrow('injected');
    expect(codeWasTaken).toBe(true);
    await expectNothingLeft(voucher.id, user.id, before);

    // And the same redemption then goes through whole.
    const done = await service().redeem(
      {
        userId: user.id,
        voucherId: voucher.id,
        requestKey: randomUUID(),
        asker: { ip: '10.0.0.1', language: 'en' },
      },
      once,
    );
    expect(done.status).toBe('completed');
    expect(await storedBalances(db, user.id)).toEqual({ 'KCASH:earned': 100n, 'KCASH:purchased': 0n });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a dropped connection leaves neither the code handed out nor the price paid',
    async () => {
      const voucher = await voucherWith(1);
      const user = await fundedUser(500n);
      const before = await ledgerSize(db);
      const dropped = service({
        ledger: (real) => ({
          ...real,
          async spendKcash(tx) {
            // The server ends this very connection mid-transaction, as a crash or a failover would.
            await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
            throw new Error('unreachable: the connection is gone');
          },
        }),
      });
      await expect(
        dropped.redeem(
          {
            userId: user.id,
            voucherId: voucher.id,
            requestKey: randomUUID(),
            asker: { ip: '10.0.0.1', language: 'en' },
          },
          once,
        ),
      ).rejects.toThrow();
      await expectNothingLeft(voucher.id, user.id, before);
    },
  );
});

describe('a voucher confirmed by a one-time code', () => {
  it('needs a phone number to send it to, and moves nothing without one', async () => {
    const voucher = await voucherWith(1, '1', true);
    const user = await fundedUser(500n);
    const before = await ledgerSize(db);
    await expect(
      service({ phoneNumber: null }).redeem(
        {
          userId: user.id,
          voucherId: voucher.id,
          requestKey: randomUUID(),
          asker: { ip: '10.0.0.1', language: 'en' },
        },
        once,
      ),
    ).rejects.toMatchObject({ code: 'PHONE_NUMBER_REQUIRED', statusCode: 422 });
    expect(await ledgerSize(db)).toEqual(before);
    expect(await redemptionsOf(voucher.id)).toEqual([]);
  });
});
