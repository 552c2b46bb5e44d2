import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@kp/contract/payments';
import { ledgerEntries } from '../../db/schema';
import { paymentOrders, paymentWebhookEvents } from '../../modules/payments/payments.tables';
import { systemClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { ledgerSize, storedBalances, testLedger } from '../../test/ledger.fixtures';
import {
  startLocalMercadoPagoServer,
  type LocalMercadoPagoServer,
} from '../../test/local-mercadopago-server';
import { signInByPhone } from '../../test/sign-in';
import { createMercadoPagoPaymentsAdapter } from './mercadopago-adapter';

// K-Cash bought in BRL with PIX through Mercado Pago, against a local server speaking its Payments
// API and signing its notifications as Mercado Pago does; the api listens so they can be delivered.

let mp: LocalMercadoPagoServer;
let t: TestApp;
beforeAll(async () => {
  mp = await startLocalMercadoPagoServer();
  t = await createTestApp({
    env: { PAYMENTS_PROVIDER: 'mercadopago,sandbox', ONRAMP_RATES: 'INR:85,BRL:5.5', ...mp.config },
  });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  mp.setWebhookUrl(`${base}/api/payments/webhooks/mercadopago`);
});
afterAll(async () => {
  await t?.close();
  await mp?.stop();
});

type Session = Awaited<ReturnType<typeof signInByPhone>>;
const auth = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

function order(session: Session, fiatAmount = '55', key: string = randomUUID(), fiatCurrency = 'BRL') {
  return t.app.inject({
    method: 'POST',
    url: '/api/onramp/swap',
    headers: { ...auth(session), 'idempotency-key': key },
    payload: { fiatCurrency, fiatAmount },
  });
}

async function placeOrder(session: Session, fiatAmount = '55') {
  const res = await order(session, fiatAmount);
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data as { order: PaymentOrder; checkoutUrl: string };
  return { ...placed, payment: mp.paymentByReference(placed.order.id)! };
}

async function getOrder(session: Session, id: string): Promise<PaymentOrder> {
  const res = await t.app.inject({ method: 'GET', url: `/api/onramp/orders/${id}`, headers: auth(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const outcome = (answer: { body: string }) => JSON.parse(answer.body).data?.outcome as string | undefined;

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
}

describe('checkout on Mercado Pago', () => {
  it('makes a PIX payment in reais with the order as reference and idempotency key, and sends the payer to its ticket', async () => {
    const me = await signInByPhone(t.app);
    const key = randomUUID();
    const before = mp.requests.length;
    const res = await order(me, '55', key);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data as { order: PaymentOrder; checkoutUrl: string };
    const payment = mp.paymentByReference(placed.order.id)!;
    expect(placed.checkoutUrl).toMatch(new RegExp(`^${mp.url}/payments/${payment.id}/ticket\\?`));
    expect(placed.order).toMatchObject({ provider: 'mercadopago', status: 'pending', fiatCurrency: 'BRL' });
    const calls = mp.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/payments' });
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${mp.accessToken}`);
    expect(calls[0]!.headers['x-idempotency-key']).toBe(placed.order.id);
    expect(calls[0]!.body).toMatchObject({
      transaction_amount: 55,
      payment_method_id: 'pix',
      payer: { email: 'pix-payer@example.com' },
      external_reference: placed.order.id,
      date_of_expiration: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
    });
    expect((await fetch(placed.checkoutUrl)).status).toBe(200);

    const replay = await order(me, '55', key);
    expect(replay.json().data).toMatchObject({
      order: { id: placed.order.id },
      checkoutUrl: placed.checkoutUrl,
    });
    expect(mp.requests.length).toBe(before + 1);
  });

  it('gets the same payment back when its first answer was lost (the same X-Idempotency-Key)', async () => {
    const me = await signInByPhone(t.app);
    const key = randomUUID();
    mp.loseNextAnswer();
    const first = await order(me, '11.5', key);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    const [pending] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, me.user.id));
    const payment = mp.paymentByReference(pending!.id)!;
    const retry = await order(me, '11.5', key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.checkoutUrl).toContain(`/payments/${payment.id}/ticket`);
    expect(
      mp.requests.filter(
        (r) =>
          r.method === 'POST' &&
          (r.body as { external_reference?: string })?.external_reference === pending!.id,
      ),
    ).toHaveLength(2);
    expect([...new Set(mp.requests.slice(-2).map((r) => r.headers['x-idempotency-key']))]).toEqual([
      pending!.id,
    ]);
    expect(Number((await getOrder(me, pending!.id)).fiatAmount)).toBe(11.5);
  });

  it('answers 503 while Mercado Pago cannot be reached, and opens the checkout on the retry', async () => {
    const me = await signInByPhone(t.app);
    const key = randomUUID();
    mp.setUnreachable(true);
    try {
      const res = await order(me, '22', key);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, errorCode: 'SERVICE_UNAVAILABLE' });
    } finally {
      mp.setUnreachable(false);
    }
    expect((await order(me, '22', key)).statusCode).toBe(201);
  });

  it('sends INR to the next provider listed (the sandbox), BRL to Mercado Pago', async () => {
    const me = await signInByPhone(t.app);
    const inr = await order(me, '850', randomUUID(), 'INR');
    expect(inr.statusCode, inr.body).toBe(201);
    expect(inr.json().data.order.provider).toBe('sandbox');
  });

  it('names its notification_url when the api knows its public address', async () => {
    const adapter = createMercadoPagoPaymentsAdapter({
      apiUrl: mp.url,
      accessToken: mp.accessToken,
      webhookSecret: mp.webhookSecret,
      payerEmail: 'pix-payer@example.com',
      notificationUrl: () => 'https://kp.example/api/payments/webhooks/mercadopago',
      toleranceSeconds: 300,
      clock: systemClock,
    });
    const orderId = randomUUID();
    const checkout = await adapter.createCheckout({
      orderId,
      amount: 1999n,
      currency: 'BRL',
      description: '3.46 K-Cash',
      returnUrl: 'https://kp.example/buy-kcash/',
    });
    expect(checkout.sessionId).toBe(String(mp.paymentByReference(orderId)!.id));
    expect(mp.requests.at(-1)!.body).toMatchObject({
      transaction_amount: 19.99,
      notification_url: 'https://kp.example/api/payments/webhooks/mercadopago',
    });
  });
});

describe("Mercado Pago's notifications", () => {
  it('reads the payment from Mercado Pago and credits an approved one once, whatever is delivered again', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    // Made, not paid yet: nothing changes.
    const waiting = await mp.deliver(mp.signedNotification(placed.payment.id));
    expect(waiting.status, waiting.body).toBe(200);
    expect(outcome(waiting)).toBe('ignored');
    expect(await getOrder(me, placed.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'open' });

    const approved = await mp.update(placed.payment.id, 'approved', 'accredited');
    expect(approved.status, approved.body).toBe(200);
    expect(outcome(approved)).toBe('credited');
    const paid = await getOrder(me, placed.order.id);
    expect(paid).toMatchObject({ status: 'success', paymentStatus: 'succeeded' });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 975_000n });
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, paid.entryId!));
    expect(entry).toMatchObject({ idempotencyKey: `payment:mercadopago:${placed.order.id}` });
    expect(mp.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${placed.payment.id}` });

    // A redelivery, and a new notification of the same state: nothing more.
    const again = mp.signedNotification(placed.payment.id);
    expect(outcome(await mp.deliver(again))).toBe('duplicate');
    expect(outcome(await mp.deliver(again))).toBe('duplicate');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 975_000n });
    const events = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.orderId, placed.order.id));
    expect(events.map((e) => [e.eventId, e.outcome]).sort()).toEqual([
      [`${placed.payment.id}:approved:accredited`, 'credited'],
      [`${placed.payment.id}:pending:pending_waiting_transfer`, 'ignored'],
    ]);
    await expectSoundLedger();
  });

  it('refuses missing, malformed, wrong, moved and old signatures (400/401), asking Mercado Pago nothing', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const other = await placeOrder(me);
    const before = await ledgerSize(t.database.db);
    const calls = mp.requests.length;
    const good = mp.signedNotification(other.payment.id);
    const now = Math.floor(Date.now() / 1000);
    const { 'x-signature': _signature, ...unsigned } = good.headers;
    const cases: [string, typeof good, number][] = [
      ['no signature', { ...good, headers: unsigned }, 400],
      ['malformed', { ...good, headers: { ...good.headers, 'x-signature': 'v1=abc' } }, 400],
      [
        'another secret',
        { ...good, headers: { ...good.headers, 'x-signature': `ts=${now},v1=${'ab'.repeat(32)}` } },
        401,
      ],
      [
        'another payment',
        { ...good, path: good.path.replace(`data.id=${other.payment.id}`, `data.id=${placed.payment.id}`) },
        401,
      ],
      ['another request id', { ...good, headers: { ...good.headers, 'x-request-id': randomUUID() } }, 401],
      ['ten minutes old', mp.signedNotification(other.payment.id, { ts: now - 600 }), 401],
      ['from the future', mp.signedNotification(other.payment.id, { ts: now + 600 }), 401],
    ];
    for (const [name, delivery, status] of cases) {
      const res = await mp.deliver(delivery);
      expect(res.status, `${name}: ${res.body}`).toBe(status);
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: status, errorCode: expect.any(String) });
    }
    expect(mp.requests.length).toBe(calls);
    expect(await ledgerSize(t.database.db)).toEqual(before);
    expect((await getOrder(me, other.order.id)).status).toBe('pending');
  });

  it('maps rejected, cancelled (an expired PIX code) and in-review payments', async () => {
    const me = await signInByPhone(t.app);
    const a = await placeOrder(me);
    expect(outcome(await mp.update(a.payment.id, 'rejected', 'cc_rejected_other_reason'))).toBe('failed');
    expect(await getOrder(me, a.order.id)).toMatchObject({
      status: 'failed',
      paymentStatus: 'failed',
      failureReason: 'cc_rejected_other_reason',
    });
    const b = await placeOrder(me);
    expect(outcome(await mp.update(b.payment.id, 'cancelled', 'expired'))).toBe('failed');
    expect(await getOrder(me, b.order.id)).toMatchObject({ status: 'failed', failureReason: 'expired' });
    const c = await placeOrder(me);
    expect(outcome(await mp.update(c.payment.id, 'in_process', 'pending_review_manual'))).toBe('processing');
    expect(await getOrder(me, c.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'processing' });
    expect(outcome(await mp.update(c.payment.id, 'approved', 'accredited'))).toBe('credited');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 975_000n });
  });

  it('takes the K-Cash back on a refund or a chargeback; a partial refund is left to the operators', async () => {
    const me = await signInByPhone(t.app);
    const a = await placeOrder(me);
    await mp.update(a.payment.id, 'approved', 'accredited');
    expect(outcome(await mp.update(a.payment.id, 'refunded', 'refunded'))).toBe('refunded');
    expect(await getOrder(me, a.order.id)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 0n });

    const b = await placeOrder(me);
    await mp.update(b.payment.id, 'approved', 'accredited');
    expect(outcome(await mp.update(b.payment.id, 'approved', 'partially_refunded'))).toBe('ignored');
    expect(await getOrder(me, b.order.id)).toMatchObject({ status: 'success' });
    expect(outcome(await mp.update(b.payment.id, 'charged_back', 'settled'))).toBe('refunded');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:purchased': 0n });
    await expectSoundLedger();
  });

  it('answers 503 while the payment cannot be read, so Mercado Pago delivers it again', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    mp.payment(placed.payment.id).status = 'approved';
    mp.payment(placed.payment.id).status_detail = 'accredited';
    const notification = mp.signedNotification(placed.payment.id);
    mp.setUnreachable(true);
    try {
      const res = await mp.deliver(notification);
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body)).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    } finally {
      mp.setUnreachable(false);
    }
    expect((await getOrder(me, placed.order.id)).status).toBe('pending');
    expect(outcome(await mp.deliver(notification))).toBe('credited');
  });

  it('ignores notifications of other topics and of payments that are not ours', async () => {
    const me = await signInByPhone(t.app);
    const placed = await placeOrder(me);
    const notification = mp.signedNotification(placed.payment.id);
    const merchantOrder = {
      ...notification,
      path: notification.path.replace('type=payment', 'type=merchant_order'),
    };
    expect(outcome(await mp.deliver(merchantOrder))).toBe('ignored');
    await t.database.db
      .update(paymentOrders)
      .set({ providerSessionId: '1' })
      .where(eq(paymentOrders.id, placed.order.id));
    mp.payment(placed.payment.id).status = 'approved';
    expect(outcome(await mp.deliver(mp.signedNotification(placed.payment.id)))).toBe('ignored');
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({});
  });
});
