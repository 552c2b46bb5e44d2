import { tournamentStatusAt } from '@kp/domain/tournaments';
import type { TournamentsContext } from './tournaments-context';
import type { createConclude } from './conclude-tournament';

/** The schedule's job, moving tournaments along as their times come. */
export function createAdvanceSchedule(
  ctx: TournamentsContext & { conclude: ReturnType<typeof createConclude>['conclude'] },
) {
  const { db, repository, clock, asSchedule, conclude } = ctx;

  return {
    /**
     * The schedule's job: upcoming ones whose start came go LIVE; ended ones are concluded and
     * paid. Safe on several replicas at once (each change under the tournament's row lock, each
     * prize once). The number of tournaments moved.
     */
    async advanceSchedule(): Promise<number> {
      const now = clock.now();
      let moved = 0;
      for (const due of await repository.listDue(now)) {
        if (due.status === 'PUBLISHED') {
          const status = await db.transaction(async (tx) => {
            const row = await repository.lockTournament(tx, due.id);
            if (!row || row.status !== 'PUBLISHED') return null;
            const next = tournamentStatusAt(asSchedule(row), now);
            if (next === 'PUBLISHED') return null;
            // A tournament whose whole schedule passed between two runs goes straight to CONCLUDED.
            await repository.updateTournament(
              row.id,
              next === 'LIVE'
                ? { status: 'LIVE', updatedAt: now }
                : { status: 'CONCLUDED', concludedAt: now, updatedAt: now },
              tx,
            );
            return next;
          });
          if (status) moved += 1;
          if (status !== 'CONCLUDED') continue;
        }
        if (await conclude(due.id, { early: false })) moved += 1;
      }
      return moved;
    },
  };
}
