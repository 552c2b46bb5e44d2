import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { XP_ACTIONS } from '@kp/domain/progression';
import { enumCheck } from '../../db/columns';
import { userIdColumn, users } from '../users/users.tables';

/**
 * XP events: one row per verified action, never updated nor deleted (but with the account).
 * (user, action, source) is unique: it is the idempotency key, so an action reported twice, or by
 * two requests at once, counts once. `local_day` is the calendar day the action counts for in the
 * user's time zone at the time (the streak is made of these days).
 */
export const xpEvents = pgTable(
  'xp_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    action: text('action').notNull(),
    amount: integer('amount').notNull(),
    /** What was verified: a stage, a task, a claim, a tournament entry, a day, a referred user. */
    sourceId: text('source_id').notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('xp_events_source_key').on(t.userId, t.action, t.sourceId),
    index('xp_events_user_recent_idx').on(t.userId, t.createdAt),
    index('xp_events_user_day_idx').on(t.userId, t.localDay),
    enumCheck('xp_events_action_check', t.action, XP_ACTIONS),
    check('xp_events_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A user's XP total, kept in step with their events in the transaction that adds one (a ranking
 * reads one indexed column instead of summing every user's events), and the time zone their days
 * count in (the last one a check-in named; UTC until then).
 */
export const userXp = pgTable(
  'user_xp',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    xp: integer('xp').notNull().default(0),
    timeZone: text('time_zone').notNull().default('UTC'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_xp_ranking_idx').on(t.xp.desc(), t.userId),
    check('user_xp_xp_check', sql`${t.xp} >= 0`),
  ],
);
