/**
 * The Proof of Gamer scores (issue 17: "The card and its scores"): one rule from what the platform
 * knows about a user (their facts) to the five scores, the weighted total, the tier and the badges.
 * The api stores the result per user and recomputes it on events; the web and the card show it.
 *
 * | score    | from (points each, the score capped at 100)                                                      |
 * | -------- | ------------------------------------------------------------------------------------------------ |
 * | human    | 100 once KYC is verified; else verified phone 30, Google, X, Discord, Telegram, Steam 15 each, an EVM wallet 10 — at most 90 |
 * | play     | quests completed 10, campaigns completed 6, tournaments played 6, games set up (a game username) 5, days checked in 1 |
 * | skill    | quest stages completed 2, tournaments played 4, podiums (top 3) 12, wins 12 more                  |
 * | commerce | K-Cash purchases paid 20, vouchers redeemed 15                                                   |
 * | social   | X, Discord, Telegram linked 15 each, referred users signed up 10, in a clan 25                   |
 *
 * Total = round(0.30·human + 0.20·play + 0.20·skill + 0.10·commerce + 0.20·social), 0–100.
 * Tiers by the total: Bronze 0–24, Silver 25–49, Gold 50–74, Diamond 75–100.
 * Badges: a score's own badge (human, play, skill, commerce, social) at 50 or more; community in a
 * clan; Telegramer, Xer, Discorder with that account linked. Types: social activity (social,
 * community, Telegramer, Xer, Discorder), overall activity (human, play, skill, commerce).
 * Roles: the user's preferred role (newbie until they choose one).
 * A score never shown is "00" (`formatPogScore`).
 */
import {
  BADGE_IDS,
  POG_SCORE_KINDS,
  TIERS,
  type BadgeId,
  type BadgeType,
  type PlatformRole,
  type PogScoreKind,
  type Tier,
} from './pog';

/** The accounts a user may link that count for the human and social scores. */
export const POG_LINKABLE_ACCOUNTS = ['google', 'twitter', 'discord', 'telegram', 'steam', 'wallet'] as const;
export type PogLinkableAccount = (typeof POG_LINKABLE_ACCOUNTS)[number];

/** What the platform knows about a user, as the rule reads it (counts are whole and ≥ 0). */
export type PogFacts = {
  isKycVerified: boolean;
  isPhoneVerified: boolean;
  linkedAccounts: readonly PogLinkableAccount[];
  questsCompleted: number;
  questStagesCompleted: number;
  campaignsCompleted: number;
  gamesSetUp: number;
  checkInDays: number;
  tournamentsPlayed: number;
  tournamentPodiums: number;
  tournamentWins: number;
  purchases: number;
  redemptions: number;
  referrals: number;
  isInClan: boolean;
  preferredRole: PlatformRole | null;
};

/** A user the platform knows nothing about yet (a new account). */
export const NO_POG_FACTS: PogFacts = {
  isKycVerified: false,
  isPhoneVerified: false,
  linkedAccounts: [],
  questsCompleted: 0,
  questStagesCompleted: 0,
  campaignsCompleted: 0,
  gamesSetUp: 0,
  checkInDays: 0,
  tournamentsPlayed: 0,
  tournamentPodiums: 0,
  tournamentWins: 0,
  purchases: 0,
  redemptions: 0,
  referrals: 0,
  isInClan: false,
  preferredRole: null,
};

/** The rule's points, once (see the table above). */
export const POG_SCORE_RULES = {
  max: 100,
  human: {
    kycVerified: 100,
    withoutKycMax: 90,
    phoneVerified: 30,
    accounts: { google: 15, twitter: 15, discord: 15, telegram: 15, steam: 15, wallet: 10 },
  },
  play: { questCompleted: 10, campaignCompleted: 6, tournamentPlayed: 6, gameSetUp: 5, checkInDay: 1 },
  skill: { questStage: 2, tournamentPlayed: 4, podium: 12, win: 12 },
  commerce: { purchase: 20, redemption: 15 },
  social: { accounts: { twitter: 15, discord: 15, telegram: 15 }, referral: 10, inClan: 25 },
} as const;

