import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarningsAggregate, EarningTotals } from '@kp/contract/earnings';
import type { WalletBalance } from '@kp/contract/ledger';
import { EARNING_STATUSES } from '@kp/domain/campaigns';
import { registerModals } from '../../app/modals';
import { resetFeatures } from '../../lib/features';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const BALANCES_PATH = '/api/wallets/balance';
const AGGREGATE_PATH = '/api/platform-simplified-payments/collect-earning/user/aggregate';
/** Pages load their code on first use: a loaded machine may take a while. */
const LAZY = { timeout: 10_000 };

const BALANCES: WalletBalance[] = [
  {
    currency: 'KCASH',
    name: 'K-Cash',
    scale: 2,
    balance: '1250.50',
    subBalances: { earned: '1000.00', purchased: '250.50' },
  },
  { currency: 'USDT', name: 'USDT', scale: 6, balance: '12.345678' },
  { currency: 'KPOINTS', name: 'K-Points', scale: 0, balance: '300' },
  { currency: 'KRT', name: 'K-Reward Token', scale: 6, balance: '5.000000' },
];

function totals(earningType: string, currencyName: string, collectable: string): EarningTotals {
  const amounts = Object.fromEntries(EARNING_STATUSES.map((s) => [s, '0'])) as EarningTotals['amounts'];
  const counts = Object.fromEntries(EARNING_STATUSES.map((s) => [s, 0])) as EarningTotals['counts'];
  return {
    earningType,
    currencyName,
    scale: 2,
    amounts,
    counts,
    collectable,
    taxWithheld: '0',
    netCollected: '0',
  };
}

const READY: EarningsAggregate = {
  collectableCount: 3,
  totals: [
    totals('KCASH', 'K-Cash', '50.00'),
    totals('USDT', 'USDT', '0.000000'),
    totals('KPOINTS', 'K-Points', '20'),
  ],
};

function server(routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    [BALANCES_PATH]: () => ok({ balances: BALANCES }),
    [AGGREGATE_PATH]: () => ok(READY),
    ...routes,
  });
}

/** The wallet of the signed-in user, once its heading is drawn: its main region. */
async function openWallet(user = USER) {
  signIn(user, 'phone');
  renderApp('/wallet');
  await screen.findByRole('heading', { level: 1, name: 'Wallet' }, LAZY);
  return within(screen.getByRole('main'));
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  resetFeatures();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetFeatures();
  registerModals();
});

describe('the wallet page', () => {
  it('asks a visitor who is signed out to sign in', async () => {
    server();
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/wallet');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' }, LAZY)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Sign in to see your balances and collect what you earned.')).toBeTruthy();
    expect(main.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows every balance with its currency’s name, K-Cash with its earned and purchased parts', async () => {
    server();
    const main = await openWallet();
    const balances = main.getByRole('region', { name: 'Balances' });
    await within(balances).findByText('Earned 1,000 · Purchased 250.5');
    expect(within(balances).getByText(/K-Cash$/).textContent).toBe('1,250.5 K-Cash');
    const rows = within(balances)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['USDT', '12.34'],
      ['K-Points', '300'],
      ['K-Reward Token', '5'],
    ]);
  });

  it('shows what is ready to collect, by currency, with a Collect link that names it', async () => {
    server();
    const main = await openWallet();
    const ready = main.getByRole('region', { name: 'Ready to collect' });
    const collect = await within(ready).findByRole('link', { name: 'Collect' });
    expect(collect.getAttribute('href')).toBe('/collect-earnings');
    const amounts = document.getElementById(collect.getAttribute('aria-describedby') ?? '');
    expect(
      within(amounts!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['50 K-Cash', '20 K-Points']);
  });

  it('says when nothing is ready to collect, and still leads to the earnings', async () => {
    server({
      [AGGREGATE_PATH]: () => ok({ collectableCount: 0, totals: [totals('KCASH', 'K-Cash', '0.00')] }),
    });
    const main = await openWallet();
    const ready = main.getByRole('region', { name: 'Ready to collect' });
    expect(await within(ready).findByText(/^Nothing is ready to collect yet/)).toBeTruthy();
    expect(within(ready).queryByRole('link', { name: 'Collect' })).toBeNull();
    expect(within(ready).getByRole('link', { name: 'See your earnings' }).getAttribute('href')).toBe(
      '/collect-earnings',
    );
  });

  it('links buying K-Cash where this installation sells it, then swap, the store and the history', async () => {
    server();
    await openWallet();
    const actions = within(screen.getByRole('navigation', { name: 'Wallet actions' }));
    expect((await actions.findByRole('link', { name: 'Buy K-Cash' })).getAttribute('href')).toBe(
      '/buy-kcash/',
    );
    expect(actions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/buy-kcash/',
      '/swap',
      '/k-store/',
      '/transaction-history/',
    ]);
  });

  it('leaves buying K-Cash out where this installation does not sell it', async () => {
    const { requests } = server({ '/api/features': () => ok({ buyKcash: false, kyc: false }) });
    await openWallet();
    const actions = within(screen.getByRole('navigation', { name: 'Wallet actions' }));
    await waitFor(() => expect(requests('/api/features')).toHaveLength(1));
    // The answer read and drawn: a link it allowed would be there now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(actions.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Swap USDT',
      'K-Store',
      'Transaction history',
    ]);
  });

  it('reads the balances again on opening', async () => {
    const { requests } = server();
    const main = await openWallet();
    await within(main.getByRole('region', { name: 'Balances' })).findByText('Earned 1,000 · Purchased 250.5');
    const before = requests(BALANCES_PATH).length;
    cleanup();
    renderApp('/wallet');
    await waitFor(() => expect(requests(BALANCES_PATH).length).toBe(before + 1));
  });

  it('offers to try again when the balances cannot be read', async () => {
    let fail = true;
    server({
      [BALANCES_PATH]: () => (fail ? failure(503, 'SERVICE_UNAVAILABLE') : ok({ balances: BALANCES })),
    });
    // Another user: the balances read for the one before are not theirs.
    const main = await openWallet({
      ...USER,
      id: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0002',
      username: 'gamer02',
    });
    const balances = main.getByRole('region', { name: 'Balances' });
    const alert = await within(balances).findByRole('alert');
    expect(alert.textContent).toContain('Balances could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(balances).findByText('Earned 1,000 · Purchased 250.5')).toBeTruthy();
  });

  it('offers to try again when what is ready to collect cannot be read', async () => {
    let fail = true;
    server({ [AGGREGATE_PATH]: () => (fail ? failure(503, 'SERVICE_UNAVAILABLE') : ok(READY)) });
    const main = await openWallet();
    const ready = main.getByRole('region', { name: 'Ready to collect' });
    const alert = await within(ready).findByRole('alert');
    expect(alert.textContent).toContain('What is ready to collect could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(ready).findByRole('link', { name: 'Collect' })).toBeTruthy();
  });
});
