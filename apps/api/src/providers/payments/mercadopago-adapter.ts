import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@kp/domain/errors';
import type { Clock } from '../../platform/clock';
import type {
  Checkout,
  CheckoutRequest,
  PaymentChange,
  PaymentEvent,
  PaymentsProvider,
  WebhookDelivery,
} from './payments-provider';
import { callProvider, providerUnavailable, singleHeader } from './provider-http';

/**
 * Mercado Pago (Brazil: PIX), through the Payments API:
 * - checkout: `POST /v1/payments` with the access token as Bearer, `payment_method_id: "pix"`,
 *   the amount in reais (`transaction_amount`), the payer's e-mail, our order id as
 *   `external_reference` and as `X-Idempotency-Key` (a retry gets the same payment back). The
 *   payer is sent to `point_of_interaction.transaction_data.ticket_url`, Mercado Pago's page with
 *   the QR code and the copy-paste code
 *   (https://www.mercadopago.com.br/developers/en/reference/payments/_payments/post,
 *   https://www.mercadopago.com.br/developers/en/docs/checkout-api/integration-configuration/integrate-with-pix);
 * - webhooks (Your integrations → Webhooks): `x-signature: ts=<Unix seconds>,v1=<hex>` is the
 *   HMAC-SHA256, keyed with the application's secret signature, of the manifest
 *   `id:<data.id of the query, lower case>;request-id:<x-request-id>;ts:<ts>;` (a part whose value
 *   is missing is left out), which signs the payment's id, not the body
 *   (https://www.mercadopago.com.br/developers/en/docs/your-integrations/notifications/webhooks,
 *   and the SDK's `WebhookSignatureValidator`). So the body is not read: the payment is asked of
 *   the API (`GET /v1/payments/{id}`) and its status is what happened
 *   (https://www.mercadopago.com.br/developers/en/reference/payments/_payments_id/get).
 */

export const MERCADOPAGO_SIGNATURE_HEADER = 'x-signature';
export const MERCADOPAGO_REQUEST_ID_HEADER = 'x-request-id';

/** How long the PIX code can be paid (Mercado Pago takes 30 minutes to 30 days). */
const PIX_LIFETIME_MS = 60 * 60 * 1000;

const payment = z.object({
  id: z.number().int().positive(),
  status: z.string().min(1).max(40),
  status_detail: z.string().max(100).nullish(),
  external_reference: z.string().max(100).nullish(),
  transaction_amount: z.number().nonnegative(),
  transaction_amount_refunded: z.number().nonnegative().optional(),
  currency_id: z.string().min(1).max(10),
  point_of_interaction: z
    .object({ transaction_data: z.object({ ticket_url: z.string().min(1).max(2000).nullish() }).nullish() })
    .nullish(),
});
type Payment = z.output<typeof payment>;

const notification = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  type: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
});

/** The manifest Mercado Pago signs for a notification. */
function manifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  return `${dataId ? `id:${dataId};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** The `data.id` of a notification's query, as the manifest takes it (alphanumeric: lower case). */
function signedDataId(query: Record<string, unknown>): string | undefined {
  const value = query['data.id'];
  if (typeof value !== 'string' || value === '') return undefined;
  return /^[A-Za-z0-9]+$/.test(value) ? value.toLowerCase() : value;
}

/** The x-signature of a notification (for the local test server). */
export function signMercadoPagoWebhook(
  secret: string,
  input: { dataId?: string; requestId?: string; ts: number },
): string {
  const hash = createHmac('sha256', secret)
    .update(manifest(input.dataId, input.requestId, String(input.ts)))
    .digest('hex');
  return `ts=${input.ts},v1=${hash}`;
}

