import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TranslatedField } from '@kp/domain/content-translations';
import { CURRENCY_IDS } from '@kp/domain/currencies';
import { REDEMPTION_STATUSES } from '@kp/domain/store';
import { enumCheck, translationsColumn } from '../../db/columns';
import { sql } from 'drizzle-orm';
import { users } from '../users/users.tables';
import { ledgerEntries } from '../ledger/ledger.tables';

/**
 * A voucher of the K-Store. Its stock is not stored: it is the number of its codes not yet
 * handed out (`voucher_codes` with no redemption), so it can never disagree with the codes.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<TranslatedField<'voucher'>>(),
    /** Its picture: the platform art or an operator's upload (packages/domain/src/images.ts). */
    imageUrl: text('image_url'),
    /** In minor units of `currency` (a stable currency id of packages/domain). */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    isOtpRequired: boolean('is_otp_required').notNull().default(true),
    /** Off sale: hidden from the store, refused at redemption; its codes stay. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vouchers_price_positive', sql`${t.price} > 0`),
    enumCheck('vouchers_currency_check', t.currency, CURRENCY_IDS),
  ],
);

/**
 * What a user redeemed. A pending redemption waits for its one-time code (the auth module's
 * challenge); a completed one has its payment in the ledger and exactly one code. The price is
 * kept as it was when the redemption began: the user pays what they confirmed.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The Idempotency-Key of the request that began it: one redemption per key and user. */
    requestKey: text('request_key').notNull(),
    /** The one-time code's challenge (auth module) while it waits for one. */
    challengeId: uuid('challenge_id'),
    /** Where the code went (masked) and its times, as the last send answered: for the screen only. */
    challengeSentTo: text('challenge_sent_to'),
    challengeExpiresAt: timestamp('challenge_expires_at', { withTimezone: true }),
    challengeResendAt: timestamp('challenge_resend_at', { withTimezone: true }),
    /** The payment, once completed. */
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_request_key').on(t.userId, t.requestKey),
    uniqueIndex('voucher_redemptions_ledger_entry_key').on(t.ledgerEntryId),
    index('voucher_redemptions_user_created_idx').on(t.userId, t.createdAt),
    index('voucher_redemptions_voucher_created_idx').on(t.voucherId, t.createdAt),
    enumCheck('voucher_redemptions_status_check', t.status, REDEMPTION_STATUSES),
    check('voucher_redemptions_price_positive', sql`${t.price} > 0`),
    // Completed means paid; anything else means nothing was.
    check(
      'voucher_redemptions_completed_check',
      sql`(${t.status} = 'completed') = (${t.ledgerEntryId} is not null and ${t.completedAt} is not null)`,
    ),
  ],
);

/**
 * The codes of a voucher, sealed with AES-256-GCM (the row's id authenticated with it, so a
 * sealed code cannot be moved to another row). A code is handed out once: by setting its
 * redemption, unique here, in the transaction that pays for it. A keyed hash of the code keeps
 * one voucher from holding the same code twice without the code being readable.
 */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    keyVersion: integer('key_version').notNull(),
    sealedCode: text('sealed_code').notNull(),
    codeHash: text('code_hash').notNull(),
    redemptionId: uuid('redemption_id').references(() => voucherRedemptions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    handedOutAt: timestamp('handed_out_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_codes_voucher_hash_key').on(t.voucherId, t.codeHash),
    uniqueIndex('voucher_codes_redemption_key').on(t.redemptionId),
    // The free codes of a voucher, oldest first: what a redemption takes and what the stock counts.
    index('voucher_codes_free_idx')
      .on(t.voucherId, t.createdAt)
      .where(sql`${t.redemptionId} is null`),
    check('voucher_codes_handed_out_check', sql`(${t.redemptionId} is null) = (${t.handedOutAt} is null)`),
  ],
);
