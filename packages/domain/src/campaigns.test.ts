import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CARD_STATES,
  CAMPAIGN_LEADERBOARD_STATUSES,
  CAMPAIGN_STATUSES,
  EARNING_STATUSES,
  ENTITY_TYPE_LABELS,
  campaignTimerLabel,
  earningStatusLabel,
  entityTypeLabel,
  hasProgressBar,
  isEarningStatus,
} from './campaigns';

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
