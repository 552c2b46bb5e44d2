import { and, asc, count, desc, eq, gte, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pogFeedLikes, pogFeedPosts } from './pog-feed.tables';

export type PogPostRow = typeof pogFeedPosts.$inferSelect;
export type NewPogPost = Omit<typeof pogFeedPosts.$inferInsert, 'id' | 'seq'>;
export type HotPostRow = { post: PogPostRow; recentLikes: number; lastLikedAt: Date };

type Page = { limit: number; offset: number };

/** The only place with the feed tables' SQL. Every method takes the caller's transaction, if any. */
export function createPogFeedRepository(db: DbOrTx) {
  return {
    /** A card's post (once: a second post of the same card is no-op). */
    async insertPost(tx: DbOrTx, values: NewPogPost): Promise<void> {
      await tx.insert(pogFeedPosts).values(values).onConflictDoNothing({ target: pogFeedPosts.cardId });
    },

    async findPost(postId: string, tx: DbOrTx = db): Promise<PogPostRow | null> {
      const [row] = await tx.select().from(pogFeedPosts).where(eq(pogFeedPosts.id, postId));
      return row ?? null;
    },

    /** The posts of a clan (or of everyone), the newest first, after the post of `beforeSeq`. */
    async listNewest(input: {
      clanId?: string;
      beforeSeq: number | null;
      limit: number;
    }): Promise<PogPostRow[]> {
      return db
        .select()
        .from(pogFeedPosts)
        .where(
          and(
            input.clanId === undefined ? undefined : eq(pogFeedPosts.clanId, input.clanId),
            input.beforeSeq === null ? undefined : lt(pogFeedPosts.seq, input.beforeSeq),
          ),
        )
        .orderBy(desc(pogFeedPosts.seq))
        .limit(input.limit);
    },

    /** Each owner's latest post of a total of at least `minTotal`, the highest total first. */
    async listLegendary(input: Page & { minTotal: number }): Promise<PogPostRow[]> {
      return db
        .select()
        .from(pogFeedPosts)
        .where(
          and(
            gte(pogFeedPosts.total, input.minTotal),
            sql`not exists (select 1 from ${pogFeedPosts} as "newer" where "newer"."user_id" = ${pogFeedPosts.userId} and "newer"."seq" > ${pogFeedPosts.seq})`,
          ),
        )
        .orderBy(desc(pogFeedPosts.total), asc(pogFeedPosts.seq))
        .limit(input.limit)
        .offset(input.offset);
    },

    /** The posts liked since `since`, in the order of comparePogHotPosts (packages/domain). */
    async listHot(input: Page & { since: Date }): Promise<HotPostRow[]> {
      const recent = db
        .select({
          postId: pogFeedLikes.postId,
          recentLikes: count().as('recent_likes'),
          lastLikedAt: max(pogFeedLikes.createdAt).as('last_liked_at'),
        })
        .from(pogFeedLikes)
        .where(gte(pogFeedLikes.createdAt, input.since))
        .groupBy(pogFeedLikes.postId)
        .as('recent');
      const rows = await db
        .select({ post: pogFeedPosts, recentLikes: recent.recentLikes, lastLikedAt: recent.lastLikedAt })
        .from(pogFeedPosts)
        .innerJoin(recent, eq(recent.postId, pogFeedPosts.id))
        .orderBy(
          desc(recent.recentLikes),
          desc(recent.lastLikedAt),
          desc(pogFeedPosts.createdAt),
          asc(pogFeedPosts.id),
        )
        .limit(input.limit)
        .offset(input.offset);
      return rows.map((row) => ({
        post: row.post,
        recentLikes: Number(row.recentLikes),
        lastLikedAt: new Date(row.lastLikedAt ?? 0),
      }));
    },

    /** How many likes each of these posts has (a post without any is absent). */
    async likeCounts(postIds: readonly string[]): Promise<Map<string, number>> {
      if (!postIds.length) return new Map();
      const rows = await db
        .select({ postId: pogFeedLikes.postId, n: count() })
        .from(pogFeedLikes)
        .where(inArray(pogFeedLikes.postId, [...postIds]))
        .groupBy(pogFeedLikes.postId);
      return new Map(rows.map((row) => [row.postId, Number(row.n)]));
    },

    /** Which of these posts the user likes. */
    async likedBy(userId: string, postIds: readonly string[]): Promise<Set<string>> {
      if (!postIds.length) return new Set();
      const rows = await db
        .select({ postId: pogFeedLikes.postId })
        .from(pogFeedLikes)
        .where(and(eq(pogFeedLikes.userId, userId), inArray(pogFeedLikes.postId, [...postIds])));
      return new Set(rows.map((row) => row.postId));
    },

    /** The user's like of a post; a second (or a parallel) one finds the first and does nothing. */
    async insertLike(values: typeof pogFeedLikes.$inferInsert): Promise<void> {
      await db.insert(pogFeedLikes).values(values).onConflictDoNothing();
    },

    async deleteLike(postId: string, userId: string): Promise<void> {
      await db
        .delete(pogFeedLikes)
        .where(and(eq(pogFeedLikes.postId, postId), eq(pogFeedLikes.userId, userId)));
    },

    async countLikes(postId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pogFeedLikes).where(eq(pogFeedLikes.postId, postId));
      return Number(row?.n ?? 0);
    },

    /** The owners of posts whose total and clan were never read, or not since `before`. */
    async listOwnersToRefresh(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: pogFeedPosts.userId })
        .from(pogFeedPosts)
        .where(or(isNull(pogFeedPosts.refreshedAt), lt(pogFeedPosts.refreshedAt, before)))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** The owner's POG total (and clan, when given) on all their posts, read at `at`. */
    async setOwnerFigures(
      userId: string,
      figures: { total: number; clanId?: string | null; at: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(pogFeedPosts)
        .set({
          total: figures.total,
          refreshedAt: figures.at,
          ...(figures.clanId === undefined ? {} : { clanId: figures.clanId }),
        })
        .where(eq(pogFeedPosts.userId, userId));
    },

    /** The user joined a clan: their posts are its, and their total is to read again (a clan counts). */
    async joinClan(tx: DbOrTx, userId: string, clanId: string): Promise<void> {
      await tx.update(pogFeedPosts).set({ clanId, refreshedAt: null }).where(eq(pogFeedPosts.userId, userId));
    },

    /** The user left a clan (or it was deleted): their posts are no longer its; their total is to read again. */
    async leaveClan(tx: DbOrTx, userId: string, clanId: string): Promise<void> {
      await tx
        .update(pogFeedPosts)
        .set({ clanId: null, refreshedAt: null })
        .where(and(eq(pogFeedPosts.userId, userId), eq(pogFeedPosts.clanId, clanId)));
    },

    /** An erased account: its likes (the counts fall), then its posts (their likes go with them). */
    async deleteUser(tx: DbOrTx, userId: string): Promise<void> {
      await tx.delete(pogFeedLikes).where(eq(pogFeedLikes.userId, userId));
      await tx.delete(pogFeedPosts).where(eq(pogFeedPosts.userId, userId));
    },
  };
}

export type PogFeedRepository = ReturnType<typeof createPogFeedRepository>;
