import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TranslatedField } from '@kp/domain/content-translations';
import { translationsColumn } from '../../db/columns';
import { userIdColumn, users } from '../users/users.tables';
import { campaigns } from './campaigns.tables';

/**
 * The task engine's records (see README.md): a campaign's tasks, who started it, every validation
 * attempt with what was checked, the completions (one per user and task, whatever races), the
 * visits of our redirect, appeals to the operators, the claims of rewards and the pool fundings.
 * (Referral codes and referrals are the referrals module's.)
 */

/** A row's `campaign_id`: it belongs to the campaign and goes with it. */
const campaignIdColumn = () =>
  uuid('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });

/** A task of a campaign; `config` was checked with TASK_CONFIG_SCHEMAS[type] when it was saved. */
export const campaignTasks = pgTable(
  'campaign_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: campaignIdColumn(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<TranslatedField<'campaignTask'>>(),
    config: jsonb('config').notNull().default({}),
    /** Locked until every earlier active task of the campaign is verified. */
    isOrdered: boolean('is_ordered').notNull().default(false),
    /** An inactive task is hidden and counts for nothing (operators retire tasks this way). */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('campaign_tasks_position_key').on(t.campaignId, t.position),
    check('campaign_tasks_position_valid', sql`${t.position} >= 1`),
  ],
);

/** A user's start of a campaign (`user-progress start`); tasks are validated only after it. */
export const campaignParticipants = pgTable(
  'campaign_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: campaignIdColumn(),
    userId: userIdColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('campaign_participants_campaign_user_key').on(t.campaignId, t.userId),
    index('campaign_participants_user_idx').on(t.userId),
  ],
);

/** A row's `task_id`: it belongs to the task and goes with it. */
const taskIdColumn = () =>
  uuid('task_id')
    .notNull()
    .references(() => campaignTasks.id, { onDelete: 'cascade' });

/**
 * Every validation with what the validator checked and saw: `running` while the validator is
 * out asking (the task shows as validating), then `passed` or `failed`.
 */
export const taskValidationAttempts = pgTable(
  'task_validation_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: taskIdColumn(),
    userId: userIdColumn(),
    outcome: text('outcome').notNull(),
    errorType: text('error_type'),
    errorCode: text('error_code'),
    message: text('message'),
    /** What the words of the error code name (the web words the code with them; `message` is the English). */
    params: jsonb('params').notNull().default({}),
    evidence: jsonb('evidence').notNull().default({}),
    /** What the user typed (a link); never a secret code. */
    submission: text('submission'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('task_validation_attempts_outcome_valid', sql`${t.outcome} in ('running', 'passed', 'failed')`),
    index('task_validation_attempts_user_task_idx').on(t.userId, t.taskId, t.createdAt),
  ],
);

/** A verified task: one per user and task (the unique key settles two validations at once). */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: taskIdColumn(),
    campaignId: campaignIdColumn(),
    userId: userIdColumn(),
    /** `validator`: a validation passed; `appeal`: an operator approved an appeal. */
    source: text('source').notNull(),
    attemptId: uuid('attempt_id').references(() => taskValidationAttempts.id),
    appealId: uuid('appeal_id'),
    evidence: jsonb('evidence').notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('task_completions_task_user_key').on(t.taskId, t.userId),
    check('task_completions_source_valid', sql`${t.source} in ('validator', 'appeal')`),
    index('task_completions_user_campaign_idx').on(t.userId, t.campaignId),
  ],
);

/** A visit through our redirect (`tasks/:taskId/visit`), for general_uri_redirection tasks. */
export const taskVisits = pgTable(
  'task_visits',
  {
    taskId: taskIdColumn(),
    userId: userIdColumn(),
    firstVisitedAt: timestamp('first_visited_at', { withTimezone: true }).notNull(),
    visitCount: integer('visit_count').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'task_visits_pkey', columns: [t.taskId, t.userId] })],
);

/** A user's appeal of a failed validation, for the operators' review queue. */
export const taskAppeals = pgTable(
  'task_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: taskIdColumn(),
    campaignId: campaignIdColumn(),
    userId: userIdColumn(),
    /** The failed attempt appealed (its evidence is what the operator reviews). */
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => taskValidationAttempts.id),
    note: text('note').notNull(),
    status: text('status').notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('task_appeals_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('task_appeals_one_pending_key')
      .on(t.taskId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('task_appeals_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A user's claim of a campaign's reward: one per user and campaign. The amount was reserved from
 * the campaign's pool when the claim was made; distribution pays it through the ledger once
 * (ledger idempotency key `campaign-claim:<id>`): processing → credited, or failed with the reason
 * (retried by the `campaign-distribution` job).
 */
export const campaignClaims = pgTable(
  'campaign_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: campaignIdColumn(),
    userId: userIdColumn(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('processing'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** The wallet that signed the EIP-712 claim, when the campaign asks for a signature. */
    signerAddress: text('signer_address'),
    ledgerEntryId: uuid('ledger_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    unique('campaign_claims_campaign_user_key').on(t.campaignId, t.userId),
    check('campaign_claims_status_valid', sql`${t.status} in ('processing', 'credited', 'failed')`),
    check('campaign_claims_amount_positive', sql`${t.amount} > 0`),
    index('campaign_claims_status_idx').on(t.status, t.updatedAt),
  ],
);

/** An operator's funding of a campaign's pool: one ledger transfer from the treasury each. */
export const campaignFundings = pgTable('campaign_fundings', {
  id: uuid('id').primaryKey().defaultRandom(),
  campaignId: campaignIdColumn(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  ledgerEntryId: uuid('ledger_entry_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
