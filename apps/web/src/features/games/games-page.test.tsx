import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { ok, PROFILE, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { gamesApi, makeGame, makeUsername } from './games-fake-api.fixtures';

const DARK = makeGame({
  name: 'Dark Throne',
  description: 'A gothic dungeon crawler.',
  genres: ['rpg', 'roguelike'],
  platforms: ['windows', 'browser', 'pc'],
  networks: ['immutable_zkevm'],
  loginMethod: 'in_game_user_id',
  iconUrl: '/api/game/x/image/icon?v=1',
});
const RACER = makeGame({
  name: 'Favela Racer',
  genres: ['racing'],
  platforms: ['android', 'ios'],
  networks: ['base'],
});
const CARDS = makeGame({
  name: 'Colexion',
  genres: ['card_game'],
  platforms: ['android'],
  loginMethod: 'in_game_email',
});
const CATALOGUE = [DARK, RACER, CARDS];

function server(catalogue = CATALOGUE, usernames = [makeUsername(DARK, 'throne_7')]) {
  const api = gamesApi(catalogue, usernames);
  const fake = stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/banners': () => ok([]),
    ...api.routes,
  });
  return { ...fake, api };
}

async function openPage() {
  renderApp('/games/');
  // The first visit compiles the page's chunk: slower than a findBy's usual second.
  await screen.findByRole('heading', { level: 1, name: 'Games' }, { timeout: 5000 });
  return within(screen.getByRole('main'));
}

const cardOf = (main: ReturnType<typeof within>, name: string) =>
  main.getByRole('article', { name }) as HTMLElement;

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  registerModals();
});

