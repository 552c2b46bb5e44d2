import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerTransaction, WalletBalance } from '@kp/contract/ledger';
import { registerModals } from '../../app/modals';
import { refreshBalances } from '../../lib/user-data';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const HISTORY = '/api/transactions/simplified';
const BALANCES: WalletBalance[] = [
  {
    currency: 'KCASH',
    name: 'K-Cash',
    scale: 2,
    balance: '2500000.00',
    subBalances: { earned: '2000000.00', purchased: '500000.00' },
  },
  { currency: 'USDT', name: 'USDT', scale: 6, balance: '12.345678' },
];

function row(id: number, over: Partial<LedgerTransaction> = {}): LedgerTransaction {
  return {
    id: String(id),
    entryId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    kind: 'grant',
    currency: 'KCASH',
    amount: '100.00',
    subBalance: 'earned',
    cause: { type: 'admin_grant', id: `grant-${id}` },
    memo: `Movement ${id}`,
    createdAt: '2026-11-23T12:30:00.000Z',
    ...over,
  };
}

/** 25 movements newest first, answered a page at a time by cursor, filtered like the api. */
function server(options: { failFirst?: boolean } = {}) {
  const all = Array.from({ length: 25 }, (_, i) =>
    row(
      25 - i,
      i === 0
        ? {
            kind: 'swap',
            currency: 'USDT',
            amount: '-10.000000',
            subBalance: null,
            cause: { type: 'swap', id: 'swap-1' },
          }
        : {},
    ),
  );
  let failures = options.failFirst ? 1 : 0;
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/wallets/balance': () => ok({ balances: BALANCES }),
    [HISTORY]: ({ url }) => {
      if (failures-- > 0) return failure(503, 'SERVICE_UNAVAILABLE');
      const kind = url.searchParams.get('kind');
      const currency = url.searchParams.get('currency');
      const cursor = url.searchParams.get('cursor');
      const limit = Number(url.searchParams.get('limit'));
      const matching = all.filter(
        (r) => (!kind || r.kind === kind) && (!currency || r.currency === currency),
      );
      const from = cursor ? matching.findIndex((r) => BigInt(r.id) < BigInt(cursor)) : 0;
      const page = from < 0 ? [] : matching.slice(from, from + limit);
      const more = from >= 0 && from + limit < matching.length;
      return ok({ transactions: page, nextCursor: more ? page.at(-1)!.id : null });
    },
  });
}

async function openPage() {
  signIn(USER, 'phone');
  renderApp('/transaction-history/');
  await screen.findByRole('heading', { level: 1, name: 'Transaction history' });
  return within(screen.getByRole('main'));
}

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

