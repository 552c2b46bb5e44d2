import type { Game, GameUsername } from '@kp/contract/games';
import { call } from '../../lib/api-client';

/** A game the arena can open: one with a third-party client. */
export type PlayableGame = Game & { thirdPartyClientId: string };

const PAGE_SIZE = 100;
/** Page after page until the total: partner games are a short list, so the arena shows them all. */
const MAX_PAGES = 10;

/** The live games playable in the arena, each with its client id. */
export async function loadPlayableGames(signal: AbortSignal): Promise<PlayableGame[]> {
  const games: PlayableGame[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data } = await call(
      'filterGames',
      { query: { playable: 'true', limit: PAGE_SIZE, offset: page * PAGE_SIZE } },
      { signal },
    );
    for (const game of data.games)
      if (game.thirdPartyClientId) games.push({ ...game, thirdPartyClientId: game.thirdPartyClientId });
    if (data.games.length < PAGE_SIZE || (page + 1) * PAGE_SIZE >= data.total) break;
  }
  return games;
}

/** The user's username in a game; undefined when it could not be read (the modal reads it then). */
export async function findMyUsername(gameId: string): Promise<GameUsername | null | undefined> {
  try {
    const { data } = await call('listMyGameUsernames', { query: { gameId, limit: 1 } });
    return data.usernames[0] ?? null;
  } catch {
    return undefined;
  }
}
