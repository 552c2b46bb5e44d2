import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentOrders, paymentWebhookEvents } from './payments.tables';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type WebhookEventRow = typeof paymentWebhookEvents.$inferSelect;

export function createPaymentsRepository(db: DbOrTx) {
  async function findOrder(id: string, tx: DbOrTx = db): Promise<OrderRow | null> {
    const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row ?? null;
  }
  return {
    async insertOrder(values: typeof paymentOrders.$inferInsert, tx: DbOrTx = db): Promise<OrderRow> {
      const [row] = await tx.insert(paymentOrders).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    findOrder,
    /** How many of the user's orders were paid and kept (not refunded): the POG commerce score's purchases. */
    async countPaidOrders(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'success')));
      return row?.n ?? 0;
    },
    /** A user's own order; null for another's or none (the caller answers 404 either way). */
    async findUserOrder(userId: string, id: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
      return row ?? null;
    },
    /** The order, locked for the rest of the transaction (its webhook events are applied one at a time). */
    async lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
      return row ?? null;
    },
    /** Records the provider's checkout unless one is recorded already; the order as it now stands. */
    async setCheckout(
      id: string,
      checkout: { sessionId: string; checkoutUrl: string },
      now: Date,
    ): Promise<OrderRow | null> {
      const [row] = await db
        .update(paymentOrders)
        .set({ providerSessionId: checkout.sessionId, checkoutUrl: checkout.checkoutUrl, updatedAt: now })
        .where(and(eq(paymentOrders.id, id), isNull(paymentOrders.checkoutUrl)))
        .returning();
      return row ?? findOrder(id);
    },
    async updateOrder(
      tx: DbOrTx,
      id: string,
      change: Partial<
        Pick<
          OrderRow,
          | 'status'
          | 'paymentStatus'
          | 'entryId'
          | 'paidAt'
          | 'failureReason'
          | 'refundedAt'
          | 'refundEntryId'
          | 'updatedAt'
        >
      >,
    ): Promise<void> {
      await tx.update(paymentOrders).set(change).where(eq(paymentOrders.id, id));
    },
    /** Stores a webhook event once per provider and event id; null when it was stored before. */
    async insertEvent(
      tx: DbOrTx,
      values: typeof paymentWebhookEvents.$inferInsert,
    ): Promise<WebhookEventRow | null> {
      const [row] = await tx.insert(paymentWebhookEvents).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async setEventOutcome(tx: DbOrTx, id: string, outcome: string): Promise<void> {
      await tx.update(paymentWebhookEvents).set({ outcome }).where(eq(paymentWebhookEvents.id, id));
    },
    listEvents(orderId: string): Promise<WebhookEventRow[]> {
      return db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.orderId, orderId))
        .orderBy(sql`${paymentWebhookEvents.receivedAt}`);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
