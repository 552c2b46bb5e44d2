import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardId, periodAt } from '@kp/domain/leaderboards';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const id = (type: 'user' | 'clan', period: 'week' | 'season' | 'all') =>
  boardId({ kind: 'periodic', type, window: periodAt(period, new Date()) });
const path = (board: string) => `/api/platform-centralized-leaderboard/${board}/participants`;
const entry = (rank: number, name: string | null, score: number, isMe = false) => ({
  rank,
  id: `00000000-0000-4000-8000-${String(rank).padStart(12, '0')}`,
  name,
  score,
  isMe,
});
const page = (board: string, participants: object[], total: number, me: object | null = null) =>
  ok({ type: board.split('-')[0], boardId: board, status: 'LIVE', isCounted: true, participants, total, me });

function server(routes: Record<string, () => Response>) {
  return stubServer({
    '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
    '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
    '/api/banners': () => ok([]),
    ...routes,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the leaderboards page', () => {
  it('ranks gamers this week, pins my own row from far below, and switches to clans and periods', async () => {
    const week = id('user', 'week');
    const { requests } = server({
      [path(week)]: () =>
        page(week, [entry(1, 'AceRusher', 1250), entry(2, 'Nova', 980)], 2, entry(57, 'Me', 40, true)),
      [path(id('clan', 'week'))]: () => page(id('clan', 'week'), [entry(1, 'MumbaiMavericks', 5300)], 1),
      [path(id('user', 'all'))]: () => page(id('user', 'all'), [entry(1, 'Legend', 99000)], 1),
    });
    signIn(USER, 'phone');
    await loadSession();
    renderApp('/k-quest/?leaderboard');
    await screen.findByRole('heading', { level: 1, name: 'Leaderboards' }, { timeout: 5000 });
    const table = await screen.findByRole('table', { name: 'Gamers: This week' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RankGamerXP',
      '1AAceRusher1,250',
      '2NNova980',
      '57MMeYou40',
    ]);
    // My row is pinned under the list, marked as mine.
    expect(rows[3]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Gamers' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Clans' }));
    const clans = await screen.findByRole('table', { name: 'Clans: This week' });
    expect(within(clans).getByText('MumbaiMavericks')).toBeTruthy();
    expect(within(clans).getByRole('columnheader', { name: 'Clan' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Gamers' }));
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    const all = await screen.findByRole('table', { name: 'Gamers: All time' });
    expect(within(all).getByText('99,000')).toBeTruthy();
    expect(requests(path(id('user', 'all')))).toHaveLength(1);
  });

  it('shows more a page at a time, and stops pinning my row once it is in the list', async () => {
    const week = id('user', 'week');
    const first = Array.from({ length: 20 }, (_, i) => entry(i + 1, `Player${i + 1}`, 1000 - i));
    const me = entry(21, 'Me', 979, true);
    const { requests } = server({
      [path(week)]: () => {
        const offset = Number(requests(path(week)).at(-1)?.url.searchParams.get('offset') ?? 0);
        return page(week, offset === 0 ? first : [me], 21, me);
      },
    });
    signIn(USER, 'phone');
    await loadSession();
    renderApp('/k-quest/?leaderboard');
    const table = await screen.findByRole('table', { name: 'Gamers: This week' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(22);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // 20, then me as the 21st: no pinned copy below.
    expect(rows).toHaveLength(22);
    expect(rows.at(-1)?.textContent).toBe('21MMeYou979');
    expect(requests(path(week)).at(-1)?.url.searchParams.get('offset')).toBe('20');
  });

  it('says so when nobody has earned XP yet, and offers a retry when the board cannot be loaded', async () => {
    const week = id('user', 'week');
    let fails = true;
    server({ [path(week)]: () => (fails ? failure(500, 'SOMETHING_WENT_WRONG') : page(week, [], 0)) });
    await loadSession();
    renderApp('/k-quest/?leaderboard');
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toContain('The leaderboard could not be loaded.');
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('No gamer has earned XP in this period yet.');
  });
});
