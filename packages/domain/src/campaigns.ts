/**
 * Campaign (K-Drop) and earning enumerations of spec sections 3 and 4. Labels are the spec's
 * words verbatim; capitalisation on screen is a matter of styling, not of these strings.
 */

import { requiredLinkedAccount, type SocialAccount, type TaskButtonState, type TaskType } from './tasks';

/** The campaign statuses the backend sends (spec section 3). */
export const CAMPAIGN_STATUSES = [
  'ARCHIVED',
  'DRAFT',
  'ENDED',
  'LIVE',
  'PUBLISHED',
  'REWARDS_CREDITED',
  'CLAIM_REWARDS',
  'PROCESSING_REWARDS',
] as const;

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The statuses a campaign or its leaderboard can have: the campaign's, plus CONCLUDED and COMPLETED. */
export const CAMPAIGN_LEADERBOARD_STATUSES = [...CAMPAIGN_STATUSES, 'CONCLUDED', 'COMPLETED'] as const;

export type CampaignLeaderboardStatus = (typeof CAMPAIGN_LEADERBOARD_STATUSES)[number];

/** The states of a campaign card; only CONTINUE_TASKS shows a progress bar. */
export const CAMPAIGN_CARD_STATES = [
  'GET_STARTED',
  'CONTINUE_TASKS',
  'ENDED',
  'COMING_SOON',
  'CLAIM_REWARDS',
] as const;

export type CampaignCardState = (typeof CAMPAIGN_CARD_STATES)[number];

/** Whether a campaign card in this state shows the user's progress bar. */
export function hasProgressBar(state: CampaignCardState): boolean {
  return state === 'CONTINUE_TASKS';
}

/** The word beside a campaign's countdown, by status (spec section 4). */
export const CAMPAIGN_TIMER_LABELS = { LIVE: 'ends', PUBLISHED: 'starts', ENDED: 'ended' } as const;

export type CampaignTimerLabel = (typeof CAMPAIGN_TIMER_LABELS)[keyof typeof CAMPAIGN_TIMER_LABELS];

/** The countdown label of a campaign status, or null for statuses that show no countdown. */
export function campaignTimerLabel(status: string): CampaignTimerLabel | null {
  return Object.hasOwn(CAMPAIGN_TIMER_LABELS, status)
    ? CAMPAIGN_TIMER_LABELS[status as keyof typeof CAMPAIGN_TIMER_LABELS]
    : null;
}

/** The label of each known entity type (spec section 3). */
export const ENTITY_TYPE_LABELS = {
  kdrop: 'K-DROP',
  kquest: 'K-QUEST',
  clanchieflite: 'CLAN CHIEF',
} as const;

export type EntityTypeLabel = (typeof ENTITY_TYPE_LABELS)[keyof typeof ENTITY_TYPE_LABELS];

/** The label of an entity type; anything unknown (or missing) shows as K-QUEST. */
export function entityTypeLabel(type: string | null | undefined): EntityTypeLabel {
  return type && Object.hasOwn(ENTITY_TYPE_LABELS, type)
    ? ENTITY_TYPE_LABELS[type as keyof typeof ENTITY_TYPE_LABELS]
    : ENTITY_TYPE_LABELS.kquest;
}

/** The backend's earning statuses (spec section 3). */
export const EARNING_STATUSES = ['pending', 'credited', 'expired', 'distributing', 'failed'] as const;

export type EarningStatus = (typeof EARNING_STATUSES)[number];

/** The label shown for each earning status. */
export const EARNING_STATUS_LABELS = {
  pending: 'ready to collect',
  credited: 'collected',
  expired: 'expired',
  distributing: 'distributing',
  failed: 'failed',
} as const satisfies Record<EarningStatus, string>;

/** Whether a value is one of the backend's earning statuses. */
export function isEarningStatus(value: unknown): value is EarningStatus {
  return typeof value === 'string' && (EARNING_STATUSES as readonly string[]).includes(value);
}

/** The label of an earning status. */
export function earningStatusLabel(status: EarningStatus): string {
  return EARNING_STATUS_LABELS[status];
}

/**
 * The state machine of a campaign's status (see modules/campaigns/README.md). Operators move a
 * campaign between DRAFT, PUBLISHED and ARCHIVED; the schedule's job does the rest:
 *
 *   DRAFT ⇄ PUBLISHED ──start──▶ LIVE ──end──▶ ENDED ──(has a reward)──▶ CLAIM_REWARDS
 *     ──claim window ends──▶ PROCESSING_REWARDS ──every claim paid──▶ REWARDS_CREDITED
 *
 * and any status but a paying one (CLAIM_REWARDS, PROCESSING_REWARDS) may be ARCHIVED by hand.
 */
