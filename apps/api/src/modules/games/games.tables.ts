import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TranslatedField } from '@kp/domain/content-translations';
import { GAME_STATUSES } from '@kp/domain/games';
import { enumCheck, translationsColumn } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * The game catalogue. Genres, platforms, networks and the login method hold the stable ids of
 * packages/domain/src/games.ts. Images are paths on our own origin or data URIs (isGameImage).
 * Users see live games only, by sort order then name; the indexes keep the list, its filters
 * (array containment, GIN) and its word search (a full-text GIN index) fast with many games.
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<TranslatedField<'game'>>(),
    genres: text('genres').array().notNull().default([]),
    platforms: text('platforms').array().notNull().default([]),
    networks: text('networks').array().notNull().default([]),
    loginMethod: text('login_method').notNull().default('user_name'),
    iconUrl: text('icon_url'),
    coverImageUrl: text('cover_image_url'),
    status: text('status').notNull().default('live'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('games_status_known', t.status, GAME_STATUSES),
    index('games_listing_idx').on(t.status, t.sortOrder, t.name, t.id),
    index('games_genres_idx').using('gin', t.genres),
    index('games_platforms_idx').using('gin', t.platforms),
    index('games_networks_idx').using('gin', t.networks),
    index('games_name_search_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
  ],
);

/**
 * The in-game identity a user links to a game, by the game's login method: one per user and
 * game, and one user per identity of a game (the identity is the value's canonical form,
 * gameUsernameIdentity in packages/domain).
 */
export const gameUsernames = pgTable(
  'game_usernames',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    loginMethod: text('login_method').notNull(),
    value: text('value').notNull(),
    identity: text('identity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_usernames_user_game_key').on(t.userId, t.gameId),
    uniqueIndex('game_usernames_identity_key').on(t.gameId, t.loginMethod, t.identity),
  ],
);
