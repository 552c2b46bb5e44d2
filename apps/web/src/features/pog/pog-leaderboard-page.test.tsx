import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadAllMessages } from '../../lib/i18n';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import PogLeaderboardPage from './pog-leaderboard-page';

// The page on its own (the lead wires its route): the signed-in gamer's standing, the three tabs
// and their states, the caller's own row marked and pinned.

const BOARD = '/api/platform-centralized-leaderboard/pog-all/participants';
const CLAN_ID = '00000000-0000-4000-8000-00000000c1a0';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const entry = (rank: number, name: string | null, score: number, extra: object = {}) => ({
  rank,
  id: id(rank),
  name,
  score,
  isMe: false,
  imageUrl: null,
  ...extra,
});
const page = (participants: object[], total: number, me: object | null = null, extra: object = {}) =>
  ok({ type: 'pog', boardId: 'pog-all', status: 'LIVE', isCounted: true, participants, total, me, ...extra });

const SCORES = {
  userId: USER.id,
  username: USER.username,
  name: 'AshaPlays',
  scores: { human: 30, play: 0, skill: 0, commerce: 0, social: 25 },
  display: { human: '30', play: '00', skill: '00', commerce: '00', social: '25' },
  total: 14,
  tier: 'Bronze',
  badges: [],
  roles: ['newbie'],
  clanId: CLAN_ID,
  computedAt: new Date().toISOString(),
};
const ME = entry(57, 'AshaPlays', 14, { id: USER.id, isMe: true, imageUrl: '/api/tps/pog/avatar/a/image' });

/** The api of a gamer in a clan: the boards by `of`, their scores. */
function boards(overrides: Partial<Record<'clans' | 'members' | 'users', FakeRoute>> = {}) {
  const routes: Record<'clans' | 'members' | 'users', FakeRoute> = {
    clans: () =>
      page(
        [
          entry(1, 'MumbaiMavericks', 412, { members: 12, imageUrl: '/api/platform-clans/images/logo' }),
          entry(2, 'DelhiDragons', 300, { members: 9 }),
        ],
        40,
        entry(31, 'AshaClan', 28, { id: CLAN_ID, isMe: true, members: 2 }),
      ),
    members: () =>
      page(
        [entry(1, 'RaviKing', 60), { ...ME, rank: 2 }],
        2,
        { ...ME, rank: 2 },
        { clan: { id: CLAN_ID, name: 'AshaClan' } },
      ),
    users: ({ url }) =>
      url.searchParams.get('limit') === '1'
        ? page([entry(1, 'Legend', 99)], 340, ME)
        : page([entry(1, 'Legend', 99), entry(2, 'Nova', 80)], 340, ME),
    ...overrides,
  };
  return stubServer({
    '/api/tps/pog/scores': () => ok(SCORES),
    [BOARD]: (request) => routes[(request.url.searchParams.get('of') ?? 'clans') as 'clans'](request),
  });
}

function open() {
  const location = memoryLocation({ path: '/pog/leaderboard', record: true });
  return render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PogLeaderboardPage />
    </Router>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const rowsOf = async (caption: string) =>
  within(await screen.findByRole('table', { name: caption })).getAllByRole('row');

beforeAll(() => loadAllMessages());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/pog/leaderboard', () => {
  it('shows my standing, ranks clans with their members, and pins my clan from below', async () => {
    boards();
    signIn(USER, 'phone');
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'POG leaderboard' })).toBeTruthy();
    const standing = await screen.findByRole('region', { name: 'Your standing' });
    await within(standing).findByText('AshaPlays');
    expect(within(standing).getByText('14')).toBeTruthy();
    expect(within(standing).getByText('Bronze')).toBeTruthy();
    expect(within(standing).getByText('Rank 57 of 340 gamers')).toBeTruthy();

    expect(tab('Global Clans').getAttribute('aria-selected')).toBe('true');
    const rows = await rowsOf('Global Clans: POG leaderboard');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RankClanPOG score',
      '1MumbaiMavericksMembers: 12412',
      '2DDelhiDragonsMembers: 9300',
      '31AAshaClanMembers: 2 · Your clan28',
    ]);
    expect(rows[3]?.getAttribute('aria-current')).toBe('true');
    expect(rows[1]?.querySelector('img')?.getAttribute('src')).toBe('/api/platform-clans/images/logo');
  });

  it('ranks my clan’s members with their tier, me marked, and every gamer with me pinned', async () => {
    boards();
    signIn(USER, 'phone');
    open();
    fireEvent.click(tab('My Clan'));
    expect(await screen.findByText('AshaClan: its members ranked by their POG scores.')).toBeTruthy();
    const members = await rowsOf('My Clan: POG leaderboard');
    expect(members.map((r) => r.textContent)).toEqual([
      'RankGamerPOG score',
      '1RRaviKingGold60',
      '2AshaPlaysBronze · You14',
    ]);
    expect(members[2]?.getAttribute('aria-current')).toBe('true');

    fireEvent.click(tab('Gamers'));
    const gamers = await rowsOf('Gamers: POG leaderboard');
    expect(gamers.at(-1)?.textContent).toBe('57AshaPlaysBronze · You14');
    expect(gamers.at(-1)?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('leads a gamer in no clan to the clans, and says a score of 00 is not ranked yet', async () => {
    boards({
      members: () => page([], 0, null, { clan: null }),
      users: () => page([entry(1, 'Legend', 99)], 1, null),
    });
    signIn(USER, 'phone');
    open();
    expect(await screen.findByText('Not ranked yet: the board lists POG scores above 00.')).toBeTruthy();
    fireEvent.click(tab('My Clan'));
    expect(await screen.findByText(/You are not in a clan yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a clan' }).getAttribute('href')).toBe('/my-clan');
  });

  it('asks a visitor to sign in for their standing and their clan, and shows the clans', async () => {
    const { requests } = boards();
    open();
    expect(await screen.findByText('Sign in to see where you stand.')).toBeTruthy();
    expect(await rowsOf('Global Clans: POG leaderboard')).toHaveLength(4);
    fireEvent.click(tab('My Clan'));
    expect(await screen.findByText(/Sign in to see your clan's members/)).toBeTruthy();
    const asked = requests(BOARD).map(({ url }) => url.searchParams.get('of'));
    expect(asked).not.toContain('members');
  });

  it('says when a board is empty, and offers to try again when it fails', async () => {
    let isDown = true;
    boards({
      clans: () => (isDown ? failure(503, 'SERVICE_UNAVAILABLE') : page([], 0)),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The POG leaderboard could not be loaded.');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No clan has a POG score yet.')).toBeTruthy();
  });
});
