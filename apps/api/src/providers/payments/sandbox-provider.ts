import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { FIAT_CURRENCY_CODES } from '@kp/domain/swap';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import {
  checkoutPage,
  finishedPage,
  notFoundPage,
  SANDBOX_FAILURE_REASONS,
  type SandboxFailureReason,
} from './sandbox-checkout-page';
import { createSandboxStore, type NewDelivery, type SessionRow } from './sandbox-provider.store';
import { signWebhook, SIGNATURE_HEADER } from './webhook-signature';

/**
 * The local sandbox payment provider (ARCHITECTURE.md: every outside service has a local default
 * that is honest about what it is). It stands for a company of its own, served by this process
 * under /sandbox/payments/ (outside /api) and spoken to only over HTTP:
 *
 * - `POST /sandbox/payments/v1/checkout/sessions` (Bearer API key, Idempotency-Key): a merchant
 *   asks to be paid; the answer names the hosted checkout page;
 * - `GET /sandbox/payments/v1/checkout/sessions/:id` (Bearer API key): a session as it stands;
 * - `GET /sandbox/payments/checkout/:id`: the hosted checkout, where the payer pays, pays with a
 *   late confirmation, or makes the payment fail (with a reason);
 * - then the payer's browser goes back to the merchant's return URL, and the provider sends the
 *   merchant signed webhooks (`Sandbox-Signature`, see webhook-signature.ts): payment.succeeded,
 *   payment.failed, or payment.processing at once and payment.succeeded after a delay. A
 *   delivery is retried with backoff until the merchant answers 2xx, from the database, so a
 *   restart loses none. A session left unpaid expires (payment.failed, reason `expired`).
 */

export const SANDBOX_PREFIX = '/sandbox/payments';

/** How long a checkout session can be paid. */
export const SANDBOX_SESSION_TTL_MS = 60 * 60_000;
/** Attempts at a webhook before the provider gives up on it. */
const MAX_DELIVERY_ATTEMPTS = 12;
/** How long one attempt holds a delivery (longer than the request's own deadline). */
const DELIVERY_LEASE_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Waits before the next attempt, by attempts made (then the last, hourly). */
const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 5 * 60_000, 30 * 60_000, 60 * 60_000];

const visibleAscii = /^[\x21-\x7E]{1,255}$/;

/** A return URL: absolute http(s), or a path on the same site (not `//host`). */
const returnUrl = z
  .string()
  .min(1)
  .max(2000)
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) || /^https?:\/\//.test(v),
    {
      message: 'must be an absolute http(s) URL or a path',
    },
  );

const createSessionBody = z
  .object({
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.enum(FIAT_CURRENCY_CODES),
    description: z.string().min(1).max(200),
    reference: z.string().min(1).max(100),
    return_url: returnUrl,
    notify_url: z.url({ protocol: /^https?$/ }).max(2000),
  })
  .strict();

const payerChoice = z.object({
  outcome: z.enum(['pay', 'late', 'fail']),
  reason: z
    .enum(Object.keys(SANDBOX_FAILURE_REASONS) as [SandboxFailureReason, ...SandboxFailureReason[]])
    .optional(),
});

export type SandboxProviderDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  apiKey: string;
  webhookSecret: string;
  /** Prepended to the checkout URLs handed out: PUBLIC_URL, or '' for the same site. */
  publicBaseUrl: string;
  /** How long a "late confirmation" waits before its payment.succeeded goes out. */
  lateWebhookMs: number;
  merchantName: string;
  fetch?: typeof fetch;
};

function providerError(reply: FastifyReply, status: number, type: string, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: { type, message } });
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function canonical(value: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));
}

