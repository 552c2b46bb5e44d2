import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clans = pgTable('clans', {
  id: uuid('id').primaryKey().defaultRandom(),
  clanName: text('clan_name').notNull().unique(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
