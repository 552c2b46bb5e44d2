import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { resetFeatures } from '../../lib/features';
import { loadAllMessages } from '../../lib/i18n';
import { closeModal, isModalOpen, openModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { ok, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { aggregate, balances, campaignPage, PATHS, quest, questPage } from './home.fixtures';
import { isolate } from '../../components/user-text';

const GREETING = { level: 1, name: `Hi, ${isolate('Asha')}!` } as const;

function server() {
  return stubServer({
    [PATHS.campaigns]: () => campaignPage([]),
    [PATHS.liveQuests]: () => questPage([quest(1, 'Super Over')]),
    [PATHS.myQuests]: () => ok({ quests: [], total: 0 }),
    [PATHS.aggregate]: () => ok(aggregate({ kcash: '4.00' })),
    [PATHS.balances]: () => balances('0'),
    [PATHS.banners]: () => ok([]),
    [PATHS.games]: () => ok({ games: [], total: 0 }),
  });
}

let users = 0;
async function openHomeSignedIn() {
  const view = renderApp('/');
  act(() =>
    signIn(
      {
        ...USER,
        id: `1b6f4b84-4d7c-4c55-9a55-3a9f0e0e${String(++users).padStart(4, '0')}`,
        firstName: 'Asha',
      },
      'phone',
    ),
  );
  await screen.findByRole('heading', GREETING);
  return view;
}

beforeAll(async () => {
  registerModals();
  await loadAllMessages();
});
beforeEach(async () => {
  localStorage.clear();
  resetFeatures();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the first-run path on the home page', () => {
  it('opens once after a registration, and never again once skipped', async () => {
    server();
    localStorage.setItem('firstRun', 'pending'); // what the registration leaves
    const first = await openHomeSignedIn();
    const sheet = await screen.findByRole('dialog', { name: 'Welcome to KPlay' });
    expect(within(sheet).getByRole('heading', { name: 'Pick your language' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(isModalOpen('firstRun')).toBe(false));
    expect(localStorage.getItem('firstRun')).toBe('[]');
    first.unmount();

    await openHomeSignedIn();
    await screen.findByRole('link', { name: /^Start your first quest/ });
    expect(isModalOpen('firstRun')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to a gamer who did not register on this device', async () => {
    server();
    await openHomeSignedIn();
    await screen.findByRole('link', { name: /^Start your first quest/ });
    expect(isModalOpen('firstRun')).toBe(false);
  });

  it('waits while another modal is open (the email’s code after registering)', async () => {
    server();
    localStorage.setItem('firstRun', 'pending');
    act(() => {
      openModal('noEarnings');
    });
    await openHomeSignedIn();
    await screen.findByRole('link', { name: /^Start your first quest/ });
    expect(isModalOpen('firstRun')).toBe(false);
    act(() => closeModal());
    expect(await screen.findByRole('dialog', { name: 'Welcome to KPlay' })).toBeTruthy();
  });
});
