import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { registerModals } from '../../app/modals';
import { browserLocation } from '../../lib/browser-location';
import { loadSession } from '../../lib/session';
import { failure, ok, stubServer, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { TELEGRAM_CALLBACK_PATH, TELEGRAM_WIDGET_URL } from './telegram-widget';

const METHODS = '/api/authentication/methods';
const GOOGLE = '/api/authentication/google';
const CONSENT_URL = 'https://accounts.example.test/o/oauth2/auth?client_id=kp';

function server(methods: object, routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/banners': () => ok([]),
    [METHODS]: () => ok({ phone: true, google: false, telegram: null, ...methods }),
    [GOOGLE]: () => ok({ url: CONSENT_URL }),
    ...routes,
  });
}

async function openSignIn(url = '/') {
  const view = renderApp(url);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('textbox', { name: 'Mobile number' }, { timeout: 10_000 });
  return view;
}

const dialog = () => within(screen.getByRole('dialog', { hidden: true }));
const widgetScript = () => document.querySelector<HTMLScriptElement>(`script[src="${TELEGRAM_WIDGET_URL}"]`);

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('signing in with Google', () => {
  it('asks which methods there are, and leaves for Google’s page to come back where the user was', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { requests } = server({ google: true });
    await openSignIn('/privacy-policy');
    fireEvent.click(await dialog().findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CONSENT_URL));
    expect(requests(GOOGLE)[0]?.url.searchParams.get('returnTo')).toBe('/privacy-policy');
    // Coming back, the app asks the server who signed in, though no user id was stored.
    expect(localStorage.getItem(STORAGE_KEYS.loginMethod)).toBe('google');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it('offers only the phone when the installation has no other method, or cannot say', async () => {
    server({});
    await openSignIn();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Google|Telegram/ })).toBeNull());
    vi.unstubAllGlobals();
    stubServer({ '/api/banners': () => ok([]), [METHODS]: () => failure(500, 'SOMETHING_WENT_WRONG') });
    fireEvent.click(dialog().getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });

  it('says Something went wrong when Google sign-in cannot start', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server({ google: true }, { [GOOGLE]: () => failure(404, 'SIGN_IN_METHOD_DISABLED') });
    await openSignIn();
    fireEvent.click(await dialog().findByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByText('Something went wrong')).closest('[role="alert"]')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('signing in with Telegram', () => {
  it('loads Telegram’s widget only when asked, pointing it at the api’s callback', async () => {
    server({ telegram: { botUsername: 'kplay_bot' } });
    await openSignIn();
    const button = await dialog().findByRole('button', { name: 'Log in with Telegram' });
    expect(widgetScript()).toBeNull();
    fireEvent.click(button);
    const script = widgetScript();
    expect(script?.dataset.telegramLogin).toBe('kplay_bot');
    expect(script?.dataset.onauth).toBeUndefined();
    const authUrl = new URL(script!.dataset.authUrl!);
    expect(authUrl.origin).toBe(location.origin);
    expect(authUrl.pathname).toBe(TELEGRAM_CALLBACK_PATH);
    expect(authUrl.searchParams.get('returnTo')).toBe('/');
    // What the widget does once it runs: its button (an iframe) before its script.
    act(() => {
      script!.before(document.createElement('iframe'));
      script!.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByText(/Use Telegram's button below/)).toBeTruthy();
    // The browser will come back from the callback signed in: the session asks who then.
    expect(localStorage.getItem(STORAGE_KEYS.loginMethod)).toBe('telegram');
  });

  it('says so when the widget cannot load (offline, or refused by the page’s CSP)', async () => {
    server({ telegram: { botUsername: 'kplay_bot' } });
    await openSignIn();
    fireEvent.click(await dialog().findByRole('button', { name: 'Log in with Telegram' }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => widgetScript()!.dispatchEvent(new Event('error')));
    const unavailable = /^Telegram sign-in could not be loaded/;
    expect((await screen.findByText(unavailable)).closest('[role="alert"]')).toBeTruthy();
    expect(widgetScript()).toBeNull();
    // Loaded, but it could not run (no button drawn): the same message.
    fireEvent.click(dialog().getByRole('button', { name: 'Log in with Telegram' }));
    act(() => widgetScript()!.dispatchEvent(new Event('load')));
    await waitFor(() => expect(screen.getAllByText(unavailable)).toHaveLength(2));
  });
});
