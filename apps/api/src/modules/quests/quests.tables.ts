import {
  pgView,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TranslatedField } from '@kp/domain/content-translations';
import { PROOF_STATUSES, USER_QUEST_STATUSES } from '@kp/domain/quests';
import { enumCheck, translationsColumn } from '../../db/columns';
import { sql } from 'drizzle-orm';
import { games } from '../games/games.tables';
import { userIdColumn, users } from '../users/users.tables';
import { pogRequirementChecks, pogRequirementColumns } from '../pog-scores/pog-scores.tables';

export const quests = pgTable(
  'quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<TranslatedField<'quest'>>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalSlots: integer('total_slots').notNull(),
    /**
     * Slots not yet given: taken by a conditional decrement (`… where remaining_slots > 0`), and
     * the check constraint makes a negative count impossible even for a write that forgot it.
     */
    remainingSlots: integer('remaining_slots').notNull().default(0),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    rewardCurrency: text('reward_currency').notNull(),
    isThirdPartyGame: boolean('is_third_party_game').notNull().default(false),
    /** What the quest requires of a POG card (pog-scores module), null: nothing. */
    ...pogRequirementColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quests_total_slots_positive', sql`${t.totalSlots} > 0`),
    ...pogRequirementChecks('quests', t),
    check('quests_reward_non_negative', sql`${t.rewardAmount} >= 0`),
    check(
      'quests_remaining_slots_range',
      sql`${t.remainingSlots} >= 0 and ${t.remainingSlots} <= ${t.totalSlots}`,
    ),
    // The quest lists (questlist, v2/questlist, filter): newest first, one index scan per page.
    index('quests_list_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** A row's `quest_id`: it belongs to the quest and goes with it. */
const questIdColumn = () =>
  uuid('quest_id')
    .notNull()
    .references(() => quests.id, { onDelete: 'cascade' });

/** The steps of a quest, in order; each asks for one proof of one submission type by one method. */
export const questStages = pgTable(
  'quest_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: questIdColumn(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<TranslatedField<'questStage'>>(),
    /** v1, v2, v3 or clanchief/v2 (@kp/domain/quests PROOF_METHODS). */
    proofMethod: text('proof_method').notNull(),
    /** Discord, Instagram, Twitter, Facebook, YouTube, link or Steam (@kp/domain/tasks). */
    submissionType: text('submission_type').notNull(),
    /** What completing the stage adds to the user's leaderboard score. */
    points: integer('points').notNull().default(0),
  },
  (t) => [
    unique('quest_stages_position_unique').on(t.questId, t.position),
    check('quest_stages_points_non_negative', sql`${t.points} >= 0`),
  ],
);

/** A row's `stage_id`: it belongs to the stage and goes with it. */
const stageIdColumn = () =>
  uuid('stage_id')
    .notNull()
    .references(() => questStages.id, { onDelete: 'cascade' });

/** A stage's earnings (the spec's `gamer_earnings`, each with its `earningType`): awarded once per user. */
export const questStageEarnings = pgTable(
  'quest_stage_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stageId: stageIdColumn(),
    /** The currency's stable id (KCASH, USDT, KPOINTS, REWARD). */
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('quest_stage_earnings_stage_idx').on(t.stageId),
    unique('quest_stage_earnings_currency_unique').on(t.stageId, t.currency),
    check('quest_stage_earnings_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A user's place in a quest: one per user and quest, taken with a slot. */
export const userQuests = pgTable(
  'user_quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    questId: questIdColumn(),
    status: text('status').notNull().default('started'),
    score: integer('score').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the score last changed: earlier reaches rank higher among equal scores. */
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('user_quests_user_quest_unique').on(t.userId, t.questId),
    index('user_quests_user_idx').on(t.userId, t.startedAt.desc()),
    index('user_quests_leaderboard_idx').on(t.questId, t.score.desc(), t.scoredAt, t.id),
    enumCheck('user_quests_status_valid', t.status, USER_QUEST_STATUSES),
  ],
);

/** A proof a user submitted for a stage, and what became of it. */
export const questProofs = pgTable(
  'quest_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    questId: questIdColumn(),
    stageId: stageIdColumn(),
    method: text('method').notNull(),
    submissionType: text('submission_type').notNull(),
    value: text('value').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One live proof per user and stage (a rejected one may be followed by another) …
    uniqueIndex('quest_proofs_user_stage_live_unique')
      .on(t.userId, t.stageId)
      .where(sql`${t.status} <> 'rejected'`),
    // … and one link is one user's proof only.
    uniqueIndex('quest_proofs_stage_value_live_unique')
      .on(t.stageId, t.value)
      .where(sql`${t.status} <> 'rejected'`),
    index('quest_proofs_queue_idx').on(t.status, t.createdAt, t.id),
    index('quest_proofs_user_quest_idx').on(t.userId, t.questId),
    enumCheck('quest_proofs_status_valid', t.status, PROOF_STATUSES),
  ],
);

/** The stages a user completed; the primary key makes a second completion (and award) impossible. */
export const questStageCompletions = pgTable(
  'quest_stage_completions',
  {
    userId: userIdColumn(),
    stageId: stageIdColumn(),
    questId: questIdColumn(),
    /** proof, review or game: what completed it. */
    via: text('via').notNull(),
    proofId: uuid('proof_id').references(() => questProofs.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('quest_stage_completions_pk').on(t.userId, t.stageId),
    index('quest_stage_completions_user_quest_idx').on(t.userId, t.questId),
  ],
);

/**
 * The games as the quest lists show them (quests_games, created in 0015_quests.sql): a view over
 * the catalogue so the quest lists read a page and its games in one query without touching the
 * games module's table. The icon is its URL (an image kept inline becomes the game-image call's
 * URL, as the games module builds it), so a page never carries image bytes.
 */
export const questGames = pgView('quest_games', {
  id: uuid('id').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  status: text('status').notNull(),
  iconUrl: text('icon_url'),
}).existing();
