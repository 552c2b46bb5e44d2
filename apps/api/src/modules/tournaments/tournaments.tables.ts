import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TranslatedField } from '@kp/domain/content-translations';
import { TOURNAMENT_STATUSES } from '@kp/domain/tournaments';
import { enumCheck, translationsColumn } from '../../db/columns';
import { games } from '../games/games.tables';
import { userIdColumn } from '../users/users.tables';
import { pogRequirementChecks, pogRequirementColumns } from '../pog-scores/pog-scores.tables';

/**
 * Tournaments: a game's competition with a schedule, an entry fee (0: free) in minor units and a
 * number of places. `participant_count` is kept by the join's transaction under the tournament's
 * row lock, and the database refuses it above `max_participants` whatever the code does.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<TranslatedField<'tournament'>>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    entryFeeCurrency: text('entry_fee_currency').notNull().default('KCASH'),
    entryFeeAmount: bigint('entry_fee_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxParticipants: integer('max_participants').notNull(),
    participantCount: integer('participant_count').notNull().default(0),
    status: text('status').notNull().default('PUBLISHED'),
    concludedAt: timestamp('concluded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** What the tournament requires of a POG card (pog-scores module), null: nothing. */
    ...pogRequirementColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    enumCheck('tournaments_status_valid', t.status, TOURNAMENT_STATUSES),
    ...pogRequirementChecks('tournaments', t),
    check('tournaments_schedule_valid', sql`${t.endsAt} > ${t.startsAt}`),
    check('tournaments_fee_non_negative', sql`${t.entryFeeAmount} >= 0`),
    check(
      'tournaments_participants_within_places',
      sql`${t.participantCount} >= 0 and ${t.participantCount} <= ${t.maxParticipants}`,
    ),
    index('tournaments_status_idx').on(t.status, t.startsAt),
    index('tournaments_game_idx').on(t.gameId),
  ],
);

/** The prize table: each rank of `from_rank`..`to_rank` wins `amount` minor units of `currency`. */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    fromRank: integer('from_rank').notNull(),
    toRank: integer('to_rank').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    unique('tournament_prizes_from_rank_key').on(t.tournamentId, t.fromRank),
    check('tournament_prizes_ranks_valid', sql`${t.fromRank} >= 1 and ${t.toRank} >= ${t.fromRank}`),
    check('tournament_prizes_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A user in a tournament: one row per tournament and user. The best score and when it was first
 * reached rank them (packages/domain/src/tournaments.ts, compareEntries); the entry's ledger
 * entry is the fee's (null for a free entry).
 */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    entryLedgerEntryId: uuid('entry_ledger_entry_id'),
    bestScore: integer('best_score'),
    bestAt: timestamp('best_at', { withTimezone: true }),
    reportCount: integer('report_count').notNull().default(0),
  },
  (t) => [
    unique('tournament_participants_tournament_user_key').on(t.tournamentId, t.userId),
    index('tournament_participants_ranking_idx').on(
      t.tournamentId,
      t.bestScore.desc().nullsLast(),
      t.bestAt.asc(),
      t.joinedAt.asc(),
    ),
    index('tournament_participants_user_idx').on(t.userId),
    check('tournament_participants_score_non_negative', sql`${t.bestScore} is null or ${t.bestScore} >= 0`),
  ],
);
