import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { browserLocation } from '../../lib/browser-location';
import { openModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { PENDING_CONNECT_KEY } from './social-connect';

const AUTH_URL = '/api/social/social-auth';
const TELEGRAM_PAGE =
  'https://oauth.telegram.org/auth?bot_id=7000000001&origin=http%3A%2F%2Flocalhost%3A3000&request_access=write';

function server(routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/banners': () => ok([]),
    [AUTH_URL]: () => ok({ url: TELEGRAM_PAGE }),
    ...routes,
  });
}

async function openTelegram(returnTo = '/gamer/k-drop/summer-drop') {
  renderApp('/privacy-policy');
  act(() => signIn(USER, 'phone'));
  await screen.findByRole('button', { name: 'Account: gamer01' });
  act(() => void openModal('telegramConnect', { returnTo }));
  return within(await screen.findByRole('dialog', { name: 'Connect Telegram' }, { timeout: 5000 }));
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the Telegram connect modal', () => {
  it('says what linking does, and leaves for Telegram’s login page only when asked', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { requests } = server();
    const dialog = await openTelegram();
    expect(dialog.getByText(/complete Telegram tasks/)).toBeTruthy();
    expect(dialog.getByText(/never your messages/)).toBeTruthy();
    expect(requests(AUTH_URL)).toHaveLength(0);

    fireEvent.click(dialog.getByRole('button', { name: 'Connect Telegram' }));
    expect(dialog.getByRole('button', { name: 'Opening Telegram…' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(TELEGRAM_PAGE));
    expect(Object.fromEntries(requests(AUTH_URL)[0]!.url.searchParams)).toEqual({
      provider: 'telegram',
      redirectUri: `${location.origin}/social-connect/telegram`,
      host: location.host,
    });
    expect(JSON.parse(sessionStorage.getItem(PENDING_CONNECT_KEY)!)).toEqual({
      provider: 'telegram',
      returnTo: '/gamer/k-drop/summer-drop',
    });
  });

  it('says this site cannot connect Telegram when it has no bot, and offers only Close', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server({ [AUTH_URL]: () => failure(404, 'SOCIAL_PROVIDER_NOT_CONFIGURED') });
    const dialog = await openTelegram();
    fireEvent.click(dialog.getByRole('button', { name: 'Connect Telegram' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This site cannot connect Telegram accounts yet.',
    );
    expect(dialog.queryByRole('button', { name: 'Connect Telegram' })).toBeNull();
    expect(dialog.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_CONNECT_KEY)).toBeNull();
  });

  it('says why it could not start, and the button tries again', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    let calls = 0;
    server({ [AUTH_URL]: () => (++calls === 1 ? failure(429, 'RATE_LIMITED') : ok({ url: TELEGRAM_PAGE })) });
    const dialog = await openTelegram();
    fireEvent.click(dialog.getByRole('button', { name: 'Connect Telegram' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Connect Telegram' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(TELEGRAM_PAGE));
  });
});
