import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { browserLocation } from '../../lib/browser-location';
import { openModal, type ModalPropsByName } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { ok, PROFILE, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const AUTH_URL = '/api/social/social-auth';
const SLOW = { timeout: 5000 };

function server() {
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/banners': () => ok([]),
    [AUTH_URL]: () => ok({ url: 'https://provider.example/authorize' }),
  });
}

async function signedIn() {
  renderApp('/privacy-policy');
  act(() => signIn(USER, 'phone'));
  await screen.findByRole('button', { name: 'Account: gamer01' });
}

async function openError(props: ModalPropsByName['socialConnectError'], title: string) {
  act(() => void openModal('socialConnectError', props));
  return within(await screen.findByRole('dialog', { name: title }, SLOW));
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

describe('the social connect error modal', () => {
  it('says why in words that name the account', async () => {
    server();
    await signedIn();
    const CASES: [ModalPropsByName['socialConnectError'], string][] = [
      [
        { account: 'twitter', code: 'SOCIAL_ACCOUNT_TAKEN' },
        'This X account is already linked to another user',
      ],
      [
        { account: 'discord', code: 'SOCIAL_STATE_INVALID' },
        'This connection attempt has expired or was already used. Please try again.',
      ],
      [
        { account: 'steam', code: 'SOCIAL_AUTH_FAILED' },
        'Steam could not confirm your account. Please try again.',
      ],
      [
        { account: 'google', code: 'SOCIAL_ALREADY_LINKED' },
        'Another Google account is already connected to your profile. Disconnect it in your profile first, then connect this one.',
      ],
      [
        { account: 'discord', code: 'ACCESS_DENIED' },
        'You did not allow the connection, so your Discord account was not connected.',
      ],
      [
        { account: 'telegram', code: 'INVALID_ANSWER' },
        'Telegram sent back an answer we could not read. Please try again.',
      ],
      [
        { account: 'twitter', code: 'SERVICE_UNAVAILABLE' },
        'The service cannot be reached. Check your connection and try again.',
      ],
      // Worded by its code's words in the locale.
      [{ account: 'discord', code: 'CONFLICT_IN_PROGRESS' }, 'Conflict: Resource already in progress'],
      // No words of its own: "Something went wrong" in the reader's language, never the api's English.
      [{ account: 'discord', code: 'MALFORMED_JSON' }, 'Something went wrong'],
      [{ account: 'discord', code: 'SOMETHING_WENT_WRONG' }, 'Something went wrong'],
    ];
    for (const [props, text] of CASES) {
      const account = {
        twitter: 'X',
        discord: 'Discord',
        steam: 'Steam',
        google: 'Google',
        telegram: 'Telegram',
      }[props.account];
      const dialog = await openError(props, `Could not connect ${account}`);
      expect(dialog.getByRole('alert').textContent, JSON.stringify(props)).toBe(text);
      expect(dialog.getByRole('button', { name: 'Try again' })).toBeTruthy();
      fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    // Ten modals one after the other: more than the default 5 s on a loaded machine.
  }, 30_000);

  it('offers no Try again when this site cannot connect the account', async () => {
    server();
    await signedIn();
    const dialog = await openError(
      { account: 'discord', code: 'SOCIAL_PROVIDER_NOT_CONFIGURED' },
      'Could not connect Discord',
    );
    expect(dialog.getByRole('alert').textContent).toBe('This site cannot connect Discord accounts yet.');
    expect(dialog.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('tries again through the loading modal, coming back to the same page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { requests } = server();
    await signedIn();
    const dialog = await openError(
      { account: 'discord', code: 'SOCIAL_ACCOUNT_TAKEN', returnTo: '/gamer/k-drop/summer-drop' },
      'Could not connect Discord',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Discord' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Could not connect Discord' })).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://provider.example/authorize'));
    expect(requests(AUTH_URL)[0]!.url.searchParams.get('provider')).toBe('discord');
    expect(JSON.parse(sessionStorage.getItem('kp.socialConnect')!).returnTo).toBe(
      '/gamer/k-drop/summer-drop',
    );
  });

  it('tries Telegram again through the Telegram modal, coming back to the current page when none is given', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server();
    await signedIn();
    const dialog = await openError(
      { account: 'telegram', code: 'SOCIAL_AUTH_FAILED' },
      'Could not connect Telegram',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    const telegram = within(await screen.findByRole('dialog', { name: 'Connect Telegram' }, SLOW));
    fireEvent.click(telegram.getByRole('button', { name: 'Connect Telegram' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(JSON.parse(sessionStorage.getItem('kp.socialConnect')!)).toEqual({
      provider: 'telegram',
      returnTo: '/privacy-policy',
    });
  });
});
