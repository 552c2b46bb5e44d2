import type { GameUsername } from '@kp/contract/games';
import type { GameGenre, GameNetwork, Platform } from '@kp/domain/games';
import { call } from '../../lib/api-client';

export const GAMES_PAGE_SIZE = 20;
const USERNAMES_PAGE_SIZE = 100;

export type GameFilters = {
  genre: GameGenre | '';
  platform: Platform | '';
  network: GameNetwork | '';
  search: string;
};
export type Usernames = ReadonlyMap<string, GameUsername>;

/** The catalogue's counts by genre, platform and network (which filter options have games). */
export async function getGamesMetadata(signal: AbortSignal) {
  return (await call('getGamesMetadata', {}, { signal })).data;
}

/** A page of the games of a filter, from `offset`. */
export async function filterGames(filters: GameFilters, offset: number, signal?: AbortSignal) {
  const query = {
    limit: GAMES_PAGE_SIZE,
    offset,
    ...(filters.genre && { genre: filters.genre }),
    ...(filters.platform && { platform: filters.platform }),
    ...(filters.network && { network: filters.network }),
    ...(filters.search && { search: filters.search }),
  };
  return (await call('filterGames', { query }, { signal })).data;
}

/** All of the signed-in user's game usernames by game (a user has one per game). */
export async function loadUsernames(signal: AbortSignal): Promise<Usernames> {
  const byGame = new Map<string, GameUsername>();
  for (let offset = 0; ; offset += USERNAMES_PAGE_SIZE) {
    const { data } = await call(
      'listMyGameUsernames',
      { query: { limit: USERNAMES_PAGE_SIZE, offset } },
      { signal },
    );
    for (const username of data.usernames) byGame.set(username.gameId, username);
    if (data.usernames.length < USERNAMES_PAGE_SIZE || offset + USERNAMES_PAGE_SIZE >= data.total)
      return byGame;
  }
}

/** One game. */
export async function getGame(id: string, signal: AbortSignal) {
  return (await call('getGame', { params: { id } }, { signal })).data;
}

/** The signed-in user's username in a game, or null. */
export async function findMyGameUsername(gameId: string, signal: AbortSignal) {
  return (await call('listMyGameUsernames', { query: { gameId } }, { signal })).data.usernames[0] ?? null;
}

/** Links (or changes) the user's username in a game; the username as kept comes back. */
export async function putGameUsername(gameId: string, value: string) {
  return (await call('putGameUsername', { params: { gameId }, body: { value } })).data;
}

/** Removes the user's username in a game. */
export async function deleteGameUsername(gameId: string) {
  await call('deleteGameUsername', { params: { gameId } });
}
