import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@kp/domain/errors';
import type { Database } from '../../db/client';
import { fixedClock } from '../../platform/clock';
import { createTestDatabase } from '../../test/database';
import { createSandboxPaymentsAdapter } from './sandbox-adapter';
import {
  registerSandboxPaymentProvider,
  SANDBOX_SESSION_TTL_MS,
  type SandboxPaymentProvider,
} from './sandbox-provider';
import { verifyWebhookSignature } from './webhook-signature';

// The sandbox provider on its own, against a merchant that the test plays: its API, its hosted
// checkout, and the webhooks it owes, retried until answered, with a clock the test moves.

const API_KEY = 'sk_test_0123456789abcdef0123456789abcdef';
const SECRET = 'whsec_0123456789abcdef0123456789abcdef';
const clock = fixedClock('2030-01-01T10:00:00Z');
let database: Database;
let app: FastifyInstance;
let sandbox: SandboxPaymentProvider;
/** What the merchant's webhook endpoint answers next, and what it received. */
const merchant = { answers: [] as number[], received: [] as { body: string; signature: string }[] };

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    merchant.received.push({
      body: init.body as string,
      signature: (init.headers as Record<string, string>)['sandbox-signature']!,
    });
    return new Response(null, { status: merchant.answers.shift() ?? 200 });
  }) as unknown as typeof fetch;
  sandbox = registerSandboxPaymentProvider(app, {
    db: database.db,
    clock,
    log: app.log,
    apiKey: API_KEY,
    webhookSecret: SECRET,
    publicBaseUrl: 'https://pay.example',
    lateWebhookMs: 30_000,
    merchantName: 'KPlay',
    fetch: fakeFetch,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const session = {
  amount: 85_000,
  currency: 'INR',
  description: '9750.00 K-Cash',
  reference: 'order-1',
  return_url: '/buy-kcash/?order=order-1',
  notify_url: 'http://merchant.example/webhooks',
};

function create(body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/sandbox/payments/v1/checkout/sessions',
    headers: { authorization: `Bearer ${API_KEY}`, 'idempotency-key': 'key-1', ...headers },
    payload: body as object,
  });
}

async function newSession(reference: string) {
  const res = await create({ ...session, reference }, { 'idempotency-key': `key-${reference}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string; status: string };
}

function pay(id: string, outcome: string, reason?: string) {
  return app.inject({
    method: 'POST',
    url: `/sandbox/payments/checkout/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, ...(reason ? { reason } : {}) }).toString(),
  });
}

/** Lets the deliveries the payer's action started finish. */
const settle = () => sandbox.deliverDue();

describe('the sandbox provider API', () => {
  it('makes a checkout session once per Idempotency-Key, behind its API key', async () => {
    const first = await create(session);
    expect(first.statusCode).toBe(201);
    const made = first.json();
    expect(made).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      amount: 85_000,
      currency: 'INR',
      reference: 'order-1',
      url: `https://pay.example/sandbox/payments/checkout/${made.id}`,
    });
    const again = await create(session);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(made.id);
    expect((await create({ ...session, amount: 1 })).statusCode).toBe(422);
    expect((await create(session, { authorization: 'Bearer wrong' })).json()).toEqual({
      error: { type: 'authentication_error', message: 'Invalid API key' },
    });
    expect((await create(session, { 'idempotency-key': '' })).statusCode).toBe(400);
    for (const bad of [
      { ...session, amount: -1 },
      { ...session, currency: 'EUR' },
      { ...session, return_url: '//evil.example/' },
      { ...session, notify_url: 'ftp://merchant.example' },
      { ...session, extra: true },
    ])
      expect((await create(bad, { 'idempotency-key': `bad-${JSON.stringify(bad)}` })).statusCode).toBe(400);
    const read = await app.inject({
      method: 'GET',
      url: `/sandbox/payments/v1/checkout/sessions/${made.id}`,
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(read.json().id).toBe(made.id);
  });

  it('is what the product’s adapter speaks to, and refuses its own adapter with the wrong key', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const adapter = (apiKey: string) =>
      createSandboxPaymentsAdapter({
        baseUrl: () => `${url}/sandbox/payments`,
        notifyUrl: () => 'http://merchant.example/webhooks',
        apiKey,
        webhookSecret: SECRET,
        toleranceSeconds: 300,
        clock,
      });
    const request = {
      orderId: 'order-adapter',
      amount: 5_500n,
      currency: 'BRL',
      description: '975.00 K-Cash',
      returnUrl: '/buy-kcash/?order=x',
    };
    const checkout = await adapter(API_KEY).createCheckout(request);
    expect(checkout.checkoutUrl).toBe(`https://pay.example/sandbox/payments/checkout/${checkout.sessionId}`);
    expect((await adapter(API_KEY).createCheckout(request)).sessionId).toBe(checkout.sessionId);
    await expect(adapter('x'.repeat(40)).createCheckout(request)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { provider: 'sandbox', reason: 'rejected', httpStatus: 401 },
    });
    const offline = createSandboxPaymentsAdapter({
      baseUrl: () => null,
      notifyUrl: () => null,
      apiKey: API_KEY,
      webhookSecret: SECRET,
      toleranceSeconds: 300,
      clock,
    });
    await expect(offline.createCheckout(request)).rejects.toBeInstanceOf(AppError);
  });
});

