import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnrampQuoteAnswer, PaymentOrder } from '@kp/contract/payments';
import { AppError } from '@kp/domain/errors';
import { PAYMENT_SLOW_AFTER_MS } from '@kp/domain/swap';
import { registerModals } from '../../app/modals';
import { resetFeatures } from '../../lib/features';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import {
  answer,
  failure,
  ok,
  PROFILE,
  stubServer,
  USER,
  type FakeRoute,
} from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { browser } from './buy-api';

/** Pages and modals load their code on first use: a loaded machine may take a while. */
const LAZY = { timeout: 10_000 };

const ORDER_ID = '5f0c9a52-6a43-4f0e-9d64-6f7b1c2a0001';

const QUOTE: OnrampQuoteAnswer = {
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
};

function order(over: Partial<PaymentOrder> = {}): PaymentOrder {
  const { limits: _limits, ...quote } = QUOTE;
  return {
    ...quote,
    id: ORDER_ID,
    status: 'pending',
    paymentStatus: 'open',
    provider: 'sandbox',
    failureReason: null,
    entryId: null,
    checkoutUrl: `/sandbox/payments/checkout/cs_abc`,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    paidAt: null,
    ...over,
  };
}

function server(routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/wallets/balance': () => ok({ balances: [] }),
    '/api/onramp/gas-fee': () =>
      ok({
        chain: { id: 137, name: 'Polygon' },
        amount: '0.100000',
        currency: 'USDT',
        kcashEquivalent: '100.00',
      }),
    '/api/onramp/conversion': ({ url }) => {
      const amount = url.searchParams.get('fiatAmount');
      if (amount === '10')
        return answer(400, {
          statusCode: 400,
          errorCode: 'INVALID_AMOUNT',
          message: 'amount: the smallest purchase is 85.00 INR',
          details: { problem: 'below_minimum', minimum: '85.00', maximum: '85000.00', currency: 'INR' },
        });
      return ok({ ...QUOTE, fiatCurrency: url.searchParams.get('fiatCurrency') });
    },
    ...routes,
  });
}

async function openPage(url = '/buy-kcash/') {
  signIn(USER, 'phone');
  renderApp(url);
  await screen.findByRole('heading', { level: 1 }, LAZY);
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount to pay' });
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  registerModals();
});

