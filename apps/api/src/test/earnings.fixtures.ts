import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Earning } from '@kp/contract/earnings';
import { createCurrencyRegistry, type CurrencyId } from '@kp/domain/currencies';
import { verhoeffCheckDigit } from '@kp/domain/kyc';
import type { Db } from '../db/client';
import { earnings, ledgerAccounts } from '../db/schema';
import { systemClock, type Clock } from '../platform/clock';
import type { Once } from '../platform/idempotency';
import type { KycGate, KycPayoutStatus } from '../modules/kyc/kyc-gate';
import { createEarningsRepository, type EarningsRepository } from '../modules/earnings/earnings.repository';
import {
  createEarningsService,
  ledgerDeposits,
  type DepositsReader,
} from '../modules/earnings/earnings.service';
import type { LedgerService } from '../modules/ledger/ledger.service';
import { testLedger } from './ledger.fixtures';

/**
 * A KYC gate for tests only: it answers what the test says (a region, required, verified) without
 * the KYC module. Tests of the real flow go through the KYC routes instead.
 */
export function createTestKycGate(answer: KycPayoutStatus | ((userId: string) => KycPayoutStatus)): KycGate {
  return {
    payoutStatus: async (_tx, userId) => (typeof answer === 'function' ? answer(userId) : answer),
  };
}

export type TestKycStatus = KycPayoutStatus;

/** The test gate's usual answers. */
export const TEST_KYC = {
  indiaVerified: { country: 'IN', region: 'IN', required: true, verified: true },
  indiaUnverified: { country: 'IN', region: 'IN', required: true, verified: false },
  elsewhere: { country: 'DE', region: 'Others', required: false, verified: false },
  unknown: { country: null, region: 'Others', required: false, verified: false },
} as const satisfies Record<string, KycPayoutStatus>;

/** The earnings service on a test database, built as the api builds it, with a test KYC gate. */
export function testEarnings(
  db: Db,
  options: {
    kycGate: KycGate;
    clock?: Clock;
    ledger?: LedgerService;
    repository?: (real: EarningsRepository) => EarningsRepository;
    deposits?: DepositsReader;
    taxRateBps?: number;
    log?: { error(object: object, message: string): void };
  },
) {
  const clock = options.clock ?? systemClock;
  const ledger = options.ledger ?? testLedger(db, { clock });
  const currencies = createCurrencyRegistry();
  const real = createEarningsRepository(db);
  return {
    ledger,
    service: createEarningsService({
      db,
      repository: options.repository ? options.repository(real) : real,
      ledger,
      kycGate: options.kycGate,
      deposits: options.deposits ?? ledgerDeposits(ledger, currencies),
      currencies,
      clock,
      log: options.log ?? { error: () => {} },
      taxRateBps: options.taxRateBps ?? 3000,
      defaultExpiryDays: 90,
    }),
  };
}

/** Runs work in a transaction, as the idempotent request would. */
export function inTransaction(db: Db): Once {
  return (work) => db.transaction(work);
}

/**
 * The reward pool holds exactly what is reserved: in every currency, its balance is the sum of
 * the earnings not yet credited or expired.
 */
export async function expectRewardPoolMatchesEarnings(db: Db): Promise<void> {
  const pools = await db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.systemName, 'reward_pool'));
  const reserved = await db
    .select({ currency: earnings.currency, total: sql<string>`sum(${earnings.amount})::text` })
    .from(earnings)
    .where(inArray(earnings.status, ['pending', 'distributing', 'failed']))
    .groupBy(earnings.currency);
  const byCurrency = (rows: { currency: string }[], value: (r: never) => bigint) =>
    Object.fromEntries(rows.map((r) => [r.currency, value(r as never)]).filter(([, v]) => v !== 0n));
  expect(byCurrency(pools, (r: { balance: bigint }) => r.balance)).toEqual(
    byCurrency(reserved, (r: { total: string }) => BigInt(r.total)),
  );
}

/** The status of one earning as stored. */
export async function storedEarning(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(earnings)
    .where(and(eq(earnings.id, id)));
  return row!;
}

