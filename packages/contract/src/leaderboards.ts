import { z } from 'zod';
import {
  POG_BOARD_SUBJECTS,
  LEADERBOARD_LIMITS as L,
  LEADERBOARD_PERIODS,
  LEADERBOARD_STATUSES,
  LEADERBOARD_TYPES,
} from '@kp/domain/leaderboards';
import { TOURNAMENT_STATUSES } from '@kp/domain/tournaments';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, pageQuery, text } from './route';
import { leaderboardParticipant, tournamentSummary } from './tournaments';
import { contentLanguage } from './translations';

/**
 * Leaderboards (issue 16; spec: `platform-centralized-leaderboard`: leaderboards by type, by
 * status, participants). Types: `user` (XP), `clan` (its members' XP), `pog` (clans by their
 * members' POG totals, or users by theirs with `of=users`; the running periods show the standing
 * now, past ones are not kept: `isCounted: false`), each by period (this week, this season, all time); `quest`
 * and `campaign` (one board per quest or campaign); `tournament` (a tournament is its own board:
 * its summary and participants keep the tournaments' shapes, packages/contract/src/tournaments.ts).
 * Only public facts of others: username or clan name, rank, score.
 */

const OTHER_TYPES = LEADERBOARD_TYPES.filter((t) => t !== 'tournament') as [
  Exclude<(typeof LEADERBOARD_TYPES)[number], 'tournament'>,
  ...Exclude<(typeof LEADERBOARD_TYPES)[number], 'tournament'>[],
];

/** A board that is not a tournament: a period's (user, clan, pog) or a quest's or campaign's. */
export const boardSummary = z.object({
  id: z.string().describe('the board id: user-week-2026-W48, clan-season-2026-Q4, user-all, quest-<uuid> …'),
  type: z.enum(OTHER_TYPES),
  title: z.string().describe("the period's key (2026-W48, 2026-Q4, all) or the quest's or campaign's title"),
  period: z.enum(LEADERBOARD_PERIODS).nullable(),
  status: z.enum(LEADERBOARD_STATUSES),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  participants: z.number().int().min(0),
  isCounted: z.boolean().describe('false: scores of this type are not counted yet (POG: no POG card exists)'),
  language: contentLanguage
    .optional()
    .describe("quest and campaign boards: the language of the title, the reader's where the item has it"),
});
export type BoardSummary = z.output<typeof boardSummary>;

export const leaderboardSummary = z.union([tournamentSummary, boardSummary]);
export type LeaderboardSummary = z.output<typeof leaderboardSummary>;

const summaryPage = envelope(
  z.object({ leaderboards: z.array(leaderboardSummary), total: z.number().int().min(0) }),
);

/** One participant of a board: a gamer (user, quest, campaign boards) or a clan (clan boards). */
export const boardEntry = z.object({
  rank: z.number().int().min(1),
  id: z.uuid().describe("the user's id, or the clan's on a clan board"),
  name: z
    .string()
    .nullable()
    .describe(
      "the username or the clan's name (null: an erased account); on a pog board of users or members, the POG name (the username of a gamer without one)",
    ),
  score: z.number().int(),
  isMe: z.boolean().describe("the caller's own row (on a clan board: the caller's clan)"),
  imageUrl: z
    .string()
    .nullable()
    .optional()
    .describe(
      "pog boards: the clan's logo, or the gamer's POG avatar (else their profile picture), on our origin; null: none",
    ),
  members: z.number().int().min(0).optional().describe('pog boards of clans: how many members the clan has'),
});
export type BoardEntry = z.output<typeof boardEntry>;

export const boardParticipantsPage = z.object({
  type: z.enum(OTHER_TYPES),
  boardId: z.string(),
  status: z.enum(LEADERBOARD_STATUSES),
  isCounted: z.boolean(),
  participants: z.array(boardEntry),
  total: z.number().int().min(0),
  me: boardEntry
    .nullable()
    .describe("the caller's own entry wherever it ranks (null: signed out or not on it)"),
  clan: z
    .object({ id: z.uuid(), name: z.string() })
    .nullable()
    .optional()
    .describe('pog boards with `of=members`: the caller’s clan (null: signed out or in no clan)'),
});
export type BoardParticipantsPage = z.output<typeof boardParticipantsPage>;

export const tournamentParticipantsPage = z.object({
  type: z.literal('tournament'),
  status: z.enum(TOURNAMENT_STATUSES),
  participants: z.array(leaderboardParticipant),
  total: z.number().int().min(0),
  me: leaderboardParticipant.nullable(),
});

export const listLeaderboards = defineRoute({
  ...ENDPOINTS.listLeaderboards,
  summary:
    "Leaderboards by type. user, clan, pog: this week's, this season's and all time's boards (with `period`: that period's, now and past, newest first); quest, campaign: one per listed quest or live campaign; tournament (optionally of one game): live first, then upcoming by start, then past. Quests', campaigns' and tournaments' titles are in the reader's language (English where they have none)",
  tags: ['leaderboards'],
  access: 'public',
  querystring: z
    .object({
      type: z.enum(LEADERBOARD_TYPES),
      period: z.enum(LEADERBOARD_PERIODS).optional(),
      gameId: z.uuid().optional().describe('tournament: only this game'),
      ...pageQuery,
    })
    .strict(),
  response: { 200: summaryPage },
});

export const listLeaderboardsByStatus = defineRoute({
  ...ENDPOINTS.listLeaderboardsByStatus,
  summary: `Leaderboards of one status and type (the type is tournament unless given). Tournaments, titled in the reader's language (English where a tournament has no translation): PUBLISHED upcoming soonest first, LIVE ending soonest first, CONCLUDED and COMPLETED latest first. user, clan, pog: LIVE the running periods; COMPLETED the last ${L.pastPeriods} weeks and seasons, newest first`,
  tags: ['leaderboards'],
  access: 'public',
  querystring: z
    .object({
      status: z.enum(LEADERBOARD_STATUSES),
      type: z.enum(['tournament', 'user', 'clan', 'pog']).default('tournament'),
      ...pageQuery,
    })
    .strict(),
  response: { 200: summaryPage },
});

export const listLeaderboardParticipants = defineRoute({
  ...ENDPOINTS.listLeaderboardParticipants,
  summary:
    "A board's participants ranked (highest score first; on a tie, who reached it first), a page at a time, with the signed-in caller's own entry however far below (404 LEADERBOARD_NOT_FOUND, TOURNAMENT_NOT_FOUND)",
  tags: ['leaderboards'],
  access: 'public',
  params: z.object({ id: text().min(1).max(80).describe('a board id, or a tournament id') }).strict(),
  querystring: z
    .object({
      limit: z.coerce.number().int().min(1).max(L.page.max).default(L.page.default),
      offset: pageQuery.offset,
      of: z
        .enum(POG_BOARD_SUBJECTS)
        .default('clans')
        .describe(
          "pog boards: clans ranked by their members' POG totals (default), users by their POG total, or the signed-in caller's clan's members by theirs (`members`)",
        ),
    })
    .strict(),
  response: { 200: envelope(z.union([tournamentParticipantsPage, boardParticipantsPage])) },
});
