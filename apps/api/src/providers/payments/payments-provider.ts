import type { IncomingHttpHeaders } from 'node:http';

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
 * A payment provider, behind the one interface the payments module uses (ARCHITECTURE.md,
 * Outside services). The default is the local sandbox provider; a real one (Razorpay, Stripe,
 * a PIX acquirer) is another implementation of these two calls and its own webhook route.
 */
export type PaymentsProvider = {
  readonly name: 'sandbox';
  /**
   * Opens a hosted checkout for an order. Safe to call again for the same order: the provider
   * answers with the same session (the order id is the request's idempotency key).
   * SERVICE_UNAVAILABLE when the provider cannot be reached or refuses.
   */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Checks a webhook's signature over its raw body: throws 400 (missing, malformed) or 401 (wrong, too old). */
  verifyWebhook(rawBody: string, headers: IncomingHttpHeaders): void;
};