/** The weights X1…X5 of the total (they sum to 1, so the total is 0–100 too). */
export const POG_SCORE_WEIGHTS = {
  human: 0.3,
  play: 0.2,
  skill: 0.2,
  commerce: 0.1,
  social: 0.2,
} as const satisfies Record<PogScoreKind, number>;

/** The lowest total of each tier. */
export const POG_TIER_THRESHOLDS = {
  Bronze: 0,
  Silver: 25,
  Gold: 50,
  Diamond: 75,
} as const satisfies Record<Tier, number>;

/** A score's own badge is earned from this score up. */
export const POG_BADGE_SCORE = 50;

/** Each badge's type. */
export const POG_BADGE_TYPES = {
  community: 'social_activity',
  human: 'overall_activity',
  play: 'overall_activity',
  skill: 'overall_activity',
  social: 'social_activity',
  commerce: 'overall_activity',
  Telegramer: 'social_activity',
  Xer: 'social_activity',
  Discorder: 'social_activity',
} as const satisfies Record<BadgeId, BadgeType>;

export type PogScores = Record<PogScoreKind, number>;

/** What the rule answers for a user. */
export type PogResult = {
  scores: PogScores;
  total: number;
  tier: Tier;
  badges: { id: BadgeId; type: BadgeType }[];
  roles: PlatformRole[];
};

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
const capped = (n: number) => Math.min(POG_SCORE_RULES.max, n);

function linked(facts: PogFacts, account: PogLinkableAccount): boolean {
  return facts.linkedAccounts.includes(account);
}

/** The human score: 100 after KYC, else verified phone and linked accounts, at most 90. */
export function humanScore(facts: PogFacts): number {
  const rule = POG_SCORE_RULES.human;
  if (facts.isKycVerified) return rule.kycVerified;
  const accounts = POG_LINKABLE_ACCOUNTS.filter((a) => linked(facts, a)).reduce(
    (sum, a) => sum + rule.accounts[a],
    0,
  );
  return Math.min(rule.withoutKycMax, (facts.isPhoneVerified ? rule.phoneVerified : 0) + accounts);
}

/** The five scores of a user's facts, each 0–100. */
export function pogScoresOf(facts: PogFacts): PogScores {
  const { play, skill, commerce, social } = POG_SCORE_RULES;
  return {
    human: humanScore(facts),
    play: capped(
      play.questCompleted * whole(facts.questsCompleted) +
        play.campaignCompleted * whole(facts.campaignsCompleted) +
        play.tournamentPlayed * whole(facts.tournamentsPlayed) +
        play.gameSetUp * whole(facts.gamesSetUp) +
        play.checkInDay * whole(facts.checkInDays),
    ),
    skill: capped(
      skill.questStage * whole(facts.questStagesCompleted) +
        skill.tournamentPlayed * whole(facts.tournamentsPlayed) +
        skill.podium * whole(facts.tournamentPodiums) +
        skill.win * whole(facts.tournamentWins),
    ),
    commerce: capped(
      commerce.purchase * whole(facts.purchases) + commerce.redemption * whole(facts.redemptions),
    ),
    social: capped(
      (['twitter', 'discord', 'telegram'] as const)
        .filter((a) => linked(facts, a))
        .reduce((sum, a) => sum + social.accounts[a], 0) +
        social.referral * whole(facts.referrals) +
        (facts.isInClan ? social.inClan : 0),
    ),
  };
}

/** The weighted total X1·human + X2·play + X3·skill + X4·commerce + X5·social, rounded, 0–100. */
export function pogTotalOf(scores: PogScores): number {
  const sum = POG_SCORE_KINDS.reduce((acc, kind) => acc + POG_SCORE_WEIGHTS[kind] * scores[kind], 0);
  return Math.max(0, Math.min(POG_SCORE_RULES.max, Math.round(sum)));
}

