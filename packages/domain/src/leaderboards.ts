/**
 * Leaderboards (spec: `platform-centralized-leaderboard`: by type, by status, participants).
 *
 * A leaderboard ranks participants of one type by score:
 * - `user`: gamers by the XP they earned in a period; `clan`: clans by the XP their current
 *   members earned in the period (a member brings their period XP when joining and takes it when
 *   leaving); `pog`: clans by their members' POG totals (or users by theirs), as they stand now
 *   (the running periods only: a past period's standing is not kept).
 *   These three have periods: this week (ISO week, from Monday 00:00 UTC), this season (the
 *   calendar quarter, UTC) and all time. A period's board is LIVE while it runs and COMPLETED
 *   once it ended (no prize is paid on them, so there is no CONCLUDED step between).
 * - `quest`, `campaign`, `tournament`: one board per quest, campaign or tournament, from what
 *   those modules keep (quest points, campaign completion time, tournament scores).
 *
 * Ties: the higher score first; on equal scores, whoever reached their score first
 * (`compareStandings`). A score that moves (up, or down when a clan loses a member) counts as
 * reached at that moment.
 */

import { isUuid } from './ids';

/** The kinds of leaderboards, as the `type` of the spec's `leaderboards` call. */
export const LEADERBOARD_TYPES = ['user', 'clan', 'quest', 'campaign', 'tournament', 'pog'] as const;
export type LeaderboardType = (typeof LEADERBOARD_TYPES)[number];

/** The types ranked over periods (week, season, all time). */
export const PERIODIC_LEADERBOARD_TYPES = ['user', 'clan', 'pog'] as const;
export type PeriodicLeaderboardType = (typeof PERIODIC_LEADERBOARD_TYPES)[number];

/**
 * Who a pog board ranks (`of`): clans by their members' POG totals, users by theirs, or the
 * caller's clan's members by theirs (the POG leaderboard's Global Clans and My Clan tabs).
 */
export const POG_BOARD_SUBJECTS = ['clans', 'users', 'members'] as const;
export type PogBoardSubject = (typeof POG_BOARD_SUBJECTS)[number];

/** The types whose scores are counted and kept in the leaderboards' store. */
export const STORED_LEADERBOARD_TYPES = ['user', 'clan'] as const;
export type StoredLeaderboardType = (typeof STORED_LEADERBOARD_TYPES)[number];

/** The types ranked one board per item of another module (quest, campaign, tournament). */
export const ITEM_LEADERBOARD_TYPES = ['quest', 'campaign', 'tournament'] as const;
export type ItemLeaderboardType = (typeof ITEM_LEADERBOARD_TYPES)[number];

/** The spec's leaderboard statuses (PUBLISHED: a tournament not started yet). */
export const LEADERBOARD_STATUSES = ['PUBLISHED', 'LIVE', 'CONCLUDED', 'COMPLETED'] as const;
export type LeaderboardStatus = (typeof LEADERBOARD_STATUSES)[number];

