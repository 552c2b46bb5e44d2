import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@kp/contract/users';
import { registerModals } from '../../app/modals';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const DELETION = '/api/users/deletion-request';
const REQUESTED_AT = '2026-11-23T10:00:00.000Z';
const DELETES_AT = '2026-12-23T10:00:00.000Z';

function server(start: Partial<Profile> = {}) {
  let profile: Profile = { ...PROFILE, ...start };
  return stubServer({
    '/api/users/me/profile': () => ok(profile),
    [`POST ${DELETION}`]: () => {
      const status = profile.deletionRequestedAt ? 'already_requested' : 'initiated';
      profile = { ...profile, deletionRequestedAt: profile.deletionRequestedAt ?? REQUESTED_AT };
      return ok({ status, requestedAt: profile.deletionRequestedAt, deletesAt: DELETES_AT });
    },
    [`DELETE ${DELETION}`]: () => {
      profile = { ...profile, deletionRequestedAt: null };
      return ok(profile);
    },
  });
}

async function openPage() {
  signIn(USER, 'phone');
  const view = renderApp('/delete-user-account');
  await screen.findByRole('heading', { level: 1, name: 'Delete your account' });
  return view;
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

describe('the account deletion page', () => {
  it('opens the sign-in modal for a visitor who is signed out', async () => {
    stubServer({});
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/delete-user-account');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
    expect(screen.getByText('Sign in to ask for your account to be deleted.')).toBeTruthy();
  });

  it('says what happens, asks for the deletion and shows the initiated modal with its date', async () => {
    const { requests } = server();
    await openPage();
    const main = within(screen.getByRole('main'));
    expect(await main.findByText(/after a grace period of 30 days/)).toBeTruthy();
    expect(main.getByText(/personal data is removed/)).toBeTruthy();
    expect(main.getByText(/kept, anonymised/)).toBeTruthy();
    fireEvent.click(main.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account deletion initiated' });
    expect(dialog.textContent).toContain('December 23, 2026');
    expect(requests(DELETION)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // Now pending: the date, and a way to keep the account.
    expect(await main.findByText('Your account will be deleted on December 23, 2026.')).toBeTruthy();
    expect(main.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('shows the already-requested modal when a request was pending', async () => {
    // The page shows a request made in another tab only once it reloads; the api says so.
    const { requests } = server();
    await openPage();
    await fetch(DELETION, { method: 'POST' }); // the other tab
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('dialog', { name: 'Deletion already requested' })).toBeTruthy();
    expect(requests(DELETION)).toHaveLength(2);
  });

  it('keeps the account when the user changes their mind', async () => {
    const { requests } = server({ deletionRequestedAt: REQUESTED_AT });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Your account will not be deleted.')).toBeTruthy();
    expect(requests(DELETION).map((r) => r.method)).toEqual(['DELETE']);
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });

  it('says when the request fails', async () => {
    stubServer({
      '/api/users/me/profile': () => ok(PROFILE),
      [DELETION]: () => failure(500, 'SOMETHING_WENT_WRONG'),
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe('Something went wrong'),
    );
  });
});
