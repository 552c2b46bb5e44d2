import { earningTitle } from '@kp/domain/earning-titles';
import {
  reachedReferralMilestones,
  referralRewardKey,
  type ReferralRewardKind,
} from '@kp/domain/referral-campaign';
import type { DbOrTx } from '../../db/client';
import type { ReferralRewardAmount } from './referrals.config';
import type { ReferralsDeps } from './referrals-context';

/** How many referrers the settlement job pays in one run. */
const SETTLE_BATCH = 100;

type Payment = {
  kind: ReferralRewardKind;
  referredUserId: string | null;
  milestone: number | null;
  reward: ReferralRewardAmount;
  title: string;
};

/**
 * The settlement: pays a referrer, in one transaction of its own under their code row's lock, for
 * every gamer of theirs who qualified and is not paid for yet (not erased), then every milestone
 * their count of paid referrals reached and not paid yet. Each reward is an earning (source
 * `referral`) whose source id is the reward's key, derived from (referrer, kind, referred gamer or
 * milestone): with the reward row's unique key and the earning's own (user, source, source id),
 * each reward exists once however often, and however many at once, the settlement runs.
 */
export function createSettlement(
  deps: Pick<ReferralsDeps, 'db' | 'repository' | 'earnings' | 'rules' | 'clock' | 'log'>,
) {
  const { db, repository, earnings, rules, clock, log } = deps;

  /** Pays one reward unless it was paid; whether it paid now. */
  async function pay(tx: DbOrTx, referrerUserId: string, payment: Payment, now: Date): Promise<boolean> {
    const rewardKey = referralRewardKey(
      payment.kind,
      referrerUserId,
      payment.referredUserId ? { referredUserId: payment.referredUserId } : { milestone: payment.milestone! },
    );
    if (await repository.findRewardByKey(tx, rewardKey)) return false;
    const { earning } = await earnings.award(tx, {
      userId: referrerUserId,
      source: 'referral',
      sourceId: rewardKey,
      currency: payment.reward.currency.id,
      amount: payment.reward.amount,
      title: payment.title,
    });
    await repository.insertReward(tx, {
      referrerUserId,
      kind: payment.kind,
      referredUserId: payment.referredUserId,
      milestone: payment.milestone,
      rewardKey,
      earningId: earning.id,
      currency: payment.reward.currency.id,
      amount: payment.reward.amount,
      createdAt: now,
    });
    return true;
  }

  /** Settles one referrer; how many rewards it paid. */
  function settleReferrer(referrerUserId: string): Promise<number> {
    return db.transaction(async (tx) => {
      // An erased referrer has no code row any more: nothing is paid to them.
      if (!(await repository.lockReferrer(tx, referrerUserId))) return 0;
      const now = clock.now();
      const unpaid = await repository.listUnpaid(tx, referrerUserId);
      const paidBefore = await repository.countPaid(tx, referrerUserId);
      const payments: Payment[] = [
        ...unpaid.map((referral) => ({
          kind: 'referral' as const,
          referredUserId: referral.referredUserId,
          milestone: null,
          reward: rules.perReferral,
          title: earningTitle('referralReward'),
        })),
        // A milestone added below a count already reached is paid at the next settlement too.
        ...reachedReferralMilestones(rules.milestones, paidBefore + unpaid.length).map((m) => ({
          kind: 'milestone' as const,
          referredUserId: null,
          milestone: m.qualified,
          reward: m.reward,
          title: earningTitle('referralMilestone', { count: m.qualified }),
        })),
      ];
      // One order of currencies for every settlement: their ledger accounts are locked in it.
      payments.sort((a, b) => a.reward.currency.id.localeCompare(b.reward.currency.id));
      let paid = 0;
      for (const payment of payments) if (await pay(tx, referrerUserId, payment, now)) paid += 1;
      for (const referral of unpaid) await repository.markPaid(tx, referral.referredUserId, now);
      return paid;
    });
  }

  return {
    settleReferrer,

    /** The `referral-rewards` job: settles the referrers owed a payment; how many rewards it paid. */
    async settleOutstanding(): Promise<number> {
      let paid = 0;
      for (const referrerUserId of await repository.listReferrersToSettle(SETTLE_BATCH)) {
        try {
          paid += await settleReferrer(referrerUserId);
        } catch (error) {
          // One referrer's failure (logged, tried again next run) does not hold back the others.
          log.error({ err: error, referrerUserId }, 'referral settlement failed');
        }
      }
      return paid;
    },
  };
}
