import { MAX_CLAIM_PAYOUT_ATTEMPTS, nextScheduledStatus } from '@kp/domain/campaigns';
import type { CampaignContext } from './campaign-context';

/** The schedule: campaigns moved along their state machine as their dates pass (README.md). */
export function createCampaignSchedule(ctx: CampaignContext) {
  const { db, repository, clock, statusOf, hasReward } = ctx;

  return {
    /** The schedule's job: each campaign moved along the state machine as its dates pass. */
    async advanceSchedule(): Promise<number> {
      let moved = 0;
      for (const due of await repository.listScheduled()) {
        for (let step = 0; step < 5; step += 1) {
          const changed = await db.transaction(async (tx) => {
            const row = await repository.lockCampaign(tx, due.id);
            if (!row) return false;
            const outstanding = await repository.countOutstandingClaims(
              row.id,
              MAX_CLAIM_PAYOUT_ATTEMPTS,
              tx,
            );
            const next = nextScheduledStatus(
              { ...row, status: statusOf(row), hasReward: hasReward(row) },
              clock.now(),
              outstanding,
            );
            if (!next) return false;
            await repository.updateCampaign(row.id, { status: next, updatedAt: clock.now() }, tx);
            return true;
          });
          if (!changed) break;
          moved += 1;
        }
      }
      return moved;
    },
  };
}
