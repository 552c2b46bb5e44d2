import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@kp/domain/errors';
import type { Clock } from '../../platform/clock';
import type {
  Checkout,
  CheckoutRequest,
  PaymentEvent,
  PaymentsProvider,
  WebhookDelivery,
} from './payments-provider';
import { callProvider, providerUnavailable, singleHeader } from './provider-http';

/**
 * Razorpay (India: UPI, cards, netbanking), through Payment Links:
 * - checkout: `POST /v1/payment_links` with HTTP Basic (key id, key secret), the amount in paise
 *   and our order id as `reference_id`, which Razorpay refuses to take twice; a retry whose
 *   create is refused finds the link made the first time with `GET /v1/payment_links?reference_id=`
 *   (https://razorpay.com/docs/api/payments/payment-links/create-standard,
 *   https://razorpay.com/docs/api/payments/payment-links/fetch-all-standard). A standard link (not
 *   `upi_link`) offers UPI first and cards too, and works in Test mode;
 * - webhooks (Dashboard → Webhooks): `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw
 *   body keyed with the webhook secret, `X-Razorpay-Event-Id` the event's id, the same on every
 *   retry (https://razorpay.com/docs/webhooks/validate-test/). The signature holds no time: a
 *   replayed delivery is stopped by its event id, stored once, and (the event id header being
 *   unsigned) by the order's states, which a second notice of the same thing does not move; an
 *   event made longer ago than Razorpay retries (24 hours,
 *   https://razorpay.com/docs/webhooks/best-practices/) is refused as too old. Events: `payment_link.paid`,
 *   `payment_link.cancelled`, `payment_link.expired` (https://razorpay.com/docs/webhooks/payment-links/),
 *   `payment.failed` and `refund.processed` (https://razorpay.com/docs/webhooks/payments/,
 *   https://razorpay.com/docs/webhooks/refunds/): a payment's link is asked of the API by
 *   `payment_id`, since a payment names its link nowhere.
 */

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

/** How long Razorpay retries a delivery after making the event. */
const RETRY_WINDOW_SECONDS = 24 * 60 * 60;

/** How long a payment link can be paid (Razorpay asks at least 15 minutes). */
const LINK_LIFETIME_SECONDS = 60 * 60;

const paymentLink = z.object({
  id: z.string().min(1).max(100),
  short_url: z.string().min(1).max(2000),
  reference_id: z.string().max(100).nullish(),
  amount: z.number().int().nonnegative(),
  amount_paid: z.number().int().nonnegative().optional(),
  currency: z.string().min(1).max(10),
  status: z.string().max(40),
});
type PaymentLink = z.output<typeof paymentLink>;

const linkList = z.object({ payment_links: z.array(paymentLink) });

const linkEvent = z.object({ payment_link: z.object({ entity: paymentLink }) });
const paymentEvent = z.object({
  payment: z.object({
    entity: z.object({
      id: z.string().min(1).max(100),
      amount: z.number().int().nonnegative(),
      currency: z.string().min(1).max(10),
      amount_refunded: z.number().int().nonnegative().optional(),
      error_code: z.string().max(200).nullish(),
      error_reason: z.string().max(200).nullish(),
    }),
  }),
});
const refundEvent = z.object({
  refund: z.object({
    entity: z.object({
      id: z.string().min(1).max(100),
      payment_id: z.string().min(1).max(100),
      amount: z.number().int().nonnegative(),
      currency: z.string().min(1).max(10),
      status: z.string().max(40).optional(),
    }),
  }),
  payment: paymentEvent.shape.payment.optional(),
});

/** The events Razorpay signs and sends (the fields read here). */
const razorpayEvent = z.object({
  event: z.string().min(1).max(100),
  payload: z.record(z.string(), z.unknown()),
});

function sign(secret: string, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(rawBody).digest();
}