describe('buying K-Cash', () => {
  it('opens the sign-in modal for a visitor who is signed out', async () => {
    stubServer({});
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/buy-kcash/');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Sign in to buy K-Cash.')).toBeTruthy();
  });

  it('says plainly that K-Cash cannot be bought where no payment provider is configured', async () => {
    resetFeatures();
    const { requests } = server({ '/api/features': () => ok({ buyKcash: false, kyc: true }) });
    await openPage();
    expect(
      await screen.findByText('Buying K-Cash is not available on this installation yet.', {}, LAZY),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount to pay' })).toBeNull();
    expect(requests('/api/onramp/conversion')).toHaveLength(0);
    resetFeatures();
  });

  it('says when it cannot tell whether K-Cash can be bought here, and tries again on request', async () => {
    resetFeatures();
    let isDown = true;
    server({
      '/api/features': () =>
        isDown ? failure(503, 'SERVICE_UNAVAILABLE') : ok({ buyKcash: true, kyc: true }),
    });
    await openPage();
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert.textContent).toContain('This page could not be loaded.');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Amount to pay' }, LAZY)).toBeTruthy();
    resetFeatures();
  });

  it('checks the amount, quotes it with the fees, and goes to the checkout with an Idempotency-Key', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { requests } = server({
      'POST /api/onramp/swap': () =>
        ok({ order: order(), checkoutUrl: '/sandbox/payments/checkout/cs_abc' }, 201),
    });
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Buy K-Cash' })).toBeTruthy();
    expect(await screen.findByText('Network fee: 0.1 USDT (100 K-Cash) on Polygon', {}, LAZY)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Pay in' }) as HTMLSelectElement).value).toBe('INR');

    const input = amountField();
    fireEvent.change(input, { target: { value: '12.345' } });
    expect(messageOf(input)).toBe('Use at most 2 decimals');
    fireEvent.change(input, { target: { value: 'five' } });
    expect(messageOf(input)).toBe('Enter an amount such as 499.99');
    fireEvent.change(input, { target: { value: '10' } });
    await waitFor(() => expect(messageOf(input)).toBe('The smallest payment is 85.00 INR'), LAZY);

    fireEvent.change(input, { target: { value: '850' } });
    const quote = within(screen.getByRole('region', { name: 'What you get' }));
    expect(await quote.findByText('9,750 K-Cash', {}, LAZY)).toBeTruthy();
    expect(quote.getByText('1 USDT = ₹85.00')).toBeTruthy();
    expect(quote.getByText('10 USDT')).toBeTruthy();
    expect(quote.getByText('Payment fee (1.5%)')).toBeTruthy();
    expect(quote.getByText('− 0.15 USDT')).toBeTruthy();
    expect(quote.getByText('Network fee (Polygon)')).toBeTruthy();
    expect(messageOf(input)).toBe('From ₹85.00 to ₹85,000.00');

    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payments/checkout/cs_abc'), LAZY);
    const [sent] = requests('/api/onramp/swap');
    expect(sent!.body).toEqual({ fiatCurrency: 'INR', fiatAmount: '850' });
    expect(new Headers(sent!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says when the payment provider cannot be reached, and retries with the same key', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    let calls = 0;
    const { requests } = server({
      'POST /api/onramp/swap': () =>
        ++calls === 1
          ? failure(503, 'SERVICE_UNAVAILABLE', 'The payment provider cannot be reached. Please try again.')
          : ok({ order: order(), checkoutUrl: '/sandbox/payments/checkout/cs_abc' }, 201),
    });
    await openPage();
    // The form comes with the features' answer: wait for it (a busy machine may take a while).
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount to pay' }, LAZY), {
      target: { value: '850' },
    });
    await screen.findByText('9,750 K-Cash', {}, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert', {}, LAZY)).textContent).toBe(
      'The service cannot be reached. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), LAZY);
    const keys = requests('/api/onramp/swap').map((r) => new Headers(r.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('the order after the checkout', () => {
  it('waits, says the payment is taking longer than usual, then shows the K-Cash credited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = order();
    const { requests } = server({ [`/api/onramp/orders/${ORDER_ID}`]: () => ok(current) });
    await openPage(`/buy-kcash/?order=${ORDER_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment' })).toBeTruthy();
    expect(await screen.findByText('Waiting for the payment to be confirmed…', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('₹850.00 for 9,750 K-Cash')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(
      '/sandbox/payments/checkout/cs_abc',
    );
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SLOW_AFTER_MS));
    expect(await screen.findByText('Payment taking longer than usual', {}, LAZY)).toBeTruthy();
    const balanceReadsBefore = requests('/api/wallets/balance').length;
    current = order({
      status: 'success',
      paymentStatus: 'succeeded',
      entryId: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0002',
      paidAt: '2030-01-01T10:01:00.000Z',
      checkoutUrl: null,
    });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Payment received: 9,750 K-Cash added to your balance.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your transactions' }).getAttribute('href')).toBe(
      '/transaction-history/',
    );
    await waitFor(
      () => expect(requests('/api/wallets/balance').length).toBeGreaterThan(balanceReadsBefore),
      LAZY,
    );
    // Done: no more asking.
    const polls = requests(`/api/onramp/orders/${ORDER_ID}`).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests(`/api/onramp/orders/${ORDER_ID}`)).toHaveLength(polls);
  });

  it('says at once that a payment confirmed late is taking longer than usual', async () => {
    server({
      [`/api/onramp/orders/${ORDER_ID}`]: () => ok(order({ paymentStatus: 'processing', checkoutUrl: null })),
    });
    await openPage(`/buy-kcash/?order=${ORDER_ID}`);
    expect(await screen.findByText('Payment taking longer than usual', {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
  });

  it('shows a failed payment with its reason and a way to try again', async () => {
    server({
      [`/api/onramp/orders/${ORDER_ID}`]: () =>
        ok(
          order({
            status: 'failed',
            paymentStatus: 'failed',
            failureReason: 'insufficient_funds',
            checkoutUrl: null,
          }),
        ),
    });
    await openPage(`/buy-kcash/?order=${ORDER_ID}`);
    const alert = within(await screen.findByRole('alert', {}, LAZY));
    expect(alert.getByText('Payment Failed, Please try again!')).toBeTruthy();
    expect(alert.getByText('Reason: insufficient funds')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/buy-kcash/');
    expect(new AppError('PAYMENT_FAILED').message).toBe('Payment Failed, Please try again!');
  });

  it('says when a payment was refunded and its K-Cash taken back, and stops waiting', async () => {
    const { requests } = server({
      [`/api/onramp/orders/${ORDER_ID}`]: () =>
        ok(order({ status: 'refunded', paymentStatus: 'refunded', checkoutUrl: null })),
    });
    await openPage(`/buy-kcash/?order=${ORDER_ID}`);
    expect(
      await screen.findByText(
        'This payment was refunded, and the K-Cash it bought was taken back.',
        {},
        LAZY,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Waiting for the payment to be confirmed…')).toBeNull();
    expect(requests(`/api/onramp/orders/${ORDER_ID}`)).toHaveLength(1);
  });

  it('says when the order is not the user’s or does not exist', async () => {
    server({ [`/api/onramp/orders/${ORDER_ID}`]: () => failure(404, 'ORDER_NOT_FOUND', 'No such order') });
    await openPage(`/buy-kcash/?order=${ORDER_ID}`);
    expect((await screen.findByRole('alert', {}, LAZY)).textContent).toContain('This order was not found.');
    expect(screen.getByRole('link', { name: 'Buy more K-Cash' })).toBeTruthy();
  });
});
