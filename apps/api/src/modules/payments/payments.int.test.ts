import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentOrder } from '@kp/contract/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { ledgerSize, storedBalances, testLedger } from '../../test/ledger.fixtures';
import { signInByPhone } from '../../test/sign-in';
import { signWebhook } from '../../providers/payments/webhook-signature';
import { ledgerEntries } from '../../db/schema';
import { paymentOrders, paymentWebhookEvents } from './payments.tables';

// The sandbox provider is spoken to over HTTP, as a real one: the api listens on a free port and
// calls itself (the provider's API, its webhooks to us), while the test plays the payer's browser.

const SECRET = 'whsec_test_0123456789abcdef0123456789abcdef';
const LATE_MS = 600;
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { PAYMENTS_SANDBOX_WEBHOOK_SECRET: SECRET, PAYMENTS_SANDBOX_LATE_WEBHOOK_MS: String(LATE_MS) },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signInByPhone>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

function order(session: Session, payload: unknown, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/onramp/swap',
    headers: { ...auth(session), 'idempotency-key': key },
    payload: payload as object,
  });
}

async function placeOrder(
  session: Session,
  fiatAmount = '850',
): Promise<{ order: PaymentOrder; checkoutUrl: string }> {
  const res = await order(session, { fiatCurrency: 'INR', fiatAmount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function getOrder(session: Session, id: string): Promise<PaymentOrder> {
  const res = await t.app.inject({ method: 'GET', url: `/api/onramp/orders/${id}`, headers: auth(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The payer's choice on the hosted checkout, as the browser submits the form. */
async function choose(checkoutUrl: string, outcome: 'pay' | 'late' | 'fail', reason?: string) {
  return fetch(`${base}${checkoutUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, ...(reason ? { reason } : {}) }).toString(),
    redirect: 'manual',
  });
}

function webhook(body: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

const now = () => Math.floor(Date.now() / 1000);

/** An event of the provider about an order, signed as it signs them. */
function event(
  placed: { order: PaymentOrder; checkoutUrl: string },
  type: string,
  extra: Partial<{
    amount: number;
    currency: string;
    failure_reason: string;
    id: string;
    reference: string;
  }> = {},
) {
  const body = JSON.stringify({
    id: extra.id ?? `evt_${randomUUID()}`,
    type,
    created: now(),
    data: {
      session: placed.checkoutUrl.split('/').pop(),
      reference: extra.reference ?? placed.order.id,
      amount: extra.amount ?? Math.round(Number(placed.order.fiatAmount) * 100),
      currency: extra.currency ?? placed.order.fiatCurrency,
      status: type.split('.')[1],
      failure_reason: extra.failure_reason ?? null,
    },
  });
  return { body, headers: { 'sandbox-signature': signWebhook(SECRET, body, now()) } };
}

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
}

describe('onramp conversion and gas fee', () => {
  it('quotes fiat → USDT → K-Cash at the configured rates, with the fees and the limits', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/onramp/conversion?fiatCurrency=INR&fiatAmount=850',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      fiatCurrency: 'INR',
      fiatAmount: '850.00',
      ratePerUsdt: '85',
      kcashPerUsdt: 1000,
      usdtAmount: '10.000000',
      deductions: [
        { type: 'provider_fee', feeBps: 150, amount: '0.150000', currency: 'USDT' },
        { type: 'network_fee', feeBps: null, amount: '0.100000', currency: 'USDT' },
      ],
      netUsdt: '9.750000',
      receiveAmount: '9750.00',
      receiveCurrency: 'KCASH',
      limits: { minimum: '85.00', maximum: '85000.00', currency: 'INR' },
    });
    const brl = await t.app.inject({
      method: 'GET',
      url: '/api/onramp/conversion?fiatCurrency=BRL&fiatAmount=55',
    });
    expect(brl.json().data).toMatchObject({ usdtAmount: '10.000000', receiveAmount: '9750.00' });
  });

  it('quotes the network fee of the chain the USDT travels on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/onramp/gas-fee' });
    expect(res.json()).toEqual({
      statusCode: 200,
      data: {
        chain: { id: 137, name: 'Polygon' },
        amount: '0.100000',
        currency: 'USDT',
        kcashEquivalent: '100.00',
      },
    });
  });

  it('refuses bad amounts and unknown currencies with a clear 400', async () => {
    const cases: [string, string, string, string?][] = [
      ['EUR', '100', 'UNKNOWN_CURRENCY'],
      ['inr', '100', 'UNKNOWN_CURRENCY'],
      ['INR', '-100', 'INVALID_AMOUNT', 'negative'],
      ['INR', '0', 'INVALID_AMOUNT', 'zero'],
      ['INR', '100.001', 'INVALID_AMOUNT', 'too_many_decimals'],
      ['INR', '1' + '0'.repeat(30), 'INVALID_AMOUNT', 'too_large'],
      ['INR', 'lots', 'INVALID_AMOUNT', 'not_a_number'],
      ['INR', '84.99', 'INVALID_AMOUNT', 'below_minimum'],
      ['INR', '85000.01', 'INVALID_AMOUNT', 'above_maximum'],
    ];
    for (const [currency, amount, errorCode, problem] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/onramp/conversion?fiatCurrency=${currency}&fiatAmount=${encodeURIComponent(amount)}`,
      });
      expect(res.statusCode, `${currency} ${amount}`).toBe(400);
      expect(res.json()).toMatchObject({ errorCode, ...(problem ? { details: { problem } } : {}) });
    }
  });
});

describe('buying K-Cash through the sandbox provider', () => {
  it('pays on the hosted checkout, comes back to /buy-kcash/, and credits purchased K-Cash once', async () => {
    const me = await signInByPhone(t.app);
    const key = randomUUID();
    const res = await order(me, { fiatCurrency: 'INR', fiatAmount: '850' }, key);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data as { order: PaymentOrder; checkoutUrl: string };
    expect(placed.checkoutUrl).toMatch(/^\/sandbox\/payments\/checkout\/cs_[0-9a-f]{32}$/);
    expect(placed.order).toMatchObject({
      status: 'pending',
      paymentStatus: 'open',
      provider: 'sandbox',
      fiatCurrency: 'INR',
      fiatAmount: '850.00',
      receiveAmount: '9750.00',
      entryId: null,
      checkoutUrl: placed.checkoutUrl,
    });
    // A replay is the same order and checkout.
    const replay = await order(me, { fiatCurrency: 'INR', fiatAmount: '850' }, key);
    expect(replay.json().data.order.id).toBe(placed.order.id);
    expect(replay.json().data.checkoutUrl).toBe(placed.checkoutUrl);
    expect(
      await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, me.user.id)),
    ).toHaveLength(1);

    const page = await fetch(`${base}${placed.checkoutUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('850.00 INR');
    expect(html).toContain('9750.00 K-Cash');
    expect(html).toContain('name="viewport"');
    for (const outcome of ['pay', 'late', 'fail']) expect(html).toContain(`value="${outcome}"`);

    const back = await choose(placed.checkoutUrl, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/buy-kcash/?order=${placed.order.id}`);

    await vi.waitFor(async () => expect((await getOrder(me, placed.order.id)).status).toBe('success'), {
      timeout: 10_000,
      interval: 100,
    });
    const paid = await getOrder(me, placed.order.id);
    expect(paid).toMatchObject({
      paymentStatus: 'succeeded',
      entryId: expect.any(String),
      paidAt: expect.any(String),
      checkoutUrl: null,
    });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 975_000n });
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, paid.entryId!));
    expect(entry).toMatchObject({
      kind: 'purchase',
      causeType: 'payment_order',
      causeId: placed.order.id,
      idempotencyKey: `payment:sandbox:${placed.order.id}`,
    });
    const events = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.orderId, placed.order.id));
    expect(events.map((e) => [e.type, e.outcome])).toEqual([['payment.succeeded', 'credited']]);

    // The checkout cannot be paid twice.
    expect((await choose(placed.checkoutUrl, 'pay')).status).toBe(409);
    expect(await (await fetch(`${base}${placed.checkoutUrl}`)).text()).toContain('Payment received');
    await expectSoundLedger();
  });

  it('marks the order failed with the reason the payer chose, crediting nothing', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const back = await choose(placed.checkoutUrl, 'fail', 'insufficient_funds');
    expect(back.status).toBe(303);
    await vi.waitFor(async () => expect((await getOrder(me, placed.order.id)).status).toBe('failed'), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await getOrder(me, placed.order.id)).toMatchObject({
      paymentStatus: 'failed',
      failureReason: 'insufficient_funds',
      entryId: null,
    });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({});
  });

  it('with a late confirmation, shows the payment processing first, then credits', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me, '170');
    expect((await choose(placed.checkoutUrl, 'late')).status).toBe(303);
    await vi.waitFor(
      async () => expect((await getOrder(me, placed.order.id)).paymentStatus).toBe('processing'),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
    expect((await getOrder(me, placed.order.id)).status).toBe('pending');
    await vi.waitFor(async () => expect((await getOrder(me, placed.order.id)).status).toBe('success'), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 187_000n }); // 2 USDT less 1.5 % and 0.1
  });

  it('shows a user only their own orders', async () => {
    const [me, other] = [await signInByPhone(t.app), await signInByPhone(t.app)];
    const placed = await placeOrder(me);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/onramp/orders/${placed.order.id}`,
      headers: auth(other),
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/onramp/orders/${placed.order.id}` })).statusCode,
    ).toBe(401);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/onramp/orders/${randomUUID()}`,
      headers: auth(me),
    });
    expect(none.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/onramp/orders/123', headers: auth(me) })).statusCode,
    ).toBe(400);
  });

  it('refuses bad orders with a clear 4xx, making none', async () => {
    const me = await signInByPhone(t.app);
    const cases: [unknown, string][] = [
      [{ fiatCurrency: 'EUR', fiatAmount: '100' }, 'UNKNOWN_CURRENCY'],
      [{ fiatCurrency: 'INR', fiatAmount: '-1' }, 'INVALID_AMOUNT'],
      [{ fiatCurrency: 'INR', fiatAmount: '0' }, 'INVALID_AMOUNT'],
      [{ fiatCurrency: 'INR', fiatAmount: '100.001' }, 'INVALID_AMOUNT'],
      [{ fiatCurrency: 'INR', fiatAmount: '9'.repeat(40) }, 'INVALID_AMOUNT'],
      [{ fiatCurrency: 'INR', fiatAmount: 'NaN' }, 'INVALID_AMOUNT'],
      [{ fiatCurrency: 'INR', fiatAmount: 100 }, 'VALIDATION_FAILED'],
      [{ fiatCurrency: 'INR', fiatAmount: '100', kcash: '1000000' }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, errorCode] of cases) {
      const res = await order(me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe(errorCode);
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/onramp/swap',
      payload: { fiatCurrency: 'INR', fiatAmount: '100' },
    });
    expect(unsigned.statusCode).toBe(401);
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/api/onramp/swap',
      headers: auth(me),
      payload: { fiatCurrency: 'INR', fiatAmount: '100' },
    });
    expect(keyless.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(
      await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, me.user.id)),
    ).toEqual([]);
  });
});

describe('the payment webhook', () => {
  it('refuses missing, malformed, wrong and old signatures, changing nothing', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const { body } = event(placed, 'payment.succeeded');
    const before = await ledgerSize(t.database.db);
    const cases: [string, Record<string, string>, number][] = [
      ['none', {}, 400],
      ['malformed', { 'sandbox-signature': 'sha256=abc' }, 400],
      ['another secret', { 'sandbox-signature': signWebhook('x'.repeat(40), body, now()) }, 401],
      ['ten minutes old', { 'sandbox-signature': signWebhook(SECRET, body, now() - 600) }, 401],
      ['from the future', { 'sandbox-signature': signWebhook(SECRET, body, now() + 600) }, 401],
      ['over another body', { 'sandbox-signature': signWebhook(SECRET, `${body} `, now()) }, 401],
    ];
    for (const [name, headers, status] of cases) {
      const res = await webhook(body, headers);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, errorCode: expect.any(String) });
    }
    // A signed body that is not an event is refused too.
    const junk = '{"hello":"world"}';
    expect((await webhook(junk, { 'sandbox-signature': signWebhook(SECRET, junk, now()) })).statusCode).toBe(
      400,
    );
    expect(await ledgerSize(t.database.db)).toEqual(before);
    expect((await getOrder(me, placed.order.id)).status).toBe('pending');
    expect(
      await t.database.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.orderId, placed.order.id)),
    ).toEqual([]);
  });

  it('stores events by id: a replayed one changes nothing, and a success credits once', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const success = event(placed, 'payment.succeeded');
    const first = await webhook(success.body, success.headers);
    expect(first.json()).toEqual({ statusCode: 200, data: { received: true, outcome: 'credited' } });
    const again = await webhook(success.body, success.headers);
    expect(again.json().data.outcome).toBe('duplicate');
    // Another event saying the same (a provider's second notice) credits nothing either.
    const second = event(placed, 'payment.succeeded');
    expect((await webhook(second.body, second.headers)).json().data.outcome).toBe('duplicate');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 975_000n });
  });

  it('keeps a success when a failure arrives after it (reordered), and credits a success after a failure once', async () => {
    const me = await signInByPhone(t.app);
    const a = await placeOrder(me);
    const success = event(a, 'payment.succeeded');
    const lateFailure = event(a, 'payment.failed', { failure_reason: 'card_declined' });
    expect((await webhook(success.body, success.headers)).json().data.outcome).toBe('credited');
    expect((await webhook(lateFailure.body, lateFailure.headers)).json().data.outcome).toBe('ignored');
    expect(await getOrder(me, a.order.id)).toMatchObject({ status: 'success', failureReason: null });

    const b = await placeOrder(me);
    const failure = event(b, 'payment.failed', { failure_reason: 'authentication_failed' });
    expect((await webhook(failure.body, failure.headers)).json().data.outcome).toBe('failed');
    expect(await getOrder(me, b.order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'authentication_failed',
    });
    const recovered = event(b, 'payment.succeeded');
    expect((await webhook(recovered.body, recovered.headers)).json().data.outcome).toBe('credited');
    const again = event(b, 'payment.succeeded');
    expect((await webhook(again.body, again.headers)).json().data.outcome).toBe('duplicate');
    expect(await getOrder(me, b.order.id)).toMatchObject({ status: 'success', failureReason: null });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 2n * 975_000n });
    await expectSoundLedger();
  });

  it('ignores events that do not match their order or name none', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    for (const extra of [
      { amount: 1 },
      { currency: 'BRL' },
      { reference: randomUUID() },
      { reference: 'not-an-order' },
    ]) {
      const e = event(placed, 'payment.succeeded', extra);
      const res = await webhook(e.body, e.headers);
      expect(res.statusCode, JSON.stringify(extra)).toBe(200);
      expect(res.json().data.outcome).toBe('ignored');
    }
    const unknownType = event(placed, 'payment.refunded');
    expect((await webhook(unknownType.body, unknownType.headers)).json().data.outcome).toBe('ignored');
    expect((await getOrder(me, placed.order.id)).status).toBe('pending');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({});
  });

  it('credits once when the same webhook is delivered 50 times at once', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const success = event(placed, 'payment.succeeded');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => webhook(success.body, success.headers)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const outcomes = answers.map((a) => a.json().data.outcome as string);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    // And 50 different events saying the same at once.
    const b = await placeOrder(me);
    const many = Array.from({ length: 50 }, () => event(b, 'payment.succeeded'));
    const answersB = await Promise.all(many.map((e) => webhook(e.body, e.headers)));
    expect(answersB.filter((a) => a.json().data.outcome === 'credited')).toHaveLength(1);
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 2n * 975_000n });
    const credits = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `payment:sandbox:${placed.order.id}`));
    expect(credits).toHaveLength(1);
    await expectSoundLedger();
  });
});
