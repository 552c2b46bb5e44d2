import { sql } from 'drizzle-orm';
import {
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
import { userIdColumn } from '../users/users.tables';

/**
 * External EVM wallets a user linked by signing a Sign-In with Ethereum message. An address
 * belongs to the first user who linked it, for good (unique): disconnecting keeps the row
 * (`disconnected_at`), so a wallet cannot move to another user and pass the same wallet tasks
 * twice; its owner may link it again. One of a user's connected wallets is the primary one
 * (`evmWalletAddress`). Addresses are kept EIP-55 checksummed, so equal addresses are equal text.
 */
export const evmWallets = pgTable(
  'evm_wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    address: text('address').notNull(),
    /** The chain the wallet signed its sign-in message on. */
    chainId: integer('chain_id').notNull(),
    /** A smart-contract wallet (its signature was checked by EIP-1271 on that chain). */
    isContract: boolean('is_contract').notNull().default(false),
    isPrimary: boolean('is_primary').notNull().default(false),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (t) => [
    check('evm_wallets_disconnected_not_primary', sql`${t.disconnectedAt} is null or not ${t.isPrimary}`),
    uniqueIndex('evm_wallets_address_unique').on(t.address),
    uniqueIndex('evm_wallets_one_primary')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    index('evm_wallets_user_idx').on(t.userId),
    check('evm_wallets_address_format', sql`${t.address} ~ '^0x[0-9a-fA-F]{40}$'`),
  ],
);

/**
 * A sign-in nonce: issued to one user for one address and chain, usable once (`used_at` is set in
 * the transaction that links the wallet) until `expires_at`.
 */
export const evmSiweNonces = pgTable(
  'evm_siwe_nonces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nonce: text('nonce').notNull().unique(),
    userId: userIdColumn(),
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('evm_siwe_nonces_expiry_idx').on(t.expiresAt)],
);

/**
 * The terms of a reward claim handed to the web as EIP-712 typed data: what the user's wallet signs.
 * The nonce (a uint256, as decimal text) is used once, by the claim that checks its signature.
 */
export const evmClaimNonces = pgTable(
  'evm_claim_nonces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nonce: text('nonce').notNull().unique(),
    userId: userIdColumn(),
    campaignId: text('campaign_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    chainId: integer('chain_id').notNull(),
    /** Base units of the reward, as decimal text (a uint256). */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('evm_claim_nonces_user_campaign_idx').on(t.userId, t.campaignId),
    index('evm_claim_nonces_deadline_idx').on(t.deadline),
    check('evm_claim_nonces_amount_digits', sql`${t.amount} ~ '^[0-9]{1,78}$'`),
  ],
);
