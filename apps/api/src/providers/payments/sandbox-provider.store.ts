import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sandboxPaymentSessions, sandboxWebhookDeliveries } from './sandbox-provider.tables';

export type SessionRow = typeof sandboxPaymentSessions.$inferSelect;
export type DeliveryRow = typeof sandboxWebhookDeliveries.$inferSelect;
export type NewDelivery = Pick<DeliveryRow, 'id' | 'sessionId' | 'type' | 'body' | 'dueAt' | 'createdAt'>;

/** The sandbox provider's storage: its checkout sessions and the webhook deliveries it owes. */
export function createSandboxStore(db: Db) {
  return {
    async findSession(id: string, tx: DbOrTx = db): Promise<SessionRow | null> {
      const [row] = await tx.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.id, id));
      return row ?? null;
    },
    async findSessionByIdempotencyKey(key: string): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(sandboxPaymentSessions)
        .where(eq(sandboxPaymentSessions.idempotencyKey, key));
      return row ?? null;
    },
    /** Stores a session unless one has its idempotency key already; null then. */
    async insertSession(values: typeof sandboxPaymentSessions.$inferInsert): Promise<SessionRow | null> {
      const [row] = await db.insert(sandboxPaymentSessions).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** Moves a session from open to its outcome, if it is still open and unexpired; null otherwise. */
    async completeOpenSession(
      tx: DbOrTx,
      id: string,
      change: { status: 'processing' | 'succeeded' | 'failed'; failureReason: string | null; now: Date },
    ): Promise<SessionRow | null> {
      const [row] = await tx
        .update(sandboxPaymentSessions)
        .set({
          status: change.status,
          failureReason: change.failureReason,
          completedAt: change.status === 'processing' ? null : change.now,
        })
        .where(
          and(
            eq(sandboxPaymentSessions.id, id),
            eq(sandboxPaymentSessions.status, 'open'),
            sql`${sandboxPaymentSessions.expiresAt} > ${change.now}`,
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Confirms a payment that was processing (a late confirmation, when its webhook goes out). */
    async confirmProcessingSession(id: string, now: Date): Promise<void> {
      await db
        .update(sandboxPaymentSessions)
        .set({ status: 'succeeded', completedAt: now })
        .where(and(eq(sandboxPaymentSessions.id, id), eq(sandboxPaymentSessions.status, 'processing')));
    },
    /** Fails the open sessions past their expiry; the ones it failed. */
    async expireOpenSessions(tx: DbOrTx, now: Date): Promise<SessionRow[]> {
      return tx
        .update(sandboxPaymentSessions)
        .set({ status: 'failed', failureReason: 'expired', completedAt: now })
        .where(and(eq(sandboxPaymentSessions.status, 'open'), lte(sandboxPaymentSessions.expiresAt, now)))
        .returning();
    },
    async insertDeliveries(tx: DbOrTx, rows: NewDelivery[]): Promise<void> {
      if (rows.length) await tx.insert(sandboxWebhookDeliveries).values(rows);
    },
    /**
     * Takes up to `limit` deliveries that are due, for one attempt: their next try is moved to
     * `leaseUntil` and their attempts counted in the same statement, so another replica (or a
     * second run here) does not send them at the same time. No transaction stays open while
     * they are sent.
     */
    async claimDueDeliveries(
      now: Date,
      leaseUntil: Date,
      maxAttempts: number,
      limit: number,
    ): Promise<(DeliveryRow & { notifyUrl: string; sessionStatus: string })[]> {
      const due = db
        .select({ id: sandboxWebhookDeliveries.id })
        .from(sandboxWebhookDeliveries)
        .where(
          and(
            isNull(sandboxWebhookDeliveries.deliveredAt),
            lte(sandboxWebhookDeliveries.dueAt, now),
            sql`${sandboxWebhookDeliveries.attempts} < ${maxAttempts}`,
          ),
        )
        .orderBy(asc(sandboxWebhookDeliveries.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(sandboxWebhookDeliveries)
        .set({ dueAt: leaseUntil, attempts: sql`${sandboxWebhookDeliveries.attempts} + 1` })
        .where(inArray(sandboxWebhookDeliveries.id, due))
        .returning();
      if (claimed.length === 0) return [];
      const sessions = await db
        .select({
          id: sandboxPaymentSessions.id,
          notifyUrl: sandboxPaymentSessions.notifyUrl,
          status: sandboxPaymentSessions.status,
        })
        .from(sandboxPaymentSessions)
        .where(
          inArray(
            sandboxPaymentSessions.id,
            claimed.map((d) => d.sessionId),
          ),
        );
      const byId = new Map(sessions.map((s) => [s.id, s]));
      return claimed
        .sort(
          (a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
        )
        .map((d) => ({
          ...d,
          notifyUrl: byId.get(d.sessionId)!.notifyUrl,
          sessionStatus: byId.get(d.sessionId)!.status,
        }));
    },
    async markDelivered(id: string, now: Date): Promise<void> {
      await db
        .update(sandboxWebhookDeliveries)
        .set({ deliveredAt: now, lastError: null })
        .where(eq(sandboxWebhookDeliveries.id, id));
    },
    async markFailed(id: string, error: string, retryAt: Date): Promise<void> {
      await db
        .update(sandboxWebhookDeliveries)
        .set({ lastError: error.slice(0, 500), dueAt: retryAt })
        .where(eq(sandboxWebhookDeliveries.id, id));
    },
    listDeliveries(sessionId: string): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(sandboxWebhookDeliveries)
        .where(eq(sandboxWebhookDeliveries.sessionId, sessionId))
        .orderBy(asc(sandboxWebhookDeliveries.createdAt));
    },
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;
