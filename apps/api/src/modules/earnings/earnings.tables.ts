import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { EARNING_STATUSES } from '@kp/domain/campaigns';
import { CURRENCY_IDS } from '@kp/domain/currencies';
import { EARNING_EVENTS, EARNING_SOURCES } from '@kp/domain/earnings';
import { enumCheck, inConstraintOrder } from '../../db/columns';
import { ledgerEntries } from '../ledger/ledger.tables';
import { users } from '../users/users.tables';

/**
 * Earnings waiting to be collected, and the way each one went (README.md beside this file).
 * Amounts are minor units of the earning's currency (its stable id, as the ledger stores it).
 */
export const earnings = pgTable(
  'earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** quest, campaign, tournament or referral, and the id of the quest, campaign … */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    /** The currency id: KCASH, USDT, REWARD or KPOINTS. */
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The movement that reserved the amount from the treasury into the reward pool. */
    reserveEntryId: uuid('reserve_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    /** The movement that paid it from the reward pool (and withheld the tax): set once, when credited. */
    creditEntryId: uuid('credit_entry_id').references(() => ledgerEntries.id),
    /** The movement that returned the reservation to the treasury when it expired. */
    releaseEntryId: uuid('release_entry_id').references(() => ledgerEntries.id),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    taxWithheld: bigint('tax_withheld', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** India's withholding: the rate applied, the financial year, and Rule 133's figures (tax values). */
    taxRateBps: integer('tax_rate_bps'),
    taxFinancialYear: text('tax_financial_year'),
    /** What this collection added to the winnings withdrawn in the financial year (A). */
    taxWinningsValue: bigint('tax_winnings_value', { mode: 'bigint' }),
    /** The net winnings this collection was taxed on (adds to D). */
    taxTaxedValue: bigint('tax_taxed_value', { mode: 'bigint' }),
    /** The collect-all that is paying it out, while distributing. */
    batchId: uuid('batch_id'),
    /** An operator's award: who and why (audit). */
    awardedBy: uuid('awarded_by').references(() => users.id, { onDelete: 'restrict' }),
    awardReason: text('award_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One earning per user and source object: an award delivered twice creates it once.
    unique('earnings_user_source_key').on(t.userId, t.source, t.sourceId),
    // A movement pays one earning, once.
    uniqueIndex('earnings_credit_entry_key').on(t.creditEntryId),
    index('earnings_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('earnings_status_expires_idx').on(t.status, t.expiresAt),
    enumCheck('earnings_source_check', t.source, EARNING_SOURCES),
    check('earnings_source_id_check', sql`char_length(${t.sourceId}) between 1 and 128`),
    check('earnings_title_check', sql`char_length(${t.title}) between 1 and 120`),
    enumCheck('earnings_currency_check', t.currency, CURRENCY_IDS),
    check('earnings_amount_check', sql`${t.amount} > 0`),
    enumCheck(
      'earnings_status_check',
      t.status,
      inConstraintOrder(EARNING_STATUSES, ['pending', 'distributing', 'credited', 'expired', 'failed']),
    ),
    check('earnings_tax_check', sql`${t.taxWithheld} >= 0 and ${t.taxWithheld} <= ${t.amount}`),
    // Each status carries what proves it: a credited earning its payment, an expired one its
    // release, a failed one its reason; nothing else has them.
    check(
      'earnings_credited_check',
      sql`(${t.status} = 'credited') = (${t.creditEntryId} is not null and ${t.collectedAt} is not null)`,
    ),
    check('earnings_expired_check', sql`(${t.status} = 'expired') = (${t.releaseEntryId} is not null)`),
    check(
      'earnings_failed_check',
      sql`(${t.status} = 'failed') = (${t.failureReason} is not null)
        and (${t.failureReason} is null or char_length(${t.failureReason}) between 1 and 500)`,
    ),
    check('earnings_batch_check', sql`${t.status} <> 'distributing' or ${t.batchId} is not null`),
    check(
      'earnings_award_audit_check',
      sql`(${t.awardedBy} is null) = (${t.awardReason} is null)
        and (${t.awardReason} is null or char_length(${t.awardReason}) between 5 and 500)`,
    ),
  ],
);

/** Every step of an earning's way, in order: created, distributing, credited, expired, failed. */
export const earningEvents = pgTable(
  'earning_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    earningId: uuid('earning_id')
      .notNull()
      .references(() => earnings.id, { onDelete: 'restrict' }),
    event: text('event').notNull(),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('earning_events_earning_idx').on(t.earningId, t.id),
    enumCheck('earning_events_event_check', t.event, EARNING_EVENTS),
    check('earning_events_reason_check', sql`char_length(${t.reason}) <= 500`),
  ],
);
