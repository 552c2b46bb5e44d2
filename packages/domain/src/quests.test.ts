import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_QUEST_PAGES,
  PROOF_METHODS,
  PROOF_METHOD_REVIEW,
  PROOF_STATUSES,
  QUEST_LEADERBOARD_QUERY,
  QUEST_LIMITS,
  QUEST_STATES,
  STAGE_STATUSES,
  USER_QUEST_STATUSES,
  isProofMethod,
  isProofReviewed,
  questState,
  stageEarningIdOf,
  stageEarningSourceId,
} from './quests';
import { isQuestStillValid } from './validation';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 86_400_000;

describe('the quest time check (spec section 5)', () => {
  it('counts an empty end as still valid', () => {
    expect(isQuestStillValid(null, NOW)).toBe(true);
    expect(isQuestStillValid(undefined, NOW)).toBe(true);
    expect(isQuestStillValid('', NOW)).toBe(true);
  });

  it('counts a future end as still valid, as a Date or as an ISO string', () => {
    expect(isQuestStillValid(at(1), NOW)).toBe(true);
    expect(isQuestStillValid(at(DAY).toISOString(), NOW)).toBe(true);
  });

  it('counts an end at or before now as over', () => {
    expect(isQuestStillValid(NOW, NOW)).toBe(false);
    expect(isQuestStillValid(NOW.toISOString(), NOW)).toBe(false);
    expect(isQuestStillValid(at(-1), NOW)).toBe(false);
    expect(isQuestStillValid('2020-01-01T00:00:00Z', NOW)).toBe(false);
  });

  it('counts an unreadable end as over, never as open', () => {
    expect(isQuestStillValid('not a date', NOW)).toBe(false);
    expect(isQuestStillValid(new Date(Number.NaN), NOW)).toBe(false);
  });

  it('agrees with comparing the instants, for any end', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * DAY, max: 10 * DAY }), (offset) => {
        expect(isQuestStillValid(at(offset), NOW)).toBe(offset > 0);
        expect(isQuestStillValid(at(offset).toISOString(), NOW)).toBe(offset > 0);
      }),
    );
  });
});

describe('questState', () => {
  const quest = (over: Partial<Parameters<typeof questState>[0]> = {}) => ({
    startsAt: at(-DAY) as Date | string | null,
    endsAt: at(DAY) as Date | string | null,
    remainingSlots: 10,
    ...over,
  });

  it('is live when begun, not ended and with a slot left', () => {
    expect(questState(quest(), NOW)).toBe('live');
    expect(questState(quest({ remainingSlots: 1 }), NOW)).toBe('live');
  });

  it('is live with neither a start nor an end (an empty end is still valid)', () => {
    expect(questState(quest({ startsAt: null, endsAt: null }), NOW)).toBe('live');
  });

  it('is live from the very instant it starts', () => {
    expect(questState(quest({ startsAt: NOW }), NOW)).toBe('live');
    expect(questState(quest({ startsAt: at(1) }), NOW)).toBe('upcoming');
  });

  it('is upcoming before its start, read from a Date or an ISO string', () => {
    expect(questState(quest({ startsAt: at(2 * DAY), endsAt: at(3 * DAY) }), NOW)).toBe('upcoming');
    expect(questState(quest({ startsAt: at(DAY).toISOString(), endsAt: null }), NOW)).toBe('upcoming');
  });

  it('is ended once its end has passed, or at the end itself', () => {
    expect(questState(quest({ endsAt: at(-1) }), NOW)).toBe('ended');
    expect(questState(quest({ endsAt: NOW }), NOW)).toBe('ended');
    expect(questState(quest({ endsAt: at(-DAY).toISOString() }), NOW)).toBe('ended');
  });

  it('is full with no slot left', () => {
    expect(questState(quest({ remainingSlots: 0 }), NOW)).toBe('full');
    expect(questState(quest({ endsAt: null, remainingSlots: 0 }), NOW)).toBe('full');
  });

  it('calls an ended quest ended even when it is also full, and an ended one that never started ended', () => {
    expect(questState(quest({ endsAt: at(-1), remainingSlots: 0 }), NOW)).toBe('ended');
    expect(questState(quest({ startsAt: at(DAY), endsAt: at(-DAY) }), NOW)).toBe('ended');
  });

  it('calls a quest that has not started upcoming even when it has no slot left', () => {
    expect(questState(quest({ startsAt: at(DAY), remainingSlots: 0 }), NOW)).toBe('upcoming');
  });

  it('treats an unreadable end as ended, so it can never be started', () => {
    expect(questState(quest({ endsAt: 'soon' }), NOW)).toBe('ended');
  });

  it('is always one of the states, and live exactly when the quest can be started', () => {
    const instant = fc.option(fc.integer({ min: -5 * DAY, max: 5 * DAY }), { nil: null });
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 3 }), (start, end, remainingSlots) => {
        const state = questState(
          {
            startsAt: start === null ? null : at(start),
            endsAt: end === null ? null : at(end),
            remainingSlots,
          },
          NOW,
        );
        expect(QUEST_STATES).toContain(state);
        const open = (end === null || end > 0) && (start === null || start <= 0) && remainingSlots > 0;
        expect(state === 'live').toBe(open);
        if (end !== null && end <= 0) expect(state).toBe('ended');
      }),
    );
  });
});

