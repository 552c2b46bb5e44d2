import { createQualification } from './qualify-referral';
import { createReferralCodes } from './referral-codes';
import { createReferralViews } from './referral-views';
import type { ReferralsDeps } from './referrals-context';
import { createSettlement } from './settle-referrals';

export type { ReferralsDeps, ReferralUsersPort } from './referrals-context';

/**
 * The referral campaign (README.md): codes and applying one, a referred gamer's qualification by
 * their first action, the settlement that pays the referrer (per qualified referral and per
 * milestone, as earnings), and the code, roadmap and progress reads.
 */
export function createReferralsService(deps: ReferralsDeps) {
  const qualification = createQualification(deps);
  const settlement = createSettlement(deps);
  const codes = createReferralCodes(deps, {
    async referralRecorded(referredUserId, referrerUserId) {
      // The referral is kept whatever happens here: a failure leaves it to the next action (its
      // qualification) or to the settlement job (its payment).
      try {
        if (await qualification.qualifyIfActed(referredUserId))
          await settlement.settleReferrer(referrerUserId);
      } catch (error) {
        deps.log.error({ err: error, referredUserId }, 'qualifying a new referral failed');
      }
    },
  });
  return {
    ...codes,
    ...createReferralViews(deps, codes),
    onXpAwarded: qualification.onXpAwarded,
    eraseUser: qualification.eraseUser,
    settleReferrer: settlement.settleReferrer,
    settleOutstanding: settlement.settleOutstanding,
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
