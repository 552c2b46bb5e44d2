import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { XpAction } from '@kp/domain/progression';
import type { DbOrTx } from '../../db/client';
import { userXp, xpEvents } from './xp.tables';

export type XpEventRow = typeof xpEvents.$inferSelect;
export type UserXpRow = typeof userXp.$inferSelect;

export function createXpRepository(db: DbOrTx) {
  return {
    /**
     * The user's XP row, made when missing, locked until the transaction ends (every writer takes
     * it first, so writers of one user queue here rather than meet in a deadlock); a time zone
     * given replaces the one kept.
     */
    async lockUserXp(
      tx: DbOrTx,
      input: { userId: string; now: Date; timeZone?: string | undefined },
    ): Promise<UserXpRow> {
      const [row] = await tx
        .insert(userXp)
        .values({
          userId: input.userId,
          updatedAt: input.now,
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        })
        .onConflictDoUpdate({
          target: userXp.userId,
          set: input.timeZone
            ? { timeZone: input.timeZone, updatedAt: input.now }
            : { userId: sql`excluded.user_id` },
        })
        .returning();
      if (!row) throw new Error('the user XP upsert returned nothing');
      return row;
    },

    /** The XP totals of these users (those with none are absent). */
    async listTotals(userIds: readonly string[], tx: DbOrTx = db): Promise<{ userId: string; xp: number }[]> {
      if (userIds.length === 0) return [];
      return tx
        .select({ userId: userXp.userId, xp: userXp.xp })
        .from(userXp)
        .where(inArray(userXp.userId, [...userIds]));
    },

    /** The user's events counted by action and amount (the POG scores read their facts from it). */
    async countActions(userId: string): Promise<{ action: string; amount: number; n: number }[]> {
      return db
        .select({ action: xpEvents.action, amount: xpEvents.amount, n: count() })
        .from(xpEvents)
        .where(eq(xpEvents.userId, userId))
        .groupBy(xpEvents.action, xpEvents.amount);
    },

    async findUserXp(userId: string, tx: DbOrTx = db): Promise<UserXpRow | null> {
      const [row] = await tx.select().from(userXp).where(eq(userXp.userId, userId));
      return row ?? null;
    },

    /** Adds an event; null when its (user, action, source) is already there. */
    async insertEvent(tx: DbOrTx, row: typeof xpEvents.$inferInsert): Promise<XpEventRow | null> {
      const [inserted] = await tx
        .insert(xpEvents)
        .values(row)
        .onConflictDoNothing({ target: [xpEvents.userId, xpEvents.action, xpEvents.sourceId] })
        .returning();
      return inserted ?? null;
    },

    async findEvent(
      key: { userId: string; action: XpAction; sourceId: string },
      tx: DbOrTx = db,
    ): Promise<XpEventRow | null> {
      const [row] = await tx
        .select()
        .from(xpEvents)
        .where(
          and(
            eq(xpEvents.userId, key.userId),
            eq(xpEvents.action, key.action),
            eq(xpEvents.sourceId, key.sourceId),
          ),
        );
      return row ?? null;
    },

    /** The user's latest event of an action, or null. */
    async findLatestEvent(tx: DbOrTx, userId: string, action: XpAction): Promise<XpEventRow | null> {
      const [row] = await tx
        .select()
        .from(xpEvents)
        .where(and(eq(xpEvents.userId, userId), eq(xpEvents.action, action)))
        .orderBy(desc(xpEvents.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The user's earliest event of any of these actions, or null. */
    async findFirstEvent(
      tx: DbOrTx,
      userId: string,
      actions: readonly XpAction[],
    ): Promise<XpEventRow | null> {
      if (actions.length === 0) return null;
      const [row] = await tx
        .select()
        .from(xpEvents)
        .where(and(eq(xpEvents.userId, userId), inArray(xpEvents.action, [...actions])))
        .orderBy(asc(xpEvents.createdAt), asc(xpEvents.id))
        .limit(1);
      return row ?? null;
    },

    async addToTotal(tx: DbOrTx, userId: string, amount: number, now: Date): Promise<void> {
      await tx
        .update(userXp)
        .set({ xp: sql`${userXp.xp} + ${amount}`, updatedAt: now })
        .where(eq(userXp.userId, userId));
    },

    /** The distinct local days the user earned XP on. */
    async listActiveDays(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ day: xpEvents.localDay })
        .from(xpEvents)
        .where(eq(xpEvents.userId, userId));
      return rows.map((r) => r.day);
    },

    async listRecent(userId: string, limit: number, tx: DbOrTx = db): Promise<XpEventRow[]> {
      return tx
        .select()
        .from(xpEvents)
        .where(eq(xpEvents.userId, userId))
        .orderBy(desc(xpEvents.createdAt), desc(xpEvents.id))
        .limit(limit);
    },

    /** An erased account's XP goes with it: its events and its total. */
    async deleteUser(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(xpEvents).where(eq(xpEvents.userId, userId));
      await tx.delete(userXp).where(eq(userXp.userId, userId));
    },
  };
}

export type XpRepository = ReturnType<typeof createXpRepository>;
