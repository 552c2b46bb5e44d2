import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletBalance } from '@kp/contract/ledger';
import type { SwapQuoteAnswer } from '@kp/contract/swap';
import { KCASH_PER_USDT } from '@kp/domain/constants';
import { formatAmount, KCASH, USDT } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { parseSwapAmount, quoteSwap } from '@kp/domain/swap';
import { registerModals } from '../../app/modals';
import { refreshBalances } from '../../lib/user-data';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { answer, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

/** Pages and modals load their code on first use: a loaded machine may take a while. */
const LAZY = { timeout: 10_000 };

const RULES = { feeBps: 100, minimumUsdt: 1_000_000n };

/** The api's quote, computed by the domain's own rule, or its refusal. */
function quoteFor(amount: string): Response {
  try {
    const q = quoteSwap(parseSwapAmount(amount), RULES);
    const body: SwapQuoteAnswer = {
      amount: formatAmount(q.amountUsdt, USDT),
      currency: 'USDT',
      kcashPerUsdt: KCASH_PER_USDT,
      deductions: [
        { type: 'platform_fee', feeBps: 100, amount: formatAmount(q.feeUsdt, USDT), currency: 'USDT' },
      ],
      totalDeductions: formatAmount(q.feeUsdt, USDT),
      netAmount: formatAmount(q.netUsdt, USDT),
      receiveAmount: formatAmount(q.kcash, KCASH),
      receiveCurrency: 'KCASH',
      minimumAmount: '1.000000',
    };
    return ok(body);
  } catch (error) {
    return answer(400, (error as AppError).toBody());
  }
}

function balances(usdt: string, kcash: string): WalletBalance[] {
  return [
    {
      currency: 'KCASH',
      name: 'K-Cash',
      scale: 2,
      balance: kcash,
      subBalances: { earned: '0.00', purchased: kcash },
    },
    { currency: 'USDT', name: 'USDT', scale: 6, balance: usdt },
  ];
}

/** A fake api holding the user's balances, which a swap changes. */
function server(routes: Record<string, FakeRoute> = {}) {
  let held = balances('12.500000', '100.00');
  const fake = stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/wallets/balance': () => ok({ balances: held }),
    '/api/swap/chains': () =>
      ok({
        chains: [
          {
            id: 137,
            key: 'polygon',
            name: 'Polygon',
            usdtContract: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
            usdtDecimals: 6,
          },
        ],
      }),
    '/api/swap/deductions': ({ url }) => quoteFor(url.searchParams.get('amount') ?? ''),
    'POST /api/swap': ({ body }) => {
      const q = quoteSwap(parseSwapAmount((body as { amount: string }).amount), RULES);
      held = balances('2.500000', '10000.00');
      return ok(
        {
          id: 'swap-1',
          entryId: 'entry-1',
          subBalance: 'purchased',
          createdAt: new Date().toISOString(),
          kcash: String(q.kcash),
        },
        201,
      );
    },
    ...routes,
  });
  return fake;
}

async function openPage(url = '/swap') {
  signIn(USER, 'phone');
  renderApp(url);
  await act(() => refreshBalances());
}

const amountField = () => screen.getByRole('textbox', { name: 'USDT to swap' });
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  registerModals();
});

