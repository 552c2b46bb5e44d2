import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CARD_STATES,
  CAMPAIGN_LEADERBOARD_STATUSES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRANSITIONS,
  DEFAULT_CLAIM_WINDOW_DAYS,
  EARNING_STATUSES,
  ENTITY_TYPE_LABELS,
  campaignCardState,
  campaignTimerLabel,
  canMoveCampaign,
  claimWindowEnd,
  earningStatusLabel,
  entityTypeLabel,
  hasProgressBar,
  isCampaignStatus,
  isEarningStatus,
  nextScheduledStatus,
  taskAccount,
  taskButtonLabel,
  taskStates,
  TASK_STATES,
  type TaskButtonInput,
} from './campaigns';
import { TASK_BUTTON_LABELS, TASK_TYPES } from './tasks';

describe('campaign statuses', () => {
  it('has the eight campaign statuses, and two more for leaderboards', () => {
    expect(CAMPAIGN_STATUSES).toHaveLength(8);
    expect(CAMPAIGN_LEADERBOARD_STATUSES).toEqual([...CAMPAIGN_STATUSES, 'CONCLUDED', 'COMPLETED']);
  });

  it('shows a progress bar only while tasks continue', () => {
    expect(CAMPAIGN_CARD_STATES.filter(hasProgressBar)).toEqual(['CONTINUE_TASKS']);
  });

  it('labels the countdown of live, published and ended campaigns', () => {
    expect(campaignTimerLabel('LIVE')).toBe('ends');
    expect(campaignTimerLabel('PUBLISHED')).toBe('starts');
    expect(campaignTimerLabel('ENDED')).toBe('ended');
    expect(campaignTimerLabel('DRAFT')).toBeNull();
    expect(campaignTimerLabel('toString')).toBeNull();
  });
});

describe('entityTypeLabel', () => {
  it('labels known entity types and shows K-QUEST for anything else', () => {
    expect(entityTypeLabel('kdrop')).toBe('K-DROP');
    expect(entityTypeLabel('kquest')).toBe('K-QUEST');
    expect(entityTypeLabel('clanchieflite')).toBe('CLAN CHIEF');
    expect(entityTypeLabel('tournament')).toBe('K-QUEST');
    expect(entityTypeLabel(undefined)).toBe('K-QUEST');
    expect(entityTypeLabel('constructor')).toBe('K-QUEST');
  });

  it('always returns one of the three labels', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('kdrop', 'kquest', 'clanchieflite', '__proto__')),
        (type) => {
          expect(Object.values(ENTITY_TYPE_LABELS)).toContain(entityTypeLabel(type));
        },
      ),
    );
  });
});

describe('earning statuses', () => {
  it('labels each backend status', () => {
    expect(EARNING_STATUSES.map(earningStatusLabel)).toEqual([
      'ready to collect',
      'collected',
      'expired',
      'distributing',
      'failed',
    ]);
  });

  it('recognises exactly the five statuses', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isEarningStatus(value)).toBe((EARNING_STATUSES as readonly string[]).includes(value));
      }),
    );
    for (const status of EARNING_STATUSES) expect(isEarningStatus(status)).toBe(true);
  });
});

describe('the campaign state machine', () => {
  const at = (iso: string) => new Date(iso);
  const base = {
    startsAt: at('2026-01-10T00:00:00Z'),
    endsAt: at('2026-01-20T00:00:00Z'),
    claimEndsAt: null,
    hasReward: true,
  };

  it('has a row for every status, naming only statuses', () => {
    expect(Object.keys(CAMPAIGN_TRANSITIONS).sort()).toEqual([...CAMPAIGN_STATUSES].sort());
    for (const targets of Object.values(CAMPAIGN_TRANSITIONS))
      for (const to of targets) expect(isCampaignStatus(to)).toBe(true);
  });

  it('lets operators move drafts and archives, never a paying campaign', () => {
    expect(canMoveCampaign('DRAFT', 'PUBLISHED')).toBe(true);
    expect(canMoveCampaign('PUBLISHED', 'DRAFT')).toBe(true);
    expect(canMoveCampaign('CLAIM_REWARDS', 'ARCHIVED')).toBe(false);
    expect(canMoveCampaign('PROCESSING_REWARDS', 'ARCHIVED')).toBe(false);
    expect(canMoveCampaign('REWARDS_CREDITED', 'LIVE')).toBe(false);
  });

  it('follows the schedule one step at a time', () => {
    expect(nextScheduledStatus({ ...base, status: 'PUBLISHED' }, at('2026-01-09T23:59:59Z'), 0)).toBeNull();
    expect(nextScheduledStatus({ ...base, status: 'PUBLISHED' }, at('2026-01-10T00:00:00Z'), 0)).toBe('LIVE');
    expect(nextScheduledStatus({ ...base, status: 'LIVE' }, at('2026-01-19T00:00:00Z'), 0)).toBeNull();
    expect(nextScheduledStatus({ ...base, status: 'LIVE' }, at('2026-01-20T00:00:00Z'), 0)).toBe('ENDED');
    expect(nextScheduledStatus({ ...base, status: 'ENDED' }, at('2026-01-20T00:00:00Z'), 0)).toBe(
      'CLAIM_REWARDS',
    );
    expect(
      nextScheduledStatus({ ...base, status: 'ENDED', hasReward: false }, at('2026-01-20T00:00:00Z'), 0),
    ).toBeNull();
    const windowEnd = claimWindowEnd(base);
    expect(windowEnd.toISOString()).toBe(`2026-01-${20 + DEFAULT_CLAIM_WINDOW_DAYS}T00:00:00.000Z`);
    expect(nextScheduledStatus({ ...base, status: 'CLAIM_REWARDS' }, windowEnd, 3)).toBe(
      'PROCESSING_REWARDS',
    );
    expect(nextScheduledStatus({ ...base, status: 'PROCESSING_REWARDS' }, windowEnd, 3)).toBeNull();
    expect(nextScheduledStatus({ ...base, status: 'PROCESSING_REWARDS' }, windowEnd, 0)).toBe(
      'REWARDS_CREDITED',
    );
    expect(nextScheduledStatus({ ...base, status: 'DRAFT' }, windowEnd, 0)).toBeNull();
    expect(nextScheduledStatus({ ...base, status: 'ARCHIVED' }, windowEnd, 0)).toBeNull();
  });

  it('only ever moves along the transitions table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAMPAIGN_STATUSES),
        fc.date({ min: at('2026-01-01T00:00:00Z'), max: at('2026-03-01T00:00:00Z'), noInvalidDate: true }),
        fc.nat(3),
        fc.boolean(),
        (status, now, outstanding, hasReward) => {
          const next = nextScheduledStatus({ ...base, status, hasReward }, now, outstanding);
          if (next) expect(canMoveCampaign(status, next)).toBe(true);
        },
      ),
    );
  });
});

