import { describe, expect, it } from 'vitest';
import {
  badgesOf,
  isTimeZone,
  daysBetween,
  levelOf,
  localDayOf,
  streakOf,
  XP_ACTIONS,
  XP_RULES,
  xpFor,
  xpToReachLevel,
} from './progression';

/** `n` consecutive days from `start` (YYYY-MM-DD), skipping those in `skip` (offsets). */
function run(start: string, n: number, skip: number[] = []): string[] {
  const t = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => i)
    .filter((i) => !skip.includes(i))
    .map((i) => new Date(t + i * 86_400_000).toISOString().slice(0, 10));
}

describe('XP', () => {
  it('has a positive whole rule for every action, and podium bonuses for tournaments', () => {
    for (const action of XP_ACTIONS)
      expect(Number.isInteger(XP_RULES[action]) && XP_RULES[action] > 0).toBe(true);
    expect(xpFor('quest_stage')).toBe(50);
    expect(xpFor('tournament_result', { rank: 1 })).toBe(100);
    expect(xpFor('tournament_result', { rank: 3 })).toBe(60);
    expect(xpFor('tournament_result', { rank: 4 })).toBe(40);
    expect(xpFor('tournament_result', { rank: null })).toBe(40);
    expect(xpFor('daily_check_in', { rank: 1 })).toBe(10);
  });
});

describe('levels', () => {
  it('start at 1 and follow the curve 50·n·(n−1)', () => {
    expect([1, 2, 3, 4, 5, 10].map(xpToReachLevel)).toEqual([0, 100, 300, 600, 1000, 4500]);
    expect(levelOf(0)).toEqual({ level: 1, xpIntoLevel: 0, xpForNextLevel: 100 });
    expect(levelOf(99)).toEqual({ level: 1, xpIntoLevel: 99, xpForNextLevel: 100 });
    expect(levelOf(100)).toEqual({ level: 2, xpIntoLevel: 0, xpForNextLevel: 200 });
    expect(levelOf(4499).level).toBe(9);
    expect(levelOf(4500).level).toBe(10);
    expect(levelOf(-5)).toEqual(levelOf(0));
    expect(() => xpToReachLevel(0)).toThrow(RangeError);
  });

  it('agree with the curve at every boundary up to level 500', () => {
    for (let level = 1; level <= 500; level++) {
      const at = xpToReachLevel(level);
      expect(levelOf(at).level).toBe(level);
      if (level > 1) expect(levelOf(at - 1).level).toBe(level - 1);
    }
  });
});

describe('days', () => {
  it('are the calendar days of the user’s time zone', () => {
    // 20:00 UTC on 26 November is already 27 November in India (UTC+5:30), not in Brazil (UTC−3).
    const instant = new Date('2026-11-26T20:00:00Z');
    expect(localDayOf(instant, 'Asia/Kolkata')).toBe('2026-11-27');
    expect(localDayOf(instant, 'America/Sao_Paulo')).toBe('2026-11-26');
    expect(localDayOf(instant, 'Not/AZone')).toBe('2026-11-26');
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
  });

  it('count in a time zone only when it is a real IANA name', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('A'.repeat(65))).toBe(false);
  });
});

describe('the streak', () => {
  it('counts consecutive days up to today or yesterday, and breaks after a missed day without a freeze', () => {
    expect(streakOf([], '2026-11-26')).toEqual({ current: 0, best: 0, freezes: 0, isTodayDone: false });
    expect(streakOf(run('2026-11-24', 3), '2026-11-26')).toMatchObject({ current: 3, isTodayDone: true });
    expect(streakOf(run('2026-11-23', 3), '2026-11-26')).toMatchObject({ current: 3, isTodayDone: false });
    expect(streakOf(run('2026-11-22', 3), '2026-11-26')).toMatchObject({ current: 0, best: 3 });
    // A gap inside: the run starts again after it.
    expect(streakOf(run('2026-11-20', 7, [3]), '2026-11-26')).toMatchObject({ current: 3, best: 3 });
    // Repeats and days in the future are ignored.
    expect(streakOf(['2026-11-26', '2026-11-26', '2026-11-27'], '2026-11-26')).toMatchObject({ current: 1 });
  });

  it('earns a freeze every 7 days (at most 2 held), and a freeze covers one missed day', () => {
    expect(streakOf(run('2026-11-01', 7), '2026-11-07')).toMatchObject({ current: 7, freezes: 1 });
    expect(streakOf(run('2026-11-01', 21), '2026-11-21')).toMatchObject({ current: 21, freezes: 2 });
    // 7 days, one missed (frozen), then 3 more: 10 streak days, the freeze spent.
    expect(streakOf(run('2026-11-01', 11, [7]), '2026-11-11')).toMatchObject({ current: 10, freezes: 0 });
    // Two missed with one freeze: broken.
    expect(streakOf(run('2026-11-01', 12, [7, 8]), '2026-11-12')).toMatchObject({ current: 3, best: 7 });
    // Last active on the 7th, holding one freeze: two days missed by the 10th break it...
    expect(streakOf(run('2026-11-01', 7), '2026-11-10')).toMatchObject({ current: 0, best: 7 });
    // ...one day missed by the 9th is covered: alive, the freeze used.
    expect(streakOf(run('2026-11-01', 7), '2026-11-09')).toMatchObject({ current: 7, freezes: 0 });
  });
});

describe('badges', () => {
  it('follow levels and the best streak', () => {
    expect(badgesOf({ level: 1, bestStreak: 0 })).toEqual([]);
    expect(badgesOf({ level: 5, bestStreak: 7 })).toEqual(['first_steps', 'rising', 'week_streak']);
    expect(badgesOf({ level: 30, bestStreak: 45 })).toHaveLength(6);
  });
});
