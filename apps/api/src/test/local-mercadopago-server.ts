import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signMercadoPagoWebhook } from '../providers/payments/mercadopago-adapter';
import { readBody, sendJson, sendText } from './local-http';

/**
 * A local server answering as Mercado Pago does, for the Mercado Pago adapter's tests and the
 * end-to-end tests (started as a process by mercadopago-server.ts):
 * - Payments API with the access token as Bearer: `POST /v1/payments` (PIX: `payment_method_id`
 *   `pix`, `transaction_amount` in reais, `payer.email` required; the same `X-Idempotency-Key`
 *   answers the same payment, as Mercado Pago does) and `GET /v1/payments/:id`, in Mercado Pago's
 *   shapes and error format ({ message, error, status, cause });
 * - the PIX ticket page (`/payments/:id/ticket`), plain HTML with the copy-paste code;
 * - what happens to a payment (approved, rejected, cancelled, refunded, charged back, in review)
 *   is set by the test, and each change sends the notification Mercado Pago would: POST
 *   `<notification_url>?data.id=<id>&type=payment` with `x-signature` (ts, v1 over the manifest)
 *   and `x-request-id`.
 */

export type LocalMercadoPagoPayment = {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: 'BRL';
  description: string;
  payment_method_id: 'pix';
  payer: { email: string };
  notification_url: string | null;
  date_of_expiration: string | null;
  date_created: string;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

export type Notification = { path: string; body: string; headers: Record<string, string> };

export type LocalMercadoPagoServer = {
  url: string;
  accessToken: string;
  webhookSecret: string;
  /** The adapter's settings, pointing at this server. */
  config: {
    MERCADOPAGO_ACCESS_TOKEN: string;
    MERCADOPAGO_WEBHOOK_SECRET: string;
    MERCADOPAGO_PAYER_EMAIL: string;
    MERCADOPAGO_API_URL: string;
  };
  requests: RecordedRequest[];
  /**
   * Where notifications go in place of a payment's notification_url (the Dashboard's webhook URL;
   * a test's api listening on a port the notification_url could not name).
   */
  setWebhookUrl(url: string): void;
  payment(id: number): LocalMercadoPagoPayment;
  paymentByReference(reference: string): LocalMercadoPagoPayment | undefined;
  /** Sets a payment's status and sends the notification; the delivery's answer. */
  update(id: number, status: string, statusDetail: string): Promise<{ status: number; body: string }>;
  /** A notification as Mercado Pago would sign and send it, not sent (the test may change it first). */
  signedNotification(id: number, options?: { ts?: number; requestId?: string }): Notification;
  /** Sends a notification to the payment's notification_url; its answer. */
  deliver(notification: Notification): Promise<{ status: number; body: string }>;
  /** The next API call is carried out but its answer is lost (the connection drops). */
  loseNextAnswer(): void;
  /** While true, every API call finds the connection dropped before anything is done. */
  setUnreachable(isUnreachable: boolean): void;
  stop(): Promise<void>;
};

function apiError(res: http.ServerResponse, status: number, error: string, message: string) {
  sendJson(res, status, { message, error, status, cause: [] });
}

export async function startLocalMercadoPagoServer(
  options: { port?: number; webhookUrl?: string } = {},
): Promise<LocalMercadoPagoServer> {
  const accessToken = `APP_USR-${randomBytes(16).toString('hex')}`;
  const webhookSecret = randomBytes(24).toString('hex');
  const payments = new Map<number, LocalMercadoPagoPayment>();
  const byIdempotencyKey = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  let webhookUrl = options.webhookUrl ?? '';
  let nextId = 1_320_000_000 + Math.floor(Math.random() * 1000) * 1000;

  function isAuthorized(header: string | undefined): boolean {
    const expected = Buffer.from(`Bearer ${accessToken}`);
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function entity(p: LocalMercadoPagoPayment) {
    return {
      ...p,
      status_detail: p.status_detail,
      operation_type: 'regular_payment',
      payment_type_id: 'bank_transfer',
      live_mode: false,
      point_of_interaction: {
        type: 'OPENPLATFORM',
        transaction_data: {
          qr_code: `00020126580014br.gov.bcb.pix0136${p.id}5204000053039865802BR5909LocalTest6009SAO PAULO62070503***6304ABCD`,
          qr_code_base64: Buffer.from(`qr:${p.id}`).toString('base64'),
          ticket_url: `${server.url}/payments/${p.id}/ticket?caller_id=1&hash=${p.id.toString(16)}`,
        },
      },
    };
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const raw = await readBody(req);
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return apiError(res, 400, 'bad_request', 'Invalid JSON');
      }
    }
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
    if (!isAuthorized(req.headers.authorization))
      return apiError(res, 401, 'unauthorized', 'invalid access token');
    if (req.method === 'POST' && url.pathname === '/v1/payments') {
      const key = req.headers['x-idempotency-key'];
      if (typeof key === 'string' && byIdempotencyKey.has(key))
        return sendJson(res, 201, entity(payments.get(byIdempotencyKey.get(key)!)!));
      const input = (body ?? {}) as Record<string, unknown>;
      const payer = input.payer as { email?: unknown } | undefined;
      if (input.payment_method_id !== 'pix')
        return apiError(res, 400, 'bad_request', 'payment_method_id must be pix here');
      if (typeof input.transaction_amount !== 'number' || !(input.transaction_amount > 0))
        return apiError(res, 400, 'bad_request', 'transaction_amount attribute can not be null');
      if (typeof payer?.email !== 'string' || !payer.email.includes('@'))
        return apiError(res, 400, 'bad_request', 'payer.email must be a valid email');
      const id = nextId++;
      const payment: LocalMercadoPagoPayment = {
        id,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        external_reference: typeof input.external_reference === 'string' ? input.external_reference : null,
        transaction_amount: input.transaction_amount,
        transaction_amount_refunded: 0,
        currency_id: 'BRL',
        description: typeof input.description === 'string' ? input.description : '',
        payment_method_id: 'pix',
        payer: { email: payer.email },
        notification_url: typeof input.notification_url === 'string' ? input.notification_url : null,
        date_of_expiration: typeof input.date_of_expiration === 'string' ? input.date_of_expiration : null,
        date_created: new Date().toISOString(),
      };
      payments.set(id, payment);
      if (typeof key === 'string') byIdempotencyKey.set(key, id);
      return sendJson(res, 201, entity(payment));
    }
    const one = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const payment = payments.get(Number(one[1]));
      if (!payment) return apiError(res, 404, 'not_found', 'Payment not found');
      return sendJson(res, 200, entity(payment));
    }
    return apiError(res, 404, 'not_found', 'resource not found');
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
    const ticket = /^\/payments\/(\d+)\/ticket$/.exec(url.pathname);
    if (req.method === 'GET' && ticket) {
      const payment = payments.get(Number(ticket[1]));
      if (!payment) return sendText(res, 404, 'Not found');
      return sendText(
        res,
        200,
        `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pix</title></head><body><main><h1>R$ ${payment.transaction_amount.toFixed(2)}</h1><p>${entity(payment).point_of_interaction.transaction_data.qr_code}</p></main></body></html>`,
        'text/html',
      );
    }
    handleApi(req, res, url).catch(() => apiError(res, 500, 'internal_error', 'internal error'));
  });
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;

  function getPayment(id: number): LocalMercadoPagoPayment {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    return payment;
  }

  function signedNotification(id: number, opts: { ts?: number; requestId?: string } = {}): Notification {
    const payment = getPayment(id);
    const ts = opts.ts ?? Math.floor(Date.now() / 1000);
    const requestId = opts.requestId ?? randomUUID();
    const dataId = String(id);
    const target = new URL(webhookUrl || payment.notification_url || 'http://invalid/');
    target.searchParams.set('data.id', dataId);
    target.searchParams.set('type', 'payment');
    return {
      path: target.toString(),
      body: JSON.stringify({
        action: 'payment.updated',
        api_version: 'v1',
        data: { id: dataId },
        date_created: new Date().toISOString(),
        id: Math.floor(Math.random() * 1e11),
        live_mode: false,
        type: 'payment',
        user_id: '123456789',
      }),
      headers: {
        'content-type': 'application/json',
        'x-signature': signMercadoPagoWebhook(webhookSecret, { dataId, requestId, ts }),
        'x-request-id': requestId,
      },
    };
  }

  async function deliver(notification: Notification) {
    const response = await fetch(notification.path, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
    });
    return { status: response.status, body: await response.text() };
  }

  const server: LocalMercadoPagoServer = {
    url: `http://127.0.0.1:${port}`,
    accessToken,
    webhookSecret,
    config: {
      MERCADOPAGO_ACCESS_TOKEN: accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
      MERCADOPAGO_PAYER_EMAIL: 'pix-payer@example.com',
      MERCADOPAGO_API_URL: `http://127.0.0.1:${port}`,
    },
    requests,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    payment: getPayment,
    paymentByReference: (reference) => [...payments.values()].find((p) => p.external_reference === reference),
    async update(id, status, statusDetail) {
      const payment = getPayment(id);
      payment.status = status;
      payment.status_detail = statusDetail;
      if (status === 'refunded' || status === 'charged_back')
        payment.transaction_amount_refunded = payment.transaction_amount;
      if (statusDetail === 'partially_refunded')
        payment.transaction_amount_refunded = Math.round(payment.transaction_amount * 50) / 100;
      return deliver(signedNotification(id));
    },
    signedNotification,
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
