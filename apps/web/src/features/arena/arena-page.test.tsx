import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameUsername } from '@kp/contract/games';
import { registerModals } from '../../app/modals';
import { matchRoute } from '../../app/routes';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { API_FAIL } from '../../lib/third-party-redirect';
import { failure, ok, PROFILE, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { GAME_FRAME_SANDBOX } from './arena-page';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const RUSH: Game = {
  id: uuid(1),
  language: 'en',
  slug: 'target-rush',
  name: 'Target Rush',
  description: 'Click the targets before they vanish.',
  genres: ['arcade'],
  platforms: ['browser', 'android'],
  networks: [],
  loginMethod: 'user_name',
  iconUrl: '/api/game/1/image/icon?v=1',
  coverImageUrl: null,
  thirdPartyClientId: 'sample-game',
  // A game that asks its players for their username in it (the demo's own Target Rush does not).
  needsGameUsername: true,
};
const THRONE: Game = {
  ...RUSH,
  id: uuid(2),
  slug: 'dark-throne',
  name: 'Dark Throne',
  description: '',
  genres: ['rpg'],
  platforms: ['windows'],
  iconUrl: null,
  thirdPartyClientId: 'tpc_0123456789abcdef01234567',
};
const QUEST_ID = uuid(0xa1);
const TOURNAMENT_ID = uuid(0xb1);
const GAME_URL = 'http://localhost:4000/callback?code=abc';

const usernameOf = (game: Game, value: string): GameUsername => ({
  gameId: game.id,
  game: {
    id: game.id,
    slug: game.slug,
    name: game.name,
    iconUrl: game.iconUrl,
    loginMethod: game.loginMethod,
  },
  loginMethod: game.loginMethod,
  value,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
});

function server(
  options: {
    games?: Game[];
    usernames?: GameUsername[];
    filterStatus?: number;
    redirect?: () => Response;
  } = {},
) {
  const games = options.games ?? [RUSH, THRONE];
  const usernames = options.usernames ?? [];
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/banners': () => ok([]),
    '/api/game/filter': ({ url }) => {
      if (options.filterStatus) return failure(options.filterStatus, 'SERVICE_UNAVAILABLE');
      const playable = games.filter(
        (g) => url.searchParams.get('playable') !== 'true' || g.thirdPartyClientId,
      );
      return ok({ games: playable, total: playable.length });
    },
    '/api/game-usernames': ({ url }) => {
      const mine = usernames.filter((u) => u.gameId === url.searchParams.get('gameId'));
      return ok({ usernames: mine, total: mine.length });
    },
    [`/api/game/${RUSH.id}`]: () => ok(RUSH),
    [`PUT /api/game-usernames/${RUSH.id}`]: ({ body }) => {
      const saved = usernameOf(RUSH, (body as { value: string }).value);
      usernames.push(saved);
      return ok(saved);
    },
    '/api/third-party-client/redirect-url': options.redirect ?? (() => ok({ redirectUrl: GAME_URL })),
  });
}

async function openPage(url = '/klash') {
  renderApp(url);
  // The first visit compiles the page's chunk: slower than a findBy's usual second.
  await screen.findByRole('heading', { level: 1, name: 'Klash' }, { timeout: 5000 });
  return within(screen.getByRole('main'));
}

const cardOf = (main: ReturnType<typeof within>, name: string) =>
  main.getByRole('article', { name }) as HTMLElement;

const redirectQueries = (requests: ReturnType<typeof stubServer>['requests']) =>
  requests('/api/third-party-client/redirect-url').map((r) => Object.fromEntries(r.url.searchParams));

async function frameOf(main: ReturnType<typeof within>, game = 'Target Rush') {
  return (await main.findByTitle(`${game}, the game`, {}, { timeout: 5000 })) as HTMLIFrameElement;
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  registerModals();
});

