import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCY_IDS } from '@kp/domain/currencies';
import { KCASH_SUB_BALANCES } from '@kp/domain/ledger';
import { enumCheck, sqlList } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * The double-entry ledger (README.md beside this file). Amounts are integers in minor units of
 * their currency; the currency column holds the stable id of packages/domain's currencies.
 * Entries and postings are never updated or deleted: a trigger refuses it (migration
 * 0006_ledger_guards), and a second trigger refuses an insert of postings that do not sum to
 * zero per entry and currency.
 */

/** One balance: of a user (per currency, and for K-Cash per sub-balance) or of the platform. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    systemName: text('system_name'),
    currency: text('currency').notNull(),
    subBalance: text('sub_balance'),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per owner, currency and sub-balance (a null is a value here, not "unknown").
    unique('ledger_accounts_owner_key')
      .on(t.userId, t.systemName, t.currency, t.subBalance)
      .nullsNotDistinct(),
    // The target of the postings' (account, currency) key: a posting is in its account's currency.
    unique('ledger_accounts_id_currency_key').on(t.id, t.currency),
    // The rule of the house: no balance below zero unless the account may (the treasury).
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    // A user's account never may go negative, whatever the code that made it says.
    check(
      'ledger_accounts_owner_check',
      sql`(${t.kind} = 'user' and ${t.userId} is not null and ${t.systemName} is null and not ${t.allowNegative})
        or (${t.kind} = 'system' and ${t.userId} is null and ${t.systemName} is not null)`,
    ),
    check(
      'ledger_accounts_system_name_check',
      sql`${t.systemName} in ('treasury', 'reward_pool', 'swap_pool', 'fees', 'store', 'tax_withheld', 'campaign_pool')`,
    ),
    enumCheck('ledger_accounts_currency_check', t.currency, CURRENCY_IDS),
    // Users' K-Cash is held as earned and purchased; nothing else has sub-balances.
    check(
      'ledger_accounts_sub_balance_check',
      sql`(${t.subBalance} is not null) = (${t.kind} = 'user' and ${t.currency} = 'KCASH')
        and (${t.subBalance} is null or ${t.subBalance} in (${sqlList(KCASH_SUB_BALANCES)}))`,
    ),
  ],
);

/** One movement of value: what caused it, and, for operators' grants and corrections, who and why. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The business object that caused the movement (an order, an earning, a grant …). */
    causeType: text('cause_type').notNull(),
    causeId: text('cause_id').notNull(),
    /** Makes a movement happen once (a webhook delivered twice, an earning collected twice). */
    idempotencyKey: text('idempotency_key'),
    /** Shown to the user in the transaction history. */
    memo: text('memo'),
    /** The operator who granted or corrected, and why (audit); null for movements of the product. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_key_key').on(t.idempotencyKey),
    index('ledger_entries_cause_idx').on(t.causeType, t.causeId),
    check('ledger_entries_kind_check', sql`${t.kind} ~ '^[a-z][a-z0-9_]{1,39}$'`),
    check(
      'ledger_entries_cause_check',
      sql`char_length(${t.causeType}) between 1 and 64 and char_length(${t.causeId}) between 1 and 128`,
    ),
    check('ledger_entries_memo_check', sql`char_length(${t.memo}) <= 500`),
    // An operator's movement names the operator and a reason; the product's never do.
    check(
      'ledger_entries_audit_check',
      sql`(${t.actorId} is null) = (${t.reason} is null)
        and (${t.reason} is null or char_length(${t.reason}) between 5 and 500)
        and (${t.kind} not in ('grant', 'correction') or ${t.actorId} is not null)`,
    ),
  ],
);

/** One line of an entry: an amount added to (positive) or taken from (negative) one account. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: uuid('account_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ledger_postings_account_currency_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_entry_idx').on(t.entryId),
    check('ledger_postings_amount_check', sql`${t.amount} <> 0`),
  ],
);