describe('proof methods', () => {
  it('are the four of spec section 7', () => {
    expect(PROOF_METHODS).toEqual(['v1', 'v2', 'v3', 'clanchief/v2']);
    expect(Object.keys(PROOF_METHOD_REVIEW)).toEqual([...PROOF_METHODS]);
  });

  it('send v1 and clanchief/v2 proofs to an operator, v3 to the game, and settle v2 by its pattern', () => {
    expect(PROOF_METHOD_REVIEW).toEqual({
      v1: 'operator',
      v2: 'automatic',
      v3: 'game',
      'clanchief/v2': 'operator',
    });
    expect(isProofReviewed('v1')).toBe(true);
    expect(isProofReviewed('v2')).toBe(false);
    expect(isProofReviewed('v3')).toBe(true);
    expect(isProofReviewed('clanchief/v2')).toBe(true);
  });

  it('recognises the methods and nothing else', () => {
    for (const method of PROOF_METHODS) expect(isProofMethod(method)).toBe(true);
    for (const other of ['V1', 'v4', 'clanchief', 'clanchief/v1', ' v2', '', null, undefined, 2, {}])
      expect(isProofMethod(other)).toBe(false);
  });
});

describe('quest statuses, limits and pages', () => {
  it('has the statuses the tables check', () => {
    expect(PROOF_STATUSES).toEqual(['pending', 'approved', 'rejected']);
    expect(USER_QUEST_STATUSES).toEqual(['started', 'completed']);
    expect(STAGE_STATUSES).toEqual(['open', 'in_review', 'completed']);
    expect(QUEST_STATES).toEqual(['upcoming', 'live', 'ended', 'full']);
  });

  it('has consistent limits', () => {
    expect(QUEST_LIMITS.pageSize.default).toBeLessThanOrEqual(QUEST_LIMITS.pageSize.max);
    expect(QUEST_LIMITS.leaderboardPageSize.default).toBeLessThanOrEqual(
      QUEST_LIMITS.leaderboardPageSize.max,
    );
    expect(QUEST_LIMITS.rejectReason.min).toBeLessThan(QUEST_LIMITS.rejectReason.max);
    expect(QUEST_LIMITS.earningsPerStage.min).toBeGreaterThanOrEqual(1);
  });

  it('has the partner quest pages of spec section 2 and the leaderboard marker', () => {
    expect(PARTNER_QUEST_PAGES).toEqual(['bullieverse', 'colexion', 'dark-throne']);
    expect(QUEST_LEADERBOARD_QUERY).toBe('leaderboard');
  });

  it('gives each stage earning its own earning source id', () => {
    expect(stageEarningSourceId('abc')).toBe('quest-stage-earning:abc');
    expect(stageEarningSourceId('a')).not.toBe(stageEarningSourceId('b'));
    expect(stageEarningIdOf(stageEarningSourceId('abc'))).toBe('abc');
    expect(stageEarningIdOf('tournament-participant:abc')).toBeNull();
  });
});