/** Registers the sandbox provider's routes; returns its background work (webhook deliveries, expiry). */
export function registerSandboxPaymentProvider(app: FastifyInstance, deps: SandboxProviderDeps) {
  const { clock, log } = deps;
  const store = createSandboxStore(deps.db);
  const doFetch = deps.fetch ?? globalThis.fetch;
  const timers = new Set<NodeJS.Timeout>();
  let running: Promise<number> | null = null;
  let isClosed = false;

  const checkoutUrl = (id: string) => `${deps.publicBaseUrl}${SANDBOX_PREFIX}/checkout/${id}`;

  function toJson(session: SessionRow) {
    return {
      id: session.id,
      object: 'checkout.session',
      url: checkoutUrl(session.id),
      status: session.status,
      amount: Number(session.amount),
      currency: session.currency,
      reference: session.merchantReference,
      failure_reason: session.failureReason,
      expires_at: Math.floor(session.expiresAt.getTime() / 1000),
    };
  }

  function toPage(session: SessionRow) {
    return {
      id: session.id,
      merchantName: deps.merchantName,
      amount: session.amount,
      currency: session.currency,
      description: session.description,
      reference: session.merchantReference,
      status: session.status,
      failureReason: session.failureReason,
      returnUrl: session.returnUrl,
    };
  }

  /** A webhook event the merchant is owed about a session. */
  function event(
    session: SessionRow,
    type: 'payment.succeeded' | 'payment.failed' | 'payment.processing',
    dueAt: Date,
  ): NewDelivery {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const now = clock.now();
    const status =
      type === 'payment.succeeded' ? 'succeeded' : type === 'payment.failed' ? 'failed' : 'processing';
    const body = JSON.stringify({
      id,
      type,
      created: Math.floor(now.getTime() / 1000),
      data: {
        session: session.id,
        reference: session.merchantReference,
        amount: Number(session.amount),
        currency: session.currency,
        status,
        failure_reason: type === 'payment.failed' ? session.failureReason : null,
      },
    });
    return { id, sessionId: session.id, type, body, dueAt, createdAt: now };
  }

  /** Runs the deliveries soon (in this process); the job catches anything a restart dropped. */
  function nudge(afterMs: number) {
    if (isClosed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliverDue().catch((error: unknown) =>
        log.error({ err: error }, 'sandbox webhook delivery failed'),
      );
    }, afterMs);
    timer.unref();
    timers.add(timer);
  }

  async function sendOne(delivery: { id: string; body: string; notifyUrl: string }): Promise<string | null> {
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    try {
      const response = await doFetch(delivery.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SandboxPayments-Webhooks/1.0',
          [SIGNATURE_HEADER]: signWebhook(deps.webhookSecret, delivery.body, timestamp),
        },
        body: delivery.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel().catch(() => {});
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : 'network error';
    }
  }

  async function deliverBatch(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const now = clock.now();
      const batch = await store.claimDueDeliveries(
        now,
        new Date(now.getTime() + DELIVERY_LEASE_MS),
        MAX_DELIVERY_ATTEMPTS,
        20,
      );
      if (batch.length === 0) return delivered;
      for (const delivery of batch) {
        // A late confirmation: the session is paid once its confirmation goes out.
        if (delivery.type === 'payment.succeeded' && delivery.sessionStatus === 'processing')
          await store.confirmProcessingSession(delivery.sessionId, clock.now());
        const error = await sendOne(delivery);
        if (error === null) {
          await store.markDelivered(delivery.id, clock.now());
          delivered++;
        } else {
          const wait = RETRY_DELAYS_MS[Math.min(delivery.attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
          await store.markFailed(delivery.id, error, new Date(clock.now().getTime() + wait));
          log.warn(
            { event: delivery.id, attempts: delivery.attempts, error },
            'sandbox webhook not accepted',
          );
        }
      }
    }
  }

  /** Sends every webhook that is due; one run at a time in this process. The number delivered. */
  function deliverDue(): Promise<number> {
    if (running) return running.catch(() => 0).then(() => deliverDue());
    running = deliverBatch().finally(() => {
      running = null;
    });
    return running;
  }

  /** Fails the sessions left unpaid past their expiry, and owes their merchants a payment.failed. */
  async function expireSessions(): Promise<number> {
    const now = clock.now();
    const expired = await deps.db.transaction(async (tx) => {
      const sessions = await store.expireOpenSessions(tx, now);
      await store.insertDeliveries(
        tx,
        sessions.map((s) => event(s, 'payment.failed', now)),
      );
      return sessions;
    });
    if (expired.length) nudge(0);
    return expired.length;
  }

  function authorized(header: string | undefined): boolean {
    const match = /^Bearer (\S+)$/.exec(header ?? '');
    return !!match && sameSecret(match[1]!, deps.apiKey);
  }

  app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      scope.post('/v1/checkout/sessions', async (request, reply) => {
        if (!authorized(request.headers.authorization))
          return providerError(reply, 401, 'authentication_error', 'Invalid API key');
        const key = request.headers['idempotency-key'];
        if (typeof key !== 'string' || !visibleAscii.test(key))
          return providerError(reply, 400, 'invalid_request_error', 'An Idempotency-Key header is required');
        const parsed = createSessionBody.safeParse(request.body);
        if (!parsed.success)
          return providerError(
            reply,
            400,
            'invalid_request_error',
            parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          );
        const requestHash = createHash('sha256').update(canonical(parsed.data)).digest('hex');
        const now = clock.now();
        const created = await store.insertSession({
          id: `cs_${randomBytes(16).toString('hex')}`,
          merchantReference: parsed.data.reference,
          amount: BigInt(parsed.data.amount),
          currency: parsed.data.currency,
          description: parsed.data.description,
          returnUrl: parsed.data.return_url,
          notifyUrl: parsed.data.notify_url,
          idempotencyKey: key,
          requestHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SANDBOX_SESSION_TTL_MS),
        });
        if (created) return reply.code(201).send(toJson(created));
        const earlier = await store.findSessionByIdempotencyKey(key);
        if (!earlier) return providerError(reply, 409, 'idempotency_error', 'Request in progress, retry');
        if (earlier.requestHash !== requestHash)
          return providerError(
            reply,
            422,
            'idempotency_error',
            'This Idempotency-Key was used with different parameters',
          );
        return reply.code(200).header('idempotent-replayed', 'true').send(toJson(earlier));
      });

      scope.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
        if (!authorized(request.headers.authorization))
          return providerError(reply, 401, 'authentication_error', 'Invalid API key');
        const session = await store.findSession(request.params.id.slice(0, 100));
        if (!session) return providerError(reply, 404, 'invalid_request_error', 'No such checkout session');
        return reply.send(toJson(session));
      });

      const html = (reply: FastifyReply, status: number, body: string) =>
        reply
          .code(status)
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(body);

      scope.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
        const session = await store.findSession(request.params.id.slice(0, 100));
        if (!session) return html(reply, 404, notFoundPage());
        if (session.status === 'open' && session.expiresAt <= clock.now())
          return html(reply, 410, finishedPage(toPage(session), 'This checkout has expired'));
        if (session.status !== 'open')
          return html(
            reply,
            200,
            finishedPage(
              toPage(session),
              session.status === 'failed' ? 'Payment failed' : 'Payment received',
            ),
          );
        return html(reply, 200, checkoutPage(toPage(session), `${SANDBOX_PREFIX}/checkout/${session.id}`));
      });

      scope.post<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
        const session = await store.findSession(request.params.id.slice(0, 100));
        if (!session) return html(reply, 404, notFoundPage());
        const choice = payerChoice.safeParse(request.body ?? {});
        if (!choice.success)
          return html(reply, 400, checkoutPage(toPage(session), `${SANDBOX_PREFIX}/checkout/${session.id}`));
        const { outcome } = choice.data;
        const now = clock.now();
        const done = await deps.db.transaction(async (tx) => {
          const changed = await store.completeOpenSession(tx, session.id, {
            status: outcome === 'pay' ? 'succeeded' : outcome === 'late' ? 'processing' : 'failed',
            failureReason: outcome === 'fail' ? (choice.data.reason ?? 'card_declined') : null,
            now,
          });
          if (!changed) return null;
          const events =
            outcome === 'pay'
              ? [event(changed, 'payment.succeeded', now)]
              : outcome === 'fail'
                ? [event(changed, 'payment.failed', now)]
                : [
                    event(changed, 'payment.processing', now),
                    event(changed, 'payment.succeeded', new Date(now.getTime() + deps.lateWebhookMs)),
                  ];
          await store.insertDeliveries(tx, events);
          return changed;
        });
        if (!done) {
          const current = (await store.findSession(session.id))!;
          return html(reply, 409, finishedPage(toPage(current), 'This checkout was already completed'));
        }
        nudge(0);
        if (outcome === 'late') nudge(deps.lateWebhookMs);
        return reply.header('cache-control', 'no-store').redirect(session.returnUrl, 303);
      });

      scope.addHook('onClose', async () => {
        isClosed = true;
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        await running?.catch(() => 0);
      });
    },
    { prefix: SANDBOX_PREFIX },
  );

  const job: Job = {
    name: 'sandbox-payment-webhooks',
    everyMs: 5_000,
    run: async () => (await expireSessions()) + (await deliverDue()),
  };
  return { deliverDue, expireSessions, job, store };
}
export type SandboxPaymentProvider = ReturnType<typeof registerSandboxPaymentProvider>;
