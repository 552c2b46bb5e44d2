import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { STORED_LEADERBOARD_TYPES } from '@kp/domain/leaderboards';
import { enumCheck } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * The order in which scores were reached: every change of an entry takes the next number, so on
 * equal scores the lower number was there first (the tie-break), and in Redis the number is the
 * version that keeps an older write from overwriting a newer one.
 */
export const leaderboardSeq = pgSequence('leaderboard_seq', { startWith: 1 });

/**
 * One participant's score on one stored board (`user-week-2026-W48`, `clan-all` …): a user's XP
 * in the period, or a clan's members' XP. An entry whose score falls to 0 is deleted: the board
 * holds those with a score.
 */
export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    boardId: text('board_id').notNull(),
    boardType: text('board_type').notNull(),
    /** A user's id on a user board, a clan's on a clan board. */
    memberId: uuid('member_id').notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
    reachedSeq: bigint('reached_seq', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'leaderboard_entries_pkey', columns: [t.boardId, t.memberId] }),
    index('leaderboard_entries_ranking_idx').on(t.boardId, t.score.desc(), t.reachedSeq),
    index('leaderboard_entries_member_idx').on(t.memberId),
    enumCheck('leaderboard_entries_type_check', t.boardType, STORED_LEADERBOARD_TYPES),
    check('leaderboard_entries_score_check', sql`${t.score} > 0`),
  ],
);

/**
 * How many entries of a board have each score, kept in the transaction that moves an entry: a
 * rank is 1 + the entries above (a sum over the distinct scores above, instead of counting up to a
 * million index rows) + the equal scores reached first.
 */
export const leaderboardScoreCounts = pgTable(
  'leaderboard_score_counts',
  {
    boardId: text('board_id').notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [
    primaryKey({ name: 'leaderboard_score_counts_pkey', columns: [t.boardId, t.score] }),
    check('leaderboard_score_counts_entries_check', sql`${t.entries} >= 0`),
  ],
);

/**
 * One row per user whose scores moved, locked first by every writer of that user's scores (an
 * award, a join, a leave): an award and a leave of the same user take turns, so a clan never keeps
 * XP of a member who left, nor misses XP of one who joined.
 */
export const leaderboardUsers = pgTable('leaderboard_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Entries changed and not yet copied to Redis (only when REDIS_URL is set): written in the
 * changing transaction, so a change committed is a change Redis will get (the sync reads the
 * entry as it is then; `seq` is the change's number, the version of a removal).
 */
export const leaderboardOutbox = pgTable(
  'leaderboard_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    boardId: text('board_id').notNull(),
    memberId: uuid('member_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('leaderboard_outbox_board_idx').on(t.boardId, t.memberId)],
);
