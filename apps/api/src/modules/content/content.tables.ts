import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TranslatedField } from '@kp/domain/content-translations';
import { translationsColumn } from '../../db/columns';

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placement: text('placement').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    translations: translationsColumn<TranslatedField<'banner'>>(),
    linkUrl: text('link_url').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_placement_position_idx').on(t.placement, t.position)],
);

export const articles = pgTable('articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  translations: translationsColumn<TranslatedField<'article'>>(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});
