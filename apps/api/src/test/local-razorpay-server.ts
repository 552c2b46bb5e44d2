import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRazorpayWebhook } from '../providers/payments/razorpay-adapter';
import { readBody, sendJson, sendText } from './local-http';

/**
 * A local server answering as Razorpay does, for the Razorpay adapter's tests and the end-to-end
 * tests (started as a process by razorpay-server.ts):
 * - Payment Links API with HTTP Basic (key id, key secret): `POST /v1/payment_links` (amount in
 *   paise, at least ₹1; `reference_id` at most 40 characters and never twice, as Razorpay refuses
 *   it: 400 BAD_REQUEST_ERROR), `GET /v1/payment_links?reference_id=|payment_id=`, and
 *   `GET /v1/payment_links/:id`, in Razorpay's shapes and error format ({ error: { code,
 *   description, field, source, step, reason } });
 * - the hosted page of a link (`/i/:code`), plain HTML;
 * - what the payer and the merchant do (pay, fail, cancel, expire, refund) is done by the test,
 *   and each sends the webhook Razorpay would, signed with the webhook secret
 *   (X-Razorpay-Signature) and carrying X-Razorpay-Event-Id, to the configured URL.
 */

export type LocalRazorpayLink = {
  id: string;
  code: string;
  reference_id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  description: string;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  expire_by: number;
  callback_url: string | null;
  notes: Record<string, string>;
  order_id: string;
  payments: { payment_id: string; amount: number; status: string; method: string; created_at: number }[];
  created_at: number;
};

type LocalPayment = {
  id: string;
  linkId: string;
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  amount_refunded: number;
  error_code: string | null;
  error_reason: string | null;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

export type SignedDelivery = { body: string; headers: Record<string, string> };

export type LocalRazorpayServer = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The adapter's settings, pointing at this server. */
  config: {
    RAZORPAY_KEY_ID: string;
    RAZORPAY_KEY_SECRET: string;
    RAZORPAY_WEBHOOK_SECRET: string;
    RAZORPAY_API_URL: string;
  };
  /** Every API call received, oldest first. */
  requests: RecordedRequest[];
  /** Where the webhooks go (the Dashboard's webhook URL). */
  setWebhookUrl(url: string): void;
  link(id: string): LocalRazorpayLink;
  linkByReference(referenceId: string): LocalRazorpayLink | undefined;
  /** The payer pays the link: `payment_link.paid`. Returns the payment id and the delivery's answer. */
  pay(linkId: string): Promise<{ paymentId: string; status: number; body: string }>;
  /** A payment attempt on the link fails: `payment.failed`. */
  failPayment(linkId: string, reason?: string): Promise<{ paymentId: string; status: number }>;
  /** `payment_link.cancelled` or `payment_link.expired`. */
  close(linkId: string, how: 'cancelled' | 'expired'): Promise<{ status: number; body: string }>;
  /** The merchant refunds (all of it by default): `refund.processed`. */
  refund(paymentId: string, amount?: number): Promise<{ status: number; body: string }>;
  /** An event as Razorpay would sign and send it, not sent (the test may change it first). */
  signedEvent(
    event: string,
    payload: Record<string, unknown>,
    eventId?: string,
    createdAt?: number,
  ): SignedDelivery;
  /** Sends a delivery to the webhook URL; its answer. */
  deliver(delivery: SignedDelivery): Promise<{ status: number; body: string }>;
  /** The next API call is carried out but its answer is lost (the connection drops). */
  loseNextAnswer(): void;
  /** While true, every API call finds the connection dropped before anything is done. */
  setUnreachable(isUnreachable: boolean): void;
  stop(): Promise<void>;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function razorpayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

function badRequest(res: http.ServerResponse, description: string, field?: string) {
  sendJson(res, 400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      ...(field ? { field } : {}),
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });
}