export const CAMPAIGN_TRANSITIONS = {
  DRAFT: ['PUBLISHED', 'ARCHIVED'],
  PUBLISHED: ['DRAFT', 'LIVE', 'ENDED', 'ARCHIVED'],
  LIVE: ['ENDED', 'ARCHIVED'],
  ENDED: ['CLAIM_REWARDS', 'ARCHIVED'],
  CLAIM_REWARDS: ['PROCESSING_REWARDS'],
  PROCESSING_REWARDS: ['REWARDS_CREDITED'],
  REWARDS_CREDITED: ['ARCHIVED'],
  ARCHIVED: ['DRAFT'],
} as const satisfies Record<CampaignStatus, readonly CampaignStatus[]>;

/** The statuses an operator sets by hand; the others follow the schedule. */
export const MANUAL_CAMPAIGN_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;

/** Whether a campaign may go from one status to another. */
export function canMoveCampaign(from: CampaignStatus, to: CampaignStatus): boolean {
  return (CAMPAIGN_TRANSITIONS[from] as readonly CampaignStatus[]).includes(to);
}

/** Whether a value is a campaign status. */
export function isCampaignStatus(value: unknown): value is CampaignStatus {
  return typeof value === 'string' && (CAMPAIGN_STATUSES as readonly string[]).includes(value);
}

/** How long the reward can be claimed after a campaign ends, when the campaign sets no window. */
export const DEFAULT_CLAIM_WINDOW_DAYS = 7;

/** The end of a campaign's claim window. */
export function claimWindowEnd(campaign: { endsAt: Date; claimEndsAt: Date | null }): Date {
  return campaign.claimEndsAt ?? new Date(campaign.endsAt.getTime() + DEFAULT_CLAIM_WINDOW_DAYS * 86_400_000);
}

export type CampaignSchedule = {
  status: CampaignStatus;
  startsAt: Date;
  endsAt: Date;
  claimEndsAt: Date | null;
  hasReward: boolean;
};

/**
 * The status the schedule's job moves a campaign to at `now`, or null when it stays. One step at
 * a time (the job runs again for the next one); PROCESSING_REWARDS ends when `claimsOutstanding`
 * is 0 (every claim paid, or failed past its retries).
 */
export function nextScheduledStatus(
  campaign: CampaignSchedule,
  now: Date,
  claimsOutstanding: number,
): CampaignStatus | null {
  const t = now.getTime();
  switch (campaign.status) {
    case 'PUBLISHED':
      if (t >= campaign.endsAt.getTime()) return 'ENDED';
      return t >= campaign.startsAt.getTime() ? 'LIVE' : null;
    case 'LIVE':
      return t >= campaign.endsAt.getTime() ? 'ENDED' : null;
    case 'ENDED':
      return campaign.hasReward && t < claimWindowEnd(campaign).getTime() ? 'CLAIM_REWARDS' : null;
    case 'CLAIM_REWARDS':
      return t >= claimWindowEnd(campaign).getTime() ? 'PROCESSING_REWARDS' : null;
    case 'PROCESSING_REWARDS':
      return claimsOutstanding === 0 ? 'REWARDS_CREDITED' : null;
    default:
      return null;
  }
}

/** The statuses in which a user whose tasks are all verified may claim the reward. */
export const CLAIMABLE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['LIVE', 'CLAIM_REWARDS'];

/** The statuses a user sees on the K-Drop pages (drafts and archived ones are the operators'). */
export const PUBLIC_CAMPAIGN_STATUSES: readonly CampaignStatus[] = [
  'PUBLISHED',
  'LIVE',
  'ENDED',
  'CLAIM_REWARDS',
  'PROCESSING_REWARDS',
  'REWARDS_CREDITED',
];

