import type { CampaignDetail, CampaignTask, TaskValidationState } from '@kp/contract/campaigns';
import type { SocialStatus } from '@kp/contract/social';

/** A campaign, its tasks and the api's answers about them, as the campaign page's tests use them. */

export const CAMPAIGN_ID = '00000000-0000-4000-8000-00000000c001';
export const SLUG = 'monsoon-airdrop';
export const PAGE = `/gamer/k-drop/${SLUG}`;
export const API = '/api/platform-campaign-hub';

const taskId = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

/** A task, open by default. */
export function makeTask(position: number, overrides: Partial<CampaignTask> = {}): CampaignTask {
  return {
    id: taskId(position),
    language: 'en',
    position,
    type: 'link_twitter',
    title: `Task ${position}`,
    description: '',
    isOrdered: true,
    config: {},
    requiredAccount: null,
    submissionKind: null,
    visitPath: null,
    state: 'open',
    lastFailure: null,
    appeal: null,
    ...overrides,
  };
}

export const FOLLOW = makeTask(2, {
  type: 'twitter_follow',
  title: 'Follow KPlay on X',
  config: { handle: 'kplay_gg' },
  requiredAccount: 'twitter',
});

/** A live campaign the signed-in user started, with its tasks (link X verified, follow open). */
export function makeCampaign(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  const tasks = overrides.tasks ?? [makeTask(1, { title: 'Link your X account', state: 'verified' }), FOLLOW];
  const verified = tasks.filter((t) => t.state === 'verified').length;
  return {
    id: CAMPAIGN_ID,
    language: 'en',
    slug: SLUG,
    title: 'Monsoon Airdrop',
    description: 'Complete the tasks, win K-Cash.',
    imageUrl: null,
    status: 'LIVE',
    featured: true,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2099-01-01T00:00:00.000Z',
    claimEndsAt: '2099-01-08T00:00:00.000Z',
    timerLabel: 'ends',
    applicableContinents: [],
    countries: [],
    platforms: [],
    client: null,
    category: null,
    reward: {
      currency: 'KCASH',
      amount: '25.00',
      poolTotal: '25000.00',
      poolRemaining: '24975.00',
      isPoolExhausted: false,
    },
    claimRequiresSignature: false,
    claimChainId: null,
    minPogHumanScore: null,
    minPogTier: null,
    tasksTotal: tasks.length,
    cardState: 'CONTINUE_TASKS',
    progress: {
      hasStarted: true,
      startedAt: '2026-01-02T00:00:00.000Z',
      tasksVerified: verified,
      tasksTotal: tasks.length,
      percent: Math.floor((verified * 100) / tasks.length),
    },
    claim: null,
    ...overrides,
    tasks,
  };
}

/** The social statuses: everything linked and connectable unless told otherwise. */
export function makeStatuses(overrides: Partial<SocialStatus['socialStatuses']> = {}): SocialStatus {
  const on = { isActive: true, isConfigured: true };
  const socialStatuses = {
    twitter: { ...on, handle: 'asha' },
    discord: on,
    google: on,
    wallet: on,
    steam: on,
    telegram: on,
    ...overrides,
  };
  return {
    socialStatuses,
    isTwitterConnect: socialStatuses.twitter.isActive,
    isDiscordConnect: socialStatuses.discord.isActive,
    isGoogleConnect: socialStatuses.google.isActive,
    isWalletConnect: socialStatuses.wallet.isActive,
    isSteamConnect: socialStatuses.steam.isActive,
    isTelegramConnect: socialStatuses.telegram.isActive,
  };
}

/** A validation answer for a task: verified, or failed with the given reason. */
export function makeAnswer(
  task: CampaignTask,
  overrides: Partial<TaskValidationState> = {},
): TaskValidationState {
  return {
    taskId: task.id,
    state: 'verified',
    isError: false,
    message: 'Task verified',
    errorCode: null,
    params: {},
    errorType: null,
    evidence: {},
    attemptId: null,
    canRetry: false,
    canAppeal: false,
    claimError: null,
    socialConnect: null,
    verifyInfo: { taskType: task.type, requirement: 'follow @kplay_gg on X' },
    followData: null,
    claimProcessing: false,
    campaignProgress: { hasStarted: true, startedAt: null, tasksVerified: 1, tasksTotal: 2, percent: 50 },
    ...overrides,
  };
}