describe('the transaction history page', () => {
  it('opens the sign-in modal for a visitor who is signed out', async () => {
    stubServer({});
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/transaction-history/');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
    expect(screen.getByText('Sign in to see your transactions.')).toBeTruthy();
  });

  it('lists movements newest first with their sign, kind and memo, then the next page', async () => {
    const { requests } = server();
    const main = await openPage();
    const list = await main.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]!.querySelector('p')?.textContent).toBe('Swapped USDT');
    expect(within(items[0]!).getByLabelText('Paid 10 USDT')).toBeTruthy();
    expect(within(items[1]!).getByLabelText('Received 100 K-Cash')).toBeTruthy();
    expect(items[1]!.lastElementChild?.textContent).toBe('+100 K-Cash');
    expect(items[1]!.querySelector('p')?.textContent).toBe('Added by the KPlay team');
    expect(items[1]!.textContent).toContain('Movement 24');
    expect(items[1]!.textContent).toContain('Earned K-Cash');
    // Each row links to what caused it, where that has a page: a swap does, a grant does not.
    expect(within(items[0]!).getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/swap');
    expect(within(items[1]!).queryByRole('link', { name: 'View details' })).toBeNull();
    fireEvent.click(main.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(main.queryByRole('button', { name: 'Show more' })).toBeNull();
    const pages = requests(HISTORY).map((r) => r.url.searchParams.get('cursor'));
    expect(pages).toEqual([null, '6']);
  });

  it('says what each movement was in plain words, never the ledger’s kinds, nor a currency’s code', async () => {
    const rows: LedgerTransaction[] = [
      row(9, { kind: 'purchase', amount: '9750.00', subBalance: 'purchased', memo: null }),
      row(8, {
        kind: 'collection',
        amount: '1.75',
        memo: 'Collected: First Hunt (tax withheld under section 194BA: 0.75 KCASH)',
        note: {
          key: 'earningCollectedTaxed',
          params: { title: 'First Hunt', section: '194BA', tax: '0.75', currency: 'KCASH' },
        },
      }),
      row(7, { kind: 'swap', currency: 'USDT', amount: '-1.050000', subBalance: null }),
      row(6, { kind: 'redemption', amount: '-1180.00' }),
      row(5, { kind: 'reward', amount: '100.00', memo: 'KYC bonus' }),
      row(4, { kind: 'spend', amount: '-10.00', cause: { type: 'tournament_entry', id: 'p-1' } }),
      row(3, { kind: 'transfer', amount: '1.00' }),
      row(2, { kind: 'tax', amount: '-0.75' }),
      row(1, { kind: 'a_new_kind', amount: '1.00' }),
    ];
    stubServer({
      '/api/users/me/profile': () => ok(PROFILE),
      '/api/wallets/balance': () => ok({ balances: BALANCES }),
      [HISTORY]: () => ok({ transactions: rows, nextCursor: null }),
    });
    const main = await openPage();
    const list = await main.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    const words = items.map((item) => item.querySelector('p')?.textContent);
    expect(words).toEqual([
      'Bought K-Cash',
      'Collected earnings',
      'Swapped USDT',
      'Redeemed a voucher',
      'Reward',
      'Joined a tournament',
      'Moved between balances',
      'Tax withheld',
      // A kind this screen does not know yet: a generic word, never the api's.
      'Other transaction',
    ]);
    expect(list.textContent).not.toMatch(/KCASH|Grant|Transfer|a_new_kind/);
    expect(items[0]!.lastElementChild?.textContent).toBe('+9,750 K-Cash');
    expect(items[1]!.textContent).toContain('(tax withheld under section 194BA: 0.75 K-Cash)');
    expect(items[3]!.lastElementChild?.textContent).toBe('−1,180 K-Cash');
    // The type filter offers the same words.
    expect(main.getByRole('option', { name: 'Bought K-Cash' })).toBeTruthy();
    expect(main.getByRole('option', { name: 'Added by the KPlay team' })).toBeTruthy();
  });

  it('filters by kind and by currency, and says when nothing matches', async () => {
    const { requests } = server();
    const main = await openPage();
    await main.findByRole('list');
    fireEvent.change(main.getByLabelText('Type'), { target: { value: 'swap' } });
    await waitFor(() => expect(within(main.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(requests(HISTORY).at(-1)!.url.searchParams.get('kind')).toBe('swap');
    fireEvent.change(main.getByLabelText('Type'), { target: { value: 'refund' } });
    expect(await main.findByText('No transactions match these filters.')).toBeTruthy();
    fireEvent.change(main.getByLabelText('Type'), { target: { value: '' } });
    await waitFor(() => expect(main.getByRole('option', { name: 'USDT' })).toBeTruthy());
    fireEvent.change(main.getByLabelText('Currency'), { target: { value: 'USDT' } });
    await waitFor(() => expect(within(main.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(requests(HISTORY).at(-1)!.url.searchParams.get('currency')).toBe('USDT');
  });

  it('offers a retry when the history cannot be read', async () => {
    server({ failFirst: true });
    const main = await openPage();
    const alert = await main.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main.findByRole('list')).toBeTruthy();
  });
});

describe('the header balance', () => {
  it('shows the K-Cash balance by the display rule and follows a refresh', async () => {
    let kcash = '2500000.00';
    stubServer({
      '/api/users/me/profile': () => ok(PROFILE),
      '/api/wallets/balance': () => ok({ balances: [{ ...BALANCES[0]!, balance: kcash }, BALANCES[1]] }),
      [HISTORY]: () => ok({ transactions: [], nextCursor: null }),
    });
    signIn(USER, 'phone');
    renderApp('/transaction-history/');
    const link = await screen.findByRole('link', { name: /Balance: 2\.50M K-Cash/ });
    expect(link.getAttribute('href')).toBe('/wallet');
    kcash = '950.50';
    await refreshBalances();
    expect(await screen.findByRole('link', { name: /Balance: 950\.5 K-Cash/ })).toBeTruthy();
  });
});
