import type { CurrencyId } from './currencies';
import { ERRORS } from './errors';

/**
 * Tournaments (spec: the `/tournaments/` page, leaderboards under platform-centralized-leaderboard):
 * a game's competition with a schedule, an entry (free or a K-Cash fee), participants ranked by
 * the scores the game reports, and prizes per rank range paid as earnings when it concludes.
 *
 * Life of a tournament:
 *   PUBLISHED (upcoming) → LIVE (starts_at reached) → CONCLUDED (ends_at reached or an operator
 *   ended it: the leaderboard is frozen, prizes are being paid) → COMPLETED (every prize paid).
 * Joining is open while PUBLISHED or LIVE and before the end; scores count only while LIVE.
 */

/** The statuses of a tournament, in their order (a subset of the spec's leaderboard statuses). */
export const TOURNAMENT_STATUSES = ['PUBLISHED', 'LIVE', 'CONCLUDED', 'COMPLETED'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** The leaderboard type of tournaments on the spec's `leaderboards?type=` call. */
export const TOURNAMENT_LEADERBOARD_TYPE = 'tournament';

/** The page's tabs and the statuses each shows. */
export const TOURNAMENT_TABS = {
  live: ['LIVE'],
  upcoming: ['PUBLISHED'],
  past: ['CONCLUDED', 'COMPLETED'],
} as const satisfies Record<string, readonly TournamentStatus[]>;
export type TournamentTab = keyof typeof TOURNAMENT_TABS;

/** Limits of a tournament's fields. */
export const TOURNAMENT_LIMITS = {
  title: { min: 3, max: 120 },
  description: { max: 2000 },
  participants: { min: 2, max: 100_000 },
  /** Rank ranges of the prize table. */
  prizeTiers: { max: 20 },
  /** The longest a tournament may run. */
  maxDurationDays: 90,
  /** How often the web polls a live leaderboard. */
  leaderboardPollMs: 5_000,
} as const;

/**
 * The currencies a paid entry may not win in a region that bans real-money games (India's
 * Online Gaming Act, 2025, bans games where users pay in expecting monetary winnings):
 * - K-Cash: bought with money (1 USDT = 1000 K-Cash), swapped and collected; its earnings are taxed
 *   as winnings (India's TDS);
 * - USDT: a stablecoin, money by another name;
 * - the reward token: an on-chain token, sold on exchanges.
 * K-Points are not among them: they are whole points that cannot be bought, swapped, collected
 * on chain or withdrawn, and earnings computes no tax on them (they are not winnings).
 */
export const CASH_CONVERTIBLE_CURRENCIES: readonly CurrencyId[] = ['KCASH', 'USDT', 'REWARD'];

/** The currency entry fees are paid in (through the ledger, from the user's K-Cash). */
export const TOURNAMENT_FEE_CURRENCY = 'KCASH' satisfies CurrencyId;

/** Whether a currency can be turned into money. */
export function isCashConvertible(currency: CurrencyId): boolean {
  return CASH_CONVERTIBLE_CURRENCIES.includes(currency);
}

/** Why a paid entry is refused to a user. */
export const PAID_ENTRY_REFUSALS = ['country_blocked', 'country_unknown'] as const;
export type PaidEntryRefusal = (typeof PAID_ENTRY_REFUSALS)[number];

/** A comma-separated list of ISO 3166 alpha-2 codes ('IN, np') as upper-case codes. */
export function parseCountryList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * The regional rule: an entry with a fee (> 0) into a tournament whose prizes include a
 * cash-convertible currency is refused to a user of a blocked country: their regulatory country
 * (regulatory-country.ts: verified facts, never the profile's). A user whose country is unknown is
 * refused too while any country is blocked: they could be in one, and the law's side of the doubt
 * is the safe one (verifying a phone number settles it).
 */
export function paidEntryRefusal(
  tournament: { entryFeeAmount: bigint; prizeCurrencies: readonly CurrencyId[] },
  country: string | null,
  blockedCountries: readonly string[],
): PaidEntryRefusal | null {
  if (tournament.entryFeeAmount <= 0n) return null;
  if (!tournament.prizeCurrencies.some(isCashConvertible)) return null;
  if (blockedCountries.length === 0) return null;
  if (!country) return 'country_unknown';
  return blockedCountries.includes(country.toUpperCase()) ? 'country_blocked' : null;
}

/**
 * The messages of the regional refusal: the catalogue's cases of TOURNAMENT_PAID_ENTRY_BLOCKED
 * (the api answers them; the web words them, errors.TOURNAMENT_PAID_ENTRY_BLOCKED.<reason>).
 */
export const PAID_ENTRY_REFUSAL_MESSAGES: Readonly<Record<PaidEntryRefusal, string>> =
  ERRORS.TOURNAMENT_PAID_ENTRY_BLOCKED.variants;

/**
 * The status the schedule gives a tournament at `now`: a PUBLISHED one whose start has come is
 * LIVE, a LIVE (or PUBLISHED) one whose end has come is CONCLUDED. The job writes it; until it
 * runs, joins and reports judge by this, not by the stored status.
 */
export function tournamentStatusAt(
  tournament: { status: TournamentStatus; startsAt: Date; endsAt: Date },
  now: Date,
): TournamentStatus {
  const { status } = tournament;
  if (status === 'CONCLUDED' || status === 'COMPLETED') return status;
  if (now.getTime() >= tournament.endsAt.getTime()) return 'CONCLUDED';
  if (now.getTime() >= tournament.startsAt.getTime()) return 'LIVE';
  return 'PUBLISHED';
}

/** Whether a tournament takes new participants at `now` (upcoming or live, not ended). */
export function acceptsEntries(
  tournament: { status: TournamentStatus; startsAt: Date; endsAt: Date },
  now: Date,
): boolean {
  const status = tournamentStatusAt(tournament, now);
  return status === 'PUBLISHED' || status === 'LIVE';
}

/** Whether a tournament counts scores at `now` (live only). */
export function acceptsScores(
  tournament: { status: TournamentStatus; startsAt: Date; endsAt: Date },
  now: Date,
): boolean {
  return tournamentStatusAt(tournament, now) === 'LIVE';
}

/** One line of a prize table: the ranks `fromRank`..`toRank` (inclusive) each win `amount` minor units. */
export type PrizeTier = { fromRank: number; toRank: number; currency: CurrencyId; amount: bigint };

/**
 * What is wrong with a prize table, or null: at most `prizeTiers.max` lines, ranks from 1,
 * each range non-empty, in order and not overlapping, within the places of the tournament,
 * and every amount positive.
 */
export function prizeTableProblem(tiers: readonly PrizeTier[], maxParticipants: number): string | null {
  if (tiers.length > TOURNAMENT_LIMITS.prizeTiers.max)
    return `prizes: at most ${TOURNAMENT_LIMITS.prizeTiers.max} rank ranges`;
  let previous = 0;
  for (const tier of tiers) {
    if (!Number.isInteger(tier.fromRank) || !Number.isInteger(tier.toRank) || tier.fromRank < 1)
      return 'prizes: ranks are whole numbers from 1';
    if (tier.toRank < tier.fromRank) return 'prizes: a range ends at or after its start';
    if (tier.fromRank <= previous) return 'prizes: ranges go in rank order and do not overlap';
    if (tier.toRank > maxParticipants) return 'prizes: a rank beyond the places of the tournament';
    if (tier.amount <= 0n) return 'prizes: every amount is positive';
    previous = tier.toRank;
  }
  return null;
}

/** The prize of a rank (1 is the first), or null when the rank wins nothing. */
export function prizeForRank<T extends { fromRank: number; toRank: number }>(
  tiers: readonly T[],
  rank: number,
): T | null {
  return tiers.find((tier) => rank >= tier.fromRank && rank <= tier.toRank) ?? null;
}

/** A participant as the ranking sees them. */
export type RankedEntry = {
  userId: string;
  bestScore: number | null;
  bestAt: Date | null;
  joinedAt: Date;
};

/**
 * The ranking rule: the best score first; on equal scores, whoever reached it first; those with
 * no score yet last, by who joined first; the user id settles the rest so the order is total.
 */
export function compareEntries(a: RankedEntry, b: RankedEntry): number {
  if (a.bestScore !== b.bestScore) {
    if (a.bestScore === null) return 1;
    if (b.bestScore === null) return -1;
    return b.bestScore - a.bestScore;
  }
  const at = (a.bestAt?.getTime() ?? 0) - (b.bestAt?.getTime() ?? 0);
  if (at !== 0) return at;
  const joined = a.joinedAt.getTime() - b.joinedAt.getTime();
  if (joined !== 0) return joined;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** Whether a new score replaces a participant's best (strictly higher: an equal one came later). */
export function isBetterScore(best: number | null, score: number): boolean {
  return best === null || score > best;
}

/** A participant's places left: how many more may join (never below zero). */
export function placesLeft(maxParticipants: number, participants: number): number {
  return Math.max(0, maxParticipants - participants);
}
