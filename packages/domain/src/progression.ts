/**
 * The loop that brings gamers back: XP for every verified action (one rule table), levels from
 * XP (one curve), a daily streak in the user's own time zone with a freeze rule, and badges for
 * milestones.
 *
 * XP is a counter of its own, not K-Points: K-Points are spent in the store, and a gamer's rank
 * must not fall because they bought something; XP is never spent, never moves money and needs no
 * reserve, so it is kept as append-only XP events (one per verified action, unique by its source,
 * which is its idempotency key) beside the ledger, not in it.
 */

/** The verified actions that earn XP. */
export const XP_ACTIONS = [
  'quest_stage',
  'campaign_task',
  'campaign_claim',
  'tournament_result',
  'daily_check_in',
  'referral_sign_up',
] as const;

export type XpAction = (typeof XP_ACTIONS)[number];

/** XP per action: the one rule table (a tournament result adds a bonus for the podium). */
export const XP_RULES = {
  quest_stage: 50,
  campaign_task: 20,
  campaign_claim: 30,
  tournament_result: 40,
  daily_check_in: 10,
  referral_sign_up: 100,
} as const satisfies Record<XpAction, number>;

/** Extra XP for a tournament's first three places (1st, 2nd, 3rd). */
export const TOURNAMENT_PODIUM_XP = [60, 40, 20] as const;

/** The XP an action earns; a tournament result by its final rank (1-based, null when unranked). */
export function xpFor(action: XpAction, options: { rank?: number | null } = {}): number {
  const base = XP_RULES[action];
  if (action !== 'tournament_result' || !options.rank) return base;
  return base + (TOURNAMENT_PODIUM_XP[options.rank - 1] ?? 0);
}

/** Level 1 starts at 0 XP; reaching level n takes 50·n·(n−1) XP in all (100, 300, 600, 1,000 …). */
export function xpToReachLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`no level ${level}`);
  return 50 * level * (level - 1);
}

export type LevelProgress = {
  level: number;
  /** XP earned since this level began. */
  xpIntoLevel: number;
  /** XP this level spans, up to the next. */
  xpForNextLevel: number;
};

/** The level of a total of XP, and how far it is to the next. */
export function levelOf(xp: number): LevelProgress {
  const total = Math.max(0, Math.floor(xp));
  // The largest n with 50·n·(n−1) ≤ xp, by the quadratic formula, then nudged for rounding.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + total / 12.5)) / 2));
  while (xpToReachLevel(level + 1) <= total) level += 1;
  while (level > 1 && xpToReachLevel(level) > total) level -= 1;
  const start = xpToReachLevel(level);
  return { level, xpIntoLevel: total - start, xpForNextLevel: xpToReachLevel(level + 1) - start };
}

/**
 * A check-in may move the user's days to another time zone only when their last check-in is at
 * least this old: hopping zones cannot make two days of one (a traveller's new zone counts from
 * the next day on).
 */
export const TIME_ZONE_CHANGE_AFTER_CHECK_IN_MS = 86_400_000;

/** A calendar day as `YYYY-MM-DD`. */
export type LocalDay = string;

const DAY_FORMAT = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (an IANA name; UTC when unknown). */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  let format = DAY_FORMAT.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return localDayOf(instant, 'UTC');
    }
    DAY_FORMAT.set(timeZone, format);
  }
  return format.format(instant);
}

/** Whether a name is an IANA time zone this runtime knows (e.g. `Asia/Kolkata`): a day counts in it. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The days between two calendar days (b − a). */
export function daysBetween(a: LocalDay, b: LocalDay): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * The freeze rule: a day missed inside a streak is covered by a freeze, if the gamer holds one.
 * A freeze is earned for every 7 days of a streak, and at most 2 are held at once.
 */
export const STREAK_FREEZE = { earnedEveryDays: 7, maxHeld: 2 } as const;

export type Streak = {
  /** Days in the streak that is still alive today (0 when it is broken). */
  current: number;
  /** The longest streak ever. */
  best: number;
  /** Freezes held now. */
  freezes: number;
  /** Whether today already counts (an action or a check-in today). */
  isTodayDone: boolean;
};

/**
 * The streak from the days a gamer acted on (any order, repeats ignored), as of `today`. A run of
 * days goes on through missed days covered by freezes (one each, each freeze spent as it is
 * used); it is alive while its last day is today or yesterday, or the days missed since can still
 * be covered. Frozen days do not count as streak days.
 */
export function streakOf(activeDays: readonly LocalDay[], today: LocalDay): Streak {
  const days = [...new Set(activeDays)].filter((d) => daysBetween(d, today) >= 0).sort();
  let current = 0;
  let best = 0;
  let freezes = 0;
  let earnedInRun = 0;
  let last: LocalDay | null = null;
  for (const day of days) {
    const gap = last === null ? 1 : daysBetween(last, day) - 1;
    if (last !== null && gap > freezes) {
      current = 0;
      freezes = 0;
      earnedInRun = 0;
    } else if (last !== null) freezes -= gap;
    current += 1;
    const earned = Math.floor(current / STREAK_FREEZE.earnedEveryDays);
    if (earned > earnedInRun) {
      freezes = Math.min(STREAK_FREEZE.maxHeld, freezes + (earned - earnedInRun));
      earnedInRun = earned;
    }
    best = Math.max(best, current);
    last = day;
  }
  if (last === null) return { current: 0, best: 0, freezes: 0, isTodayDone: false };
  // Missed since the last active day (today itself is not missed yet).
  const missed = Math.max(0, daysBetween(last, today) - 1);
  if (missed > freezes) return { current: 0, best, freezes: 0, isTodayDone: false };
  return { current, best, freezes: freezes - missed, isTodayDone: last === today };
}

/** The milestone badges. */
export const PROGRESSION_BADGES = [
  { id: 'first_steps', kind: 'level', threshold: 2 },
  { id: 'rising', kind: 'level', threshold: 5 },
  { id: 'veteran', kind: 'level', threshold: 10 },
  { id: 'legend', kind: 'level', threshold: 25 },
  { id: 'week_streak', kind: 'streak', threshold: 7 },
  { id: 'month_streak', kind: 'streak', threshold: 30 },
] as const;

export type ProgressionBadge = (typeof PROGRESSION_BADGES)[number]['id'];

/** The badges a level and a best streak have earned, in the table's order. */
export function badgesOf(input: { level: number; bestStreak: number }): ProgressionBadge[] {
  return PROGRESSION_BADGES.filter((badge) =>
    badge.kind === 'level' ? input.level >= badge.threshold : input.bestStreak >= badge.threshold,
  ).map((badge) => badge.id);
}
