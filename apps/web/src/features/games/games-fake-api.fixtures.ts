import type { Game, GamesMetadata, GameUsername } from '@kp/contract/games';
import {
  GAME_GENRE_LABELS,
  GAME_GENRES,
  GAME_LOGIN_METHOD_LABELS,
  GAME_LOGIN_METHODS,
  GAME_NETWORK_INFO,
  GAME_NETWORKS,
  PLATFORM_LABELS,
  PLATFORMS,
  platformIcon,
} from '@kp/domain/games';
import { failure, ok, type FakeRoute } from '../../test/fake-server.fixtures';

// Test data and a fake of the games api for this feature's tests (not part of the app's bundle).

let nextId = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A game as the api answers it. */
export function makeGame(over: Partial<Game> = {}): Game {
  nextId += 1;
  return {
    id: uuid(nextId),
    language: 'en',
    slug: `game-${nextId}`,
    name: `Game ${nextId}`,
    description: '',
    genres: ['action'],
    platforms: ['browser'],
    networks: [],
    loginMethod: 'user_name',
    iconUrl: null,
    coverImageUrl: null,
    ...over,
  };
}

/** The user's username in a game as the api answers it. */
export function makeUsername(game: Game, value: string, over: Partial<GameUsername> = {}): GameUsername {
  return {
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
    ...over,
  };
}

/** games-metadata for a catalogue: each id with the number of games that have it. */
export function metadataOf(games: readonly Game[]): GamesMetadata {
  const count = (pick: (g: Game) => readonly string[], id: string) =>
    games.filter((g) => pick(g).includes(id)).length;
  return {
    genres: GAME_GENRES.map((id) => ({
      id,
      name: GAME_GENRE_LABELS[id],
      gameCount: count((g) => g.genres, id),
    })),
    platforms: PLATFORMS.map((id) => ({
      id,
      name: PLATFORM_LABELS[id],
      icon: platformIcon(id)!,
      gameCount: count((g) => g.platforms, id),
    })),
    networks: GAME_NETWORKS.map((id) => ({
      id,
      ...GAME_NETWORK_INFO[id],
      gameCount: count((g) => g.networks, id),
    })),
    loginMethods: GAME_LOGIN_METHODS.map((id) => ({ id, name: GAME_LOGIN_METHOD_LABELS[id] })),
  };
}

/**
 * The games routes over an in-memory catalogue and the user's usernames, filtering and paging
 * like the api; `fail` makes a route answer an error once per count.
 */
export function gamesApi(catalogue: readonly Game[], usernames: GameUsername[] = []) {
  const failures = new Map<string, number>();
  const failing = (name: string) => {
    const left = failures.get(name) ?? 0;
    if (left <= 0) return false;
    failures.set(name, left - 1);
    return true;
  };
  const routes: Record<string, FakeRoute> = {
    '/api/games-metadata': () =>
      failing('metadata') ? failure(503, 'SERVICE_UNAVAILABLE') : ok(metadataOf(catalogue)),
    '/api/game/filter': ({ url }) => {
      if (failing('filter')) return failure(503, 'SERVICE_UNAVAILABLE');
      const q = (name: string) => url.searchParams.get(name);
      const words = (q('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matching = catalogue.filter(
        (g) =>
          (!q('genre') || g.genres.includes(q('genre') as never)) &&
          (!q('platform') || g.platforms.includes(q('platform') as never)) &&
          (!q('network') || g.networks.includes(q('network') as never)) &&
          words.every((w) =>
            g.name
              .toLowerCase()
              .split(/\s+/)
              .some((n) => n.startsWith(w)),
          ),
      );
      const offset = Number(q('offset') ?? 0);
      const limit = Number(q('limit') ?? 20);
      return ok({ games: matching.slice(offset, offset + limit), total: matching.length });
    },
    '/api/game-usernames': ({ url }) => {
      if (failing('usernames')) return failure(503, 'SERVICE_UNAVAILABLE');
      const gameId = url.searchParams.get('gameId');
      const mine = usernames.filter((u) => !gameId || u.gameId === gameId);
      return ok({ usernames: mine, total: mine.length });
    },
  };
  for (const game of catalogue) {
    routes[`/api/game/${game.id}`] = () => ok(game);
    routes[`PUT /api/game-usernames/${game.id}`] = ({ body }) => {
      if (failing('put'))
        return failure(409, 'GAME_USERNAME_TAKEN', 'This game account is already linked to another user');
      const value = (body as { value: string }).value;
      const saved = makeUsername(game, value);
      const at = usernames.findIndex((u) => u.gameId === game.id);
      if (at >= 0) usernames.splice(at, 1, saved);
      else usernames.push(saved);
      return ok(saved);
    };
    routes[`DELETE /api/game-usernames/${game.id}`] = () => {
      const at = usernames.findIndex((u) => u.gameId === game.id);
      if (at < 0) return failure(404, 'GAME_USERNAME_NOT_FOUND', 'No username is linked to this game');
      usernames.splice(at, 1);
      return ok({ gameId: game.id, isDeleted: true });
    };
  }
  return {
    routes,
    usernames,
    fail(name: 'metadata' | 'filter' | 'usernames' | 'put', times = 1) {
      failures.set(name, times);
    },
  };
}