describe('the hosted checkout', () => {
  it('shows the payment, and after it where it stands; an unknown one is a 404 page', async () => {
    const { id } = await newSession('page-1');
    const page = await app.inject({ method: 'GET', url: `/sandbox/payments/checkout/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('850.00 INR');
    expect(page.body).toContain('<label for="reason">');
    expect(page.body).toContain(`action="/sandbox/payments/checkout/${id}"`);
    expect((await pay(id, 'steal')).statusCode).toBe(400);
    const back = await pay(id, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/buy-kcash/?order=order-1');
    await settle();
    const after = await app.inject({ method: 'GET', url: `/sandbox/payments/checkout/${id}` });
    expect(after.body).toContain('Payment received');
    expect(after.body).toContain('href="/buy-kcash/?order=order-1"');
    const unknown = await app.inject({ method: 'GET', url: '/sandbox/payments/checkout/cs_nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This checkout does not exist');
  });

  it('escapes what the merchant sent', async () => {
    const res = await create(
      { ...session, reference: 'x', description: '<script>alert(1)</script>' },
      { 'idempotency-key': 'escape' },
    );
    const page = await app.inject({ method: 'GET', url: `/sandbox/payments/checkout/${res.json().id}` });
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;');
  });
});

describe('the webhooks it owes', () => {
  it('signs each event with the time of sending and retries until the merchant answers 2xx', async () => {
    const { id } = await newSession('retry-1');
    merchant.received.length = 0;
    merchant.answers.push(500, 503);
    await pay(id, 'fail', 'card_declined');
    await settle();
    expect(merchant.received).toHaveLength(1); // answered 500: the next try is later
    clock.advance(5_000);
    await settle();
    expect(merchant.received).toHaveLength(2); // 503
    clock.advance(10_000);
    await settle();
    expect(merchant.received).toHaveLength(2); // not due yet (15 s after the second)
    clock.advance(5_000);
    await settle();
    expect(merchant.received).toHaveLength(3);
    const bodies = new Set(merchant.received.map((r) => r.body));
    expect(bodies.size).toBe(1); // the same event each time
    const sent = JSON.parse(merchant.received[2]!.body);
    expect(sent).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'payment.failed',
      data: {
        session: id,
        reference: 'retry-1',
        amount: 85_000,
        currency: 'INR',
        status: 'failed',
        failure_reason: 'card_declined',
      },
    });
    const last = merchant.received[2]!;
    expect(() =>
      verifyWebhookSignature({
        secret: SECRET,
        rawBody: last.body,
        header: last.signature,
        nowSeconds: Math.floor(clock.now().getTime() / 1000),
        toleranceSeconds: 1,
      }),
    ).not.toThrow();
    const deliveries = await sandbox.store.listDeliveries(id);
    expect(deliveries).toMatchObject([{ attempts: 3, deliveredAt: expect.any(Date), lastError: null }]);
  });

  it('with a late confirmation, sends processing at once and succeeded after the delay', async () => {
    const { id } = await newSession('late-1');
    merchant.received.length = 0;
    await pay(id, 'late');
    await settle();
    expect(merchant.received.map((r) => JSON.parse(r.body).type)).toEqual(['payment.processing']);
    expect((await sandbox.store.findSession(id))!.status).toBe('processing');
    clock.advance(29_000);
    await settle();
    expect(merchant.received).toHaveLength(1);
    clock.advance(1_000);
    await settle();
    expect(merchant.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'payment.processing',
      'payment.succeeded',
    ]);
    expect((await sandbox.store.findSession(id))!.status).toBe('succeeded');
  });

  it('expires a checkout left unpaid, telling the merchant it failed', async () => {
    const { id } = await newSession('expire-1');
    merchant.received.length = 0;
    clock.advance(SANDBOX_SESSION_TTL_MS);
    const expired = await app.inject({ method: 'GET', url: `/sandbox/payments/checkout/${id}` });
    expect(expired.statusCode).toBe(410);
    expect((await pay(id, 'pay')).statusCode).toBe(409);
    await vi.waitFor(async () => expect(await sandbox.job.run()).toBeGreaterThan(0));
    const failed = merchant.received
      .map((r) => JSON.parse(r.body))
      .find((e) => e.data.reference === 'expire-1');
    expect(failed).toMatchObject({
      type: 'payment.failed',
      data: { status: 'failed', failure_reason: 'expired' },
    });
  });
});
