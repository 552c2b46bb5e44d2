import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { showToast } from '../../ui/toast';
import { PENDING_CONNECT_KEY } from './social-connect';

// The toasts stay up for seconds, across tests: which were shown is asked of showToast itself.
vi.mock('../../ui/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../ui/toast')>();
  return { ...actual, showToast: vi.fn(actual.showToast) };
});
const toasted = (message: string) =>
  waitFor(() => expect(showToast).toHaveBeenCalledWith(message, 'success'), { timeout: 5000 });

const AUTHENTICATE = '/api/social/authenticate';
const STEAM = '/api/social/connect/steam';
const TELEGRAM = '/api/social/link-telegram';
const SLOW = { timeout: 5000 };

const linked = (provider: string) => ({
  provider,
  externalId: '80351110224678912',
  handle: 'asha_plays',
  displayName: 'Asha',
  linkedAt: new Date().toISOString(),
});

function server(routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/banners': () => ok([]),
    [AUTHENTICATE]: ({ body }) => ok(linked((body as { provider: string }).provider)),
    [STEAM]: () => ok(linked('steam')),
    [TELEGRAM]: () => ok(linked('telegram')),
    ...routes,
  });
}

const keep = (provider: string, returnTo: string) =>
  sessionStorage.setItem(PENDING_CONNECT_KEY, JSON.stringify({ provider, returnTo }));

/** Comes back from the provider signed in, as the browser would at this address. */
function comeBack(url: string) {
  act(() => signIn(USER, 'phone'));
  return renderApp(url);
}

const utf8Base64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const TELEGRAM_LOGIN = {
  id: 424242,
  first_name: 'ஆஷா',
  username: 'asha_tg',
  auth_date: 1700000000,
  hash: 'f0'.repeat(32),
};

beforeAll(() => registerModals());
beforeEach(async () => {
  vi.mocked(showToast).mockClear();
  localStorage.clear();
  sessionStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  registerModals();
});

