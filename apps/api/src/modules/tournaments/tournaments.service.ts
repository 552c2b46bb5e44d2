import { createAdminTournaments } from './admin-tournaments';
import { createAdvanceSchedule } from './advance-schedule';
import { createConclude } from './conclude-tournament';
import { createJoinTournament } from './join-tournament';
import { createListTournaments } from './list-tournaments';
import { createRecordScore } from './record-score';
import { createTournamentsContext } from './tournaments-context';
import type { TournamentsDeps } from './tournaments-deps';

export type { ScoreInput } from './tournaments-deps';

/**
 * Tournaments: the schedule (PUBLISHED → LIVE → CONCLUDED → COMPLETED, moved by the
 * `tournaments` job and the clock), joining (a fee through the ledger, in one transaction with
 * the place taken), the scores games report (through the third-party module), the ranking, and
 * the prizes paid as earnings once the leaderboard is frozen.
 *
 * One use case per file beside this one, composed here into one service.
 */
export function createTournamentsService(deps: TournamentsDeps) {
  const ctx = createTournamentsContext(deps);
  const { conclude } = createConclude(ctx);
  return {
    ...createListTournaments(ctx),
    ...createJoinTournament(ctx),
    ...createRecordScore(ctx),
    ...createAdminTournaments({ ...ctx, conclude }),
    ...createAdvanceSchedule({ ...ctx, conclude }),
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
