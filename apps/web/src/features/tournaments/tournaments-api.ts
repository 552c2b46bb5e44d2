import type { TournamentSummary } from '@kp/contract/tournaments';
import type { TournamentStatus } from '@kp/domain/tournaments';
import { call } from '../../lib/api-client';
import { withIdempotencyKey } from '../../lib/idempotency-key';

const PAGE_SIZE = 20;

/** The tournaments of some statuses (a tab's), the first page of each, in the order given. */
export async function listTournaments(statuses: readonly TournamentStatus[], signal: AbortSignal) {
  const pages = await Promise.all(
    statuses.map((status) =>
      call('listLeaderboardsByStatus', { query: { status, limit: PAGE_SIZE } }, { signal }),
    ),
  );
  return pages.flatMap((page) =>
    page.data.leaderboards.filter((board): board is TournamentSummary => board.type === 'tournament'),
  );
}

/** A tournament's top 50, and the signed-in user's own row. */
export async function listParticipants(tournamentId: string, signal: AbortSignal) {
  const answer = await call(
    'listLeaderboardParticipants',
    { params: { id: tournamentId }, query: { limit: 50 } },
    { signal },
  );
  if (answer.data.type !== 'tournament') throw new Error(`${tournamentId} is not a tournament`);
  return answer.data;
}

/** Joins a tournament; `idempotencyKey` is the attempt's, kept for its retries. */
export async function joinTournament(tournamentId: string, idempotencyKey: string) {
  return (
    await call(
      'joinTournament',
      { params: { id: tournamentId } },
      { fetch: withIdempotencyKey(idempotencyKey) },
    )
  ).data;
}

/** One tournament. */
export async function getTournament(id: string, signal: AbortSignal) {
  return (await call('getTournament', { params: { id } }, { signal })).data;
}
