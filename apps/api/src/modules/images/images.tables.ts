import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { OPERATOR_IMAGE_LIMITS } from '@kp/domain/images';
import { bytea } from '../../db/columns';
import { users } from '../users/users.tables';

/**
 * An operator's uploaded picture, re-encoded by the server to WebP without metadata. A row never
 * changes (its URL is cached for ever): a new picture is a new upload.
 */
export const operatorImages = pgTable(
  'operator_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webp: bytea('webp').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    /** The operator who uploaded it. */
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'operator_images_dimensions_check',
      sql`${t.width} between 1 and ${sql.raw(String(OPERATOR_IMAGE_LIMITS.maxSide))} and ${t.height} between 1 and ${sql.raw(String(OPERATOR_IMAGE_LIMITS.maxSide))}`,
    ),
  ],
);
