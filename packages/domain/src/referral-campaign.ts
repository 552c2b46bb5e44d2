import { SHARE_CHANNELS } from './pog';
import { shareIntentAddresses } from './share-links';
import type { XpAction } from './progression';

/**
 * The referral campaign (spec section 7, `referral-campaign`: code, roadmap, progress): a gamer
 * shares their code; a friend who signs up with it and then does a first action on the platform
 * is a **qualified** referral, which pays the referrer a reward per referral and, as the count of
 * qualified referrals reaches each milestone of the roadmap, the milestone's reward. Rewards are
 * earnings (collected on the collect-earnings page, like a quest's reward). The amounts below are
 * the defaults; an operator sets theirs with REFERRAL_REWARD and REFERRAL_MILESTONES (api config),
 * written as `referralRewardText` / `referralMilestonesText` write them.
 */

/**
 * The first actions that qualify a referred gamer: something done on the platform that earned XP
 * (a quest stage, a campaign task or claim, a tournament result, a daily check-in). Referring
 * someone else is not one.
 */
export const REFERRAL_QUALIFYING_ACTIONS = [
  'quest_stage',
  'campaign_task',
  'campaign_claim',
  'tournament_result',
  'daily_check_in',
] as const satisfies readonly XpAction[];

export type ReferralQualifyingAction = (typeof REFERRAL_QUALIFYING_ACTIONS)[number];

/** Whether an XP action qualifies a referred gamer. */
export function isReferralQualifyingAction(action: string): action is ReferralQualifyingAction {
  return (REFERRAL_QUALIFYING_ACTIONS as readonly string[]).includes(action);
}

/** Where a referred gamer stands: signed up with the code, qualified (paid), or their account erased. */
export const REFERRAL_STATES = ['signed_up', 'qualified', 'erased'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** What a referral reward pays for: one qualified referral, or a milestone of the roadmap. */
export const REFERRAL_REWARD_KINDS = ['referral', 'milestone'] as const;
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];

/** A reward as the operator writes it: a decimal amount and a currency code ('20 KCASH'). */
export type ReferralRewardSetting = { amount: string; currency: string };

/** A milestone of the roadmap: reached when this many referred gamers qualified. */
export type ReferralMilestoneSetting = { qualified: number; reward: ReferralRewardSetting };

/** What each qualified referral pays the referrer when the operator sets nothing. */
export const REFERRAL_REWARD_DEFAULT = '20 KCASH';

/** The roadmap when the operator sets nothing: 1, 3, 5, 10 and 25 qualified referrals. */
export const REFERRAL_MILESTONES_DEFAULT = '1:100 KPOINTS,3:50 KCASH,5:100 KCASH,10:250 KCASH,25:1000 KCASH';

/** How many milestones a roadmap may have, and the largest count one may ask for. */
export const REFERRAL_MILESTONE_LIMITS = { maxMilestones: 20, maxQualified: 100_000 } as const;

const REWARD_TEXT = /^(\d{1,12}(?:\.\d{1,6})?)\s+([A-Z][A-Z0-9]{1,9})$/;
const MILESTONE_TEXT = /^(\d{1,6})\s*:\s*(.+)$/;

/** Reads '20 KCASH' (a positive decimal amount, a space, a currency code); throws a message on anything else. */
export function parseReferralReward(text: string): ReferralRewardSetting {
  const match = REWARD_TEXT.exec(text.trim());
  if (!match || Number(match[1]) <= 0)
    throw new Error(
      `"${text.trim()}" is not a reward: write a positive amount and a currency code, e.g. 20 KCASH`,
    );
  return { amount: match[1]!, currency: match[2]! };
}

/**
 * Reads a roadmap '1:100 KPOINTS,3:50 KCASH': milestones separated by commas, each a count of
 * qualified referrals, a colon and its reward; counts rising, from 1 up to the limit. Throws a
 * message on anything else.
 */
export function parseReferralMilestones(text: string): ReferralMilestoneSetting[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new Error('the roadmap needs at least one milestone, e.g. 1:100 KPOINTS');
  if (parts.length > REFERRAL_MILESTONE_LIMITS.maxMilestones)
    throw new Error(`the roadmap has at most ${REFERRAL_MILESTONE_LIMITS.maxMilestones} milestones`);
  const milestones = parts.map((part) => {
    const match = MILESTONE_TEXT.exec(part);
    if (!match) throw new Error(`"${part}" is not a milestone: write count:reward, e.g. 3:50 KCASH`);
    const qualified = Number(match[1]);
    if (qualified < 1 || qualified > REFERRAL_MILESTONE_LIMITS.maxQualified)
      throw new Error(`"${part}": the count must be 1 to ${REFERRAL_MILESTONE_LIMITS.maxQualified}`);
    return { qualified, reward: parseReferralReward(match[2]!) };
  });
  milestones.forEach((milestone, i) => {
    const before = milestones[i - 1];
    if (before && milestone.qualified <= before.qualified)
      throw new Error('the milestones must be in rising order of their counts, each count once');
  });
  return milestones;
}

