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
import { KCASH_SUB_BALANCES } from '@kp/domain/ledger';
import { enumCheck } from '../../db/columns';
import { ledgerEntries } from '../ledger/ledger.tables';
import { users } from '../users/users.tables';

/**
 * One swap of USDT into K-Cash: the numbers quoted and moved (minor units: USDT at 6 decimals,
 * K-Cash at 2) and the ledger entry that moved them, made in the same transaction. The entry's
 * cause is this row (`swap`, id), so each side names the other.
 */
export const swaps = pgTable(
  'swaps',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountUsdt: bigint('amount_usdt', { mode: 'bigint' }).notNull(),
    feeUsdt: bigint('fee_usdt', { mode: 'bigint' }).notNull(),
    netUsdt: bigint('net_usdt', { mode: 'bigint' }).notNull(),
    kcash: bigint('kcash', { mode: 'bigint' }).notNull(),
    feeBps: integer('fee_bps').notNull(),
    kcashPerUsdt: integer('kcash_per_usdt').notNull(),
    /** The K-Cash sub-balance credited (see the ledger README: swapped K-Cash is `purchased`). */
    subBalance: text('sub_balance').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('swaps_entry_id_key').on(t.entryId),
    index('swaps_user_created_idx').on(t.userId, t.createdAt),
    check(
      'swaps_amounts_check',
      sql`${t.amountUsdt} > 0 and ${t.feeUsdt} >= 0 and ${t.netUsdt} > 0 and ${t.kcash} > 0
        and ${t.amountUsdt} = ${t.feeUsdt} + ${t.netUsdt}`,
    ),
    check('swaps_fee_bps_check', sql`${t.feeBps} between 0 and 9999`),
    enumCheck('swaps_sub_balance_check', t.subBalance, KCASH_SUB_BALANCES),
  ],
);
