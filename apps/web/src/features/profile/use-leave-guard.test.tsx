import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, useLocation } from 'wouter';
import { App } from '../../app/app';
import { ModalHost } from '../../app/modal-host';
import { registerModals } from '../../app/modals';
import { loadSession, signIn } from '../../lib/session';
import { ok, PROFILE, stubServer, USER } from '../../test/fake-server.fixtures';
import { useLeaveGuard } from './use-leave-guard';

// These tests use the browser's own history (the app's router in production), not the memory
// location of the other page tests: Back is the browser's.

/** A form page guarded while its one field has text. */
function GuardedPage() {
  const [name, setName] = useState('');
  useLeaveGuard(name !== '');
  return (
    <label>
      Name
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

function Shell() {
  const [location] = useLocation();
  return (
    <>
      <nav>
        <Link href="/elsewhere">Elsewhere</Link>
      </nav>
      <main>{location === '/profile/' ? <GuardedPage /> : <p>{`Now at ${location}`}</p>}</main>
      <ModalHost />
    </>
  );
}

/** Opens the page as the second entry of the tab's history, after /before. */
function openPage() {
  history.replaceState(null, '', '/before');
  history.pushState(null, '', '/profile/');
  return render(<Shell />);
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value } });
const isGuard = () => Boolean((history.state as Record<string, unknown> | null)?.['kpLeaveGuard']);
const unsavedDialog = () => screen.findByRole('dialog', { name: 'Unsaved changes' });
const noDialog = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());

/** Lets the history traversals the browser does later (Back, go) finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

beforeAll(() => registerModals());
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await settle();
});

describe('the unsaved-changes guard and the Back button', () => {
  it('asks instead of going back; staying keeps the page, the text and the history as they were', async () => {
    openPage();
    typeName('Asha');
    expect(isGuard()).toBe(true);
    const entries = history.length;

    act(() => history.back());
    const dialog = await unsavedDialog();
    expect(dialog.textContent).toContain('You have changes you have not saved.');
    expect(location.pathname).toBe('/profile/');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Asha');

    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await noDialog();
    await settle();
    expect(location.pathname).toBe('/profile/');
    expect(isGuard()).toBe(true);
    expect(history.length).toBe(entries);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Asha');

    // Back again asks again; leaving then goes to the page before.
    act(() => history.back());
    await unsavedDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Now at /before')).toBeTruthy();
    expect(location.pathname).toBe('/before');
  });

  it('asks once when Back is pressed again while it asks', async () => {
    openPage();
    typeName('Asha');
    act(() => history.back());
    await unsavedDialog();
    act(() => history.back());
    await settle();
    expect(screen.getAllByRole('dialog', { name: 'Unsaved changes' })).toHaveLength(1);
    expect(location.pathname).toBe('/profile/');
    expect(isGuard()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await noDialog();
  });

  it('lets Back through in one step when nothing changed, or once the change is undone', async () => {
    openPage();
    typeName('Asha');
    typeName('');
    await settle();
    // The guard's copy went with the change: the page's own entry is the current one again.
    expect(isGuard()).toBe(false);
    expect(location.pathname).toBe('/profile/');
    act(() => history.back());
    expect(await screen.findByText('Now at /before')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });

  it('after leaving by a link, Back comes to the page in one step', async () => {
    openPage();
    typeName('Asha');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Leave without saving' }))[0]!);
    expect(await screen.findByText('Now at /elsewhere')).toBeTruthy();
    act(() => history.back());
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(location.pathname).toBe('/profile/');
    act(() => history.back());
    expect(await screen.findByText('Now at /before')).toBeTruthy();
  });

  it('with no page before this one in the tab, leaving goes home', async () => {
    openPage();
    // The tab opened on this page: after the guard's copy, two entries in all.
    vi.spyOn(History.prototype, 'length', 'get').mockReturnValue(2);
    typeName('Asha');
    act(() => history.back());
    await unsavedDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Now at /')).toBeTruthy();
  });
});

describe('the profile page', () => {
  beforeEach(async () => {
    localStorage.clear();
    await loadSession();
  });

  it('asks before Back takes away changes not saved', async () => {
    stubServer({
      '/api/banners': () => ok([]),
      '/api/users/me/profile': () => ok(PROFILE),
      '/api/users/countries': () => ok([{ code: 'IN', name: 'India', dial_code: '+91', flag: '🇮🇳' }]),
      '/api/users/professions': () => ok(['Student']),
      '/api/users/wallet/address': () =>
        ok({ evmWalletAddress: '0x1234567890AbCdEf1234567890aBcDeF12345678' }),
    });
    history.replaceState(null, '', '/');
    history.pushState(null, '', '/profile/');
    signIn(USER, 'phone');
    render(<App firstEmbedFlags={{ hideHeader: false, hideFooter: false }} />);
    const firstName = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 10_000 });
    fireEvent.change(firstName, { target: { value: 'Asha' } });

    act(() => history.back());
    await unsavedDialog();
    expect(location.pathname).toBe('/profile/');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await noDialog();
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Asha');

    act(() => history.back());
    await unsavedDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull());
  });
});
