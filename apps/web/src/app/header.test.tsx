import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshBalances } from '../lib/user-data';
import { getSession, loadSession, signIn } from '../lib/session';
import { failure, ok, stubServer, USER } from '../test/fake-server.fixtures';
import { resetFeatures } from '../lib/features';
import { renderApp } from '../test/render-app';
import { Header } from './header';
import { registerModals } from './modals';

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// jsdom has no popovers: the menu stays closed, so its items are found among hidden ones
// (the e2e tests open it in Chromium).
const signOutButton = () => screen.findByRole('button', { name: 'Sign out', hidden: true });

/** Sign out from the menu, then confirm in the logout modal. */
async function signOutFromMenu() {
  fireEvent.click(await signOutButton());
  const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
  expect(dialog.textContent).toContain('Are you sure you want to sign out?');
  fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out' }));
}

describe('the header’s account', () => {
  it('offers Sign in to a visitor who is signed out', () => {
    stubServer({ '/api/banners': () => ok([]) });
    renderApp('/');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the signed-in user’s name, or the last digits of their phone, with a way to sign out', async () => {
    stubServer({ '/api/banners': () => ok([]) });
    renderApp('/privacy-policy');
    act(() => signIn(USER, 'phone'));
    const account = await screen.findByRole('button', { name: 'Account: gamer01' });
    expect(account.textContent).toBe('gamer01');
    const menu = document.getElementById(account.getAttribute('popovertarget') ?? '');
    expect(menu?.contains(await signOutButton())).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getByText('Signed in as gamer01')).toBeTruthy();
    act(() => signIn({ ...USER, username: null }, 'phone'));
    expect((await screen.findByRole('button', { name: 'Account: ••••3210' })).textContent).toBe('••••3210');
  });

  it('signs out: ends the session on the server, then shows Sign in and goes home', async () => {
    const { requests } = stubServer({
      '/api/banners': () => ok([]),
      '/api/authentication/logout': () => ok({ loggedOut: true }),
    });
    const { location } = renderApp('/privacy-policy');
    act(() => signIn(USER, 'phone'));
    await signOutFromMenu();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(requests('/api/authentication/logout')).toHaveLength(1);
    expect(location.history?.at(-1)).toBe('/');
    expect(getSession().status).toBe('signed-out');
    expect(localStorage.length).toBe(0);
  });

  it('asks before signing out, and stays signed in when the answer is no', async () => {
    const { requests } = stubServer({ '/api/banners': () => ok([]) });
    renderApp('/privacy-policy');
    act(() => signIn(USER, 'phone'));
    fireEvent.click(await signOutButton());
    await screen.findByRole('dialog', { name: 'Sign out' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out' })).toBeNull());
    expect(requests('/api/authentication/logout')).toHaveLength(0);
    expect(getSession().status).toBe('signed-in');
  });

  it('links the profile from the menu', async () => {
    stubServer({ '/api/banners': () => ok([]) });
    const { location } = renderApp('/');
    act(() => signIn(USER, 'phone'));
    fireEvent.click(await screen.findByRole('link', { name: 'Profile', hidden: true }));
    expect(location.history?.at(-1)).toBe('/profile/');
  });

  it('offers buying K-Cash and KYC in the menu only where the installation has their providers', async () => {
    resetFeatures();
    stubServer({ '/api/banners': () => ok([]) });
    const first = renderApp('/');
    act(() => signIn(USER, 'phone'));
    expect(await screen.findByRole('link', { name: 'Buy K-Cash', hidden: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Identity verification (KYC)', hidden: true })).toBeTruthy();
    first.unmount();

    resetFeatures();
    stubServer({ '/api/banners': () => ok([]), '/api/features': () => ok({ buyKcash: false, kyc: false }) });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Profile', hidden: true })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Buy K-Cash', hidden: true })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Identity verification (KYC)', hidden: true })).toBeNull();
    resetFeatures();
  });

  it('links the user’s quests and campaigns from the menu, and keeps the language there', async () => {
    stubServer({ '/api/banners': () => ok([]) });
    const { location } = renderApp('/');
    const banner = screen.getByRole('banner');
    // A visitor picks the language in the header itself.
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    act(() => signIn(USER, 'phone'));
    const account = await screen.findByRole('button', { name: 'Account: gamer01' });
    const menu = document.getElementById(account.getAttribute('popovertarget') ?? '')!;
    expect(within(menu).getByRole('combobox', { name: 'Language', hidden: true })).toBeTruthy();
    expect(within(banner).getAllByRole('combobox', { name: 'Language', hidden: true })).toHaveLength(1);
    expect(within(menu).getByRole('link', { name: 'My campaigns', hidden: true }).getAttribute('href')).toBe(
      '/gamer/k-drop',
    );
    fireEvent.click(within(menu).getByRole('link', { name: 'My quests', hidden: true }));
    expect(location.history?.at(-1)).toBe('/gamer/k-quest');
  });

  it('shows the K-Cash balance with its currency’s name, linking to the wallet', async () => {
    stubServer({
      '/api/banners': () => ok([]),
      '/api/wallets/balance': () =>
        ok({
          balances: [
            {
              currency: 'KCASH',
              name: 'K-Cash',
              scale: 2,
              balance: '120.00',
              subBalances: { earned: '100.00', purchased: '20.00' },
            },
          ],
        }),
    });
    renderApp('/privacy-policy');
    act(() => signIn(USER, 'phone'));
    await act(() => refreshBalances());
    const balance = await within(screen.getByRole('banner')).findByRole('link', {
      name: /^Balance: /,
    });
    expect(balance.textContent).toBe('120 K-Cash');
    expect(balance.getAttribute('aria-label')).toBe('Balance: 120 K-Cash. Open your wallet');
    expect(balance.getAttribute('href')).toBe('/wallet');
  });

  it('stays signed in, and says so, when signing out fails', async () => {
    stubServer({
      '/api/banners': () => ok([]),
      '/api/authentication/logout': () => failure(500, 'SOMETHING_WENT_WRONG'),
    });
    renderApp('/privacy-policy');
    act(() => signIn(USER, 'phone'));
    await signOutFromMenu();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not sign out');
    expect(screen.getByRole('button', { name: 'Account: gamer01' })).toBeTruthy();
  });

  it('is drawn ahead signed out, and adopted without a mismatch by a signed-in browser', async () => {
    const header = (
      <Router ssrPath="/">
        <Header />
      </Router>
    );
    signIn(USER, 'phone');
    const container = document.createElement('div');
    container.innerHTML = renderToString(header);
    expect(container.textContent).toContain('Sign in');
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, header, { onRecoverableError }));
    await waitFor(() => expect(container.textContent).toContain('gamer01'));
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