export async function startLocalRazorpayServer(
  options: { port?: number; webhookUrl?: string } = {},
): Promise<LocalRazorpayServer> {
  const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = randomBytes(18).toString('base64url');
  const webhookSecret = randomBytes(18).toString('base64url');
  const links = new Map<string, LocalRazorpayLink>();
  const payments = new Map<string, LocalPayment>();
  const requests: RecordedRequest[] = [];
  let webhookUrl = options.webhookUrl ?? '';
  const now = () => Math.floor(Date.now() / 1000);

  function isAuthorized(header: string | undefined): boolean {
    const expected = Buffer.from(`Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`);
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function linkEntity(link: LocalRazorpayLink) {
    const { code: _code, ...rest } = link;
    return {
      ...rest,
      accept_partial: false,
      first_min_partial_amount: 0,
      cancelled_at: link.status === 'cancelled' ? now() : 0,
      expired_at: link.status === 'expired' ? now() : 0,
      customer: {},
      notify: { sms: false, email: false },
      reminder_enable: false,
      reminders: [],
      short_url: `${server.url}/i/${link.code}`,
      updated_at: now(),
      upi_link: false,
      user_id: '',
    };
  }

  function paymentEntity(p: LocalPayment) {
    return {
      id: p.id,
      entity: 'payment',
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      order_id: links.get(p.linkId)!.order_id,
      method: 'upi',
      amount_refunded: p.amount_refunded,
      refund_status: p.amount_refunded === 0 ? null : p.amount_refunded < p.amount ? 'partial' : 'full',
      captured: p.status !== 'failed',
      description: links.get(p.linkId)!.description,
      vpa: 'gaurav.kumar@exampleupi',
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: [],
      error_code: p.error_code,
      error_description: p.error_reason ? 'Payment failed' : null,
      error_source: p.error_reason ? 'customer' : null,
      error_step: p.error_reason ? 'payment_authorization' : null,
      error_reason: p.error_reason,
      created_at: now(),
    };
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const raw = await readBody(req);
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return badRequest(res, 'The request body is not valid JSON');
      }
    }
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
    if (!isAuthorized(req.headers.authorization))
      return sendJson(res, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA' },
      });
    const path = url.pathname.replace(/\/+$/, '');
    if (req.method === 'POST' && path === '/v1/payment_links') {
      const input = (body ?? {}) as Record<string, unknown>;
      const amount = input.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return badRequest(res, 'The amount must be atleast INR 1.00', 'amount');
      const referenceId = input.reference_id;
      if (typeof referenceId !== 'string' || referenceId.length > 40)
        return badRequest(res, 'The reference id may not be greater than 40 characters.', 'reference_id');
      if ([...links.values()].some((l) => l.reference_id === referenceId))
        return badRequest(res, `payment link with given reference_id ${referenceId} already exists`);
      const expireBy = typeof input.expire_by === 'number' ? input.expire_by : now() + 180 * 86_400;
      if (expireBy < now() + 15 * 60)
        return badRequest(res, 'expire_by should be at least 15 minutes after current time', 'expire_by');
      const link: LocalRazorpayLink = {
        id: razorpayId('plink'),
        code: randomBytes(6).toString('base64url'),
        reference_id: referenceId,
        amount,
        amount_paid: 0,
        currency: typeof input.currency === 'string' ? input.currency : 'INR',
        description: typeof input.description === 'string' ? input.description : '',
        status: 'created',
        expire_by: expireBy,
        callback_url: typeof input.callback_url === 'string' ? input.callback_url : null,
        notes: (input.notes as Record<string, string>) ?? {},
        order_id: razorpayId('order'),
        payments: [],
        created_at: now(),
      };
      links.set(link.id, link);
      return sendJson(res, 200, linkEntity(link));
    }
    if (req.method === 'GET' && path === '/v1/payment_links') {
      const reference = url.searchParams.get('reference_id');
      const paymentId = url.searchParams.get('payment_id');
      const found = [...links.values()].filter(
        (l) =>
          (reference === null || l.reference_id === reference) &&
          (paymentId === null || payments.get(paymentId)?.linkId === l.id),
      );
      return sendJson(res, 200, { payment_links: found.map(linkEntity) });
    }
    const one = /^\/v1\/payment_links\/(plink_[A-Za-z0-9]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const link = links.get(one[1]!);
      if (!link) return badRequest(res, 'The id provided does not exist');
      return sendJson(res, 200, linkEntity(link));
    }
    return badRequest(res, 'The requested URL was not found on the server.');
  }

  let isAnswerLost = false;
  let isUnreachable = false;
  const httpServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/v1/')) {
      if (isUnreachable) return req.socket.destroy();
      if (isAnswerLost) {
        isAnswerLost = false;
        res.end = (() => {
          req.socket.destroy();
          return res;
        }) as typeof res.end;
      }
    }
    if (req.method === 'GET' && url.pathname.startsWith('/i/')) {
      const link = [...links.values()].find((l) => `/i/${l.code}` === url.pathname);
      if (!link) return sendText(res, 404, 'Not found');
      return sendText(
        res,
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay</title></head><body><main><h1>Pay ₹${(link.amount / 100).toFixed(2)}</h1><p>${link.status}</p></main></body></html>`,
        'text/html',
      );
    }
    handleApi(req, res, url).catch(() => sendJson(res, 500, { error: { code: 'SERVER_ERROR' } }));
  });
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;

  function signedEvent(
    event: string,
    payload: Record<string, unknown>,
    eventId = razorpayId('evt'),
    createdAt = now(),
  ) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_LocalTest00001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: createdAt,
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signRazorpayWebhook(webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  async function deliver(delivery: SignedDelivery) {
    if (!webhookUrl) throw new Error('no webhook URL set');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    });
    return { status: response.status, body: await response.text() };
  }

  function getLink(id: string): LocalRazorpayLink {
    const link = links.get(id);
    if (!link) throw new Error(`no link ${id}`);
    return link;
  }

  const server: LocalRazorpayServer = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    config: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    },
    requests,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    link: getLink,
    linkByReference: (referenceId) => [...links.values()].find((l) => l.reference_id === referenceId),

    async pay(linkId) {
      const link = getLink(linkId);
      const payment: LocalPayment = {
        id: razorpayId('pay'),
        linkId,
        amount: link.amount,
        currency: link.currency,
        status: 'captured',
        amount_refunded: 0,
        error_code: null,
        error_reason: null,
      };
      payments.set(payment.id, payment);
      link.status = 'paid';
      link.amount_paid = link.amount;
      link.payments.push({
        payment_id: payment.id,
        amount: payment.amount,
        status: 'captured',
        method: 'upi',
        created_at: now(),
      });
      const answer = await deliver(
        signedEvent('payment_link.paid', {
          payment_link: { entity: linkEntity(link) },
          payment: { entity: paymentEntity(payment) },
          order: {
            entity: {
              id: link.order_id,
              entity: 'order',
              amount: link.amount,
              amount_paid: link.amount,
              amount_due: 0,
              currency: link.currency,
              status: 'paid',
            },
          },
        }),
      );
      return { paymentId: payment.id, ...answer };
    },

    async failPayment(linkId, reason = 'payment_failed') {
      const link = getLink(linkId);
      const payment: LocalPayment = {
        id: razorpayId('pay'),
        linkId,
        amount: link.amount,
        currency: link.currency,
        status: 'failed',
        amount_refunded: 0,
        error_code: 'BAD_REQUEST_ERROR',
        error_reason: reason,
      };
      payments.set(payment.id, payment);
      const answer = await deliver(
        signedEvent('payment.failed', { payment: { entity: paymentEntity(payment) } }),
      );
      return { paymentId: payment.id, status: answer.status };
    },

    async close(linkId, how) {
      const link = getLink(linkId);
      link.status = how;
      return deliver(signedEvent(`payment_link.${how}`, { payment_link: { entity: linkEntity(link) } }));
    },

    async refund(paymentId, amount) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      const refunded = amount ?? payment.amount - payment.amount_refunded;
      payment.amount_refunded += refunded;
      if (payment.amount_refunded >= payment.amount) payment.status = 'refunded';
      return deliver(
        signedEvent('refund.processed', {
          refund: {
            entity: {
              id: razorpayId('rfnd'),
              entity: 'refund',
              amount: refunded,
              currency: payment.currency,
              payment_id: payment.id,
              notes: [],
              status: 'processed',
              speed_processed: 'normal',
              created_at: now(),
            },
          },
          payment: { entity: paymentEntity(payment) },
        }),
      );
    },

    signedEvent,
    deliver,
    loseNextAnswer() {
      isAnswerLost = true;
    },
    setUnreachable(value) {
      isUnreachable = value;
    },
    stop: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
  return server;
}
