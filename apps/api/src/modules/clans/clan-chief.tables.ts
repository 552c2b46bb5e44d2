import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLAN_CHIEF_APPLICATION_STATUSES } from '@kp/domain/clans';
import { enumCheck } from '../../db/columns';
import { userIdColumn, users } from '../users/users.tables';

/**
 * Clan chief applications (spec section 3, clan chief data). A user has at most one that is
 * pending or approved (a partial unique index, so two submissions at once cannot both land);
 * after a rejection they may apply again. The decision keeps who took it, when and why. When the
 * account is deleted, the personal fields are blanked and the row stays for the record.
 */
export const clanChiefApplications = pgTable(
  'clan_chief_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    email: text('email').notNull(),
    chiefCity: text('chief_city').notNull(),
    /** E.164: the number verified on the account when the user applied. */
    phoneNumber: text('phone_number').notNull(),
    /** The spec's isCollageName: whether the chief names a college. */
    isCollageName: boolean('is_collage_name').notNull().default(false),
    collegeName: text('college_name'),
    status: text('status').notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the personal fields were blanked, after the account was deleted. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clan_chief_applications_open_key')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('clan_chief_applications_user_idx').on(t.userId, t.createdAt),
    index('clan_chief_applications_status_idx').on(t.status, t.createdAt),
    enumCheck('clan_chief_applications_status_check', t.status, CLAN_CHIEF_APPLICATION_STATUSES),
    // A decision is whole: a decided application names who decided, when and why; a pending one none.
    check(
      'clan_chief_applications_decision_check',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null and ${t.decidedBy} is null and ${t.decisionReason} is null)`,
    ),
  ],
);