/** The periods of the periodic boards. */
export const LEADERBOARD_PERIODS = ['week', 'season', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** Page sizes of the participants call, and how many past periods a status list goes back. */
export const LEADERBOARD_LIMITS = {
  page: { default: 20, max: 100 },
  /** Past weeks and seasons listed by `by-status` (COMPLETED), newest first. */
  pastPeriods: 12,
} as const;

/** Is this a type ranked over periods? */
export function isPeriodicType(type: LeaderboardType): type is PeriodicLeaderboardType {
  return (PERIODIC_LEADERBOARD_TYPES as readonly string[]).includes(type);
}

/** Is this a type whose scores the leaderboards keep? */
export function isStoredType(type: LeaderboardType): type is StoredLeaderboardType {
  return (STORED_LEADERBOARD_TYPES as readonly string[]).includes(type);
}

const DAY_MS = 86_400_000;

/** One period of time: its key (`2026-W48`, `2026-Q4`, `all`) and bounds (null for all time). */
export type PeriodWindow = {
  period: LeaderboardPeriod;
  key: string;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** The ISO week (Monday to Sunday, UTC) holding `at`: its week-year, number and Monday. */
function isoWeek(at: Date): { year: number; week: number; monday: Date } {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(day.getTime() - weekday * DAY_MS);
  // The week belongs to the year of its Thursday.
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS);
  const week = Math.round((monday.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
  return { year, week, monday };
}

/** The window of `period` holding the instant `at`. */
export function periodAt(period: LeaderboardPeriod, at: Date): PeriodWindow {
  if (period === 'all') return { period, key: 'all', startsAt: null, endsAt: null };
  if (period === 'week') {
    const { year, week, monday } = isoWeek(at);
    return {
      period,
      key: `${year}-W${String(week).padStart(2, '0')}`,
      startsAt: monday,
      endsAt: new Date(monday.getTime() + 7 * DAY_MS),
    };
  }
  const year = at.getUTCFullYear();
  const quarter = Math.floor(at.getUTCMonth() / 3);
  return {
    period,
    key: `${year}-Q${quarter + 1}`,
    startsAt: new Date(Date.UTC(year, quarter * 3, 1)),
    endsAt: new Date(Date.UTC(year, quarter * 3 + 3, 1)),
  };
}

/** The windows of every period holding `at` (this week, this season, all time). */
export function periodsAt(at: Date): PeriodWindow[] {
  return LEADERBOARD_PERIODS.map((period) => periodAt(period, at));
}

/** The window of a period key (`2026-W48`, `2026-Q4`, `all`), or null when it is not one. */
export function parsePeriodKey(key: string): PeriodWindow | null {
  if (key === 'all') return periodAt('all', new Date(0));
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) {
    const [year, number] = [Number(week[1]), Number(week[2])];
    // Thursday of week 1 is 4 January's week's Thursday; every week is 7 days after the last.
    const jan4 = Date.UTC(year, 0, 4);
    const at = new Date(jan4 + (number - 1) * 7 * DAY_MS);
    const window = periodAt('week', at);
    return window.key === key ? window : null;
  }
  const season = /^(\d{4})-Q([1-4])$/.exec(key);
  if (season)
    return periodAt('season', new Date(Date.UTC(Number(season[1]), (Number(season[2]) - 1) * 3, 1)));
  return null;
}

/** The window just before `window` (the last week, the last season); null for all time. */
export function previousPeriod(window: PeriodWindow): PeriodWindow | null {
  if (!window.startsAt) return null;
  return periodAt(window.period, new Date(window.startsAt.getTime() - 1));
}

/** A periodic board's status at `now`: LIVE while its period runs, COMPLETED once it ended. */
export function periodStatusAt(window: PeriodWindow, now: Date): LeaderboardStatus {
  if (window.startsAt && now < window.startsAt) return 'PUBLISHED';
  if (window.endsAt && now >= window.endsAt) return 'COMPLETED';
  return 'LIVE';
}

/** What a board id names: a periodic board (type and period window) or an item's board. */
export type BoardRef =
  | { kind: 'periodic'; type: PeriodicLeaderboardType; window: PeriodWindow }
  | { kind: 'item'; type: ItemLeaderboardType; itemId: string };

/**
 * The id of a board: `user-week-2026-W48`, `clan-season-2026-Q4`, `user-all`, `quest-<uuid>`,
 * `campaign-<uuid>`; a tournament's board is the tournament's own id (a bare uuid).
 */
export function boardId(ref: BoardRef): string {
  if (ref.kind === 'item') return ref.type === 'tournament' ? ref.itemId : `${ref.type}-${ref.itemId}`;
  return ref.window.period === 'all'
    ? `${ref.type}-all`
    : `${ref.type}-${ref.window.period}-${ref.window.key}`;
}

/** The board a board id names, or null when it names none. */
export function parseBoardId(id: string): BoardRef | null {
  if (isUuid(id)) return { kind: 'item', type: 'tournament', itemId: id.toLowerCase() };
  const item = /^(quest|campaign)-(.+)$/.exec(id);
  if (item?.[2] && isUuid(item[2]))
    return { kind: 'item', type: item[1] as 'quest' | 'campaign', itemId: item[2].toLowerCase() };
  const periodic = /^(user|clan|pog)-(?:(week|season)-(.+)|all)$/.exec(id);
  if (!periodic) return null;
  const type = periodic[1] as PeriodicLeaderboardType;
  const window = periodic[2] ? parsePeriodKey(periodic[3] ?? '') : periodAt('all', new Date(0));
  if (!window || (periodic[2] && window.period !== periodic[2])) return null;
  return { kind: 'periodic', type, window };
}

/** One participant's standing: score, and the order in which scores were reached (lower: earlier). */
export type Standing = { score: number; reachedSeq: number };

/** The ranking rule: higher score first; on a tie, whoever reached their score first. */
export function compareStandings(a: Standing, b: Standing): number {
  return b.score - a.score || a.reachedSeq - b.reachedSeq;
}

/** Ranks standings by the rule (1-based, no two equal: the tie-break always decides). */
export function rankStandings<T extends Standing>(standings: readonly T[]): (T & { rank: number })[] {
  return [...standings].sort(compareStandings).map((s, i) => ({ ...s, rank: i + 1 }));
}

/** A quest's board status from the quest's state (full: still live for those who started). */
export function questBoardStatus(state: 'upcoming' | 'live' | 'ended' | 'full'): LeaderboardStatus {
  return state === 'upcoming' ? 'PUBLISHED' : state === 'ended' ? 'COMPLETED' : 'LIVE';
}

/**
 * A campaign's board status from the campaign's: ended and its rewards being claimed or paid is
 * CONCLUDED; rewards credited (or archived) is COMPLETED.
 */
export function campaignBoardStatus(status: string): LeaderboardStatus {
  switch (status) {
    case 'LIVE':
      return 'LIVE';
    case 'ENDED':
    case 'CLAIM_REWARDS':
    case 'PROCESSING_REWARDS':
      return 'CONCLUDED';
    case 'REWARDS_CREDITED':
    case 'ARCHIVED':
      return 'COMPLETED';
    default:
      return 'PUBLISHED';
  }
}
