import type {
  AdminArticle,
  AdminArticleInput,
  AdminArticleUpdate,
  AdminBanner,
  AdminBannerInput,
  AdminBannerUpdate,
} from '@kp/contract/content-admin';
import type { Banner } from '@kp/contract/content';
import { AppError } from '@kp/domain/errors';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import type { ArticleRow, BannerRow, ContentRepository } from './content.repository';

type Page = { limit: number; offset: number };

function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    placement: row.placement as Banner['placement'],
    title: row.title,
    subtitle: row.subtitle,
    linkUrl: row.linkUrl,
    position: row.position,
    translations: row.translations,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
    translations: row.translations,
  };
}

/** Runs an article's write; another article's slug is ARTICLE_SLUG_TAKEN. */
async function withFreeSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'articles_slug_unique'))
      throw new AppError('ARTICLE_SLUG_TAKEN', { cause: error });
    throw error;
  }
}

/** Operators' banners and articles: English texts and their translations, as kept. */
export function createContentAdmin(repository: ContentRepository, clock: Clock) {
  return {
    async listBanners(query: { placement?: Banner['placement'] } & Page) {
      const { rows, total } = await repository.listBanners(query.placement, query);
      return { banners: rows.map(toAdminBanner), total };
    },

    async createBanner(input: AdminBannerInput): Promise<AdminBanner> {
      return toAdminBanner(await repository.insertBanner({ ...input, createdAt: clock.now() }));
    },

    /** A banner as it is, for the audit log's "before"; BANNER_NOT_FOUND for none. */
    async getBanner(id: string): Promise<AdminBanner> {
      const row = await repository.findBanner(id);
      if (!row) throw new AppError('BANNER_NOT_FOUND');
      return toAdminBanner(row);
    },

    async updateBanner(id: string, input: AdminBannerUpdate): Promise<AdminBanner> {
      const row = await repository.updateBanner(id, input);
      if (!row) throw new AppError('BANNER_NOT_FOUND');
      return toAdminBanner(row);
    },

    async listArticles(page: Page) {
      const { rows, total } = await repository.listArticles(page);
      return { articles: rows.map(toAdminArticle), total };
    },

    /** An article as it is, for the audit log's "before"; ARTICLE_NOT_FOUND for none. */
    async getArticle(id: string): Promise<AdminArticle> {
      const row = await repository.findArticle(id);
      if (!row) throw new AppError('ARTICLE_NOT_FOUND');
      return toAdminArticle(row);
    },

    async createArticle(input: AdminArticleInput): Promise<AdminArticle> {
      const { publishedAt, ...texts } = input;
      const row = await withFreeSlug(() =>
        repository.insertArticle({
          ...texts,
          publishedAt: publishedAt ? new Date(publishedAt) : clock.now(),
        }),
      );
      return toAdminArticle(row);
    },

    async updateArticle(id: string, input: AdminArticleUpdate): Promise<AdminArticle> {
      const { publishedAt, ...texts } = input;
      const row = await withFreeSlug(() =>
        repository.updateArticle(id, {
          ...texts,
          ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
        }),
      );
      if (!row) throw new AppError('ARTICLE_NOT_FOUND');
      return toAdminArticle(row);
    },
  };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
