import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, banners } from './content.tables';

export type NewBanner = typeof banners.$inferInsert;
export type NewArticle = typeof articles.$inferInsert;

export function createContentRepository(db: DbOrTx) {
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
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
