import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { matchRoute } from '../../app/routes';
import { loadSession, signIn } from '../../lib/session';
import { answer, failure, ok, stubServer, USER } from '../../test/fake-server.fixtures';
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
  type: 'tournament',
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
    expect(screen.getByText('Entry: 10 K-Cash')).toBeTruthy();
    expect(screen.getByText('Rank 1: 400 K-Cash')).toBeTruthy();
    expect(screen.getByText('Places left: 97 of 100')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('aria-selected')).toBe('true');
  });

  it('explains the regional refusal instead of a join button', async () => {
    server({ ...DETAIL, paidEntryRefusal: 'country_blocked' });
    signIn(USER, 'phone');
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    // One message, in the locale's words: no raw country code beside it.
    const note = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(note.textContent).toBe(
      'Paid entry to tournaments with cash prizes is not open in your country: its rules on real-money games forbid it.',
    );
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    expect(screen.queryByText(/not available in/)).toBeNull();
    expect(screen.queryByText(/\bIN\b/)).toBeNull();
  });

  it('names the countries of the regional rule, in the reader’s language, to one it does not refuse', async () => {
    server();
    signIn(USER, 'phone');
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    expect(
      await screen.findByText(
        'Paid entry with cash prizes is not available in: India (real-money gaming rules).',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('asks a reader of unknown country to verify a phone number, with the way to the profile', async () => {
    server({ ...DETAIL, paidEntryRefusal: 'country_unknown' });
    signIn(USER, 'phone');
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    const note = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(note.textContent).toMatch(/^Paid entry to tournaments with cash prizes needs your country/);
    expect(within(note).getByRole('link', { name: 'Open your profile' }).getAttribute('href')).toBe(
      '/profile/',
    );
  });

  it('joins from the list’s card: the fee confirmed first, then Play', async () => {
    const fake = server();
    signIn(USER, 'phone');
    renderApp('/tournaments/');
    const card = within(
      (await screen.findByRole('link', { name: 'High Stakes' }, { timeout: 5000 })).closest('li')!,
    );
    fireEvent.click(card.getByRole('button', { name: 'Join for 10 K-Cash' }));
    expect(fake.requests(`/api/tournaments/${TOURNAMENT.id}/join`)).toHaveLength(0);
    expect(card.getByText('10 K-Cash will be taken from your K-Cash balance. Join?')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Pay and join' }));
    expect(await card.findByText('You are in this tournament.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      `/klash?game=target-rush&tournament=${TOURNAMENT.id}`,
    );
    expect(fake.requests(`/api/tournaments/${TOURNAMENT.id}/join`)).toHaveLength(1);
  });

  it('words a paid entry the api refuses on a card from the locale, not the api’s code', async () => {
    server(DETAIL, () =>
      answer(403, {
        statusCode: 403,
        errorCode: 'TOURNAMENT_PAID_ENTRY_BLOCKED',
        message: 'Paid entry to tournaments with cash prizes is not available in your country',
        details: { reason: 'country_blocked' },
      }),
    );
    signIn(USER, 'phone');
    renderApp('/tournaments/');
    const card = within(
      (await screen.findByRole('link', { name: 'High Stakes' }, { timeout: 5000 })).closest('li')!,
    );
    fireEvent.click(card.getByRole('button', { name: 'Join for 10 K-Cash' }));
    fireEvent.click(card.getByRole('button', { name: 'Pay and join' }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'Paid entry to tournaments with cash prizes is not open in your country: its rules on real-money games forbid it.',
    );
    // The card offers Join again (a new attempt), and no Play.
    expect(card.getByRole('button', { name: 'Join for 10 K-Cash' })).toBeTruthy();
    expect(card.queryByRole('link', { name: 'Play' })).toBeNull();
  });

  it('joins a free tournament from its card at once', async () => {
    const FREE = { ...TOURNAMENT, entryFee: null, isPaidCashPrize: false };
    const fake = stubServer({
      '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
      '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
      '/api/banners': () => ok([]),
      '/api/platform-centralized-leaderboard/by-status': () => ok({ leaderboards: [FREE], total: 1 }),
      [`/api/tournaments/${TOURNAMENT.id}/join`]: () => ok({ ...DETAIL, ...FREE, joined: true }, 201),
      '/api/wallets/balance': () => ok({ balances: [] }),
    });
    signIn(USER, 'phone');
    renderApp('/tournaments/');
    fireEvent.click(await screen.findByRole('button', { name: 'Join for free' }, { timeout: 5000 }));
    expect(await screen.findByText('You are in this tournament.')).toBeTruthy();
    expect(fake.requests(`/api/tournaments/${TOURNAMENT.id}/join`)).toHaveLength(1);
  });

  it('shows no rank before there is a score', async () => {
    server({ ...DETAIL, joined: true, myRank: 4, myBestScore: null });
    signIn(USER, 'phone');
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    expect(await screen.findByText('You are in this tournament.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No score yet: play to get a rank.')).toBeTruthy();
    expect(screen.queryByText(/Your rank/)).toBeNull();
  });

  it('shows the rank once there is a score, and none on the board for a player without one', async () => {
    const board = {
      ...BOARD,
      total: 2,
      participants: [
        BOARD.participants[0],
        {
          ...BOARD.participants[0],
          rank: 2,
          userId: '00000000-0000-4000-8000-0000000000b2',
          username: 'NoShow',
          bestScore: null,
        },
      ],
    };
    stubServer({
      '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
      '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
      [`/api/tournaments/${TOURNAMENT.id}`]: () =>
        ok({ ...DETAIL, joined: true, myRank: 4, myBestScore: 12 }),
      [`/api/platform-centralized-leaderboard/${TOURNAMENT.id}/participants`]: () => ok(board),
      '/api/wallets/balance': () => ok({ balances: [] }),
    });
    signIn(USER, 'phone');
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    expect(await screen.findByText('Your rank: 4', {}, { timeout: 5000 })).toBeTruthy();
    const table = await screen.findByRole('table');
    const noShow = within(table).getByText('NoShow').closest('tr')!;
    expect(noShow.querySelector('td')?.textContent).toBe('–');
  });

  it('confirms the fee, joins with an Idempotency-Key, then offers Play and shows the leaderboard', async () => {
    const fake = server(DETAIL, () => ok({ ...DETAIL, joined: true, myRank: 4 }, 201));
    signIn(USER, 'phone');
    renderApp(`/tournaments/?id=${TOURNAMENT.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Join for 10 K-Cash' }, { timeout: 5000 }));
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
    fireEvent.click(await screen.findByRole('button', { name: 'Join for 10 K-Cash' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
  });
});
