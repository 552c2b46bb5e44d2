/**
 * Campaign (K-Drop) and earning enumerations of spec sections 3 and 4. Labels are the spec's
 * words verbatim; capitalisation on screen is a matter of styling, not of these strings.
 */

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