describe('coming back from X, Discord or Google', () => {
  it('links the account with the code and state, goes back where it started, and says it is connected', async () => {
    keep('discord', '/privacy-policy');
    const { requests } = server();
    const { location } = comeBack('/social-connect/discord?code=c-123&state=s-456');
    expect(screen.getByRole('status').textContent).toMatch(/Loading|Connecting your Discord account…/);
    await toasted('Discord connected');
    expect(screen.getByText('Discord connected').closest('[role="status"]')).toBeTruthy();
    expect(requests(AUTHENTICATE).map((r) => r.body)).toEqual([
      { provider: 'discord', code: 'c-123', state: 's-456' },
    ]);
    expect(location.history?.at(-1)).toBe('/privacy-policy');
    expect(sessionStorage.getItem(PENDING_CONNECT_KEY)).toBeNull();
  });

  it('passes Google’s iss on, and goes to the profile when no page (or another site) was kept', async () => {
    keep('google', '//evil.example/phish');
    const { requests } = server();
    const { location } = comeBack(
      '/social-connect/google?code=g1&state=g2&iss=https%3A%2F%2Faccounts.google.com',
    );
    await toasted('Google connected');
    expect(requests(AUTHENTICATE)[0]!.body).toEqual({
      provider: 'google',
      code: 'g1',
      state: 'g2',
      iss: 'https://accounts.google.com',
    });
    expect(location.history?.at(-1)).toBe('/profile/');
  });

  it('says the user did not allow it, without asking the api', async () => {
    keep('twitter', '/privacy-policy');
    const { requests } = server();
    const { location } = comeBack('/social-connect/twitter?error=access_denied&state=s-1');
    const dialog = within(await screen.findByRole('dialog', { name: 'Could not connect X' }, SLOW));
    expect(dialog.getByRole('alert').textContent).toBe(
      'You did not allow the connection, so your X account was not connected.',
    );
    expect(requests(AUTHENTICATE)).toHaveLength(0);
    expect(location.history?.at(-1)).toBe('/privacy-policy');
  });

  it('opens the error modal with the api’s reason: an account another user has', async () => {
    keep('discord', '/privacy-policy');
    server({
      [AUTHENTICATE]: () =>
        failure(409, 'SOCIAL_ACCOUNT_TAKEN', 'This Discord account is already linked to another user'),
    });
    const { location } = comeBack('/social-connect/discord?code=c&state=s');
    const dialog = within(await screen.findByRole('dialog', { name: 'Could not connect Discord' }, SLOW));
    expect(dialog.getByRole('alert').textContent).toBe(
      'This Discord account is already linked to another user',
    );
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/privacy-policy');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says an expired or used attempt should start again', async () => {
    keep('discord', '/privacy-policy');
    server({ [AUTHENTICATE]: () => failure(400, 'SOCIAL_STATE_INVALID') });
    comeBack('/social-connect/discord?code=c&state=old');
    const dialog = within(await screen.findByRole('dialog', { name: 'Could not connect Discord' }, SLOW));
    expect(dialog.getByRole('alert').textContent).toBe(
      'This connection attempt has expired or was already used. Please try again.',
    );
  });
});

describe('coming back from Steam and Telegram', () => {
  it('sends Steam’s openid.* parameters (and nothing else) to connect/steam', async () => {
    keep('steam', '/privacy-policy');
    const { requests } = server();
    const query = new URLSearchParams({
      state: 'st-1',
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'id_res',
      'openid.return_to': `${location.origin}/social-connect/steam?state=st-1`,
      'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960287930',
      'openid.sig': 'c2ln',
    });
    comeBack(`/social-connect/steam?${query}`);
    await toasted('Steam connected');
    const body = requests(STEAM).find((r) => r.method === 'POST')!.body;
    expect(body).toEqual(Object.fromEntries([...query].filter(([key]) => key !== 'state')));
  });

  it('decodes Telegram’s #tgAuthResult and links it with link-telegram', async () => {
    keep('telegram', '/privacy-policy');
    const { requests } = server();
    const encoded = utf8Base64(TELEGRAM_LOGIN).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    window.history.replaceState(null, '', `/social-connect/telegram#tgAuthResult=${encoded}`);
    const { location } = comeBack('/social-connect/telegram');
    await toasted('Telegram connected');
    expect(requests(TELEGRAM)[0]!.body).toEqual(TELEGRAM_LOGIN);
    expect(location.history?.at(-1)).toBe('/privacy-policy');
  });

  it('says so when Telegram’s answer cannot be read', async () => {
    keep('telegram', '/privacy-policy');
    const { requests } = server();
    window.history.replaceState(null, '', '/social-connect/telegram#tgAuthResult=not-json');
    comeBack('/social-connect/telegram');
    const dialog = within(await screen.findByRole('dialog', { name: 'Could not connect Telegram' }, SLOW));
    expect(dialog.getByRole('alert').textContent).toBe(
      'Telegram sent back an answer we could not read. Please try again.',
    );
    expect(requests(TELEGRAM)).toHaveLength(0);
  });
});

describe('the way back page', () => {
  it('asks a user whose session ended to sign in, then finishes', async () => {
    keep('discord', '/privacy-policy');
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    const { requests } = server();
    const { location } = renderApp('/social-connect/discord?code=c&state=s');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' }, SLOW)).toBeTruthy();
    expect(
      screen.getByText('Your session has ended. Sign in again to finish connecting your Discord account.'),
    ).toBeTruthy();
    expect(requests(AUTHENTICATE)).toHaveLength(0);
    act(() => signIn(USER, 'phone'));
    await toasted('Discord connected');
    expect(requests(AUTHENTICATE)).toHaveLength(1);
    expect(location.history?.at(-1)).toBe('/privacy-policy');
  });

  it('says a link naming no provider it knows is not valid', async () => {
    const { requests } = server();
    comeBack('/social-connect/myspace?code=c&state=s');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain(
      'This connection link is not valid.',
    );
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile/');
    expect(requests(AUTHENTICATE)).toHaveLength(0);
  });
});
