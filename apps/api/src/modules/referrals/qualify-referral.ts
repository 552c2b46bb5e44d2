import {
  isReferralQualifyingAction,
  REFERRAL_QUALIFYING_ACTIONS,
  type ReferralQualifyingAction,
} from '@kp/domain/referral-campaign';
import type { DbOrTx } from '../../db/client';
import type { ReferralsDeps } from './referrals-context';

/**
 * A referred gamer qualifies with their first action after signing up with a code
 * (REFERRAL_QUALIFYING_ACTIONS): recorded once, in the transaction of that action, under the
 * referral's row lock. Nothing is paid here: the action's transaction may hold ledger locks of its
 * own (a quest's reward), so paying in it could meet another payment in a deadlock; the settlement
 * pays right after, in a transaction of its own (settle-referrals.ts).
 */
export function createQualification(deps: Pick<ReferralsDeps, 'db' | 'repository' | 'xp' | 'clock'>) {
  const { db, repository, xp, clock } = deps;

  /**
   * Records the qualification of a gamer's referral, if they have one that may still qualify;
   * the referrer when it did (to settle), else null.
   */
  async function qualify(
    tx: DbOrTx,
    referredUserId: string,
    action: ReferralQualifyingAction,
    at: Date,
  ): Promise<string | null> {
    const referral = await repository.lockPendingReferral(tx, referredUserId);
    if (!referral) return null;
    await repository.markQualified(tx, referredUserId, action, at);
    return referral.referrerUserId;
  }

  return {
    qualify,

    /** The XP module's award event: a qualifying action of a referred gamer qualifies their referral. */
    async onXpAwarded(tx: DbOrTx, awarded: { userId: string; action: string; at: Date }): Promise<void> {
      if (!isReferralQualifyingAction(awarded.action)) return;
      await qualify(tx, awarded.userId, awarded.action, awarded.at);
    },

    /**
     * Right after a referral is recorded: a gamer who already acted qualifies now. Their XP row is
     * locked first (as an award takes it): an award committing meanwhile is seen here, and one
     * starting now finds the referral. The referrer when it qualified, else null.
     */
    qualifyIfActed(referredUserId: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const first = await xp.findFirstAction(tx, referredUserId, REFERRAL_QUALIFYING_ACTIONS);
        if (!first || !isReferralQualifyingAction(first.action)) return null;
        return qualify(tx, referredUserId, first.action, clock.now());
      });
    },

    /**
     * An erased account (lifecycle `erased`, in the erasing transaction): as a referred gamer, it
     * never qualifies nor pays afterwards; as a referrer, its code goes (nobody joins with it, and
     * nothing more is paid to it).
     */
    async eraseUser(tx: DbOrTx, userId: string): Promise<void> {
      await repository.markErased(tx, userId, clock.now());
      await repository.deleteCode(userId, tx);
    },
  };
}