/** Awards an earning through the operators' route; its answer's data. */
export async function awardByAdmin(
  app: FastifyInstance,
  adminToken: string,
  input: {
    userId: string;
    earningType?: string;
    amount?: string;
    source?: string;
    sourceId?: string;
    title?: string;
    expiresAt?: string | null;
  },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/earnings',
    headers: { authorization: `Bearer ${adminToken}`, 'idempotency-key': randomUUID() },
    payload: {
      source: 'quest',
      sourceId: randomUUID(),
      earningType: 'KCASH',
      amount: '100',
      title: 'Test quest',
      reason: 'test award',
      ...input,
    },
  });
  if (res.statusCode !== 201) throw new Error(`award failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Earning & { userId: string; awardedBy: string; reason: string };
}

/** An earning awarded straight through the service (no request), in minor units. */
export async function awardDirect(
  db: Db,
  service: ReturnType<typeof testEarnings>['service'],
  userId: string,
  currency: CurrencyId,
  amount: bigint,
  extra: { expiresAt?: Date | null; source?: 'quest' | 'campaign' | 'tournament' | 'referral' } = {},
) {
  const { earning } = await db.transaction((tx) =>
    service.award(tx, {
      userId,
      source: extra.source ?? 'quest',
      sourceId: randomUUID(),
      currency,
      amount,
      title: 'Test earning',
      ...(extra.expiresAt === undefined ? {} : { expiresAt: extra.expiresAt }),
    }),
  );
  return earning;
}

/** A valid Aadhaar number for the sandbox (its check digit computed). */
export function sandboxAadhaar(): string {
  // Digits 1 to 8 only: the sandbox's test values (…0000, …9999) are never drawn.
  const random = Array.from({ length: 7 }, () => 1 + Math.floor(Math.random() * 8)).join('');
  const body = `2345${random}`;
  return `${body}${verhoeffCheckDigit(body)}`;
}

/** A personal PAN the sandbox finds in the name given. */
export function sandboxPan(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(2000 + Math.floor(Math.random() * 7000));
  return `${pick()}${pick()}${pick()}P${pick()}${digits}${pick()}`;
}

/**
 * Completes India's KYC through the KYC module's own routes and its sandbox (PAN, Aadhaar, bank
 * account), waiting for each check to be answered; the app must run with KYC_SANDBOX_DELAY_MS=0.
 */
export async function completeIndiaKyc(
  app: FastifyInstance,
  accessToken: string,
  clock?: { advance(ms: number): void },
): Promise<void> {
  const headers = { authorization: `Bearer ${accessToken}`, 'idempotency-key': randomUUID() };
  const name = 'Asha Gamer';
  const steps: { url: string; payload: object; document: string }[] = [
    { url: '/api/kyc/verify-pan', payload: { pan: sandboxPan(), name }, document: 'pan' },
    { url: '/api/kyc/verify-aadhaar', payload: { aadhaar: sandboxAadhaar() }, document: 'aadhaar' },
    {
      url: '/api/kyc/verify-bank',
      payload: { accountNumber: '123456781234', ifsc: 'HDFC0001234' },
      document: 'bank',
    },
  ];
  for (const step of steps) {
    const res = await app.inject({ method: 'POST', url: step.url, headers, payload: step.payload });
    if (res.statusCode !== 202) throw new Error(`${step.url}: ${res.statusCode} ${res.body}`);
    for (let attempt = 0; ; attempt++) {
      const status = await app.inject({ method: 'GET', url: '/api/kyc/status', headers });
      const doc = (status.json().data.documents as { document: string; status: string }[]).find(
        (d) => d.document === step.document,
      );
      if (doc?.status === 'verified') break;
      if (doc?.status === 'rejected' || attempt > 100)
        throw new Error(`KYC ${step.document} not verified: ${status.body}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The sandbox's notification may arrive before the check's transaction commits (PostgreSQL):
      // the reconciliation job settles it then, once the clock has moved past its submission.
      if (attempt % 5 === 4) {
        clock?.advance(1);
        await app.jobs.find((j) => j.name === 'kyc-checks')?.run();
      }
    }
  }
}
