import { z } from 'zod';
import {
  KCASH_SUB_BALANCES,
  LEDGER_ENTRY_KINDS,
  LEDGER_MEMO_KEYS,
  type LedgerMemoKey,
} from '@kp/domain/ledger';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * Balances and movements of the ledger. Amounts travel as decimal strings in the currency's
 * units ('12.50', '-3'), never as JSON numbers: they are exact integers of minor units on the
 * server (see @kp/domain/currencies for the scales). Currencies travel by code: KCASH, the
 * reward token's configured code (KRT by default), KPOINTS and USDT.
 */

const INT8_MAX = 2n ** 63n - 1n;

/** An amount as the api writes it: all the currency's decimals, a leading '-' when negative. */
export const amountString = text()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe("a decimal string in the currency's units, e.g. '12.50'");

/** An amount as a client sends it: checked against the currency's rules by the api (INVALID_AMOUNT). */
const amountInput = text()
  .min(1)
  .max(64)
  .describe("a positive decimal string, at most the currency's decimals, e.g. '12.50'");

const currencyCode = text().min(1).max(20).describe('KCASH, the reward token code, KPOINTS or USDT');

/** One currency's balance of the signed-in user. */
export const walletBalance = z.object({
  currency: z.string(),
  name: z.string(),
  scale: z.number().int().min(0).describe('decimals of the currency'),
  balance: amountString,
  subBalances: z
    .object({ earned: amountString, purchased: amountString })
    .optional()
    .describe('K-Cash only: the earned and the purchased parts of the balance'),
});
export type WalletBalance = z.output<typeof walletBalance>;
export type TokenBalance = WalletBalance;

/** One movement of one of the user's accounts (a posting of a ledger entry). */
export const ledgerTransaction = z.object({
  id: z.string().describe('the posting; also the paging cursor'),
  entryId: z.uuid(),
  kind: z.string(),
  currency: z.string(),
  amount: amountString.describe('signed: positive in, negative out'),
  subBalance: z.enum(KCASH_SUB_BALANCES).nullable(),
  cause: z.object({ type: z.string(), id: z.string() }).describe('what caused the movement'),
  memo: z.string().nullable(),
  note: z
    .object({
      key: z.enum(LEDGER_MEMO_KEYS as [LedgerMemoKey, ...LedgerMemoKey[]]),
      params: z.record(z.string(), z.string()),
    })
    .optional()
    .describe("the memo's key and parameters when the platform wrote it (the client words it)"),
  createdAt: z.iso.datetime(),
});
export type LedgerTransaction = z.output<typeof ledgerTransaction>;

export const getWalletBalances = defineRoute({
  ...ENDPOINTS.getWalletBalances,
  summary: "The signed-in user's balance of every currency, K-Cash split into earned and purchased",
  tags: ['wallet'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(z.object({ balances: z.array(walletBalance) })) },
});

export const getTokenBalance = defineRoute({
  ...ENDPOINTS.getTokenBalance,
  summary: "The signed-in user's balance of the secondary reward token",
  tags: ['wallet'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(walletBalance) },
});

export const listTransactions = defineRoute({
  ...ENDPOINTS.listTransactions,
  summary:
    "The signed-in user's movements, newest first, optionally of one kind or currency; pass nextCursor for the next page",
  tags: ['wallet'],
  access: 'user',
  querystring: z
    .object({
      kind: z.enum(LEDGER_ENTRY_KINDS).optional(),
      currency: currencyCode.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      cursor: text()
        .regex(/^[1-9]\d{0,18}$/)
        .refine((v) => BigInt(v) <= INT8_MAX, 'not a cursor of this api')
        .optional(),
    })
    .strict(),
  response: {
    200: envelope(z.object({ transactions: z.array(ledgerTransaction), nextCursor: z.string().nullable() })),
  },
});

export const adminGrantInput = z
  .object({
    userId: z.uuid(),
    currency: currencyCode,
    amount: amountInput,
    subBalance: z.enum(KCASH_SUB_BALANCES).nullish().describe('required for K-Cash, absent otherwise'),
    reason: text({ trim: true }).min(5).max(500).describe('kept on the entry for audit'),
  })
  .strict();
export type AdminGrantInput = z.output<typeof adminGrantInput>;

export const adminGrant = z.object({
  entryId: z.uuid(),
  userId: z.uuid(),
  currency: z.string(),
  amount: amountString,
  subBalance: z.enum(KCASH_SUB_BALANCES).nullable(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type AdminGrant = z.output<typeof adminGrant>;

export const adminCreateLedgerCorrection = defineRoute({
  ...ENDPOINTS.adminCreateLedgerCorrection,
  summary:
    "Operators: correct a user's balance against the treasury (a negative amount takes back), with a reason kept for audit. Needs an Idempotency-Key header: a replay returns the first answer",
  tags: ['admin'],
  access: 'admin',
  idempotent: true,
  body: adminGrantInput.extend({
    amount: text().min(1).max(64).describe("a non-zero decimal string, negative to take back, e.g. '-12.50'"),
  }),
  response: { 201: envelope(adminGrant) },
});

export const adminCreateLedgerGrant = defineRoute({
  ...ENDPOINTS.adminCreateLedgerGrant,
  summary:
    'Operators: grant a user an amount from the treasury, with a reason kept for audit. Needs an Idempotency-Key header: a replay returns the first answer',
  tags: ['admin'],
  access: 'admin',
  idempotent: true,
  body: adminGrantInput,
  response: { 201: envelope(adminGrant) },
});
