import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, banners } from './content.tables';

export type NewBanner = typeof banners.$inferInsert;
export type NewArticle = typeof articles.$inferInsert;
export type BannerRow = typeof banners.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

type Page = { limit: number; offset: number };

const articleSummaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  publishedAt: articles.publishedAt,
};

export function createContentRepository(db: DbOrTx) {
  async function countOf(table: typeof banners | typeof articles, where: SQL | undefined, tx: DbOrTx) {
    const [row] = await tx.select({ total: count() }).from(table).where(where);
    return row?.total ?? 0;
  }

  return {
    listActiveBanners(placement: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: banners.id,
          placement: banners.placement,
          title: banners.title,
          subtitle: banners.subtitle,
          linkUrl: banners.linkUrl,
          position: banners.position,
          translations: banners.translations,
        })
        .from(banners)
        .where(and(eq(banners.placement, placement), eq(banners.isActive, true)))
        .orderBy(asc(banners.position), asc(banners.createdAt));
    },
    async insertBanners(rows: NewBanner[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(banners).values(rows);
    },
    async insertArticles(rows: NewArticle[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(articles).values(rows);
    },

    /** Articles published by `now`, newest first (the list's fields: no text), and how many. */
    async listPublishedArticles(now: Date, page: Page, tx: DbOrTx = db) {
      const published = lte(articles.publishedAt, now);
      const [rows, total] = await Promise.all([
        tx
          .select({ ...articleSummaryColumns, translations: articles.translations })
          .from(articles)
          .where(published)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(page.limit)
          .offset(page.offset),
        countOf(articles, published, tx),
      ]);
      return { rows, total };
    },
    async findPublishedArticle(slug: string, now: Date, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [row] = await tx
        .select()
        .from(articles)
        .where(and(eq(articles.slug, slug), lte(articles.publishedAt, now)));
      return row ?? null;
    },

    // Operators
    async listBanners(placement: string | undefined, page: Page, tx: DbOrTx = db) {
      const where = placement ? eq(banners.placement, placement) : undefined;
      const [rows, total] = await Promise.all([
        tx
          .select()
          .from(banners)
          .where(where)
          .orderBy(asc(banners.placement), asc(banners.position), asc(banners.createdAt))
          .limit(page.limit)
          .offset(page.offset),
        countOf(banners, where, tx),
      ]);
      return { rows, total };
    },
    async findBanner(id: string, tx: DbOrTx = db): Promise<BannerRow | null> {
      const [row] = await tx.select().from(banners).where(eq(banners.id, id));
      return row ?? null;
    },
    async insertBanner(values: NewBanner, tx: DbOrTx = db): Promise<BannerRow> {
      const [row] = await tx.insert(banners).values(values).returning();
      return row!;
    },
    async updateBanner(id: string, values: Partial<NewBanner>, tx: DbOrTx = db): Promise<BannerRow | null> {
      const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
      return row ?? null;
    },
    async listArticles(page: Page, tx: DbOrTx = db) {
      const [rows, total] = await Promise.all([
        tx
          .select()
          .from(articles)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(page.limit)
          .offset(page.offset),
        countOf(articles, undefined, tx),
      ]);
      return { rows, total };
    },
    async findArticle(id: string, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [row] = await tx.select().from(articles).where(eq(articles.id, id));
      return row ?? null;
    },
    async insertArticle(values: NewArticle, tx: DbOrTx = db): Promise<ArticleRow> {
      const [row] = await tx.insert(articles).values(values).returning();
      return row!;
    },
    async updateArticle(
      id: string,
      values: Partial<NewArticle>,
      tx: DbOrTx = db,
    ): Promise<ArticleRow | null> {
      const [row] = await tx.update(articles).set(values).where(eq(articles.id, id)).returning();
      return row ?? null;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
