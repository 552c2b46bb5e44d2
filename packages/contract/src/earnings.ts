import { z } from 'zod';
import { EARNING_STATUSES } from '@kp/domain/campaigns';
import { EARNING_EVENTS, EARNING_SOURCE_ID, EARNING_SOURCES, EARNING_TITLE } from '@kp/domain/earnings';
import { REGIONS } from '@kp/domain/locations';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery, pageQuery, storedError, text } from './route';

/**
 * Collect earnings (spec sections 1, 3 and 7: "platform-simplified-payments collect-earning
 * user": list, aggregate, tax-info, collect one, collect all). An earning is what a quest, a
 * campaign, a tournament or a referral gave a user, reserved for them until they collect it.
 * Amounts are decimal strings in the currency's units (see ledger.ts); the earning type is the
 * code of its currency (KCASH, USDT, the reward token's code, KPOINTS). Tax values (India's
 * withholding) are K-Cash with three decimals, USDT counted at 1 USDT = 1000 K-Cash.
 */

const earningTypeCode = text()
  .min(1)
  .max(20)
  .describe("the earning's currency code: KCASH, USDT, the reward token code or KPOINTS");

const taxValue = z
  .string()
  .regex(/^-?\d+\.\d{3}$/)
  .describe('K-Cash with three decimals (USDT counted at 1 USDT = 1000 K-Cash)');

/** One step of an earning's way: created, distributing, credited (with its entry), expired, failed (why). */
export const earningHistoryEvent = z.object({
  event: z.enum(EARNING_EVENTS),
  at: z.iso.datetime(),
  ledgerEntryId: z.uuid().nullable().describe('the movement of this step, if it moved value'),
  reason: z.string().nullable().describe('why a payout failed'),
  reasonError: storedError
    .optional()
    .describe("the reason's code and parameters, when the catalogue has its words (the client words them)"),
});
export type EarningHistoryEvent = z.output<typeof earningHistoryEvent>;

/** One earning of the signed-in user. */
export const earning = z.object({
  id: z.uuid(),
  source: z.enum(EARNING_SOURCES),
  sourceId: z.string(),
  title: z.string(),
  earningType: z.string().describe('the currency code'),
  currencyName: z.string(),
  scale: z.number().int().min(0),
  amount: amountString.describe('gross: what was earned'),
  status: z.enum(EARNING_STATUSES),
  failureReason: z.string().nullable(),
  failureError: storedError
    .optional()
    .describe(
      "failureReason's code and parameters, when the catalogue has its words (the client words them)",
    ),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  collectedAt: z.iso.datetime().nullable(),
  taxWithheld: amountString.describe('0 unless tax was withheld at collection'),
  netAmount: amountString.describe('what the user received (or will): gross less tax'),
  tax: z
    .object({
      section: z.string(),
      rateBps: z.number().int().min(0).max(10_000),
      financialYear: z.string(),
      taxedValue: taxValue.nullable().describe('the net winnings this collection was taxed on'),
    })
    .nullable()
    .describe('India: how the withholding was worked out; null where none applied'),
  ledgerEntryId: z.uuid().nullable().describe('the movement that credited it'),
  history: z.array(earningHistoryEvent),
});
export type Earning = z.output<typeof earning>;

