import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REFERRAL_QUALIFYING_ACTIONS, REFERRAL_REWARD_KINDS } from '@kp/domain/referral-campaign';
import { enumCheck } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * The referral campaign's records (README.md): each user's code, who brought whom (and when the
 * referred gamer qualified), and every reward paid for it. The codes and referrals were the
 * campaigns module's (migration 0019); their tables kept their names and columns.
 */

/** A user's referral code (made on first read); it goes when the account is erased. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Who brought whom: a user has at most one referrer, never themselves. `qualified_at` is set once,
 * with the first action that qualified them (in that action's transaction); `paid_at` once the
 * referrer was paid for them (by the settlement, in its own transaction); `erased_at` when their
 * account was erased (an erased gamer never qualifies, nor pays, afterwards).
 */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: uuid('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    /** The XP action that qualified them (one of REFERRAL_QUALIFYING_ACTIONS). */
    qualifyingAction: text('qualifying_action'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    check('referrals_not_self', sql`${t.referredUserId} <> ${t.referrerUserId}`),
    index('referrals_referrer_idx').on(t.referrerUserId),
    enumCheck('referrals_qualifying_action_check', t.qualifyingAction, REFERRAL_QUALIFYING_ACTIONS),
    check(
      'referrals_qualified_with_action',
      sql`(${t.qualifiedAt} is null) = (${t.qualifyingAction} is null)`,
    ),
    check('referrals_paid_when_qualified', sql`${t.paidAt} is null or ${t.qualifiedAt} is not null`),
    // The settlement's work list: qualified gamers whose referrer is not paid yet.
    index('referrals_unpaid_idx')
      .on(t.referrerUserId)
      .where(sql`${t.qualifiedAt} is not null and ${t.paidAt} is null and ${t.erasedAt} is null`),
  ],
);

/**
 * A reward the referral campaign paid: for one qualified referral (`referred_user_id`) or for a
 * milestone (`milestone`, the count of qualified referrals it asks). `reward_key` is derived from
 * (referrer, kind, referred or milestone) and unique, and is the earning's source id: each reward
 * exists once whatever runs twice. `earning_id` is the earnings module's earning that holds it.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'restrict' }),
    milestone: integer('milestone'),
    rewardKey: text('reward_key').notNull(),
    earningId: uuid('earning_id').notNull(),
    /** The currency id and minor units paid. */
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    enumCheck('referral_rewards_kind_check', t.kind, REFERRAL_REWARD_KINDS),
    check(
      'referral_rewards_subject',
      sql`(${t.kind} = 'referral' and ${t.referredUserId} is not null and ${t.milestone} is null)
        or (${t.kind} = 'milestone' and ${t.referredUserId} is null and ${t.milestone} >= 1)`,
    ),
    check('referral_rewards_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('referral_rewards_key_unique').on(t.rewardKey),
    uniqueIndex('referral_rewards_referred_unique')
      .on(t.referredUserId)
      .where(sql`${t.kind} = 'referral'`),
    uniqueIndex('referral_rewards_milestone_unique')
      .on(t.referrerUserId, t.milestone)
      .where(sql`${t.kind} = 'milestone'`),
    index('referral_rewards_referrer_idx').on(t.referrerUserId, t.createdAt),
  ],
);