/** When Razorpay made a (signed) event, in Unix seconds; null when the body does not say. */
function createdAtOf(rawBody: string): number | null {
  try {
    const createdAt = (JSON.parse(rawBody) as { created_at?: unknown } | null)?.created_at;
    return typeof createdAt === 'number' && Number.isFinite(createdAt) ? createdAt : null;
  } catch {
    return null;
  }
}

/** The X-Razorpay-Signature of a body (for the local test server). */
export function signRazorpayWebhook(secret: string, rawBody: string): string {
  return sign(secret, rawBody).toString('hex');
}

export function createRazorpayPaymentsAdapter(deps: {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where users reach the installation: a relative return URL is made absolute on it for Razorpay. */
  publicBaseUrl: string;
  /** Slack on the retry window, for clocks apart. */
  toleranceSeconds: number;
  clock: Clock;
  fetch?: typeof fetch;
}): PaymentsProvider {
  const doFetch = deps.fetch ?? globalThis.fetch;
  const base = deps.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${deps.keyId}:${deps.keySecret}`).toString('base64')}`;

  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider({
      provider: 'razorpay',
      fetch: doFetch,
      url: `${base}${path}`,
      method,
      headers: { authorization },
      ...(body === undefined ? {} : { body }),
    });

  function rejected(status: number, body: unknown): AppError {
    const error = (body as { error?: { code?: unknown; description?: unknown } } | null)?.error;
    return providerUnavailable('razorpay', {
      reason: 'rejected',
      httpStatus: status,
      code: typeof error?.code === 'string' ? error.code.slice(0, 100) : null,
      description: typeof error?.description === 'string' ? error.description.slice(0, 300) : null,
    });
  }

  /** The links Razorpay lists for a query (`reference_id`, `payment_id`). */
  async function listLinks(query: Record<string, string>): Promise<PaymentLink[]> {
    const answer = await call('GET', `/v1/payment_links?${new URLSearchParams(query).toString()}`);
    if (answer.status !== 200) throw rejected(answer.status, answer.body);
    const parsed = linkList.safeParse(answer.body);
    if (!parsed.success) throw providerUnavailable('razorpay', { reason: 'unexpected_answer' });
    return parsed.data.payment_links;
  }

  /** The link a payment was made on; null when Razorpay knows of none (not one of our links). */
  async function linkOfPayment(paymentId: string): Promise<PaymentLink | null> {
    return (await listLinks({ payment_id: paymentId }))[0] ?? null;
  }

  function fromLink(link: PaymentLink): Pick<PaymentEvent, 'orderId' | 'currency' | 'session'> {
    return { orderId: link.reference_id || null, currency: link.currency, session: link.id };
  }

  return {
    name: 'razorpay',

    serves: (currency) => currency === 'INR',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const created = await call('POST', '/v1/payment_links', {
        amount: Number(request.amount),
        currency: request.currency,
        accept_partial: false,
        reference_id: request.orderId,
        description: request.description.slice(0, 2048),
        expire_by: Math.floor(deps.clock.now().getTime() / 1000) + LINK_LIFETIME_SECONDS,
        callback_url: new URL(request.returnUrl, `${deps.publicBaseUrl}/`).toString(),
        callback_method: 'get',
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { order_id: request.orderId },
      });
      let link: PaymentLink | undefined;
      if (created.status === 200) {
        const parsed = paymentLink.safeParse(created.body);
        if (!parsed.success) throw providerUnavailable('razorpay', { reason: 'unexpected_answer' });
        link = parsed.data;
      } else if (created.status === 400) {
        // Most likely the reference is taken: by this order's first attempt, whose answer was lost.
        link = (await listLinks({ reference_id: request.orderId })).find(
          (l) =>
            l.reference_id === request.orderId &&
            BigInt(l.amount) === request.amount &&
            l.currency === request.currency,
        );
        if (!link) throw rejected(created.status, created.body);
      } else {
        throw rejected(created.status, created.body);
      }
      return { sessionId: link.id, checkoutUrl: link.short_url };
    },

    verifyWebhook(rawBody, headers) {
      const signature = singleHeader(headers[RAZORPAY_SIGNATURE_HEADER]);
      if (signature === undefined)
        throw new AppError('WEBHOOK_SIGNATURE_MISSING', { params: { header: 'X-Razorpay-Signature' } });
      if (!/^[0-9a-f]{64}$/i.test(signature))
        throw new AppError('WEBHOOK_SIGNATURE_MALFORMED', { params: { header: 'X-Razorpay-Signature' } });
      const eventId = singleHeader(headers[RAZORPAY_EVENT_ID_HEADER]);
      if (eventId === undefined || !/^[A-Za-z0-9_-]{1,100}$/.test(eventId))
        throw new AppError('WEBHOOK_EVENT_ID_INVALID', { params: { header: 'X-Razorpay-Event-Id' } });
      if (!timingSafeEqual(Buffer.from(signature, 'hex'), sign(deps.webhookSecret, rawBody)))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const createdAt = createdAtOf(rawBody);
      const now = Math.floor(deps.clock.now().getTime() / 1000);
      if (createdAt !== null && now - createdAt > RETRY_WINDOW_SECONDS + deps.toleranceSeconds)
        throw new AppError('WEBHOOK_TOO_OLD', {
          variant: 'older_than_retries',
          params: { provider: 'Razorpay' },
        });
    },

    async readWebhook(delivery: WebhookDelivery): Promise<PaymentEvent> {
      const read = razorpayEvent.safeParse(delivery.body);
      const event: PaymentEvent = {
        id: singleHeader(delivery.headers[RAZORPAY_EVENT_ID_HEADER]) ?? '',
        type: read.success ? read.data.event : 'unknown',
        orderId: null,
        change: null,
        amount: null,
        currency: null,
        session: null,
        failureReason: null,
        payload: delivery.body,
      };
      if (!read.success) return event;
      const body = read.data;
      switch (body.event) {
        case 'payment_link.paid':
        case 'payment_link.cancelled':
        case 'payment_link.expired': {
          const parsed = linkEvent.safeParse(body.payload);
          if (!parsed.success) return event;
          const link = parsed.data.payment_link.entity;
          const isPaid = body.event === 'payment_link.paid';
          return {
            ...event,
            ...fromLink(link),
            change: isPaid ? 'succeeded' : 'failed',
            amount: BigInt(isPaid ? (link.amount_paid ?? link.amount) : link.amount),
            failureReason: isPaid ? null : body.event.split('.')[1]!,
          };
        }
        case 'payment.failed': {
          const parsed = paymentEvent.safeParse(body.payload);
          if (!parsed.success) return event;
          const payment = parsed.data.payment.entity;
          const link = await linkOfPayment(payment.id);
          if (!link) return event;
          return {
            ...event,
            ...fromLink(link),
            change: 'failed',
            amount: BigInt(payment.amount),
            currency: payment.currency,
            failureReason: payment.error_reason || payment.error_code || 'payment_failed',
            payload: { event: delivery.body, link },
          };
        }
        case 'refund.created':
        case 'refund.processed': {
          const parsed = refundEvent.safeParse(body.payload);
          if (!parsed.success) return event;
          const refund = parsed.data.refund.entity;
          // A refund is the payer's money back once processed (a created one may still fail).
          if (body.event === 'refund.created' && refund.status !== 'processed') return event;
          const link = await linkOfPayment(refund.payment_id);
          if (!link) return event;
          const refunded = parsed.data.payment?.entity.amount_refunded ?? refund.amount;
          return {
            ...event,
            ...fromLink(link),
            change: refunded >= link.amount ? 'refunded' : 'partially_refunded',
            amount: BigInt(link.amount),
            payload: { event: delivery.body, link },
          };
        }
        default:
          return event;
      }
    },
  };
}
