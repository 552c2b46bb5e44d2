import type { CurrencyId } from '@kp/domain/currencies';
import { tournamentPrizeTitle } from '@kp/domain/earning-titles';
import { AppError } from '@kp/domain/errors';
import { prizeForRank, tournamentStatusAt } from '@kp/domain/tournaments';
import type { Tx } from '../../db/client';
import type { TournamentRow } from './tournaments.repository';
import type { TournamentsContext } from './tournaments-context';
import { PRIZE_SOURCE } from './tournaments-deps';

/** Freezing a tournament and paying its prizes, once. */
export function createConclude(ctx: TournamentsContext) {
  const { deps, db, repository, clock, asSchedule } = ctx;

  /**
   * Freezes and pays a tournament, in one transaction under its row lock: an open one whose end
   * came (or that an operator ends early) becomes CONCLUDED; a CONCLUDED one pays each ranked
   * participant's prize through earnings.award (source `tournament`, the participant's id: one
   * earning per participant, so a second run, or two at once, pays nothing twice) and becomes
   * COMPLETED. Each ranked participant earns the XP of a tournament result with their final rank
   * (source: the participant's id), prize or not. Participants who never scored win nothing.
   */
  async function conclude(id: string, options: { early: boolean }): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await repository.lockTournament(tx, id);
      if (!row) throw new AppError('TOURNAMENT_NOT_FOUND');
      const now = clock.now();
      let current = row;
      if (row.status === 'COMPLETED') return false;
      if (row.status !== 'CONCLUDED') {
        if (!options.early && tournamentStatusAt(asSchedule(row), now) !== 'CONCLUDED') return false;
        current = (await repository.updateTournament(
          id,
          { status: 'CONCLUDED', concludedAt: now, updatedAt: now },
          tx,
        ))!;
      }
      await payPrizes(tx, current);
      await awardResults(tx, current);
      await repository.updateTournament(
        id,
        { status: 'COMPLETED', completedAt: clock.now(), updatedAt: clock.now() },
        tx,
      );
      return true;
    });
  }

  async function payPrizes(tx: Tx, row: TournamentRow): Promise<void> {
    const prizes = await repository.listPrizes([row.id], tx);
    if (prizes.length === 0) return;
    const ranked = await repository.listScoredRanked(row.id, tx);
    for (const [index, participant] of ranked.entries()) {
      const rank = index + 1;
      const prize = prizeForRank(prizes, rank);
      if (!prize) {
        if (rank > prizes[prizes.length - 1]!.toRank) break;
        continue;
      }
      await deps.earnings.award(tx, {
        userId: participant.userId,
        source: PRIZE_SOURCE,
        sourceId: participant.id,
        currency: prize.currency as CurrencyId,
        amount: prize.amount,
        // Kept in English; a listing words it in the reader's language (tournament-titles.ts).
        title: tournamentPrizeTitle(row.title, rank).slice(0, 120),
      });
    }
  }

  /** The XP of each ranked result, awarded in user order (two conclusions never lock users crosswise). */
  async function awardResults(tx: Tx, row: TournamentRow): Promise<void> {
    const ranked = (await repository.listScoredRanked(row.id, tx)).map((participant, index) => ({
      participant,
      rank: index + 1,
    }));
    ranked.sort((a, b) => (a.participant.userId < b.participant.userId ? -1 : 1));
    for (const { participant, rank } of ranked)
      await deps.xp.award(tx, {
        userId: participant.userId,
        action: 'tournament_result',
        sourceId: participant.id,
        rank,
      });
  }

  return {
    conclude,
  };
}
