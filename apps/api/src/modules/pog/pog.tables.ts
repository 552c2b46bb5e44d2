import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SHARE_CHANNELS } from '@kp/domain/pog';
import { MINT_MODES, POG_CARD_STATUSES, POG_NAME_LENGTH, POG_SLOT_CURRENCIES } from '@kp/domain/pog-mint';
import { enumCheck } from '../../db/columns';
import { ledgerEntries } from '../ledger/ledger.tables';
import { userIdColumn } from '../users/users.tables';

const NAME_PATTERN = sql.raw(`'^[A-Za-z0-9]{${POG_NAME_LENGTH.min},${POG_NAME_LENGTH.max}}$'`);

/**
 * A user's place in minting: the POG name they reserved (unique whatever its case:
 * `pog_profiles_name_key` on lower(name) decides between parallel reservations), their mode, and
 * when their last slot payment was refused (the status says "slot payment failed" until a payment
 * goes through). Erasing the account deletes the row, which frees the name.
 */
export const pogProfiles = pgTable(
  'pog_profiles',
  {
    userId: userIdColumn().primaryKey(),
    name: text('name'),
    mode: text('mode').notNull(),
    slotPaymentFailedAt: timestamp('slot_payment_failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pog_profiles_name_key').on(sql`lower(${t.name})`),
    check('pog_profiles_name_check', sql`${t.name} ~ ${NAME_PATTERN}`),
    enumCheck('pog_profiles_mode_check', t.mode, MINT_MODES),
  ],
);

/**
 * Mint slots a user paid for, each through one ledger entry; a slot holds one card. A user has at
 * most one slot waiting for its card (`pog_slots_open_key`), so unlocking twice pays once.
 */
export const pogSlots = pgTable(
  'pog_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    cardId: uuid('card_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pog_slots_open_key')
      .on(t.userId)
      .where(sql`${t.cardId} is null`),
    uniqueIndex('pog_slots_card_key').on(t.cardId),
    enumCheck('pog_slots_currency_check', t.currency, POG_SLOT_CURRENCIES),
    check('pog_slots_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * POG cards and their mints. `token_id` is the ERC-721 token id, handed out at the card's creation,
 * so a mint sent twice (a crash between sending and recording) finds its token already minted
 * instead of minting a second one. `chain_id` and `contract` are null for a custodial record (no
 * chain configured when the card was made). The mint job takes a card whose `finishes_at` has
 * come by a lease (`lease_until`), so one replica works on it at a time.
 */
export const pogCards = pgTable(
  'pog_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenId: bigint('token_id', { mode: 'bigint' }).notNull().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => pogSlots.id),
    mode: text('mode').notNull(),
    name: text('name').notNull(),
    avatarId: text('avatar_id').notNull(),
    genre: text('genre').notNull(),
    imageUrl: text('image_url').notNull(),
    ownerAddress: text('owner_address').notNull(),
    chainId: integer('chain_id'),
    contract: text('contract'),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishesAt: timestamp('finishes_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    txHash: text('tx_hash'),
    mintedAt: timestamp('minted_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pog_cards_token_key').on(t.tokenId),
    uniqueIndex('pog_cards_slot_key').on(t.slotId),
    index('pog_cards_user_idx').on(t.userId, t.createdAt),
    index('pog_cards_due_idx')
      .on(t.finishesAt)
      .where(sql`${t.status} = 'minting'`),
    enumCheck('pog_cards_status_check', t.status, POG_CARD_STATUSES),
    enumCheck('pog_cards_mode_check', t.mode, MINT_MODES),
    check('pog_cards_chain_check', sql`(${t.chainId} is null) = (${t.contract} is null)`),
  ],
);

/**
 * How often each card was shared on each channel of the "share POG" modal (`users/pog/share`):
 * one row per card and channel, counted by an upsert. Goes with the card (and so with the account).
 */
export const pogShares = pgTable(
  'pog_shares',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => pogCards.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    count: integer('count').notNull(),
    lastSharedAt: timestamp('last_shared_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.channel] }),
    enumCheck('pog_shares_channel_check', t.channel, SHARE_CHANNELS),
  ],
);
