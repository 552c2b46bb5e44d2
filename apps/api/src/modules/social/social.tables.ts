import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SOCIAL_PROVIDERS } from '@kp/domain/social';
import { enumCheck } from '../../db/columns';
import { userIdColumn } from '../users/users.tables';

/**
 * A social account linked to a user for campaign tasks. One account (provider, external id)
 * belongs to one user for good: disconnecting keeps the row (`disconnected_at`, tokens wiped), so
 * the account cannot move to another user and earn the same rewards twice; its owner may connect
 * it again. A user has one connected account per provider. The provider's tokens are sealed
 * (AES-256-GCM with the installation keyring, bound to the provider and account id); Steam and
 * Telegram links carry none. A refresh is leased to one replica at a time (`refresh_lease_until`):
 * X rotates refresh tokens, so a second use of the old one would lose the link.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    handle: text('handle'),
    displayName: text('display_name'),
    tokenKeyVersion: integer('token_key_version'),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** Until when one replica holds the right to refresh the tokens (providers rotate refresh tokens). */
    refreshLeaseUntil: timestamp('refresh_lease_until', { withTimezone: true }),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_external_key').on(t.provider, t.externalId),
    uniqueIndex('social_accounts_user_provider_connected_key')
      .on(t.userId, t.provider)
      .where(sql`${t.disconnectedAt} is null`),
    index('social_accounts_user_idx').on(t.userId),
    enumCheck('social_accounts_provider_check', t.provider, SOCIAL_PROVIDERS),
    check(
      'social_accounts_tokens_keyed',
      sql`(${t.accessTokenSealed} is null and ${t.refreshTokenSealed} is null) or ${t.tokenKeyVersion} is not null`,
    ),
  ],
);

/**
 * A link on its way: the state sent to the provider (kept as a SHA-256), the PKCE verifier and,
 * for Google, the OpenID nonce, bound to the user, the provider and the redirect URI. Used once
 * (`used_at`), within ten minutes.
 */
export const socialAuthStates = pgTable(
  'social_auth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    userId: userIdColumn(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_auth_states_state_hash_key').on(t.stateHash),
    index('social_auth_states_expiry_idx').on(t.expiresAt),
    enumCheck('social_auth_states_provider_check', t.provider, SOCIAL_PROVIDERS),
  ],
);
