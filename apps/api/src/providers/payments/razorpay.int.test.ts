import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@kp/contract/payments';
import { ledgerEntries } from '../../db/schema';
import { paymentOrders, paymentWebhookEvents } from '../../modules/payments/payments.tables';
import { createTestApp, type TestApp } from '../../test/app';
import { ledgerSize, storedBalances, testLedger } from '../../test/ledger.fixtures';
import { startLocalRazorpayServer, type LocalRazorpayServer } from '../../test/local-razorpay-server';
import { signInByPhone } from '../../test/sign-in';

// K-Cash bought in INR through Razorpay Payment Links, against a local server speaking Razorpay's
// API and signing its webhooks as Razorpay does; the api listens so the server can deliver them.

let rzp: LocalRazorpayServer;
let t: TestApp;
beforeAll(async () => {
  rzp = await startLocalRazorpayServer();
  t = await createTestApp({ env: { PAYMENTS_PROVIDER: 'razorpay', ...rzp.config } });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  rzp.setWebhookUrl(`${base}/api/payments/webhooks/razorpay`);
});
afterAll(async () => {
  await t?.close();
  await rzp?.stop();
});

type Session = Awaited<ReturnType<typeof signInByPhone>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

function order(session: Session, fiatAmount = '850', key: string = randomUUID(), fiatCurrency = 'INR') {
  return t.app.inject({
    method: 'POST',
    url: '/api/onramp/swap',
    headers: { ...auth(session), 'idempotency-key': key },
    payload: { fiatCurrency, fiatAmount },
  });
}

async function placeOrder(session: Session, fiatAmount = '850') {
  const res = await order(session, fiatAmount);
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data as { order: PaymentOrder; checkoutUrl: string };
  return { ...placed, link: rzp.linkByReference(placed.order.id)! };
}

async function getOrder(session: Session, id: string): Promise<PaymentOrder> {
  const res = await t.app.inject({ method: 'GET', url: `/api/onramp/orders/${id}`, headers: auth(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const outcome = (answer: { body: string }) => JSON.parse(answer.body).data?.outcome as string | undefined;

async function eventsOf(orderId: string) {
  return t.database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.orderId, orderId));
}

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
}

describe('checkout on Razorpay', () => {
  it('opens a payment link in paise with the order as reference, behind the API key, once per order', async () => {
    const me = await signInByPhone(t.app);
    const key = randomUUID();
    const before = rzp.requests.length;
    const res = await order(me, '850', key);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data as { order: PaymentOrder; checkoutUrl: string };
    const link = rzp.linkByReference(placed.order.id)!;
    expect(placed.checkoutUrl).toBe(`${rzp.url}/i/${link.code}`);
    expect(placed.order).toMatchObject({ provider: 'razorpay', status: 'pending', paymentStatus: 'open' });
    const calls = rzp.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.path).toBe('/v1/payment_links');
    expect(calls[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64')}`,
    );
    expect(calls[0]!.body).toMatchObject({
      amount: 85_000,
      currency: 'INR',
      accept_partial: false,
      reference_id: placed.order.id,
      callback_url: expect.stringMatching(
        new RegExp(`^http://localhost:\\d+/buy-kcash/\\?order=${placed.order.id}$`),
      ),
      callback_method: 'get',
      expire_by: expect.any(Number),
    });
    // The payer's page is Razorpay's.
    expect((await fetch(placed.checkoutUrl)).status).toBe(200);

    // A replay is the same order and link, and asks Razorpay nothing.
    const replay = await order(me, '850', key);
    expect(replay.json().data).toMatchObject({
      order: { id: placed.order.id },
      checkoutUrl: placed.checkoutUrl,
    });
    expect(rzp.requests.length).toBe(before + 1);
  });

  it('when Razorpay made the link but its answer was lost, the retry finds that link (the reference is taken)', async () => {
    const me = await signInByPhone(t.app);
    const key = randomUUID();
    rzp.loseNextAnswer();
    const first = await order(me, '170', key);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    const [pending] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, me.user.id));
    expect(pending).toMatchObject({ status: 'pending', checkoutUrl: null });
    const link = rzp.linkByReference(pending!.id)!;
    expect(link).toBeDefined();

    const retry = await order(me, '170', key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data).toMatchObject({
      order: { id: pending!.id },
      checkoutUrl: `${rzp.url}/i/${link.code}`,
    });
    expect(rzp.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_links',
      `GET /v1/payment_links?reference_id=${pending!.id}`,
    ]);
  });

  it('answers 503 SERVICE_UNAVAILABLE while Razorpay cannot be reached, keeps the order, and opens it later', async () => {
    const me = await signInByPhone(t.app);
    const key = randomUUID();
    rzp.setUnreachable(true);
    try {
      const res = await order(me, '255', key);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        statusCode: 503,
        errorCode: 'SERVICE_UNAVAILABLE',
        message: 'The payment provider cannot be reached. Please try again.',
      });
    } finally {
      rzp.setUnreachable(false);
    }
    const retry = await order(me, '255', key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(rzp.linkByReference(retry.json().data.order.id)).toBeDefined();
  });

  it('sells only INR through Razorpay (no provider here takes BRL), and the sandbox is not served', async () => {
    const me = await signInByPhone(t.app);
    const brl = await order(me, '55', randomUUID(), 'BRL');
    expect(brl.statusCode).toBe(400);
    expect(brl.json()).toMatchObject({ errorCode: 'UNKNOWN_CURRENCY' });
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/onramp/conversion?fiatCurrency=BRL&fiatAmount=55',
    });
    expect(quote.json().errorCode).toBe('UNKNOWN_CURRENCY');
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(sandbox.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/payments/checkout/cs_x' })).statusCode).toBe(
      404,
    );
  });
});