/** The tier of a total: the highest whose threshold it reaches. */
export function pogTierOf(total: number): Tier {
  let tier: Tier = 'Bronze';
  for (const candidate of TIERS) if (total >= POG_TIER_THRESHOLDS[candidate]) tier = candidate;
  return tier;
}

/** The position of a tier, Bronze 0 … Diamond 3 (to compare tiers). */
export function pogTierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** The badges of a user's facts and scores, in the spec's order. */
export function pogBadgesOf(facts: PogFacts, scores: PogScores): { id: BadgeId; type: BadgeType }[] {
  const earned = (id: BadgeId): boolean => {
    switch (id) {
      case 'community':
        return facts.isInClan;
      case 'Telegramer':
        return linked(facts, 'telegram');
      case 'Xer':
        return linked(facts, 'twitter');
      case 'Discorder':
        return linked(facts, 'discord');
      default:
        return scores[id] >= POG_BADGE_SCORE;
    }
  };
  return BADGE_IDS.filter(earned).map((id) => ({ id, type: POG_BADGE_TYPES[id] }));
}

/** Everything the card shows of a user's facts: scores, total, tier, badges, roles. */
export function pogResultOf(facts: PogFacts): PogResult {
  const scores = pogScoresOf(facts);
  const total = pogTotalOf(scores);
  return {
    scores,
    total,
    tier: pogTierOf(total),
    badges: pogBadgesOf(facts, scores),
    roles: [facts.preferredRole ?? 'newbie'],
  };
}

/** What a campaign, quest or tournament may require of a POG card (set by operators). */
export type PogRequirement = { minHumanScore: number | null; minTier: Tier | null };

/** The steps that raise a POG score, named for the refusal's details and the web's words. */
export const POG_RAISE_STEPS = [
  'verify_kyc',
  'verify_phone',
  'link_google',
  'link_twitter',
  'link_discord',
  'link_telegram',
  'link_steam',
  'link_wallet',
  'complete_quests',
  'join_tournaments',
  'join_clan',
  'refer_friends',
] as const;
export type PogRaiseStep = (typeof POG_RAISE_STEPS)[number];

/** What falls short of a requirement and how to raise it; null when the requirement is met. */
export type PogShortfall = {
  missing: ('humanScore' | 'tier')[];
  humanScore: { required: number; current: number } | null;
  tier: { required: Tier; current: Tier } | null;
  howToRaise: PogRaiseStep[];
};

/** Whether a user's facts meet a requirement; when not, what is missing and the steps left to take. */
export function pogShortfallOf(facts: PogFacts, requirement: PogRequirement): PogShortfall | null {
  const result = pogResultOf(facts);
  const human =
    requirement.minHumanScore !== null && result.scores.human < requirement.minHumanScore
      ? { required: requirement.minHumanScore, current: result.scores.human }
      : null;
  const tier =
    requirement.minTier !== null && pogTierRank(result.tier) < pogTierRank(requirement.minTier)
      ? { required: requirement.minTier, current: result.tier }
      : null;
  if (!human && !tier) return null;
  const steps: PogRaiseStep[] = [];
  if (!facts.isKycVerified) steps.push('verify_kyc');
  if (!facts.isPhoneVerified) steps.push('verify_phone');
  for (const account of POG_LINKABLE_ACCOUNTS) if (!linked(facts, account)) steps.push(`link_${account}`);
  if (tier) {
    steps.push('complete_quests', 'join_tournaments');
    if (!facts.isInClan) steps.push('join_clan');
    steps.push('refer_friends');
  }
  return {
    missing: [...(human ? (['humanScore'] as const) : []), ...(tier ? (['tier'] as const) : [])],
    humanScore: human,
    tier,
    howToRaise: steps,
  };
}

/** A stored tier read back (a column CHECKed against TIERS): the tier, or null for none. */
export function asPogTier(value: string | null | undefined): Tier | null {
  return value && (TIERS as readonly string[]).includes(value) ? (value as Tier) : null;
}
