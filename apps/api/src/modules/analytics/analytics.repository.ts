import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents } from './analytics.tables';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export function createAnalyticsRepository(db: DbOrTx) {
  return {
    async insertEvents(rows: NewAnalyticsEvent[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(analyticsEvents).values(rows);
    },
    async countEvents(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(analyticsEvents);
      return row?.value ?? 0;
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
