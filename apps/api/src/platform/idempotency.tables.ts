import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.tables';

/**
 * The first answer to each value-moving request, by user and Idempotency-Key (see
 * idempotency.ts). A row is written in the same transaction as the movement it answers, so
 * there is never a movement without its answer nor an answer without its movement. A request
 * still running holds a transaction-scoped advisory lock instead of a row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of the method, route, parameters and body: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_key_check', sql`char_length(${t.key}) between 1 and 255`),
  ],
);
