import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { browserLocation } from '../../lib/browser-location';
import { openModal, type ModalPropsByName } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { PENDING_CONNECT_KEY } from './social-connect';

const AUTH_URL = '/api/social/social-auth';
const STEAM_URL = '/api/social/connect/steam';
const DISCORD_PAGE = 'https://discord.example/oauth2/authorize?client_id=1&state=abc';
const STEAM_PAGE = 'https://steam.example/openid/login?openid.mode=checkid_setup';

function server(routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/banners': () => ok([]),
    [AUTH_URL]: () => ok({ url: DISCORD_PAGE }),
    [STEAM_URL]: () => ok({ url: STEAM_PAGE }),
    ...routes,
  });
}

async function signedIn() {
  renderApp('/privacy-policy');
  act(() => signIn(USER, 'phone'));
  await screen.findByRole('button', { name: 'Account: gamer01' });
}

const SLOW = { timeout: 5000 };
const open = (props: ModalPropsByName['socialConnectLoading']) =>
  act(() => void openModal('socialConnectLoading', props));
const pending = () => JSON.parse(sessionStorage.getItem(PENDING_CONNECT_KEY) ?? 'null');

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

describe('the social connect loading modal', () => {
  it('says it is connecting, asks for the provider’s page with this site’s return page, keeps the way back and leaves', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { requests } = server();
    await signedIn();
    open({ account: 'discord', returnTo: '/gamer/k-drop/summer-drop' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect Discord' }, SLOW));
    expect(dialog.getByRole('status').textContent).toBe('Connecting your Discord account…');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(DISCORD_PAGE));
    const query = requests(AUTH_URL)[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      provider: 'discord',
      redirectUri: `${location.origin}/social-connect/discord`,
      host: location.host,
    });
    expect(pending()).toEqual({ provider: 'discord', returnTo: '/gamer/k-drop/summer-drop' });
  });

  it('names X as X, and asks Steam’s own call for Steam', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { requests } = server();
    await signedIn();
    open({ account: 'steam', returnTo: '/profile/' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(STEAM_PAGE));
    expect(requests(STEAM_URL)[0]!.url.searchParams.get('redirectUri')).toBe(
      `${location.origin}/social-connect/steam`,
    );
    expect(requests(AUTH_URL)).toHaveLength(0);
    expect(pending()).toEqual({ provider: 'steam', returnTo: '/profile/' });

    act(() => void openModal('socialConnectLoading', { account: 'twitter', returnTo: '/profile/' }));
    expect(await screen.findByRole('dialog', { name: 'Connect X' }, SLOW)).toBeTruthy();
  });

  it('says plainly when this site cannot connect the account, with no Retry', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server({ [AUTH_URL]: () => failure(404, 'SOCIAL_PROVIDER_NOT_CONFIGURED') });
    await signedIn();
    open({ account: 'twitter', returnTo: '/profile/' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect X' }, SLOW));
    expect((await dialog.findByRole('alert')).textContent).toBe('This site cannot connect X accounts yet.');
    expect(dialog.queryByRole('button', { name: 'Retry' })).toBeNull();
    // The header's × and the footer's Close: the footer's.
    fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect X' })).toBeNull());
    expect(assign).not.toHaveBeenCalled();
    expect(pending()).toBeNull();
  });

  it('says why it failed and tries again on Retry', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    let calls = 0;
    server({
      [AUTH_URL]: () =>
        ++calls === 1 ? failure(502, 'SOCIAL_PROVIDER_UNAVAILABLE') : ok({ url: DISCORD_PAGE }),
    });
    await signedIn();
    open({ account: 'google', returnTo: '/profile/' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect Google' }, SLOW));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Google did not answer as expected. Please try again in a few minutes.',
    );
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(DISCORD_PAGE));
    expect(calls).toBe(2);
  });
});
