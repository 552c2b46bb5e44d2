import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { call } from '../../lib/api-client';
import { getSession, loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const noWallet = () => failure(422, 'WALLET_NOT_FOUND', 'Wallet not found');

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function signedInApp() {
  const view = renderApp('/privacy-policy');
  act(() => signIn(USER, 'phone'));
  await screen.findByRole('button', { name: 'Account: gamer01' });
  return view;
}

describe('a call answered WALLET_NOT_FOUND (spec section 6)', () => {
  it('shows the wallet error once, then the logout modal, which signs out on confirm', async () => {
    const { requests } = stubServer({
      '/api/users/wallet/address': noWallet,
      '/api/users/preferred-role': noWallet,
      '/api/authentication/logout': () => ok({ loggedOut: true }),
    });
    const { location } = await signedInApp();
    const results = await Promise.allSettled([
      call('getMyWalletAddress'),
      call('setPreferredRole', { body: { role: 'quester' } }),
    ]);
    // The calls still fail for their screens; the modal comes from the client, once.
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const wallet = await screen.findByRole('dialog', { name: 'Wallet not found' });
    expect(screen.getAllByRole('dialog', { name: 'Wallet not found' })).toHaveLength(1);
    expect(wallet.textContent).toContain('no wallet saved');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const logout = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(logout.textContent).toContain('Are you sure you want to sign out?');
    expect(screen.queryByRole('dialog', { name: 'Wallet not found' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(getSession().status).toBe('signed-out'));
    expect(requests('/api/authentication/logout')).toHaveLength(1);
    expect(location.history?.at(-1)).toBe('/');
  });

  it('leads to the logout modal however the wallet error is closed', async () => {
    stubServer({ '/api/users/wallet/address': noWallet });
    await signedInApp();
    await call('getMyWalletAddress').catch(() => {});
    await screen.findByRole('dialog', { name: 'Wallet not found' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Sign out' })).toBeTruthy();
  });
});
