import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AVATAR_GENERATORS,
  AVATAR_GENRES,
  AVATAR_SOURCES,
  AVATAR_STATUSES,
  AVATAR_VARIANTS,
} from '@kp/domain/pog-avatars';
import { bytea, enumCheck } from '../../db/columns';
import { userIdColumn } from '../users/users.tables';
import type { FaceFeatures } from './face-features';

const REFRESHES_MAX = sql.raw(String(AVATAR_VARIANTS.perDay));

/**
 * What a user chose for their next avatar (genre, character, style) and the selfie waiting for the
 * generate call, with the features the face detector found in it. One row per user; the selfie
 * leaves it when a generation takes it.
 */
export const avatarDrafts = pgTable(
  'avatar_drafts',
  {
    userId: userIdColumn().primaryKey(),
    genre: text('genre'),
    characterId: text('character_id'),
    styleId: text('style_id'),
    selfieJpeg: bytea('selfie_jpeg'),
    face: jsonb('face').$type<FaceFeatures>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    enumCheck('avatar_drafts_genre_check', t.genre, AVATAR_GENRES),
    check('avatar_drafts_selfie_face_check', sql`(${t.selfieJpeg} is null) = (${t.face} is null)`),
  ],
);

/**
 * Avatars and their generation, a job whose state lives here so that it survives a restart: a
 * worker claims a `pending` row by taking its lease (`lease_until`), moves `progress`, and ends it
 * `ready` (with the image) or, after its attempts, `failed`. A worker that died lets the row go
 * when the lease ends. At most one pending generation per user (a partial unique index). The
 * selfie is kept only while the generation needs it: the CHECK holds that a finished row has none.
 */
export const avatars = pgTable(
  'avatars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    source: text('source').notNull(),
    genre: text('genre').notNull(),
    characterId: text('character_id').notNull(),
    styleId: text('style_id').notNull(),
    /** Draws the details the selfie does not decide (and all of a variant's). */
    seed: integer('seed').notNull(),
    generator: text('generator').notNull(),
    status: text('status').notNull(),
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Not to be claimed before then: held by a worker, or waiting to be tried again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    selfieJpeg: bytea('selfie_jpeg'),
    face: jsonb('face').$type<FaceFeatures>(),
    imageWebp: bytea('image_webp'),
    errorCode: text('error_code'),
    /** What went wrong last, for operators (never shown to users). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    index('avatars_user_idx').on(t.userId, t.createdAt),
    index('avatars_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('avatars_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    enumCheck('avatars_source_check', t.source, AVATAR_SOURCES),
    enumCheck('avatars_genre_check', t.genre, AVATAR_GENRES),
    enumCheck('avatars_generator_check', t.generator, AVATAR_GENERATORS),
    enumCheck('avatars_status_check', t.status, AVATAR_STATUSES),
    check('avatars_progress_check', sql`${t.progress} between 0 and 100`),
    check('avatars_ready_image_check', sql`(${t.status} = 'ready') = (${t.imageWebp} is not null)`),
    check('avatars_finished_no_selfie_check', sql`${t.status} = 'pending' or ${t.selfieJpeg} is null`),
  ],
);

/** The random variants drawn for a user; a variant's preview is drawn from its row alone. */
export const avatarVariants = pgTable(
  'avatar_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    genre: text('genre').notNull(),
    characterId: text('character_id').notNull(),
    styleId: text('style_id').notNull(),
    seed: integer('seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('avatar_variants_user_idx').on(t.userId, t.createdAt),
    enumCheck('avatar_variants_genre_check', t.genre, AVATAR_GENRES),
  ],
);

/**
 * How many times a user refreshed the variants on a UTC day. A refresh raises the count in one
 * conditional upsert (only while under the limit), so parallel refreshes cannot pass it, and the
 * CHECK is the last word.
 */
export const avatarVariantRefreshes = pgTable(
  'avatar_variant_refreshes',
  {
    userId: userIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('avatar_variant_refreshes_count_check', sql`${t.count} between 1 and ${REFRESHES_MAX}`),
  ],
);