describe('task states and the lock rule', () => {
  const tasks = [
    { id: 'a', isOrdered: true },
    { id: 'b', isOrdered: true },
    { id: 'c', isOrdered: false },
    { id: 'd', isOrdered: true },
  ];
  const none = new Set<string>();

  it('locks ordered tasks behind any earlier one not verified', () => {
    expect(taskStates(tasks, { verified: none, validating: none, failed: none })).toEqual([
      'open',
      'locked',
      'open',
      'locked',
    ]);
    expect(
      taskStates(tasks, { verified: new Set(['a']), validating: new Set(['b']), failed: new Set(['c']) }),
    ).toEqual(['verified', 'validating', 'failed', 'locked']);
    expect(taskStates(tasks, { verified: new Set(['a', 'b', 'c']), validating: none, failed: none })).toEqual(
      ['verified', 'verified', 'verified', 'open'],
    );
  });
});

describe('campaign cards', () => {
  const card = (over: Partial<Parameters<typeof campaignCardState>[0]>) =>
    campaignCardState({
      status: 'LIVE',
      hasStarted: true,
      tasksTotal: 3,
      tasksVerified: 1,
      hasReward: true,
      hasClaimed: false,
      ...over,
    });

  it('shows the spec’s five states', () => {
    expect(card({ status: 'PUBLISHED' })).toBe('COMING_SOON');
    expect(card({ hasStarted: false })).toBe('GET_STARTED');
    expect(card({})).toBe('CONTINUE_TASKS');
    expect(card({ tasksVerified: 3 })).toBe('CLAIM_REWARDS');
    expect(card({ status: 'CLAIM_REWARDS', tasksVerified: 3 })).toBe('CLAIM_REWARDS');
    expect(card({ status: 'ENDED' })).toBe('ENDED');
    expect(card({ status: 'REWARDS_CREDITED', tasksVerified: 3 })).toBe('ENDED');
    expect(card({ status: 'REWARDS_CREDITED', hasClaimed: true })).toBe('CLAIM_REWARDS');
    expect(card({ tasksVerified: 3, hasReward: false })).toBe('CONTINUE_TASKS');
  });
});

describe('taskButtonLabel', () => {
  const label = (input: Partial<TaskButtonInput>) =>
    taskButtonLabel({
      state: 'open',
      isChecking: false,
      needsAction: false,
      takesSubmission: false,
      ...input,
    });

  it('picks each of the spec’s six labels', () => {
    expect(label({})).toBe('validate');
    expect(label({ isChecking: true })).toBe('validating');
    expect(label({ state: 'validating' })).toBe('validating');
    expect(label({ state: 'failed' })).toBe('revalidate');
    expect(label({ needsAction: true })).toBe('continue');
    expect(label({ state: 'verified' })).toBe('verified');
    expect(label({ takesSubmission: true })).toBe('completeTask');
  });

  it('keeps verified whatever else holds, and puts an action needed before a retry', () => {
    expect(label({ state: 'verified', isChecking: true, needsAction: true })).toBe('verified');
    expect(label({ state: 'failed', needsAction: true })).toBe('continue');
    expect(label({ state: 'failed', takesSubmission: true })).toBe('revalidate');
    expect(label({ state: 'failed', isChecking: true })).toBe('validating');
  });

  it('gives a locked task the label it will have once unlocked', () => {
    expect(label({ state: 'locked' })).toBe('validate');
    expect(label({ state: 'locked', takesSubmission: true })).toBe('completeTask');
    expect(label({ state: 'locked', needsAction: true })).toBe('continue');
  });

  it('always answers one of the six', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TASK_STATES),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (state, isChecking, needsAction, takesSubmission) => {
          expect(Object.keys(TASK_BUTTON_LABELS)).toContain(
            taskButtonLabel({ state, isChecking, needsAction, takesSubmission }),
          );
        },
      ),
    );
  });
});

describe('taskAccount', () => {
  it('names the account a task acts through or links', () => {
    expect(taskAccount('twitter_follow')).toBe('twitter');
    expect(taskAccount('join_discord_server')).toBe('discord');
    expect(taskAccount('link_steam')).toBe('steam');
    expect(taskAccount('link_wallet')).toBe('wallet');
    expect(taskAccount('hold_nft')).toBe('wallet');
    expect(taskAccount('special_code_validation')).toBeNull();
    expect(taskAccount('general_uri_redirection')).toBeNull();
  });

  it('needs an account for every link task', () => {
    for (const type of TASK_TYPES.filter((t) => t.startsWith('link_')))
      expect(taskAccount(type)).not.toBeNull();
  });
});
