import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { registerModals } from '../../app/modals';
import { matchRoute } from '../../app/routes';
import { loadSession } from '../../lib/session';
import { failure, ok, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { API_FAIL, continueQuestAfterLogin } from './quest-redirect';
import { questViewOf } from './quests-page';

const GAME = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'colexion',
  name: 'Colexion',
  iconUrl: null,
};
const QUEST = {
  id: '00000000-0000-4000-8000-0000000000a1',
  slug: 'colexion-starter-pack',
  title: 'Starter Pack',
  description: 'Open a starter pack and win one match.',
  game: GAME,
  startsAt: null,
  endsAt: null,
  isStillValid: true,
  state: 'live',
  totalSlots: 1000,
  remainingSlots: 998,
  reward: { amount: '1.50', currency: 'KCASH' },
  isThirdPartyGame: false,
};
const DETAIL = {
  ...QUEST,
  stages: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      position: 1,
      title: 'Follow Colexion on Instagram',
      description: 'Share the link of your follow post.',
      proofMethod: 'v2',
      submissionType: 'Instagram',
      points: 10,
      gamer_earnings: [{ id: '00000000-0000-4000-8000-0000000000c1', earningType: 'KPOINTS', amount: '30' }],
    },
  ],
};

function server(quests: unknown[] = [QUEST], filterStatus = 200) {
  return stubServer({
    '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
    '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
    '/api/banners': () => ok([]),
    '/api/quest/filter': () =>
      filterStatus === 200 ? ok({ quests, total: quests.length }) : failure(500, 'SOMETHING_WENT_WRONG'),
    [`/api/quest/${QUEST.slug}`]: () => ok(DETAIL),
    '/api/quest/no-such': () => failure(404, 'QUEST_NOT_FOUND', 'This quest does not exist'),
    [`/api/quest/leaderboard/${QUEST.id}`]: () =>
      ok({
        entries: [{ rank: 1, userId: GAME.id, username: 'raider', score: 12, status: 'started' }],
        total: 1,
      }),
  });
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('quest paths', () => {
  it('maps every quest path of the spec to its view, and the router to the quest page', () => {
    expect(questViewOf('/k-quest/', '')).toEqual({ kind: 'list' });
    expect(questViewOf('/k-quest/bullieverse', '')).toEqual({ kind: 'partner', game: 'bullieverse' });
    expect(questViewOf('/k-quest/dark-throne/', '')).toEqual({ kind: 'partner', game: 'dark-throne' });
    expect(questViewOf('/k-quest/some-quest', '')).toEqual({ kind: 'detail', slug: 'some-quest' });
    expect(questViewOf('/quest-details/', '?slug=abc')).toEqual({ kind: 'detail', slug: 'abc' });
    expect(questViewOf('/quest-details/abc/offerwall', '')).toEqual({ kind: 'offerwall', slug: 'abc' });
    expect(questViewOf('/offerwall/', '')).toEqual({ kind: 'offerwall', slug: null });
    const quests = matchRoute('/k-quest/');
    expect(quests).not.toBeNull();
    expect(matchRoute('/k-quest/some-quest')).toBe(quests);
    expect(matchRoute('/quest-details/abc/offerwall')).toBe(quests);
    expect(matchRoute('/offerwall/')).toBe(quests);
  });
});

describe('after sign-in on a quest', () => {
  it('opens the quest details for a quest without the third-party flag, storing the game id', async () => {
    const navigate = vi.fn();
    const fetchRedirect = vi.fn();
    await continueQuestAfterLogin(QUEST, { navigate, assign: vi.fn(), alert: vi.fn(), fetchRedirect });
    expect(navigate).toHaveBeenCalledWith(`/quest-details/?slug=${QUEST.slug}`);
    expect(fetchRedirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.gameId)).toBe(GAME.id);
  });

  it('goes to the redirect URL of a third-party quest, and alerts API_FAIL when there is none', async () => {
    const assign = vi.fn();
    const alert = vi.fn();
    const third = { ...QUEST, isThirdPartyGame: true };
    await continueQuestAfterLogin(third, {
      navigate: vi.fn(),
      assign,
      alert,
      fetchRedirect: async () => 'https://game.example/play?code=1',
    });
    expect(assign).toHaveBeenCalledWith('https://game.example/play?code=1');
    await continueQuestAfterLogin(third, {
      navigate: vi.fn(),
      assign,
      alert,
      fetchRedirect: async () => null,
    });
    expect(alert).toHaveBeenCalledWith(API_FAIL);
  });
});

describe('the quest pages', () => {
  it('lists quests with their slots and reward, and the leaderboard under its query marker', async () => {
    server();
    await loadSession();
    renderApp('/k-quest/?leaderboard');
    await screen.findByRole('heading', { level: 1, name: 'K-Quest' }, { timeout: 5000 });
    const link = await screen.findByRole('link', { name: 'Starter Pack' });
    expect(link.getAttribute('href')).toBe(`/k-quest/${QUEST.slug}`);
    expect(screen.getByText('998 of 1000 slots left')).toBeTruthy();
    expect(screen.getByLabelText('Search quests')).toBeTruthy();
    const board = await screen.findByRole('table');
    expect(within(board).getByText('raider')).toBeTruthy();
  });

  it('says so when there are no quests, and offers a retry when they cannot be loaded', async () => {
    server([]);
    await loadSession();
    renderApp('/k-quest/');
    await screen.findByText('No quests here yet. Check back soon.', undefined, { timeout: 5000 });
    vi.unstubAllGlobals();
    server([], 500);
    renderApp('/offerwall/');
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('shows a quest with its stages and their earnings; signed out, starting asks to sign in', async () => {
    server();
    await loadSession();
    renderApp(`/k-quest/${QUEST.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Starter Pack' }, { timeout: 5000 });
    expect(screen.getByText('Follow Colexion on Instagram')).toBeTruthy();
    expect(screen.getByText('30 KPOINTS')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start quest' })).toBeTruthy();
  });

  it('says a quest that does not exist does not exist', async () => {
    server();
    await loadSession();
    renderApp('/k-quest/no-such');
    await screen.findByText('This quest does not exist', undefined, { timeout: 5000 });
  });
});
