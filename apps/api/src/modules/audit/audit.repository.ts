import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAuditLog } from './audit.tables';

export type AuditRow = typeof adminAuditLog.$inferSelect;

export function createAuditRepository(db: DbOrTx) {
  return {
    async insert(values: typeof adminAuditLog.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(adminAuditLog).values(values);
    },
    /** Entries newest first, optionally of one operator or one action. */
    async list(
      filter: { actorId?: string; action?: string; limit: number; offset: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = and(
        filter.actorId ? eq(adminAuditLog.actorId, filter.actorId) : undefined,
        filter.action ? eq(adminAuditLog.action, filter.action) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(adminAuditLog)
          .where(where)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(filter.limit)
          .offset(filter.offset),
        tx.select({ n: count() }).from(adminAuditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
