import { call } from '../../lib/api-client';

/** The most games the first-run path offers to pick from (the catalogue's first, by its order). */
const GAMES_LIMIT = 48;
/** Live quests read to find one of the picked games. */
const QUESTS_LIMIT = 20;

/** The live games, by the catalogue's order. */
export async function listGames(signal: AbortSignal) {
  return (await call('listGames', { query: { limit: GAMES_LIMIT } }, { signal })).data.games;
}

/** The quests one can start now, ending soonest first. */
export async function listLiveQuests(signal: AbortSignal) {
  return (await call('listLiveQuests', { query: { limit: QUESTS_LIMIT } }, { signal })).data.quests;
}

/** The user's earnings by currency: what waits to be collected (the welcome gift, on a demo). */
export async function getEarningsAggregate(signal: AbortSignal) {
  return (await call('getEarningsAggregate', {}, { signal })).data;
}
