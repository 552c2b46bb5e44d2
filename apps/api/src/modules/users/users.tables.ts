import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, enumCheck } from '../../db/columns';
import { LANGUAGES } from '@kp/domain/languages';
import { KYC_REGIONS } from '@kp/domain/regulatory-country';

/** One row per account. Phone numbers are E.164; usernames are unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    /**
     * When the address was confirmed (a code sent to it, or Google saying it verified it). Only
     * a confirmed address links a Google sign-in to this account.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    username: text('username'),
    firstName: text('first_name'),
    role: text('role').notNull().default('user'),
    isRegistered: boolean('is_registered').notNull().default(false),
    countryCode: text('country_code'),
    city: text('city'),
    collegeName: text('college_name'),
    profession: text('profession'),
    preferredRole: text('preferred_role'),
    preferredPlatform: text('preferred_platform'),
    /**
     * The region of the user's completed KYC (IN, BR), written once when it completes and never
     * moved: from then on law and tax follow it (packages/domain/src/regulatory-country.ts).
     */
    kycRegion: text('kyc_region'),
    /**
     * The interface language the user reads (the web tells it when they choose one, and after
     * sign-in): the messages sent to them (their codes) are in it. Null: never told.
     */
    language: text('language'),
    /** When the user asked for their account to be deleted; the data goes after the grace period. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** When the personal data was removed (the row stays, anonymised, for the ledger and audit). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    enumCheck('users_kyc_region_check', t.kycRegion, KYC_REGIONS),
    enumCheck('users_language_check', t.language, LANGUAGES),
  ],
);

/** A row's `user_id`: it belongs to the user and goes with them. */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A sign-in identity of another provider (Google's subject, Telegram's user id) linked to an account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_key').on(t.userId, t.provider),
    check('user_identities_provider_check', sql`${t.provider} in ('google', 'telegram')`),
  ],
);

/** A profile picture: a 256 × 256 JPEG re-encoded by the server (no metadata kept). */
export const userPictures = pgTable('user_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jpeg: bytea('jpeg').notNull(),
  size: integer('size').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
