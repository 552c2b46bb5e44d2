import type { Server } from 'node:http';
import { z } from 'zod';
import { AppError } from '@kp/domain/errors';
import type { Clock } from '../../platform/clock';
import { sandboxPaymentEvent } from '@kp/contract/payments';
import type { Checkout, CheckoutRequest, PaymentChange, PaymentsProvider } from './payments-provider';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature';

/** What each of the sandbox's events says happened. */
const SANDBOX_CHANGES: Partial<Record<string, PaymentChange>> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.processing': 'processing',
};

/** The deadline of one call to the provider. */
const PROVIDER_TIMEOUT_MS = 10_000;

const sessionAnswer = z.object({ id: z.string().min(1).max(100), url: z.string().min(1).max(2000) });

/**
 * The base URL of this api as the machine itself reaches it (the sandbox provider is served by
 * the same process): the listening address, a wildcard one read as loopback. Null before listening.
 */
export function listeningUrl(server: Server): string | null {
  const address = server.address();
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

function unavailable(details: Record<string, unknown>, cause?: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', {
    variant: 'payment_provider_unreachable',
    details: { provider: 'sandbox', ...details },
    ...(cause === undefined ? {} : { cause }),
  });
}

/**
 * The product's side of the sandbox payment provider, spoken to over HTTP as a real provider is:
 * a checkout session made with the API key and an Idempotency-Key (the order id), and webhooks
 * checked against the signing secret. Nothing here knows the provider runs in the same process.
 */
export function createSandboxPaymentsAdapter(deps: {
  /** The provider's base URL (…/sandbox/payments); null while it cannot be known (not listening yet). */
  baseUrl: () => string | null;
  /** Where the provider sends its webhooks (our POST /api/payments/webhooks/sandbox). */
  notifyUrl: () => string | null;
  apiKey: string;
  webhookSecret: string;
  toleranceSeconds: number;
  clock: Clock;
  fetch?: typeof fetch;
}): PaymentsProvider {
  const doFetch = deps.fetch ?? globalThis.fetch;
  return {
    name: 'sandbox',

    serves: () => true,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const base = deps.baseUrl();
      const notifyUrl = deps.notifyUrl();
      if (!base || !notifyUrl) throw unavailable({ reason: 'not_listening' });
      let response: Response;
      try {
        response = await doFetch(`${base}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${deps.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': `order:${request.orderId}`,
          },
          body: JSON.stringify({
            amount: Number(request.amount),
            currency: request.currency,
            description: request.description,
            reference: request.orderId,
            return_url: request.returnUrl,
            notify_url: notifyUrl,
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw unavailable({ reason: 'network' }, error);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const type = (body as { error?: { type?: unknown } } | null)?.error?.type;
        throw unavailable({
          reason: 'rejected',
          httpStatus: response.status,
          type: typeof type === 'string' ? type : null,
        });
      }
      const parsed = sessionAnswer.safeParse(body);
      if (!parsed.success) throw unavailable({ reason: 'unexpected_answer' });
      return { sessionId: parsed.data.id, checkoutUrl: parsed.data.url };
    },

    verifyWebhook(rawBody, headers) {
      verifyWebhookSignature({
        secret: deps.webhookSecret,
        rawBody,
        header: headers[SIGNATURE_HEADER],
        nowSeconds: Math.floor(deps.clock.now().getTime() / 1000),
        toleranceSeconds: deps.toleranceSeconds,
      });
    },

    // The route has checked the body against the contract's sandboxPaymentEvent.
    async readWebhook({ body }) {
      const event = sandboxPaymentEvent.parse(body);
      return {
        id: event.id,
        type: event.type,
        orderId: event.data.reference,
        change: SANDBOX_CHANGES[event.type] ?? null,
        amount: BigInt(event.data.amount),
        currency: event.data.currency,
        session: event.data.session,
        failureReason: event.data.failure_reason ?? null,
        payload: event,
      };
    },
  };
}