/** Where a task stands for a user. */
export const TASK_STATES = ['locked', 'open', 'validating', 'verified', 'failed'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/**
 * Each task's state for a user, in the campaign's order: verified when completed; otherwise
 * locked when it is ordered and an earlier active task is not verified (spec: "Complete all active
 * tasks to unlock this task."); otherwise validating while a check runs, failed after a failed
 * check, open before any.
 */
export function taskStates(
  tasks: readonly { id: string; isOrdered: boolean }[],
  progress: { verified: ReadonlySet<string>; validating: ReadonlySet<string>; failed: ReadonlySet<string> },
): TaskState[] {
  let allEarlierVerified = true;
  return tasks.map((task) => {
    const isVerified = progress.verified.has(task.id);
    const state: TaskState = isVerified
      ? 'verified'
      : task.isOrdered && !allEarlierVerified
        ? 'locked'
        : progress.validating.has(task.id)
          ? 'validating'
          : progress.failed.has(task.id)
            ? 'failed'
            : 'open';
    if (!isVerified) allEarlierVerified = false;
    return state;
  });
}

/**
 * The card of a campaign for a user: COMING_SOON before it starts; GET_STARTED on a live one not
 * started; CONTINUE_TASKS (with the progress bar) while tasks are left; CLAIM_REWARDS once every
 * task is verified while the reward can be claimed, or after it was claimed; ENDED otherwise.
 */
export function campaignCardState(input: {
  status: CampaignStatus;
  hasStarted: boolean;
  tasksTotal: number;
  tasksVerified: number;
  hasReward: boolean;
  hasClaimed: boolean;
}): CampaignCardState {
  const allDone = input.tasksTotal > 0 && input.tasksVerified >= input.tasksTotal;
  if (input.hasClaimed) return 'CLAIM_REWARDS';
  if (input.status === 'PUBLISHED' || input.status === 'DRAFT') return 'COMING_SOON';
  const canClaim = input.hasReward && CLAIMABLE_CAMPAIGN_STATUSES.includes(input.status);
  if (input.status === 'LIVE') {
    if (!input.hasStarted) return 'GET_STARTED';
    return allDone && canClaim ? 'CLAIM_REWARDS' : 'CONTINUE_TASKS';
  }
  return allDone && canClaim ? 'CLAIM_REWARDS' : 'ENDED';
}

/** How often a user may ask for validations: per user over every task, and per task. */
export const TASK_VALIDATION_RATE_LIMITS = {
  perUser: { max: 10, windowMs: 60_000 },
  perTask: { max: 3, windowMs: 60_000 },
} as const;

/** What a validation that is still `running` after this long is taken for: abandoned (a crash). */
export const VALIDATION_STALE_AFTER_MS = 2 * 60_000;

/** How many times the distribution job tries to pay a claim before leaving it to operators. */
export const MAX_CLAIM_PAYOUT_ATTEMPTS = 5;

/** An appeal's note: why the user believes the proof is right. */
export const APPEAL_NOTE = { min: 10, max: 1000 } as const;

/** A referral code: 8 capital letters and digits without look-alikes (no 0/O, 1/I). */
export const REFERRAL_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;

/** How long after sign-up a new account may still name who referred it. */
export const REFERRAL_APPLY_WINDOW_DAYS = 7;

/** The continents a campaign can be limited to (the spec's `applicableContinent` query). */
export const CONTINENTS = ['africa', 'asia', 'europe', 'north_america', 'south_america', 'oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

/** Sizes of what operators type for a campaign and its tasks. */
export const CAMPAIGN_LIMITS = {
  title: { min: 3, max: 80 },
  description: { max: 2000 },
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  tasks: { max: 30 },
  taskTitle: { min: 3, max: 120 },
  taskDescription: { max: 1000 },
  tag: { max: 40 },
  pageLimit: { max: 50, default: 10 },
  secretCode: { min: 3, max: 64 },
} as const;

/** The account each link task links (its own check is that the account is linked). */
const LINKED_BY_TASK: Partial<Record<TaskType, SocialAccount>> = {
  link_twitter: 'twitter',
  link_discord: 'discord',
  link_google: 'google',
  link_steam: 'steam',
  link_telegram: 'telegram',
  link_wallet: 'wallet',
  hold_web3_token: 'wallet',
  hold_nft: 'wallet',
};

/**
 * The account a task is done through or links, which the user needs before it can pass: the
 * social account of social tasks, the linked account of link tasks, a wallet for wallet tasks;
 * null when it needs none.
 */
export function taskAccount(type: TaskType): SocialAccount | null {
  return requiredLinkedAccount(type) ?? LINKED_BY_TASK[type] ?? null;
}

/** What decides a task's one button (spec section 4). */
export type TaskButtonInput = {
  state: TaskState;
  /** A validation of this task asked by this screen is under way. */
  isChecking: boolean;
  /** The task needs an action before a check can pass: its account linked, its link opened. */
  needsAction: boolean;
  /** The task takes what the user types (a code, a link to their post). */
  takesSubmission: boolean;
};

/**
 * The label of a task's button, one of the spec's six: verified when done; validating while a
 * check runs; continue while an action comes first; revalidate after a failed check; complete
 * task for a task that takes a submission; validate otherwise. A locked task keeps the label it
 * will have once unlocked (the screen shows the lock beside it).
 */
export function taskButtonLabel(input: TaskButtonInput): TaskButtonState {
  if (input.state === 'verified') return 'verified';
  if (input.isChecking || input.state === 'validating') return 'validating';
  if (input.needsAction) return 'continue';
  if (input.state === 'failed') return 'revalidate';
  return input.takesSubmission ? 'completeTask' : 'validate';
}