/** Reais as centavos; the API's amounts are decimals with at most two places. */
function toCentavos(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

/** What a payment's status says happened (null: nothing yet, the payer has not paid the PIX code). */
function changeOf(p: Payment): PaymentChange | null {
  switch (p.status) {
    case 'approved':
      return (p.transaction_amount_refunded ?? 0) > 0 ? 'partially_refunded' : 'succeeded';
    case 'rejected':
    case 'cancelled':
      return 'failed';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    case 'authorized':
    case 'in_process':
      return 'processing';
    case 'pending':
      // A PIX code waiting to be paid is not late; any other pending (a review) is.
      return p.status_detail === 'pending_waiting_transfer' || p.status_detail === 'pending_waiting_payment'
        ? null
        : 'processing';
    default:
      return null;
  }
}

export function createMercadoPagoPaymentsAdapter(deps: {
  apiUrl: string;
  accessToken: string;
  webhookSecret: string;
  payerEmail: string;
  /** Our POST /api/payments/webhooks/mercadopago as Mercado Pago reaches it; null: the dashboard's. */
  notificationUrl: () => string | null;
  toleranceSeconds: number;
  clock: Clock;
  fetch?: typeof fetch;
}): PaymentsProvider {
  const doFetch = deps.fetch ?? globalThis.fetch;
  const base = deps.apiUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${deps.accessToken}`;

  function rejected(status: number, body: unknown): AppError {
    const answer = body as { error?: unknown; message?: unknown } | null;
    return providerUnavailable('mercadopago', {
      reason: 'rejected',
      httpStatus: status,
      code: typeof answer?.error === 'string' ? answer.error.slice(0, 100) : null,
      description: typeof answer?.message === 'string' ? answer.message.slice(0, 300) : null,
    });
  }

  function readPayment(body: unknown): Payment {
    const parsed = payment.safeParse(body);
    if (!parsed.success) throw providerUnavailable('mercadopago', { reason: 'unexpected_answer' });
    return parsed.data;
  }

  return {
    name: 'mercadopago',

    serves: (currency) => currency === 'BRL',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const notificationUrl = deps.notificationUrl();
      const expires = new Date(deps.clock.now().getTime() + PIX_LIFETIME_MS);
      const answer = await callProvider({
        provider: 'mercadopago',
        fetch: doFetch,
        url: `${base}/v1/payments`,
        method: 'POST',
        headers: { authorization, 'x-idempotency-key': request.orderId },
        body: {
          transaction_amount: Number(request.amount) / 100,
          description: request.description.slice(0, 600),
          payment_method_id: 'pix',
          payer: { email: deps.payerEmail },
          external_reference: request.orderId,
          date_of_expiration: expires.toISOString().replace('Z', '+00:00'),
          ...(notificationUrl ? { notification_url: notificationUrl } : {}),
        },
      });
      if (answer.status !== 200 && answer.status !== 201) throw rejected(answer.status, answer.body);
      const created = readPayment(answer.body);
      const ticketUrl = created.point_of_interaction?.transaction_data?.ticket_url;
      if (!ticketUrl || created.external_reference !== request.orderId)
        throw providerUnavailable('mercadopago', { reason: 'unexpected_answer' });
      return { sessionId: String(created.id), checkoutUrl: ticketUrl };
    },

    verifyWebhook(_rawBody, headers, query) {
      const header = singleHeader(headers[MERCADOPAGO_SIGNATURE_HEADER]);
      if (header === undefined || header.length > 500)
        throw new AppError('WEBHOOK_SIGNATURE_MISSING', { params: { header: 'x-signature' } });
      let ts: string | null = null;
      const hashes: Buffer[] = [];
      for (const part of header.split(',')) {
        const [key = '', value = ''] = part.trim().split('=', 2);
        if (key.trim() === 'ts' && /^\d{1,16}$/.test(value.trim())) ts = value.trim();
        else if (key.trim() === 'v1' && /^[0-9a-f]{64}$/i.test(value.trim()))
          hashes.push(Buffer.from(value.trim(), 'hex'));
      }
      if (ts === null || hashes.length === 0)
        throw new AppError('WEBHOOK_SIGNATURE_MALFORMED', { params: { header: 'x-signature' } });
      const requestId = singleHeader(headers[MERCADOPAGO_REQUEST_ID_HEADER]);
      const expected = createHmac('sha256', deps.webhookSecret)
        .update(manifest(signedDataId(query), requestId, ts))
        .digest();
      if (!hashes.some((h) => timingSafeEqual(h, expected))) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      // Seconds, as documented; thirteen digits and more can only be milliseconds.
      const seconds = ts.length >= 13 ? Math.floor(Number(ts) / 1000) : Number(ts);
      const now = Math.floor(deps.clock.now().getTime() / 1000);
      if (Math.abs(now - seconds) > deps.toleranceSeconds) throw new AppError('WEBHOOK_TOO_OLD');
    },

    async readWebhook(delivery: WebhookDelivery): Promise<PaymentEvent> {
      const dataId = signedDataId(delivery.query) ?? '';
      const body = notification.safeParse(delivery.body);
      const type =
        (typeof delivery.query.type === 'string' ? delivery.query.type : undefined) ??
        (body.success ? body.data.type : undefined);
      const ignored: PaymentEvent = {
        id: `${type ?? 'unknown'}:${dataId}`.slice(0, 200),
        type: (body.success ? body.data.action : undefined) ?? type ?? 'unknown',
        orderId: null,
        change: null,
        amount: null,
        currency: null,
        session: null,
        failureReason: null,
        payload: { notification: delivery.body },
      };
      if (type !== 'payment' || !/^\d{1,20}$/.test(dataId)) return ignored;
      const answer = await callProvider({
        provider: 'mercadopago',
        fetch: doFetch,
        url: `${base}/v1/payments/${dataId}`,
        method: 'GET',
        headers: { authorization },
      });
      if (answer.status === 404) return ignored;
      if (answer.status !== 200) throw rejected(answer.status, answer.body);
      const found = readPayment(answer.body);
      const change = changeOf(found);
      return {
        // The state read is the event: a notification telling nothing new stops at its id.
        id: `${found.id}:${found.status}:${found.status_detail ?? ''}`.slice(0, 200),
        type: `payment.${found.status}`,
        orderId: found.external_reference || null,
        change,
        amount: toCentavos(found.transaction_amount),
        currency: found.currency_id,
        session: String(found.id),
        failureReason: change === 'failed' ? found.status_detail || found.status : null,
        payload: { notification: delivery.body, payment: answer.body },
      };
    },
  };
}
