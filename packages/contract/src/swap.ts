import { z } from 'zod';
import { KCASH_SUB_BALANCES } from '@kp/domain/ledger';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * The swap of USDT held on the platform into K-Cash (1 USDT = 1000 K-Cash, less the platform's
 * fee). `swap/deductions` quotes with the very computation `swap` moves value with
 * (@kp/domain/swap `quoteSwap`). Amounts are decimal strings, never JSON numbers.
 */

/** An amount as a client sends it: checked by the api against the swap's rules (INVALID_AMOUNT). */
const usdtAmountInput = text()
  .min(1)
  .max(64)
  .describe("USDT as a positive decimal string with at most 5 decimals, e.g. '10.5'");

/** A chain whose USDT the platform accepts. */
export const swapChain = z.object({
  id: z.number().int().describe('the EVM chain id'),
  key: z.string(),
  name: z.string(),
  usdtContract: z.string().describe("USDT's token contract on the chain"),
  usdtDecimals: z.number().int(),
});
export type SwapChain = z.output<typeof swapChain>;

/** One amount taken from what is swapped or paid before it becomes K-Cash. */
export const deduction = z.object({
  type: z.enum(['platform_fee', 'provider_fee', 'network_fee']),
  feeBps: z.number().int().nullable().describe('the fee in basis points of the amount, when it is one'),
  amount: amountString,
  currency: z.string(),
});
export type Deduction = z.output<typeof deduction>;

/** What a swap of an amount takes and gives: the fee modal's content. */
export const swapQuote = z.object({
  amount: amountString.describe('USDT taken from the balance'),
  currency: z.string(),
  kcashPerUsdt: z.number().int(),
  deductions: z.array(deduction),
  totalDeductions: amountString,
  netAmount: amountString.describe('USDT exchanged into K-Cash after the deductions'),
  receiveAmount: amountString.describe('K-Cash credited'),
  receiveCurrency: z.string(),
  minimumAmount: amountString.describe('the smallest amount of USDT a swap takes'),
});
export type SwapQuoteAnswer = z.output<typeof swapQuote>;

/** A swap done: its quote, the ledger entry that moved it and where the K-Cash went. */
export const swapRecord = swapQuote.extend({
  id: z.uuid(),
  entryId: z.uuid().describe('the ledger entry of the movement'),
  subBalance: z.enum(KCASH_SUB_BALANCES).describe('the K-Cash sub-balance credited'),
  createdAt: z.iso.datetime(),
});
export type SwapRecord = z.output<typeof swapRecord>;

export const listSwapChains = defineRoute({
  ...ENDPOINTS.listSwapChains,
  summary: 'The chains whose USDT the platform accepts, with USDT’s contract on each',
  tags: ['wallet'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(z.object({ chains: z.array(swapChain) })) },
});

export const getSwapDeductions = defineRoute({
  ...ENDPOINTS.getSwapDeductions,
  summary: 'The fees of swapping an amount of USDT into K-Cash and what it gives, as the swap computes them',
  tags: ['wallet'],
  access: 'public',
  querystring: z.object({ amount: usdtAmountInput }).strict(),
  response: { 200: envelope(swapQuote) },
});

export const createSwap = defineRoute({
  ...ENDPOINTS.createSwap,
  summary:
    "Swaps the signed-in user's USDT into K-Cash (1 USDT = 1000 K-Cash, less the fee) in one ledger movement. Needs an Idempotency-Key header: a replay returns the first answer",
  tags: ['wallet'],
  access: 'user',
  idempotent: true,
  body: z.object({ amount: usdtAmountInput }).strict(),
  response: { 201: envelope(swapRecord) },
});
