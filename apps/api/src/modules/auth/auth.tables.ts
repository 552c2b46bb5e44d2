import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from '../users/users.tables';

/** A one-time code sent to a phone number: only its keyed hash is kept. */
export const codeChallenges = pgTable(
  'auth_code_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    /** Where the code went: a phone number (E.164) or, for email verification, an address. */
    phoneNumber: text('phone_number'),
    email: text('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    resendCount: integer('resend_count').notNull().default(0),
    requestIp: text('request_ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAvailableAt: timestamp('resend_available_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_code_challenges_phone_created_idx').on(t.phoneNumber, t.createdAt),
    index('auth_code_challenges_ip_created_idx').on(t.requestIp, t.createdAt),
    check('auth_code_challenges_attempts_check', sql`${t.failedAttempts} >= 0`),
    check('auth_code_challenges_recipient_check', sql`(${t.phoneNumber} is null) <> (${t.email} is null)`),
    index('auth_code_challenges_email_created_idx').on(t.email, t.createdAt),
  ],
);

/**
 * A refresh token: opaque, kept as a hash, used once. Every rotation adds a row to the same
 * family; presenting a rotated token again revokes the whole family.
 */
export const sessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_key').on(t.tokenHash),
    index('auth_sessions_family_idx').on(t.familyId),
  ],
);

/** What the outbox sender "sent": read by operators at /api/dev/outbox while no real sender is set. */
export const outbox = pgTable(
  'auth_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_outbox_recipient_created_idx').on(t.recipient, t.createdAt)],
);

/**
 * A passwordless sign-in link (spec: `code` and `qr_ref_id` in the URL): asked for by a
 * signed-in device or game client, good once, for a few minutes. Only the code's hash is kept.
 */
export const linkCodes = pgTable('auth_link_codes', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
