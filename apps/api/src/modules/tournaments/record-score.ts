import { AppError } from '@kp/domain/errors';
import { acceptsScores } from '@kp/domain/tournaments';
import type { DbOrTx } from '../../db/client';
import type { ScoreInput } from './tournaments-deps';
import type { TournamentsContext } from './tournaments-context';

/** The scores games report through the third-party module, and whether a game may report one. */
export function createRecordScore(ctx: TournamentsContext) {
  const { repository, clock, asSchedule } = ctx;

  return {
    /**
     * A score a game reported for a participant, in the third-party module's transaction (it
     * records the report id there too): the tournament must be this game's and live, the user a
     * participant. The best score is kept; an equal one later does not move them up.
     */
    async recordScore(tx: DbOrTx, input: ScoreInput) {
      const row = await repository.shareTournament(tx, input.tournamentId);
      if (!row) throw new AppError('TOURNAMENT_NOT_FOUND');
      if (row.gameId !== input.gameId) throw new AppError('TOURNAMENT_GAME_MISMATCH');
      if (!acceptsScores(asSchedule(row), input.at)) throw new AppError('TOURNAMENT_NOT_LIVE');
      const participant = await repository.recordScore(tx, input);
      if (!participant) throw new AppError('TOURNAMENT_NOT_JOINED');
      return { bestScore: participant.bestScore ?? input.score };
    },

    /**
     * What the arena's redirect checks before sending a player to a tournament: it exists, is
     * this game's and live, and the user joined it.
     */
    async assertPlayable(input: { tournamentId: string; userId: string; gameId: string }) {
      const found = await repository.findTournament(input.tournamentId);
      if (!found) throw new AppError('TOURNAMENT_NOT_FOUND');
      if (found.gameId !== input.gameId) throw new AppError('TOURNAMENT_GAME_MISMATCH');
      if (!(await repository.findParticipant(input.tournamentId, input.userId)))
        throw new AppError('TOURNAMENT_NOT_JOINED');
      if (!acceptsScores(asSchedule(found), clock.now())) throw new AppError('TOURNAMENT_NOT_LIVE');
    },
  };
}
