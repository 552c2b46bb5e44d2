import type { IncomingHttpHeaders } from 'node:http';
import type { FiatCode } from '@kp/domain/swap';

/**
 * The payment adapters an installation can choose (`PAYMENTS_PROVIDER`): the local sandbox (any
 * currency, nobody really pays), Razorpay (INR, UPI and cards) and Mercado Pago (BRL, PIX).
 */
export const PAYMENTS_PROVIDER_NAMES = ['sandbox', 'razorpay', 'mercadopago'] as const;
export type PaymentsProviderName = (typeof PAYMENTS_PROVIDER_NAMES)[number];

/** What the product asks a payment provider to be paid. */
export type CheckoutRequest = {
  /** Our order: the provider's merchant reference, and the key that makes the request happen once. */
  orderId: string;
  /** Minor units of `currency` (paise, centavos, cents). */
  amount: bigint;
  currency: string;
  /** What the payer sees on the checkout page. */
  description: string;
  /** Where the provider sends the payer's browser back to. */
  returnUrl: string;
};

/** A hosted checkout the payer is sent to. */
export type Checkout = { sessionId: string; checkoutUrl: string };

/**
 * What a verified webhook says happened to a payment: `succeeded` (the money is taken: credit),
 * `failed`, `processing` (paid, the confirmation is late), `refunded` (the whole payment went back
 * to the payer: a refund or a chargeback), `partially_refunded` (part of it: for the operators).
 */
export type PaymentChange = 'succeeded' | 'failed' | 'processing' | 'refunded' | 'partially_refunded';

/** A verified webhook, read into one provider-independent event. */
export type PaymentEvent = {
  /** The provider's id of the event: a redelivery carries the same one and changes nothing. */
  id: string;
  /** The provider's name of the event (`payment_link.paid`, `payment.updated`, …), as stored. */
  type: string;
  /** The order it names (our id, given to the provider as its merchant reference); null for none. */
  orderId: string | null;
  /** What it changes; null when it is nothing the product acts on. */
  change: PaymentChange | null;
  /** The payment as the provider states it, checked against the order (null: not stated). */
  amount: bigint | null;
  currency: string | null;
  session: string | null;
  /** Why a payment failed, in the provider's words (`expired`, `cc_rejected_high_risk`, …). */
  failureReason: string | null;
  /** What is kept of the event (its body, and what the provider was asked about it). */
  payload: unknown;
};

/** A webhook delivery as the route received it: the parsed body, its headers and query. */
export type WebhookDelivery = {
  body: unknown;
  headers: IncomingHttpHeaders;
  query: Record<string, unknown>;
};

/**
 * A payment provider, behind the one interface the payments module uses (ARCHITECTURE.md,
 * Outside services): the local sandbox by default; Razorpay and Mercado Pago are real ones. Each
 * has its own webhook route, `POST /api/payments/webhooks/<name>`.
 */
export type PaymentsProvider = {
  readonly name: PaymentsProviderName;
  /** Whether it takes payments in this currency (an order goes to the first chosen one that does). */
  serves(currency: FiatCode): boolean;
  /**
   * Opens a hosted checkout for an order. Safe to call again for the same order: the provider
   * answers with the same session (the order id is the request's idempotency key or reference).
   * SERVICE_UNAVAILABLE when the provider cannot be reached or refuses.
   */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Checks a webhook's signature (over its raw body, or what the provider signs) before anything
   * is parsed: throws 400 (missing, malformed) or 401 (wrong, too old).
   */
  verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, query: Record<string, unknown>): void;
  /**
   * Reads a verified webhook into an event; may ask the provider for the payment it names
   * (SERVICE_UNAVAILABLE when it cannot be reached: the provider delivers the webhook again).
   */
  readWebhook(delivery: WebhookDelivery): Promise<PaymentEvent>;
};
