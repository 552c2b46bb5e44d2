import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CLAN_DEPARTURE_REASONS,
  CLAN_IMAGE_TYPES,
  CLAN_LIMITS,
  CLAN_MEMBER_ROLES,
  CLAN_RULE_DAYS_MAX,
} from '@kp/domain/clans';
import { bytea, enumCheck } from '../../db/columns';
import { userIdColumn, users } from '../users/users.tables';

const MEMBERS_MAX = sql.raw(String(CLAN_LIMITS.members));
const RULE_DAYS_MAX = sql.raw(String(CLAN_RULE_DAYS_MAX));

/**
 * Clans (spec section 3). A clan is led by its chief, who created it; a deleted clan's row goes,
 * and its members' rows and images with it (the record of who left and why stays in
 * clan_departures). Names are unique regardless of case; a user leads at most one clan.
 * `member_count` is the number of its clan_members rows, kept in the same transaction as they
 * change: joining raises it only while it is under the limit (one conditional UPDATE, so parallel
 * joins cannot pass the limit), and the CHECK is the last word.
 */
export const clans = pgTable(
  'clans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clanName: text('clan_name').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    description: text('description').notNull().default(''),
    chiefId: uuid('chief_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164: who referred the chief, when the form named someone. */
    referrerPhoneNumber: text('referrer_phone_number'),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clans_name_key').on(sql`lower(${t.clanName})`),
    uniqueIndex('clans_chief_key').on(t.chiefId),
    index('clans_created_idx').on(t.createdAt, t.id),
    check('clans_member_count_check', sql`${t.memberCount} between 0 and ${MEMBERS_MAX}`),
  ],
);

/**
 * Who is in which clan: one row per user (the primary key: one clan per user), one Chief per clan.
 */
export const clanMembers = pgTable(
  'clan_members',
  {
    userId: userIdColumn().primaryKey(),
    clanId: uuid('clan_id')
      .notNull()
      .references(() => clans.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('clan_members_clan_idx').on(t.clanId, t.joinedAt),
    uniqueIndex('clan_members_one_chief_key')
      .on(t.clanId)
      .where(sql`${t.role} = 'Chief'`),
    enumCheck('clan_members_role_check', t.role, CLAN_MEMBER_ROLES),
  ],
);

/**
 * Every time a user stopped being a member, and why (CLAN_DEPARTURE_REASONS): the rejoin wait
 * runs from the latest `left`, the recreate wait from the latest `deleted_own_clan`. The clan may
 * be gone, so its id is kept without a reference, with its name as it was.
 */
export const clanDepartures = pgTable(
  'clan_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    clanId: uuid('clan_id').notNull(),
    clanName: text('clan_name').notNull(),
    reason: text('reason').notNull(),
    departedAt: timestamp('departed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('clan_departures_user_idx').on(t.userId, t.reason, t.departedAt),
    enumCheck('clan_departures_reason_check', t.reason, CLAN_DEPARTURE_REASONS),
  ],
);

/**
 * A clan's logo or banner: a JPEG re-encoded by the server (CLAN_IMAGE_SIZES, no metadata). An
 * upload for a clan not created yet waits without a clan (one per uploader and type: a newer one
 * replaces it) until the create call names it; a clan has at most one image of each type.
 */
export const clanImages = pgTable(
  'clan_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clanId: uuid('clan_id').references(() => clans.id, { onDelete: 'cascade' }),
    imageType: text('image_type').notNull(),
    jpeg: bytea('jpeg').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('clan_images_clan_type_key')
      .on(t.clanId, t.imageType)
      .where(sql`${t.clanId} is not null`),
    index('clan_images_pending_idx')
      .on(t.uploaderId, t.imageType)
      .where(sql`${t.clanId} is null`),
    enumCheck('clan_images_type_check', t.imageType, CLAN_IMAGE_TYPES),
  ],
);

/**
 * The clan rules operators set (spec section 3's rule kinds, each a day count): one row, id 1;
 * until an operator sets them, CLAN_RULES_DEFAULT applies.
 */
export const clanRules = pgTable(
  'clan_rules',
  {
    id: integer('id').primaryKey().default(1),
    minDaysBeforeClanDelete: integer('min_days_before_clan_delete').notNull(),
    minDaysToJoinClanAfterLeaving: integer('min_days_to_join_clan_after_leaving').notNull(),
    minDaysToRecreateClanAfterDelete: integer('min_days_to_recreate_clan_after_delete').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('clan_rules_single_row', sql`${t.id} = 1`),
    check(
      'clan_rules_days_check',
      sql`${t.minDaysBeforeClanDelete} between 0 and ${RULE_DAYS_MAX}
        and ${t.minDaysToJoinClanAfterLeaving} between 0 and ${RULE_DAYS_MAX}
        and ${t.minDaysToRecreateClanAfterDelete} between 0 and ${RULE_DAYS_MAX}`,
    ),
  ],
);
