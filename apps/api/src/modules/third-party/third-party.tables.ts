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
import { games } from '../games/games.tables';
import { quests } from '../quests/quests.tables';
import { tournaments } from '../tournaments/tournaments.tables';
import { userIdColumn } from '../users/users.tables';

/**
 * The third-party clients: a game's server that players are sent to (the redirect) and that
 * reports back (game API validation). The client secret is kept only as a keyed hash; the signing
 * secret of reports is sealed (AES-256-GCM with the installation keyring), since checking an HMAC
 * needs the key itself. Both are shown once, at creation and at each rotation.
 */
export const thirdPartyClients = pgTable(
  'third_party_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id').notNull().unique(),
    name: text('name').notNull(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    secretHash: text('secret_hash').notNull(),
    signingKeyVersion: integer('signing_key_version').notNull(),
    signingSecretSealed: text('signing_secret_sealed').notNull(),
    /** Rises at each rotation: the sealing context, so an old sealed secret cannot be swapped in. */
    secretVersion: integer('secret_version').notNull().default(1),
    redirectUris: text('redirect_uris').array().notNull(),
    webhookUrl: text('webhook_url'),
    /**
     * The game asks its players for their username in it before play (the arena has them confirm
     * it, the code exchange hands it over); most games know a player by the token alone.
     */
    needsGameUsername: boolean('needs_game_username').notNull().default(false),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('third_party_clients_status_valid', sql`${t.status} in ('active', 'disabled')`),
    check('third_party_clients_redirect_uris_present', sql`cardinality(${t.redirectUris}) >= 1`),
    index('third_party_clients_game_idx').on(t.gameId),
  ],
);

/**
 * An authorization code (kept as a keyed hash), bound to its user, client, redirect URI and what
 * the player comes to play: a quest, a tournament, or neither (free play in the arena). `used_at`
 * is set by the one exchange that wins; a second presentation revokes what the first issued
 * (`revoked_at`), as OAuth 2 asks.
 */
export const thirdPartyGrants = pgTable(
  'third_party_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => thirdPartyClients.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    questId: uuid('quest_id').references(() => quests.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('third_party_grants_one_purpose', sql`${t.questId} is null or ${t.tournamentId} is null`),
    index('third_party_grants_user_idx').on(t.userId),
    index('third_party_grants_expiry_idx').on(t.expiresAt),
  ],
);

/** The reports a game sent: one per client and report id, so a replay is refused. */
export const thirdPartyReports = pgTable(
  'third_party_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => thirdPartyClients.id, { onDelete: 'cascade' }),
    reportId: text('report_id').notNull(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => thirdPartyGrants.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    /** The quest stage reported (quest play), or null (a tournament's score). */
    stageId: uuid('stage_id'),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('third_party_reports_client_report_unique').on(t.clientId, t.reportId),
    index('third_party_reports_user_idx').on(t.userId),
    check('third_party_reports_score_non_negative', sql`${t.score} >= 0`),
  ],
);
