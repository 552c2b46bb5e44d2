import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, sql, sum } from 'drizzle-orm';
import type { PogResult } from '@kp/domain/pog-scores';
import type { DbOrTx } from '../../db/client';
import { pogScores } from './pog-scores.tables';

export type PogScoreRow = typeof pogScores.$inferSelect;

type Page = { limit: number; offset: number };

export function createPogScoresRepository(db: DbOrTx) {
  return {
    /** Marks these users' scores stale (a row made, stale, when missing), in the event's transaction. */
    async markStale(tx: DbOrTx, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await tx
        .insert(pogScores)
        .values(userIds.map((userId) => ({ userId, isStale: true })))
        .onConflictDoUpdate({
          target: pogScores.userId,
          set: { isStale: true, staleSeq: sql`${pogScores.staleSeq} + 1` },
        });
    },

    async find(userId: string, tx: DbOrTx = db): Promise<PogScoreRow | null> {
      const [row] = await tx.select().from(pogScores).where(eq(pogScores.userId, userId));
      return row ?? null;
    },

    async list(userIds: readonly string[]): Promise<PogScoreRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(pogScores)
        .where(inArray(pogScores.userId, [...userIds]));
    },

    /**
     * Writes a computed result (made when missing) and clears the stale mark; `changed_at` moves
     * only when the total changed, so on equal totals who reached it first stays first.
     */
    async save(
      tx: DbOrTx,
      input: { userId: string; result: PogResult; clanId: string | null; now: Date; seenSeq: number },
    ): Promise<PogScoreRow> {
      const { scores, total, tier, badges, roles } = input.result;
      const values = {
        ...scores,
        total,
        tier,
        badges: badges.map((b) => b.id),
        roles: [...roles],
        clanId: input.clanId,
        computedAt: input.now,
      };
      const [row] = await tx
        .insert(pogScores)
        .values({ userId: input.userId, ...values, isStale: false, changedAt: input.now })
        .onConflictDoUpdate({
          target: pogScores.userId,
          set: {
            ...values,
            // Marked again since the facts were read: it stays stale, to be computed once more.
            isStale: sql`${pogScores.staleSeq} <> ${input.seenSeq}`,
            changedAt: sql`case when ${pogScores.total} = ${total} then ${pogScores.changedAt} else ${input.now.toISOString()}::timestamptz end`,
          },
        })
        .returning();
      if (!row) throw new Error('the POG scores upsert returned nothing');
      return row;
    },

    async delete(tx: DbOrTx, userId: string): Promise<void> {
      await tx.delete(pogScores).where(eq(pogScores.userId, userId));
    },

    /** Users whose scores are stale, the oldest computed first (never computed before all). */
    async listStale(limit: number): Promise<string[]> {
      const rows = await db
        .select({ userId: pogScores.userId })
        .from(pogScores)
        .where(eq(pogScores.isStale, true))
        .orderBy(sql`${pogScores.computedAt} asc nulls first`)
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    async countStale(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pogScores).where(eq(pogScores.isStale, true));
      return row?.n ?? 0;
    },

    /** The users ranked by total (those above 0), highest first; on a tie who reached it first. */
    async rankUsers(page: Page): Promise<{ rows: PogScoreRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(pogScores)
          .where(gt(pogScores.total, 0))
          .orderBy(desc(pogScores.total), asc(pogScores.changedAt), asc(pogScores.userId))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(pogScores).where(gt(pogScores.total, 0)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** A user's rank by the same order (null: a total of 0, not on the board). */
    async userRank(row: PogScoreRow): Promise<number | null> {
      if (row.total <= 0) return null;
      const [above] = await db
        .select({ n: count() })
        .from(pogScores)
        .where(
          or(
            gt(pogScores.total, row.total),
            and(
              eq(pogScores.total, row.total),
              sql`(${pogScores.changedAt}, ${pogScores.userId}) < (${row.changedAt.toISOString()}::timestamptz, ${row.userId}::uuid)`,
            ),
          ),
        );
      return (above?.n ?? 0) + 1;
    },

    /**
     * The clans ranked by the sum of their members' totals (clans above 0), highest first; on a
     * tie, the clan whose last member's total changed first.
     */
    async rankClans(page: Page): Promise<{ rows: { clanId: string; score: number }[]; total: number }> {
      const score = sum(pogScores.total).mapWith(Number);
      const lastChange = sql`max(${pogScores.changedAt})`;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ clanId: pogScores.clanId, score })
          .from(pogScores)
          .where(isNotNull(pogScores.clanId))
          .groupBy(pogScores.clanId)
          .having(sql`sum(${pogScores.total}) > 0`)
          .orderBy(desc(score), asc(lastChange), asc(pogScores.clanId))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(distinct ${pogScores.clanId})`.mapWith(Number) })
          .from(pogScores)
          .where(and(isNotNull(pogScores.clanId), gt(pogScores.total, 0))),
      ]);
      return {
        rows: rows.flatMap((r) => (r.clanId ? [{ clanId: r.clanId, score: r.score }] : [])),
        total: counted?.n ?? 0,
      };
    },

    /** A clan's score and rank by the same order (null: not on the board). */
    async clanStanding(clanId: string): Promise<{ rank: number; score: number } | null> {
      const ranked = db
        .select({
          clanId: pogScores.clanId,
          score: sql<number>`sum(${pogScores.total})`.mapWith(Number).as('score'),
          rank: sql<number>`row_number() over (order by sum(${pogScores.total}) desc, max(${pogScores.changedAt}) asc, ${pogScores.clanId} asc)`
            .mapWith(Number)
            .as('rank'),
        })
        .from(pogScores)
        .where(isNotNull(pogScores.clanId))
        .groupBy(pogScores.clanId)
        .having(sql`sum(${pogScores.total}) > 0`)
        .as('ranked');
      const [mine] = await db.select().from(ranked).where(eq(ranked.clanId, clanId));
      return mine ? { rank: mine.rank, score: mine.score } : null;
    },

    /** The rows of a clan's members as last computed, highest total first. */
    async listClanMembers(clanId: string, page: Page): Promise<PogScoreRow[]> {
      return db
        .select()
        .from(pogScores)
        .where(eq(pogScores.clanId, clanId))
        .orderBy(desc(pogScores.total), asc(pogScores.changedAt), asc(pogScores.userId))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type PogScoresRepository = ReturnType<typeof createPogScoresRepository>;