describe('the swap page', () => {
  it('opens the sign-in modal for a visitor who is signed out', async () => {
    stubServer({ '/api/swap/chains': () => ok({ chains: [] }) });
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/swap');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Sign in to swap your USDT.')).toBeTruthy();
  });

  it('shows the balances and the accepted networks, and checks the amount by the swap’s rules', async () => {
    server();
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap USDT to K-Cash' }, LAZY)).toBeTruthy();
    expect(
      screen.getByText(
        '1 USDT = 1,000 K-Cash. A fee comes off the USDT you swap: you see it before you confirm.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('12.5')).toBeTruthy(), LAZY);
    const networks = within(
      await screen.findByRole('region', { name: 'Networks we accept USDT from' }, LAZY),
    );
    expect(await networks.findByText(/Polygon/, {}, LAZY)).toBeTruthy();

    const input = amountField();
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(messageOf(input)).toBe('Enter an amount such as 10.5');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '1.000001' } });
    expect(messageOf(input)).toBe('Use at most 5 decimals');
    fireEvent.change(input, { target: { value: '-2' } });
    expect(messageOf(input)).toBe('The amount cannot be negative');
    fireEvent.change(input, { target: { value: '20' } });
    expect(messageOf(input)).toBe('Not enough USDT balance');
    // Under the minimum: the api says so, in the reader's words.
    fireEvent.change(input, { target: { value: '0.5' } });
    await waitFor(() => expect(messageOf(input)).toBe('The smallest amount is 1 USDT'), LAZY);
    fireEvent.change(input, { target: { value: '10' } });
    await waitFor(() => expect(messageOf(input)).toBe('You receive about 9,900 K-Cash after fees'), LAZY);
    expect(input.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Max: Swap all your USDT' }));
    expect((input as HTMLInputElement).value).toBe('12.5');
  });

  it('shows the fees, then swaps through the transaction modal’s steps and refreshes the balances', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { requests: swaps } = server({
      'POST /api/swap': async ({ body }) => {
        await held;
        const q = quoteSwap(parseSwapAmount((body as { amount: string }).amount), RULES);
        return ok({ id: 'swap-1', kcash: String(q.kcash) }, 201);
      },
    });
    await openPage();
    fireEvent.change(amountField(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));

    const fee = within(await screen.findByRole('dialog', { name: 'Fees' }, LAZY));
    expect(await fee.findByText('Platform fee (1%)', {}, LAZY)).toBeTruthy();
    expect(fee.getByText('− 0.1 USDT')).toBeTruthy();
    expect(fee.getByText('9.9 USDT')).toBeTruthy();
    expect(fee.getByText('1 USDT = 1,000 K-Cash')).toBeTruthy();
    expect(fee.getByText('9,900 K-Cash')).toBeTruthy();
    fireEvent.click(fee.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Swap' }, LAZY);
    const modal = within(dialog);
    expect(dialog.querySelector('[data-step]')?.getAttribute('data-step')).toBe('initial');
    expect(modal.getByText('Swap 10 USDT for 9,900 K-Cash?')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Confirm swap' }));
    await waitFor(
      () => expect(dialog.querySelector('[data-step]')?.getAttribute('data-step')).toBe('loading'),
      LAZY,
    );
    expect(modal.getByRole('status').textContent).toContain('Swapping');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Swap' })).toBeNull(), LAZY);
    expect(await screen.findByText('Swapped 10 USDT for 9,900 K-Cash', {}, LAZY)).toBeTruthy();

    const sent = swaps('/api/swap').filter((r) => r.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ amount: '10.000000' });
    expect(new Headers(sent[0]!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    // The balances were read again after the swap.
    await waitFor(() => expect(swaps('/api/wallets/balance').length).toBeGreaterThanOrEqual(2), LAZY);
    expect((amountField() as HTMLInputElement).value).toBe('');
  });

  it('says why a swap failed (not enough balance) and retries with the same key', async () => {
    let attempts = 0;
    const { requests } = server({
      'POST /api/swap': () => {
        attempts++;
        return answer(422, {
          statusCode: 422,
          errorCode: 'INSUFFICIENT_BALANCE',
          message: 'Not enough USDT balance',
          details: { currency: 'USDT', balance: '1.000000', amount: '10.000000' },
        });
      },
    });
    await openPage();
    fireEvent.change(amountField(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    const fee = within(await screen.findByRole('dialog', { name: 'Fees' }, LAZY));
    fireEvent.click(await fee.findByRole('button', { name: 'Continue' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Swap' }, LAZY);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm swap' }));
    const alert = within(await within(dialog).findByRole('alert', {}, LAZY));
    expect(alert.getByText('The swap did not go through.')).toBeTruthy();
    expect(alert.getByText('Not enough USDT balance')).toBeTruthy();
    expect(dialog.querySelector('[data-step]')?.getAttribute('data-step')).toBe('failed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts).toBe(2), LAZY);
    const keys = requests('/api/swap')
      .filter((r) => r.method === 'POST')
      .map((r) => new Headers(r.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Swap' })).toBeNull(), LAZY);
  });
});

describe('the currency exchange page', () => {
  it('opens the currency exchange modal with the swap, and offers buying K-Cash', async () => {
    server();
    await openPage('/currency-exchange/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Currency exchange' }, LAZY)).toBeTruthy();
    const modal = within(await screen.findByRole('dialog', { name: 'Currency exchange' }, LAZY));
    expect(modal.getByText('From USDT to K-Cash')).toBeTruthy();
    expect(modal.getByRole('textbox', { name: 'USDT to swap' })).toBeTruthy();
    expect(modal.getByRole('link', { name: 'No USDT? Buy K-Cash with money' }).getAttribute('href')).toBe(
      '/buy-kcash/',
    );
    fireEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LAZY);
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Buy K-Cash' }).getAttribute('href')).toBe('/buy-kcash/');
    fireEvent.click(page.getByRole('button', { name: 'Exchange currency' }));
    expect(await screen.findByRole('dialog', { name: 'Currency exchange' }, LAZY)).toBeTruthy();
  });
});
