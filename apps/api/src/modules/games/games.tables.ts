import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const games = pgTable('games', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  genres: text('genres').array().notNull().default([]),
  platforms: text('platforms').array().notNull().default([]),
  loginMethod: text('login_method').notNull().default('user_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
