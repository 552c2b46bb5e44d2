import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Every action an operator took through an admin route (who, what, when, before and after), and
 * every one refused. Rows are only ever added: no route changes or deletes them.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** The route: its method and path pattern, e.g. `POST /api/admin/earnings`. */
    action: text('action').notNull(),
    /** The path parameters (which campaign, which game). */
    target: jsonb('target'),
    /** What was sent (secrets and codes redacted). */
    request: jsonb('request'),
    /** The state before the action, where the route knows how to read it. */
    before: jsonb('before'),
    /** What the action answered: the state after it. */
    after: jsonb('after'),
    statusCode: integer('status_code').notNull(),
    errorCode: text('error_code'),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt),
    check('admin_audit_log_status_check', sql`${t.statusCode} between 100 and 599`),
  ],
);
