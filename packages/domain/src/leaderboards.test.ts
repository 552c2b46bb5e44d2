import { describe, expect, it } from 'vitest';
import {
  boardId,
  campaignBoardStatus,
  compareStandings,
  parseBoardId,
  parsePeriodKey,
  periodAt,
  periodStatusAt,
  previousPeriod,
  questBoardStatus,
  rankStandings,
} from './leaderboards';

const at = (iso: string) => new Date(iso);

describe('periods', () => {
  it('a week is the ISO week, from Monday 00:00 UTC to the next Monday', () => {
    const w = periodAt('week', at('2026-11-26T15:00:00Z')); // a Thursday
    expect(w.key).toBe('2026-W48');
    expect(w.startsAt?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(w.endsAt?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    // Sunday 23:59:59 is still that week; Monday 00:00 is the next.
    expect(periodAt('week', at('2026-11-29T23:59:59Z')).key).toBe('2026-W48');
    expect(periodAt('week', at('2026-11-30T00:00:00Z')).key).toBe('2026-W49');
  });

  it('a week belongs to the year of its Thursday (ISO 8601 edges)', () => {
    expect(periodAt('week', at('2027-01-01T12:00:00Z')).key).toBe('2026-W53');
    expect(periodAt('week', at('2026-01-01T12:00:00Z')).key).toBe('2026-W01');
    expect(periodAt('week', at('2025-12-29T00:00:00Z')).key).toBe('2026-W01');
    expect(periodAt('week', at('2021-01-03T12:00:00Z')).key).toBe('2020-W53');
  });

  it('a season is the calendar quarter, UTC', () => {
    const s = periodAt('season', at('2026-11-26T15:00:00Z'));
    expect(s.key).toBe('2026-Q4');
    expect(s.startsAt?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(s.endsAt?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodAt('season', at('2026-03-31T23:59:59Z')).key).toBe('2026-Q1');
    expect(periodAt('season', at('2026-04-01T00:00:00Z')).key).toBe('2026-Q2');
  });

  it('all time has no bounds and is always live', () => {
    const a = periodAt('all', at('2026-11-26T15:00:00Z'));
    expect(a).toEqual({ period: 'all', key: 'all', startsAt: null, endsAt: null });
    expect(periodStatusAt(a, at('2099-01-01T00:00:00Z'))).toBe('LIVE');
    expect(previousPeriod(a)).toBeNull();
  });

  it('keys read back into their windows; impossible keys are refused', () => {
    for (const iso of ['2026-11-26T15:00:00Z', '2027-01-01T12:00:00Z', '2021-01-03T12:00:00Z']) {
      for (const period of ['week', 'season'] as const) {
        const w = periodAt(period, at(iso));
        expect(parsePeriodKey(w.key)).toEqual(w);
      }
    }
    expect(parsePeriodKey('2026-W54')).toBeNull();
    expect(parsePeriodKey('2025-W53')).toBeNull(); // 2025 has 52 ISO weeks
    expect(parsePeriodKey('2026-Q5')).toBeNull();
    expect(parsePeriodKey('last-week')).toBeNull();
  });

  it('rolls over: the previous week and season, and the status of a past one', () => {
    const w = periodAt('week', at('2026-11-26T15:00:00Z'));
    const prev = previousPeriod(w);
    expect(prev?.key).toBe('2026-W47');
    expect(previousPeriod(periodAt('season', at('2026-02-01T00:00:00Z')))?.key).toBe('2025-Q4');
    expect(periodStatusAt(w, at('2026-11-29T23:59:59Z'))).toBe('LIVE');
    expect(periodStatusAt(w, at('2026-11-30T00:00:00Z'))).toBe('COMPLETED');
    expect(periodStatusAt(w, at('2026-11-22T00:00:00Z'))).toBe('PUBLISHED');
  });
});

describe('board ids', () => {
  const id = '0b6a9d8e-1c2f-4a3b-9d8e-7f6a5b4c3d2e';

  it('name periodic and item boards and read back', () => {
    const week = periodAt('week', at('2026-11-26T15:00:00Z'));
    const refs = [
      { kind: 'periodic' as const, type: 'user' as const, window: week },
      { kind: 'periodic' as const, type: 'clan' as const, window: periodAt('season', week.startsAt!) },
      { kind: 'periodic' as const, type: 'pog' as const, window: periodAt('all', week.startsAt!) },
      { kind: 'item' as const, type: 'quest' as const, itemId: id },
      { kind: 'item' as const, type: 'campaign' as const, itemId: id },
      { kind: 'item' as const, type: 'tournament' as const, itemId: id },
    ];
    expect(refs.map(boardId)).toEqual([
      'user-week-2026-W48',
      'clan-season-2026-Q4',
      'pog-all',
      `quest-${id}`,
      `campaign-${id}`,
      id,
    ]);
    for (const ref of refs) expect(parseBoardId(boardId(ref))).toEqual(ref);
  });

  it('refuses what names no board', () => {
    for (const bad of [
      'user',
      'user-week',
      'user-week-2026-Q4',
      'clan-season-2026-W48',
      'team-all',
      'quest-1',
      'user-week-2026-W60',
    ])
      expect(parseBoardId(bad), bad).toBeNull();
  });
});

describe('the ranking rule', () => {
  it('higher score first; on a tie, who reached it first', () => {
    const ranked = rankStandings([
      { id: 'late', score: 50, reachedSeq: 9 },
      { id: 'top', score: 80, reachedSeq: 10 },
      { id: 'early', score: 50, reachedSeq: 3 },
      { id: 'low', score: 10, reachedSeq: 1 },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['top', 1],
      ['early', 2],
      ['late', 3],
      ['low', 4],
    ]);
    expect(compareStandings({ score: 1, reachedSeq: 1 }, { score: 1, reachedSeq: 1 })).toBe(0);
  });
});

describe('item boards', () => {
  it('take their status from the quest or the campaign', () => {
    expect(['upcoming', 'live', 'full', 'ended'].map((s) => questBoardStatus(s as never))).toEqual([
      'PUBLISHED',
      'LIVE',
      'LIVE',
      'COMPLETED',
    ]);
    expect(
      [
        'PUBLISHED',
        'LIVE',
        'ENDED',
        'CLAIM_REWARDS',
        'PROCESSING_REWARDS',
        'REWARDS_CREDITED',
        'ARCHIVED',
      ].map(campaignBoardStatus),
    ).toEqual(['PUBLISHED', 'LIVE', 'CONCLUDED', 'CONCLUDED', 'CONCLUDED', 'COMPLETED', 'COMPLETED']);
  });
});