describe('the arena', () => {
  it('is drawn at /klash and /klash/', () => {
    expect(matchRoute('/klash')).not.toBeNull();
    expect(matchRoute('/klash/')).toBe(matchRoute('/klash'));
  });

  it('lists the playable games, each with its icon, genres, platform icons and Play', async () => {
    const { requests } = server({
      games: [RUSH, THRONE, { ...RUSH, id: uuid(3), name: 'Not here', thirdPartyClientId: null }],
    });
    const main = await openPage('/klash/');
    await main.findByRole('article', { name: 'Target Rush' });
    expect(requests('/api/game/filter')[0]!.url.searchParams.get('playable')).toBe('true');
    expect(main.queryByRole('article', { name: 'Not here' })).toBeNull();
    const rush = within(cardOf(main, 'Target Rush'));
    expect(cardOf(main, 'Target Rush').querySelector('img')!.getAttribute('src')).toBe(RUSH.iconUrl);
    expect(
      within(rush.getByRole('list', { name: 'Genres of Target Rush' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Arcade']);
    expect(
      within(rush.getByRole('list', { name: 'Platforms of Target Rush' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Browser', 'Android']);
    expect(rush.getByRole('button', { name: 'Play Target Rush' })).toBeTruthy();
    // The operator's words keep their own direction in a right-to-left page.
    expect(rush.getByText('Click the targets before they vanish.').getAttribute('dir')).toBe('auto');
    // A game without an icon shows its initials.
    expect(cardOf(main, 'Dark Throne').textContent).toContain('DT');
  });

  it('says so when no game can be played', async () => {
    server({ games: [] });
    const main = await openPage();
    expect(await main.findByText('No games can be played here yet. Check back soon.')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server({ filterStatus: 503 });
    const main = await openPage();
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('The games could not be loaded.');
    server();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main.findByRole('article', { name: 'Target Rush' })).toBeTruthy();
  });

  it('asks a visitor to sign in before playing, and asks for no redirect', async () => {
    const { requests } = server();
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    const main = await openPage();
    fireEvent.click(await main.findByRole('button', { name: 'Play Target Rush' }));
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
    expect(requests('/api/third-party-client/redirect-url')).toHaveLength(0);
  });

  it('has a player without a username link one first, then opens the game in a sandboxed frame (free play)', async () => {
    const { requests } = server();
    act(() => signIn(USER, 'phone'));
    const main = await openPage();
    fireEvent.click(await main.findByRole('button', { name: 'Play Target Rush' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add game username' }, { timeout: 5000 });
    expect(requests('/api/third-party-client/redirect-url')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Your user name'), { target: { value: 'rusher' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const frame = await frameOf(main);
    expect(requests(`/api/game-usernames/${RUSH.id}`).map((r) => [r.method, r.body])).toEqual([
      ['PUT', { value: 'rusher' }],
    ]);
    expect(redirectQueries(requests)).toEqual([{ clientId: 'sample-game' }]);
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(frame.getAttribute('sandbox')).toBe(GAME_FRAME_SANDBOX);
    expect(GAME_FRAME_SANDBOX.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
    expect(frame.className).toContain('w-full');
    expect(frame.className).toContain('h-[70vh]');
    expect(main.getByText('Free play: just for fun, nothing is scored.')).toBeTruthy();
    // The fallback asks the arena for a fresh code in a new tab: the frame's code is spent.
    const tab = main.getByRole('link', { name: 'Open in a new tab' });
    expect(tab.getAttribute('target')).toBe('_blank');
    expect(tab.getAttribute('href')).toBe('/klash?game=target-rush&open=tab');

    fireEvent.click(main.getByRole('button', { name: 'Close' }));
    expect(await main.findByRole('article', { name: 'Target Rush' })).toBeTruthy();
    expect(main.queryByTitle('Target Rush, the game')).toBeNull();
  });

  it('opens a game that asks for no username at once, asking none', async () => {
    const { requests } = server({ games: [{ ...RUSH, needsGameUsername: false }] });
    act(() => signIn(USER, 'phone'));
    const main = await openPage();
    fireEvent.click(await main.findByRole('button', { name: 'Play Target Rush' }));
    expect((await frameOf(main)).getAttribute('src')).toBe(GAME_URL);
    expect(redirectQueries(requests)).toEqual([{ clientId: 'sample-game' }]);
    expect(requests('/api/game-usernames')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('has a player with a username confirm it, then plays', async () => {
    const { requests } = server({ usernames: [usernameOf(RUSH, 'rusher')] });
    act(() => signIn(USER, 'phone'));
    const main = await openPage();
    fireEvent.click(await main.findByRole('button', { name: 'Play Target Rush' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Choose your game username' },
      { timeout: 5000 },
    );
    expect(await within(dialog).findByText('rusher')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    expect((await frameOf(main)).getAttribute('src')).toBe(GAME_URL);
    expect(redirectQueries(requests)).toEqual([{ clientId: 'sample-game' }]);
  });

  it('opens ?game=<slug> at once, for the tournament or quest of the address', async () => {
    const { requests } = server({ usernames: [usernameOf(RUSH, 'rusher')] });
    act(() => signIn(USER, 'phone'));
    const main = await openPage(`/klash?game=target-rush&tournament=${TOURNAMENT_ID}`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Choose your game username' },
      { timeout: 5000 },
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await frameOf(main);
    expect(redirectQueries(requests)).toEqual([{ clientId: 'sample-game', tournamentId: TOURNAMENT_ID }]);
    expect(main.getByText("Playing in a tournament: every run's score counts.")).toBeTruthy();
    expect(main.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      `/klash?game=target-rush&tournament=${TOURNAMENT_ID}&open=tab`,
    );
  });

  it('passes a quest of the address on', async () => {
    const { requests } = server({ usernames: [usernameOf(RUSH, 'rusher')] });
    act(() => signIn(USER, 'phone'));
    const main = await openPage(`/klash?game=target-rush&quest=${QUEST_ID}`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Choose your game username' },
      { timeout: 5000 },
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await frameOf(main);
    expect(redirectQueries(requests)).toEqual([{ clientId: 'sample-game', questId: QUEST_ID }]);
    expect(main.getByText('Playing for a quest: your result counts for it.')).toBeTruthy();
  });

  it('asks a visitor on ?game=<slug> to sign in, then carries on after signing in', async () => {
    server({ usernames: [usernameOf(RUSH, 'rusher')] });
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    await openPage('/klash?game=target-rush');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
    act(() => signIn(USER, 'phone'));
    expect(
      await screen.findByRole('dialog', { name: 'Choose your game username' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('goes to the game in the tab itself for the new-tab fallback', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { requests } = server();
    act(() => signIn(USER, 'phone'));
    await openPage('/klash?game=target-rush&open=tab');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GAME_URL));
    expect(redirectQueries(requests)).toEqual([{ clientId: 'sample-game' }]);
  });

  it('alerts API_FAIL when the redirect cannot be had, and stays on the list', async () => {
    server({
      usernames: [usernameOf(RUSH, 'rusher')],
      redirect: () => failure(409, 'TOURNAMENT_NOT_JOINED', 'Join the tournament first'),
    });
    act(() => signIn(USER, 'phone'));
    const main = await openPage(`/klash?game=target-rush&tournament=${TOURNAMENT_ID}`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Choose your game username' },
      { timeout: 5000 },
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(main.getByRole('alert').textContent).toBe(API_FAIL));
    expect(main.queryByTitle('Target Rush, the game')).toBeNull();
    expect(main.getByRole('article', { name: 'Target Rush' })).toBeTruthy();
  });

  it('says a game of the address that cannot be played here cannot', async () => {
    server();
    act(() => signIn(USER, 'phone'));
    const main = await openPage('/klash?game=no-such-game');
    expect(await main.findByText('This game cannot be played here. Pick one of these.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
