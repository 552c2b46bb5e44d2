import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * The custodial EVM wallet of an account, one per account, made at sign-up. The address is
 * kept checksummed (EIP-55); the private key only sealed (AES-256-GCM, see platform/sealing.ts),
 * with the version of the key that sealed it.
 */
export const userWallets = pgTable(
  'user_wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    encryptedPrivateKey: text('encrypted_private_key').notNull(),
    keyVersion: integer('key_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique whatever the case, so that an address read from a chain (often lower case) finds its row.
    uniqueIndex('user_wallets_address_key').on(sql`lower(${t.address})`),
    check('user_wallets_address_check', sql`${t.address} ~ '^0x[0-9a-fA-F]{40}$'`),
    check('user_wallets_key_version_check', sql`${t.keyVersion} > 0`),
  ],
);
