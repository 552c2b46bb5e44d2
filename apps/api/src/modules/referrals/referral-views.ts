import type {
  ReferralCampaignCode,
  ReferralProgress,
  ReferralReward,
  ReferralRoadmap,
  ReferredGamer,
} from '@kp/contract/referral-campaign';
import { REFERRAL_APPLY_WINDOW_DAYS } from '@kp/domain/campaigns';
import { formatAmount } from '@kp/domain/currencies';
import {
  REFERRAL_QUALIFYING_ACTIONS,
  referralLink,
  referralMilestoneStates,
  referralRoadmapPercent,
  referralShareLinks,
  type ReferralState,
} from '@kp/domain/referral-campaign';
import type { ReferralRewardAmount } from './referrals.config';
import type { ReferralRow } from './referrals.repository';
import type { ReferralsDeps } from './referrals-context';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function wireReward(reward: ReferralRewardAmount): ReferralReward {
  return { currency: reward.currency.code, amount: formatAmount(reward.amount, reward.currency) };
}

function stateOf(row: ReferralRow): ReferralState {
  if (row.erasedAt) return 'erased';
  return row.qualifiedAt ? 'qualified' : 'signed_up';
}

/** The referral campaign's three reads: the caller's code and links, the roadmap, the caller's progress. */
export function createReferralViews(
  deps: Pick<ReferralsDeps, 'repository' | 'rules' | 'baseUrl' | 'users' | 'currencies'>,
  codes: { ensureCode(userId: string): Promise<string> },
) {
  const { repository, rules, users, currencies } = deps;
  const milestones = rules.milestones.map((m) => ({ qualified: m.qualified, reward: wireReward(m.reward) }));
  const roadmap: ReferralRoadmap = {
    perReferral: wireReward(rules.perReferral),
    milestones,
    qualifyingActions: [...REFERRAL_QUALIFYING_ACTIONS],
    applyWindowDays: REFERRAL_APPLY_WINDOW_DAYS,
  };
  const rewardOfRow = (row: { currency: string; amount: bigint }): ReferralReward => {
    const currency = currencies.byId(row.currency);
    return { currency: currency.code, amount: formatAmount(row.amount, currency) };
  };

  return {
    async getCode(userId: string): Promise<ReferralCampaignCode> {
      const code = await codes.ensureCode(userId);
      const link = referralLink(deps.baseUrl, code);
      return { code, link, shareLinks: referralShareLinks(link) };
    },

    getRoadmap: (): ReferralRoadmap => roadmap,

    async getProgress(userId: string, page: { limit: number; offset: number }): Promise<ReferralProgress> {
      const [counts, rows, milestoneRewards, earned] = await Promise.all([
        repository.countReferred(userId),
        repository.listReferred(userId, page),
        repository.listMilestoneRewards(userId),
        repository.sumRewards(userId),
      ]);
      const ids = rows.map((row) => row.referredUserId);
      const [publicUsers, referralRewards] = await Promise.all([
        ids.length ? users.listPublicUsers(ids) : Promise.resolve([]),
        repository.listReferralRewardsOf(ids),
      ]);
      const nameOf = new Map(publicUsers.map((u) => [u.id, u.username]));
      const rewardOf = new Map(referralRewards.map((r) => [r.referredUserId, r]));
      const paidAtOf = new Map(milestoneRewards.map((r) => [r.milestone, r.createdAt]));
      const states = referralMilestoneStates(rules.milestones, counts.qualified);
      const nextIndex = states.indexOf('next');
      const next = nextIndex === -1 ? null : milestones[nextIndex]!;
      const referred = rows.map((row): ReferredGamer => {
        const reward = rewardOf.get(row.referredUserId);
        return {
          // Only the public username, never while erased (nor a phone number or an email).
          displayName: row.erasedAt ? null : (nameOf.get(row.referredUserId) ?? null),
          state: stateOf(row),
          joinedAt: row.createdAt.toISOString(),
          qualifiedAt: iso(row.qualifiedAt),
          reward: reward ? rewardOfRow(reward) : null,
        };
      });
      return {
        signedUp: counts.signedUp,
        qualified: counts.qualified,
        percent: referralRoadmapPercent(rules.milestones, counts.qualified),
        milestones: milestones.map((m, i) => ({
          ...m,
          state: states[i]!,
          paidAt: iso(paidAtOf.get(m.qualified) ?? null),
        })),
        next: next ? { ...next, remaining: next.qualified - counts.qualified } : null,
        earned: earned.map(rewardOfRow),
        referred,
      };
    },
  };
}
