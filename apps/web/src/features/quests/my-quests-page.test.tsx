import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyQuest, QuestSummary } from '@kp/contract/quests';
import { registerModals } from '../../app/modals';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const MINE = '/api/userquest/me';
/** Pages load their code on first use: a loaded machine may take a while. */
const LAZY = { timeout: 10_000 };

function quest(n: number, over: Partial<QuestSummary> = {}): QuestSummary {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    language: 'en',
    slug: `quest-${n}`,
    title: `Quest ${n}`,
    description: `The quest number ${n}.`,
    game: {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'target-rush',
      name: 'Target Rush',
      iconUrl: null,
    },
    startsAt: null,
    endsAt: null,
    isStillValid: true,
    state: 'live',
    totalSlots: 100,
    remainingSlots: 50,
    reward: { amount: '1.50', currency: 'KCASH' },
    isThirdPartyGame: false,
    ...over,
  };
}

function mine(n: number, completedStages: number, totalStages: number, over: Partial<MyQuest> = {}): MyQuest {
  const summary = quest(n);
  const isDone = completedStages === totalStages;
  return {
    questId: summary.id,
    status: isDone ? 'completed' : 'started',
    score: completedStages * 10,
    startedAt: '2026-11-20T10:00:00.000Z',
    completedAt: isDone ? '2026-11-21T10:00:00.000Z' : null,
    quest: summary,
    completedStages,
    totalStages,
    ...over,
  };
}

function server(route: FakeRoute) {
  return stubServer({ '/api/users/me/profile': () => ok(PROFILE), [MINE]: route });
}

async function openPage() {
  signIn(USER, 'phone');
  renderApp('/gamer/k-quest');
  await screen.findByRole('heading', { level: 1, name: 'My quests' }, LAZY);
  return within(screen.getByRole('main'));
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

describe('the gamer’s quests (/gamer/k-quest)', () => {
  it('lists the quests in progress, then those done, each linking to its quest with its progress', async () => {
    const quests = [mine(1, 2, 5), mine(2, 4, 4), mine(3, 0, 3, { quest: quest(3, { state: 'ended' }) })];
    server(() => ok({ quests, total: 3 }));
    const main = await openPage();
    const inProgress = await main.findByRole('region', { name: 'In progress (2)' });
    const done = main.getByRole('region', { name: 'Done (1)' });
    const cards = (region: HTMLElement) =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => ({
          href: within(item).getByRole('link').getAttribute('href'),
          text: item.textContent,
        }));
    expect(cards(inProgress)).toEqual([
      { href: '/k-quest/quest-1', text: 'Quest 1Target RushStage 3 of 5' },
      { href: '/k-quest/quest-3', text: 'Quest 3Target RushStage 1 of 3Ended' },
    ]);
    expect(cards(done)).toEqual([{ href: '/k-quest/quest-2', text: 'Quest 2Target RushAll 4 stages done' }]);
  });

  it('says when the user has started no quest yet, and leads to the quests', async () => {
    server(() => ok({ quests: [], total: 0 }));
    const main = await openPage();
    expect(await main.findByText(/^You have not started a quest yet\./)).toBeTruthy();
    expect(main.getByRole('link', { name: 'Find a quest' }).getAttribute('href')).toBe('/k-quest/');
    expect(main.queryByRole('region')).toBeNull();
  });

  it('sits in the gamer hub, its tab marked, beside My clan and K-Drop', async () => {
    server(() => ok({ quests: [], total: 0 }));
    const main = await openPage();
    const hub = main.getByRole('navigation', { name: 'Gamer hub' });
    const tabs = within(hub).getAllByRole('link');
    expect(
      tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')]),
    ).toEqual([
      ['K-Quest', '/gamer/k-quest', 'page'],
      ['My clan', '/gamer/my-clan', null],
      ['K-Drop', '/gamer/k-drop', null],
    ]);
  });

  it('shows more on demand, and offers to try again when the list cannot be read', async () => {
    let fail = true;
    const all = Array.from({ length: 52 }, (_, i) => mine(i + 1, 1, 2));
    const { requests } = server(({ url }) => {
      if (fail) return failure(503, 'SERVICE_UNAVAILABLE');
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return ok({ quests: all.slice(offset, offset + limit), total: all.length });
    });
    const main = await openPage();
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('The quests could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main.findByRole('region', { name: 'In progress (50)' })).toBeTruthy();
    fireEvent.click(main.getByRole('button', { name: 'Show more' }));
    expect(await main.findByRole('region', { name: 'In progress (52)' })).toBeTruthy();
    await waitFor(() => expect(main.queryByRole('button', { name: 'Show more' })).toBeNull());
    expect(requests(MINE).map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '0', '50']);
  });

  it('asks a visitor who is signed out to sign in', async () => {
    server(() => failure(401, 'UNAUTHORIZED'));
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/gamer/k-quest');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Sign in to see the quests you started.')).toBeTruthy();
  });
});