const statusAmounts = z.object(
  Object.fromEntries(EARNING_STATUSES.map((s) => [s, amountString])) as Record<
    (typeof EARNING_STATUSES)[number],
    typeof amountString
  >,
);
const statusCounts = z.object(
  Object.fromEntries(EARNING_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<
    (typeof EARNING_STATUSES)[number],
    z.ZodNumber
  >,
);

/** The totals of one earning type. */
export const earningTotals = z.object({
  earningType: z.string(),
  currencyName: z.string(),
  scale: z.number().int().min(0),
  amounts: statusAmounts.describe('gross amounts by status'),
  counts: statusCounts,
  collectable: amountString.describe('ready to collect, and failed payouts that may be collected again'),
  taxWithheld: amountString,
  netCollected: amountString.describe('what collections credited, tax taken off'),
});
export type EarningTotals = z.output<typeof earningTotals>;

export const earningsAggregate = z.object({
  totals: z.array(earningTotals).describe('every earning type, also those with no earnings'),
  collectableCount: z.number().int().min(0),
});
export type EarningsAggregate = z.output<typeof earningsAggregate>;

/** What the withholding rule is for this user, and where the financial year stands. */
export const earningsTaxInfo = z.object({
  region: z.enum(REGIONS),
  isWithholding: z.boolean().describe('whether tax is withheld when this user collects (India)'),
  section: z.string(),
  rateBps: z.number().int().min(0).max(10_000),
  financialYear: z.object({ label: z.string(), startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }),
  winningsCollected: taxValue.describe('A: winnings collected this financial year'),
  deposits: taxValue.describe('B: K-Cash bought this financial year'),
  netWinningsTaxed: taxValue.describe('D: net winnings already taxed this financial year'),
  untaxedAllowance: taxValue.describe('winnings that may still be collected before tax applies'),
  taxWithheld: z.array(z.object({ earningType: z.string(), amount: amountString })),
  kyc: z.object({
    required: z.boolean().describe('the region requires KYC before collecting'),
    verified: z.boolean(),
  }),
});
export type EarningsTaxInfo = z.output<typeof earningsTaxInfo>;

/** What a collect-all did: the earnings it took, and where each one stands now. */
export const earningsCollection = z.object({
  batchId: z.uuid(),
  total: z.number().int().min(0),
  credited: z.number().int().min(0),
  failed: z.number().int().min(0),
  distributing: z.number().int().min(0).describe('still being paid out; the page follows them'),
  earnings: z.array(earning),
});
export type EarningsCollection = z.output<typeof earningsCollection>;

export const listEarnings = defineRoute({
  ...ENDPOINTS.listEarnings,
  summary: "The signed-in user's earnings, newest first, optionally of one status or earning type",
  tags: ['earnings'],
  access: 'user',
  querystring: z
    .object({
      status: z.enum(EARNING_STATUSES).optional(),
      earningType: earningTypeCode.optional(),
      ...pageQuery,
    })
    .strict(),
  response: {
    200: envelope(
      z.object({
        earnings: z.array(earning),
        total: z.number().int().min(0),
        nextOffset: z.number().int().min(0).nullable(),
      }),
    ),
  },
});

export const getEarningsAggregate = defineRoute({
  ...ENDPOINTS.getEarningsAggregate,
  summary: "The signed-in user's earnings added up by earning type and status",
  tags: ['earnings'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(earningsAggregate) },
});

export const getEarningsTaxInfo = defineRoute({
  ...ENDPOINTS.getEarningsTaxInfo,
  summary:
    "The tax withheld when the signed-in user collects (India: section 194BA on net winnings), and this financial year's figures",
  tags: ['earnings'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(earningsTaxInfo) },
});

export const collectEarning = defineRoute({
  ...ENDPOINTS.collectEarning,
  summary:
    'Collect one earning: credited to the balance, tax withheld where the law asks. Needs an Idempotency-Key header: a replay returns the first answer',
  tags: ['earnings'],
  access: 'user',
  idempotent: true,
  params: z.object({ earningId: z.uuid() }).strict(),
  response: { 200: envelope(earning) },
});

export const collectAllEarnings = defineRoute({
  ...ENDPOINTS.collectAllEarnings,
  summary:
    'Collect every earning ready to collect: each is paid out in turn (202 while some are still being paid). Needs an Idempotency-Key header',
  tags: ['earnings'],
  access: 'user',
  idempotent: true,
  response: { 200: envelope(earningsCollection), 202: envelope(earningsCollection) },
});

export const adminAwardEarningInput = z
  .object({
    userId: z.uuid(),
    source: z.enum(EARNING_SOURCES),
    sourceId: text({ trim: true }).min(EARNING_SOURCE_ID.min).max(EARNING_SOURCE_ID.max),
    earningType: earningTypeCode,
    amount: text().min(1).max(64).describe("a positive decimal string, at most the currency's decimals"),
    title: text({ trim: true }).min(EARNING_TITLE.min).max(EARNING_TITLE.max),
    expiresAt: z.iso
      .datetime()
      .nullish()
      .describe('when it expires if not collected; the default applies if absent'),
    reason: text({ multiline: true, trim: true }).min(5).max(500).describe('kept for audit'),
  })
  .strict();
export type AdminAwardEarningInput = z.output<typeof adminAwardEarningInput>;

export const adminAwardEarning = defineRoute({
  ...ENDPOINTS.adminAwardEarning,
  summary:
    'Operators: award a user an earning (reserved from the treasury until collected), audited. Needs an Idempotency-Key header',
  tags: ['admin'],
  access: 'admin',
  idempotent: true,
  body: adminAwardEarningInput,
  response: { 201: envelope(earning.extend({ userId: z.uuid(), awardedBy: z.uuid(), reason: z.string() })) },
});