describe("Razorpay's webhooks", () => {
  it('credits a paid link once: the redelivery and a second notice credit nothing', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const paid = await rzp.pay(placed.link.id);
    expect(paid.status, paid.body).toBe(200);
    expect(outcome(paid)).toBe('credited');
    const after = await getOrder(me, placed.order.id);
    expect(after).toMatchObject({
      status: 'success',
      paymentStatus: 'succeeded',
      entryId: expect.any(String),
    });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 975_000n });
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, after.entryId!));
    expect(entry).toMatchObject({ kind: 'purchase', idempotencyKey: `payment:razorpay:${placed.order.id}` });

    // Razorpay retries with the same event id: stored once, nothing more.
    const [stored] = await eventsOf(placed.order.id);
    const again = rzp.signedEvent(
      'payment_link.paid',
      (stored!.payload as { payload: Record<string, unknown> }).payload,
      stored!.eventId,
    );
    const redelivered = await rzp.deliver(again);
    expect(redelivered.status).toBe(200);
    expect(outcome(redelivered)).toBe('duplicate');
    // Another event saying the same (a new event id) changes nothing either.
    const another = await rzp.deliver(
      rzp.signedEvent('payment_link.paid', (stored!.payload as { payload: Record<string, unknown> }).payload),
    );
    expect(outcome(another)).toBe('duplicate');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 975_000n });
    await expectSoundLedger();
  });

  it('refuses missing, malformed and wrong signatures and a missing event id (400/401), changing nothing', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const link = rzp.link(placed.link.id);
    const good = rzp.signedEvent('payment_link.paid', {
      payment_link: {
        entity: { ...link, short_url: placed.checkoutUrl, status: 'paid', amount_paid: link.amount },
      },
    });
    const before = await ledgerSize(t.database.db);
    const { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId, ...plain } = good.headers;
    const cases: [string, { body: string; headers: Record<string, string> }, number][] = [
      ['no signature', { body: good.body, headers: { ...plain, 'x-razorpay-event-id': eventId! } }, 400],
      [
        'malformed',
        { body: good.body, headers: { ...good.headers, 'x-razorpay-signature': 'sha256=abc' } },
        400,
      ],
      ['no event id', { body: good.body, headers: { ...plain, 'x-razorpay-signature': signature! } }, 400],
      [
        'another secret',
        { body: good.body, headers: { ...good.headers, 'x-razorpay-signature': 'ab'.repeat(32) } },
        401,
      ],
      ['another body', { body: good.body.replace('"paid"', '"PAID"'), headers: good.headers }, 401],
      [
        'made two days ago',
        rzp.signedEvent(
          'payment_link.paid',
          JSON.parse(good.body).payload,
          undefined,
          Math.floor(Date.now() / 1000) - 2 * 86_400,
        ),
        401,
      ],
    ];
    for (const [name, delivery, status] of cases) {
      const res = await rzp.deliver(delivery);
      expect(res.status, `${name}: ${res.body}`).toBe(status);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: status, errorCode: expect.any(String) });
    }
    expect(await ledgerSize(t.database.db)).toEqual(before);
    expect(await eventsOf(placed.order.id)).toEqual([]);
    expect((await getOrder(me, placed.order.id)).status).toBe('pending');
    // The same event, correctly signed, is taken.
    expect(outcome(await rzp.deliver(good))).toBe('credited');
  });

  it('marks a failed payment failed with its reason, and a cancelled or expired link failed; nothing credited', async () => {
    const me = await signInByPhone(t.app);
    const a = await placeOrder(me);
    const failed = await rzp.failPayment(a.link.id, 'payment_risk_check_failed');
    expect(failed.status).toBe(200);
    expect(await getOrder(me, a.order.id)).toMatchObject({
      status: 'failed',
      paymentStatus: 'failed',
      failureReason: 'payment_risk_check_failed',
      entryId: null,
    });
    const b = await placeOrder(me);
    expect(outcome(await rzp.close(b.link.id, 'expired'))).toBe('failed');
    expect(await getOrder(me, b.order.id)).toMatchObject({ status: 'failed', failureReason: 'expired' });
    const c = await placeOrder(me);
    expect(outcome(await rzp.close(c.link.id, 'cancelled'))).toBe('failed');
    expect(await getOrder(me, c.order.id)).toMatchObject({ status: 'failed', failureReason: 'cancelled' });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({});
  });

  it('answers 503 to a failure it cannot look up while Razorpay is unreachable, so Razorpay delivers it again', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    rzp.setUnreachable(true);
    let paymentId: string;
    try {
      const failed = await rzp.failPayment(placed.link.id, 'payment_timeout');
      expect(failed.status).toBe(503);
      paymentId = failed.paymentId;
    } finally {
      rzp.setUnreachable(false);
    }
    expect((await getOrder(me, placed.order.id)).status).toBe('pending');
    expect(paymentId).toMatch(/^pay_/);
  });

  it('takes the K-Cash back on a full refund, once; a partial refund is left to the operators', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const { paymentId } = await rzp.pay(placed.link.id);
    const refunded = await rzp.refund(paymentId);
    expect(refunded.status).toBe(200);
    expect(outcome(refunded)).toBe('refunded');
    const after = await getOrder(me, placed.order.id);
    expect(after).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      entryId: expect.any(String),
    });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 0n });
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, placed.order.id));
    expect(row!.refundEntryId).toEqual(expect.any(String));
    const [reversal] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, row!.refundEntryId!));
    expect(reversal).toMatchObject({ kind: 'refund', causeId: placed.order.id });
    // A success arriving after the refund (reordered) does not credit again.
    const [paidEvent] = (await eventsOf(placed.order.id)).filter((e) => e.type === 'payment_link.paid');
    const late = await rzp.deliver(
      rzp.signedEvent(
        'payment_link.paid',
        (paidEvent!.payload as { payload: Record<string, unknown> }).payload,
      ),
    );
    expect(outcome(late)).toBe('ignored');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 0n });

    const partial = await placeOrder(me);
    const second = await rzp.pay(partial.link.id);
    const half = await rzp.refund(second.paymentId, 42_500);
    expect(outcome(half)).toBe('ignored');
    expect(await getOrder(me, partial.order.id)).toMatchObject({ status: 'success' });
    expect(t.logs.join('')).toContain('part of a payment refunded');
    // The rest of it makes the refund whole.
    expect(outcome(await rzp.refund(second.paymentId))).toBe('refunded');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 0n });
    await expectSoundLedger();
  });

  it('records a refund of K-Cash already spent without taking it back, and tells the operators', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const { paymentId } = await rzp.pay(placed.link.id);
    const ledger = testLedger(t.database.db);
    await t.database.db.transaction(async (tx) =>
      ledger.spendKcash(tx, {
        userId: me.user.id,
        amount: 500_000n,
        to: await ledger.systemAccount(tx, 'store', 'KCASH'),
        kind: 'spend',
        cause: { type: 'voucher', id: randomUUID() },
      }),
    );
    const refunded = await rzp.refund(paymentId);
    expect(refunded.status, refunded.body).toBe(200);
    expect(outcome(refunded)).toBe('refunded');
    expect(await getOrder(me, placed.order.id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
    });
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, placed.order.id));
    expect(row!.refundEntryId).toBeNull();
    expect(await storedBalances(t.database.db, me.user.id)).toMatchObject({ 'KCASH:purchased': 475_000n });
    expect(t.logs.join('')).toContain('payment refunded after its K-Cash was spent');
    await expectSoundLedger();
  });
});
