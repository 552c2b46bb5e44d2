import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation, such as when the demo data was seeded. Apart from its queries
 * (installation-meta.ts), which take the database client that is typed by the schema.
 */
export const installationMeta = pgTable('installation_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
