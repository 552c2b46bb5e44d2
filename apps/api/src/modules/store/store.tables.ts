import { bigint, boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    stock: integer('stock').notNull(),
    isOtpRequired: boolean('is_otp_required').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vouchers_price_positive', sql`${t.price} > 0`),
    check('vouchers_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);
