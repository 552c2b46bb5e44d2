import { z } from 'zod';
import { PAYMENT_ORDER_STATUSES, PAYMENT_PROGRESS } from '@kp/domain/swap';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery, text } from './route';
import { deduction } from './swap';

/**
 * Buying K-Cash with money (`/buy-kcash/`): a quote (fiat → USDT → K-Cash at the operator's
 * rates), the network fee, an order paid on the payment provider's hosted checkout, and the
 * provider's webhook that confirms it. The K-Cash is credited once, when the provider confirms,
 * into the user's `purchased` sub-balance.
 */

const fiatAmountInput = text()
  .min(1)
  .max(64)
  .describe("a positive decimal string with at most 2 decimals, e.g. '499.99'");
const fiatCurrencyInput = text().min(1).max(10).describe('INR, BRL or USD');

/** The limits of one order in the currency paid. */
const orderLimits = z.object({ minimum: amountString, maximum: amountString, currency: z.string() });

/** What paying an amount buys, in every step: fiat, USDT, the fees, K-Cash. */
export const onrampQuote = z.object({
  fiatCurrency: z.string(),
  fiatAmount: amountString,
  ratePerUsdt: z.string().describe('units of the fiat currency one USDT costs'),
  kcashPerUsdt: z.number().int(),
  usdtAmount: amountString.describe('the USDT the money buys'),
  deductions: z.array(deduction),
  netUsdt: amountString.describe('USDT exchanged into K-Cash after the deductions'),
  receiveAmount: amountString.describe('K-Cash credited once the payment is confirmed'),
  receiveCurrency: z.string(),
  limits: orderLimits,
});
export type OnrampQuoteAnswer = z.output<typeof onrampQuote>;

/** The network fee of delivering USDT, on the chain the provider uses. */
export const gasFee = z.object({
  chain: z.object({ id: z.number().int(), name: z.string() }),
  amount: amountString,
  currency: z.string(),
  kcashEquivalent: amountString,
});
export type GasFee = z.output<typeof gasFee>;

/** An order of K-Cash bought with money. */
export const paymentOrder = onrampQuote.omit({ limits: true }).extend({
  id: z.uuid(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_PROGRESS).describe('how far the payment has got at the provider'),
  provider: z.string(),
  failureReason: z.string().nullable(),
  entryId: z.uuid().nullable().describe('the ledger entry that credited the K-Cash'),
  checkoutUrl: z.string().nullable().describe("the provider's hosted checkout, while it can be paid"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentOrder = z.output<typeof paymentOrder>;

export const getOnrampConversion = defineRoute({
  ...ENDPOINTS.getOnrampConversion,
  summary: 'What paying an amount of INR, BRL or USD buys: USDT at the rate, the fees, and the K-Cash',
  tags: ['wallet'],
  access: 'public',
  querystring: z.object({ fiatCurrency: fiatCurrencyInput, fiatAmount: fiatAmountInput }).strict(),
  response: { 200: envelope(onrampQuote) },
});

export const getOnrampGasFee = defineRoute({
  ...ENDPOINTS.getOnrampGasFee,
  summary: 'The network fee of buying K-Cash, in USDT and in K-Cash',
  tags: ['wallet'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(gasFee) },
});

export const createOnrampOrder = defineRoute({
  ...ENDPOINTS.createOnrampOrder,
  summary:
    "Orders K-Cash for an amount of money at today's quote and opens the payment provider's hosted checkout. Needs an Idempotency-Key header: a replay returns the same order",
  tags: ['wallet'],
  access: 'user',
  idempotent: true,
  body: z.object({ fiatCurrency: fiatCurrencyInput, fiatAmount: fiatAmountInput }).strict(),
  response: {
    201: envelope(z.object({ order: paymentOrder, checkoutUrl: z.string() })),
  },
});

export const getOnrampOrder = defineRoute({
  ...ENDPOINTS.getOnrampOrder,
  summary: "One of the signed-in user's orders of K-Cash, as it stands",
  tags: ['wallet'],
  access: 'user',
  params: z.object({ id: z.uuid() }).strict(),
  response: { 200: envelope(paymentOrder) },
});

/** An event of the sandbox payment provider, as it signs and sends it. */
export const sandboxPaymentEvent = z.object({
  id: text().min(1).max(100).describe('the event id; a redelivery carries the same one'),
  type: text().min(1).max(100).describe('payment.succeeded, payment.failed or payment.processing'),
  created: z.number().int().describe('when the provider made the event, in Unix seconds'),
  data: z.object({
    session: text().min(1).max(100),
    reference: text().min(1).max(100).describe('our order id'),
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('minor units of the currency'),
    currency: text().min(1).max(10),
    status: text().min(1).max(40),
    failure_reason: text().max(200).nullish(),
  }),
});
export type SandboxPaymentEvent = z.output<typeof sandboxPaymentEvent>;

/** What a webhook event did to its order. */
const webhookAnswer = envelope(
  z.object({
    received: z.literal(true),
    outcome: z.enum(['credited', 'failed', 'processing', 'refunded', 'duplicate', 'ignored']),
  }),
);

export const receiveSandboxPaymentWebhook = defineRoute({
  ...ENDPOINTS.receiveSandboxPaymentWebhook,
  summary:
    "The sandbox payment provider's webhook: signed (Sandbox-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of '<t>.<raw body>'>), stored by event id, applied once",
  tags: ['payments'],
  access: 'public',
  body: sandboxPaymentEvent,
  response: { 200: webhookAnswer },
});

/**
 * An event Razorpay signs and sends (https://razorpay.com/docs/webhooks/): the event's name and
 * the entities it concerns; the api reads the ones it needs.
 */
export const razorpayPaymentEvent = z.looseObject({
  entity: z.literal('event').optional(),
  event: text()
    .min(1)
    .max(100)
    .describe('payment_link.paid, payment_link.expired, payment.failed, refund.processed, …'),
  contains: z.array(text().max(100)).max(20).optional(),
  payload: z.record(text().max(100), z.unknown()),
  created_at: z.number().int().optional(),
});

export const receiveRazorpayPaymentWebhook = defineRoute({
  ...ENDPOINTS.receiveRazorpayPaymentWebhook,
  summary:
    "Razorpay's webhook: signed (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with the webhook secret), stored by X-Razorpay-Event-Id, applied once",
  tags: ['payments'],
  access: 'public',
  body: razorpayPaymentEvent,
  response: { 200: webhookAnswer },
});

/**
 * A notification Mercado Pago sends: its signature covers the query's `data.id` (the payment),
 * not the body, so the api asks Mercado Pago for the payment rather than trusting the body.
 */
export const mercadoPagoNotification = z.looseObject({
  id: z.union([z.number().int(), text().max(100)]).optional(),
  type: text().max(100).optional(),
  action: text().max(100).optional(),
  data: z.looseObject({ id: z.union([z.number().int(), text().max(100)]).optional() }).optional(),
});

export const receiveMercadoPagoPaymentWebhook = defineRoute({
  ...ENDPOINTS.receiveMercadoPagoPaymentWebhook,
  summary:
    "Mercado Pago's webhook: signed (x-signature: ts=<unix seconds>,v1=<HMAC-SHA256 of 'id:<data.id>;request-id:<x-request-id>;ts:<ts>;'>), the payment then read from Mercado Pago, applied once",
  tags: ['payments'],
  access: 'public',
  querystring: z.object({
    'data.id': text().min(1).max(100).optional().describe('the payment the notification is about'),
    type: text().max(100).optional(),
  }),
  body: mercadoPagoNotification,
  response: { 200: webhookAnswer },
});
