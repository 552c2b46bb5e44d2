import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { matchRoute } from '../../app/routes';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const GAME = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'target-rush',
  name: 'Target Rush',
  iconUrl: null,
};
const TOURNAMENT = {
  id: '00000000-0000-4000-8000-0000000000a1',
  type: 'tournament',
  title: 'High Stakes',
  description: 'Pay to enter.',
  game: GAME,
  status: 'LIVE',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00.000Z',
  concludedAt: null,
  completedAt: null,
  entryFee: { currency: 'KCASH', amount: '10.00' },
  prizes: [{ fromRank: 1, toRank: 1, currency: 'KCASH', amount: '400.00' }],
  maxParticipants: 100,
  participants: 3,
  placesLeft: 97,
  isPaidCashPrize: true,
};
const DETAIL = {
  ...TOURNAMENT,
  joined: false,
  myRank: null,
  myBestScore: null,
  blockedCountries: ['IN'],
  paidEntryRefusal: null,
};
const BOARD = {
  status: 'LIVE',
  total: 1,
  me: null,
  participants: [
    {
      rank: 1,
      userId: USER.id,
      username: 'AceRusher',
      bestScore: 41,
      bestAt: null,
      reportCount: 2,
      prize: null,
      isMe: false,
    },
  ],
};

function server(detail: object = DETAIL, join = () => ok({ ...DETAIL, joined: true, myRank: 4 }, 201)) {
  return stubServer({
    '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
    '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
    '/api/banners': () => ok([]),
    '/api/platform-centralized-leaderboard/by-status': () => ok({ leaderboards: [TOURNAMENT], total: 1 }),
    [`/api/tournaments/${TOURNAMENT.id}`]: () => ok(detail),
    [`/api/tournaments/${TOURNAMENT.id}/join`]: join,
    [`/api/platform-centralized-leaderboard/${TOURNAMENT.id}/participants`]: () => ok(BOARD),
    '/api/wallets/balance': () => ok({ balances: [] }),
  });
}

beforeAll(() => registerModals());
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the tournaments page', () => {
  it('is routed at /tournaments/ and lists live tournaments with their entry, prizes and places', async () => {
    expect(matchRoute('/tournaments/')).not.toBeNull();
    server();
    await loadSession();
    renderApp('/tournaments/');
    await screen.findByRole('heading', { level: 1, name: 'Tournaments' }, { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'High Stakes' })).toBeTruthy();
    expect(screen.getByText('Entry: 10 KCASH')).toBeTruthy();
    expect(screen.getByText('Rank 1: 400 KCASH')).toBeTruthy();
    expect(screen.getByText('Places left: 97 of 100')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('aria-selected')).toBe('true');
  });

  it('explains the regional refusal instead of a join button', async () => {
    server({ ...DETAIL, paidEntryRefusal: 'country_blocked' });
    signIn(USER, 'phone');
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    expect(await screen.findByRole('note', {}, { timeout: 5000 })).toHaveProperty(
      'textContent',
      expect.stringMatching(/not available in your country/),
    );
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    expect(screen.getByText(/not available in: IN/)).toBeTruthy();
  });

  it('confirms the fee, joins with an Idempotency-Key, then offers Play and shows the leaderboard', async () => {
    const fake = server(DETAIL, () => ok({ ...DETAIL, joined: true, myRank: 4 }, 201));
    signIn(USER, 'phone');
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Join for 10 KCASH' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay and join' }));
    // The tournament's Play, in the page (#main), not the navigation's.
    const play = await within(document.getElementById('main')!).findByRole('link', { name: 'Play' });
    expect(play.getAttribute('href')).toBe(`/klash?game=target-rush&tournament=${TOURNAMENT.id}`);
    const keys = fake
      .requests(`/api/tournaments/${TOURNAMENT.id}/join`)
      .map((r) => new Headers(r.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    const board = await screen.findByRole('table');
    expect(within(board).getByText('AceRusher')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in before joining', async () => {
    server();
    await loadSession();
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Join for 10 KCASH' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
  });
});