describe('the games page', () => {
  it('lists the games as a list, each with its genres, platform icons and networks', async () => {
    server();
    const main = await openPage();
    await main.findByText('3 games found');
    const list = cardOf(main, 'Dark Throne').closest('ul')!;
    expect([...list.children].map((item) => [item.tagName, item.querySelector('h2')?.textContent])).toEqual([
      ['LI', 'Dark Throne'],
      ['LI', 'Favela Racer'],
      ['LI', 'Colexion'],
    ]);
    const dark = within(cardOf(main, 'Dark Throne'));
    expect(dark.getByText('A gothic dungeon crawler.')).toBeTruthy();
    const genres = dark.getByRole('list', { name: 'Genres of Dark Throne' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RPG', 'Roguelike']);
    const platforms = dark.getByRole('list', { name: 'Platforms of Dark Throne' });
    expect(
      within(platforms)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Windows', 'Browser', 'PC']);
    expect(
      within(dark.getByRole('list', { name: 'Networks of Dark Throne' })).getByText('Immutable zkEVM'),
    ).toBeTruthy();
    expect(cardOf(main, 'Dark Throne').querySelector('img')!.getAttribute('src')).toBe(
      '/api/game/x/image/icon?v=1',
    );
    // A game without an icon shows its initials instead.
    expect(cardOf(main, 'Favela Racer').querySelector('img')).toBeNull();
    expect(cardOf(main, 'Favela Racer').textContent).toContain('FR');
    // Browser and web share one icon; a phone-only game shows its two.
    const racer = within(cardOf(main, 'Favela Racer'));
    expect(
      within(racer.getByRole('list', { name: 'Platforms of Favela Racer' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Android', 'iOS']);
  });

  it('draws the cards’ shapes where the games will stand while they load, said once: “Loading games…”', async () => {
    const api = gamesApi(CATALOGUE, []);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubServer({
      '/api/users/me/profile': () => ok(PROFILE),
      '/api/banners': () => ok([]),
      ...api.routes,
      '/api/game/filter': async (request) => {
        await held;
        return api.routes['/api/game/filter']!(request);
      },
    });
    const main = await openPage();
    const waiting = main.getByText('Loading games…').closest('[role="status"]')!;
    expect(waiting.textContent).toBe('Loading games…');
    const cards = waiting.querySelectorAll('.card');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) expect(card.getAttribute('aria-hidden')).toBe('true');
    expect(main.queryByRole('article')).toBeNull();
    act(() => answer());
    expect(await main.findByText('3 games found')).toBeTruthy();
    expect(main.queryByText('Loading games…')).toBeNull();
    expect(main.getAllByRole('article')).toHaveLength(3);
  });

  it('filters by genre, platform and network with labelled controls offering what some game has', async () => {
    const { requests } = server();
    const main = await openPage();
    await main.findByText('3 games found');
    // On a phone the filters fold under a button that opens them and counts those in use.
    const toggle = main.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.className).toMatch(
      /(^| )grid( |$)/,
    );
    fireEvent.click(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.className).toMatch(
      /(^| )hidden( |$)/,
    );
    const genre = main.getByLabelText('Genre') as HTMLSelectElement;
    await waitFor(() => expect(genre.options.length).toBe(5));
    expect([...genre.options].map((o) => o.textContent)).toEqual([
      'All genres',
      'Card Game',
      'Racing',
      'Roguelike',
      'RPG',
    ]);
    fireEvent.change(genre, { target: { value: 'rpg' } });
    await waitFor(() => expect(main.getByText('1 game found')).toBeTruthy());
    expect(main.getByRole('article', { name: 'Dark Throne' })).toBeTruthy();
    expect(requests('/api/game/filter').at(-1)!.url.searchParams.get('genre')).toBe('rpg');
    // A filter in use keeps them open, and says so.
    expect(main.getByRole('button', { name: 'Filters: 1' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.change(genre, { target: { value: '' } });
    fireEvent.change(main.getByLabelText('Platform'), { target: { value: 'android' } });
    await waitFor(() => expect(main.getByText('2 games found')).toBeTruthy());
    fireEvent.change(main.getByLabelText('Network'), { target: { value: 'base' } });
    await waitFor(() => expect(main.getByText('1 game found')).toBeTruthy());
    expect(main.getByRole('article', { name: 'Favela Racer' })).toBeTruthy();
    const last = requests('/api/game/filter').at(-1)!.url.searchParams;
    expect([last.get('platform'), last.get('network'), last.get('genre')]).toEqual(['android', 'base', null]);

    fireEvent.change(main.getByLabelText('Network'), { target: { value: 'immutable_zkevm' } });
    expect(await main.findByText('No games match these filters.')).toBeTruthy();
    fireEvent.click(main.getByRole('button', { name: 'Clear filters' }));
    await main.findByText('3 games found');
  });

  it('searches by name once typing pauses', async () => {
    const { requests } = server();
    const main = await openPage();
    await main.findByText('3 games found');
    const before = requests('/api/game/filter').length;
    fireEvent.change(main.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'd' } });
    fireEvent.change(main.getByRole('searchbox', { name: 'Search games' }), {
      target: { value: 'dark thr' },
    });
    await waitFor(() => expect(main.getByText('1 game found')).toBeTruthy());
    const searches = requests('/api/game/filter').slice(before);
    expect(searches.map((r) => r.url.searchParams.get('search'))).toEqual(['dark thr']);
  });

  it('shows 20 games, then the next page on "Show more"', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makeGame({ name: `Bulk ${String(i).padStart(2, '0')}` }),
    );
    const { requests } = server(many, []);
    const main = await openPage();
    await main.findByText('25 games found');
    expect(main.getAllByRole('article')).toHaveLength(20);
    fireEvent.click(main.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(main.getAllByRole('article')).toHaveLength(25));
    expect(main.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(requests('/api/game/filter').map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '20']);
  });

  it('says when there are no games', async () => {
    server([], []);
    const main = await openPage();
    expect(await main.findByText('No games yet. Check back soon.')).toBeTruthy();
    expect(main.queryByRole('list')).toBeNull();
  });

  it('says when the games could not be loaded, and tries again', async () => {
    const { api } = server();
    api.fail('filter');
    const main = await openPage();
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('The games could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main.findByText('3 games found')).toBeTruthy();
  });

  it('still filters, by every option, when the filter counts could not be loaded', async () => {
    const { api } = server();
    api.fail('metadata');
    const main = await openPage();
    await main.findByText('3 games found');
    expect((main.getByLabelText('Genre') as HTMLSelectElement).options).toHaveLength(36);
  });

  it('asks a visitor to sign in before adding a username', async () => {
    server();
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    const main = await openPage();
    await main.findByText('3 games found');
    fireEvent.click(main.getByRole('button', { name: 'Add username — Colexion' }));
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
  });

  it('shows the user’s username in a game, and adds one from a card', async () => {
    const { requests } = server();
    act(() => signIn(USER, 'phone'));
    const main = await openPage();
    const dark = await waitFor(() => {
      const card = within(cardOf(main, 'Dark Throne'));
      expect(card.getByText('throne_7')).toBeTruthy();
      return card;
    });
    expect(dark.getByText(/Your in-game user id/)).toBeTruthy();
    expect(dark.getByRole('button', { name: 'Edit — Dark Throne' })).toBeTruthy();

    fireEvent.click(main.getByRole('button', { name: 'Add username — Colexion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add game username' }, { timeout: 5000 });
    const field = within(dialog).getByLabelText('Your in-game email');
    fireEvent.change(field, { target: { value: 'asha@' } });
    expect(within(dialog).getByText('Please enter valid email')).toBeTruthy();
    fireEvent.change(field, { target: { value: ' asha@example.in ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add game username' })).toBeNull());
    expect(requests(`/api/game-usernames/${CARDS.id}`).map((r) => [r.method, r.body])).toEqual([
      ['PUT', { value: 'asha@example.in' }],
    ]);
    const cards = within(cardOf(main, 'Colexion'));
    expect(cards.getByText('asha@example.in')).toBeTruthy();
    expect(cards.getByRole('button', { name: 'Edit — Colexion' })).toBeTruthy();
    expect(await screen.findByText('Your in-game email for Colexion is saved.')).toBeTruthy();
  });
  it('offers Play, not a username, for a game the arena opens with the player’s token alone', async () => {
    const RUSH = makeGame({ name: 'Target Rush', slug: 'target-rush', thirdPartyClientId: 'sample-game' });
    const ASKS = makeGame({ name: 'Asks Names', thirdPartyClientId: 'tpc_1', needsGameUsername: true });
    server([RUSH, ASKS, CARDS]);
    act(() => signIn(USER, 'phone'));
    const main = await openPage();
    const rush = within(await waitFor(() => cardOf(main, 'Target Rush')));
    expect(rush.getByRole('link', { name: 'Play — Target Rush' }).getAttribute('href')).toBe(
      '/klash?game=target-rush',
    );
    expect(rush.queryByRole('button', { name: /username/ })).toBeNull();
    // A played game that asks for one, and a game not played here, still take a username.
    expect(main.getByRole('button', { name: 'Add username — Asks Names' })).toBeTruthy();
    expect(main.getByRole('button', { name: 'Add username — Colexion' })).toBeTruthy();
  });

  it('lets the modal read the username itself when the user’s usernames could not be loaded', async () => {
    const { api } = server();
    api.fail('usernames');
    act(() => signIn(USER, 'phone'));
    const main = await openPage();
    await main.findByText('3 games found');
    const button = await main.findByRole('button', { name: 'Add username — Dark Throne' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Edit game username' }, { timeout: 5000 });
    expect(((await within(dialog).findByLabelText('Your in-game user id')) as HTMLInputElement).value).toBe(
      'throne_7',
    );
  });
});
