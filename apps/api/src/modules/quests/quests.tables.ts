import { bigint, boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { games } from '../games/games.tables';

export const quests = pgTable(
  'quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalSlots: integer('total_slots').notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    rewardCurrency: text('reward_currency').notNull(),
    isThirdPartyGame: boolean('is_third_party_game').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quests_total_slots_positive', sql`${t.totalSlots} > 0`),
    check('quests_reward_non_negative', sql`${t.rewardAmount} >= 0`),
  ],
);