/** Where a milestone stands for a referrer: reached, the next one to reach, or further away. */
export const REFERRAL_MILESTONE_STATES = ['reached', 'next', 'locked'] as const;
export type ReferralMilestoneState = (typeof REFERRAL_MILESTONE_STATES)[number];

/** Each milestone's state for a referrer with this many qualified referrals (the roadmap's order). */
export function referralMilestoneStates(
  milestones: readonly { qualified: number }[],
  qualified: number,
): ReferralMilestoneState[] {
  const next = milestones.findIndex((m) => m.qualified > qualified);
  return milestones.map((m, i) => (m.qualified <= qualified ? 'reached' : i === next ? 'next' : 'locked'));
}

/** The milestones a count of qualified referrals has reached (what must have been paid by then). */
export function reachedReferralMilestones<M extends { qualified: number }>(
  milestones: readonly M[],
  qualified: number,
): M[] {
  return milestones.filter((m) => m.qualified <= qualified);
}

/**
 * How far along the roadmap a referrer is, 0 to 100: the share of the way from the last milestone
 * reached (or zero) to the next one, laid over the milestones' equal steps; 100 past the last.
 */
export function referralRoadmapPercent(
  milestones: readonly { qualified: number }[],
  qualified: number,
): number {
  if (milestones.length === 0) return 0;
  const next = milestones.findIndex((m) => m.qualified > qualified);
  if (next === -1) return 100;
  const from = next === 0 ? 0 : milestones[next - 1]!.qualified;
  const to = milestones[next]!.qualified;
  const step = 100 / milestones.length;
  return Math.floor(step * next + (step * (qualified - from)) / (to - from));
}

/**
 * The key that pays a reward once: of a referral, per referrer and referred gamer; of a milestone,
 * per referrer and milestone. The earning's source id (unique per user and source) and the
 * referral reward's unique key are both made from it.
 */
export function referralRewardKey(
  kind: ReferralRewardKind,
  referrerUserId: string,
  subject: { referredUserId: string } | { milestone: number },
): string {
  const what = 'referredUserId' in subject ? subject.referredUserId : String(subject.milestone);
  return `referral:${referrerUserId}:${kind}:${what}`;
}

/** The query parameter a referral link carries its code in (the web keeps and applies it). */
export const REFERRAL_LINK_PARAM = 'ref';

/** The referral link of a code at a site's address ('https://kplay.gg' → 'https://kplay.gg/?ref=CODE'). */
export function referralLink(baseUrl: string, code: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set(REFERRAL_LINK_PARAM, code);
  return url.toString();
}

/** Where a referral link is shared from: a copy of it, or one of the share channels. */
export const REFERRAL_SHARE_CHANNELS = ['copy', ...SHARE_CHANNELS] as const;
export type ReferralShareChannel = (typeof REFERRAL_SHARE_CHANNELS)[number];

/** A referral link with `utm_source=<channel>` (and the campaign), so a visit says where it came from. */
export function referralShareLink(link: string, channel: ReferralShareChannel): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', channel);
  url.searchParams.set('utm_medium', 'referral');
  url.searchParams.set('utm_campaign', 'referral-campaign');
  return url.toString();
}

/** The referral link as each channel shares it, each with its own `utm_source`. */
export function referralShareLinks(link: string): Record<ReferralShareChannel, string> {
  return Object.fromEntries(
    REFERRAL_SHARE_CHANNELS.map((channel) => [channel, referralShareLink(link, channel)]),
  ) as Record<ReferralShareChannel, string>;
}

/**
 * The addresses that share a referral link with a message, from its links per channel
 * (`referralShareLinks`): each channel's own share address (X, Telegram, Facebook, WhatsApp)
 * carrying that channel's link; `copy` and `more` (the system's share sheet) are the links themselves.
 */
export function referralShareAddresses(
  links: Record<ReferralShareChannel, string>,
  message: string,
): Record<ReferralShareChannel, string> {
  return {
    copy: links.copy,
    ...shareIntentAddresses((channel) => links[channel], message),
    more: links.more,
  };
}
