import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export function createHealthService(database: Pick<Database, 'db' | 'kind'>) {
  return {
    /** Answers only when the database answers a query. */
    async check() {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: database.kind };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
