import type { Article, ArticleSummary, Banner } from '@kp/contract/content';
import { AppError } from '@kp/domain/errors';
import type { Clock } from '../../platform/clock';
import type { ContentTexts } from '../../platform/content-language';
import type { ContentRepository } from './content.repository';

type Page = { limit: number; offset: number };

/** What readers get of the site's content: banners and articles, in their language. */
export function createContentService(repository: ContentRepository, clock: Clock) {
  return {
    /** A placement's active banners, their texts in the reader's language. */
    async listBanners(placement: Banner['placement'], texts: ContentTexts): Promise<Banner[]> {
      const rows = await repository.listActiveBanners(placement);
      return rows.map(({ translations, title, subtitle, ...banner }) => ({
        ...(banner as Omit<Banner, 'title' | 'subtitle' | 'language'>),
        ...texts.pick({ title, subtitle }, translations),
      }));
    },

    /** The articles published so far, newest first, their titles and summaries in the reader's language. */
    async listArticles(
      page: Page,
      texts: ContentTexts,
    ): Promise<{ articles: ArticleSummary[]; total: number }> {
      const { rows, total } = await repository.listPublishedArticles(clock.now(), page);
      const articles = rows.map(({ translations, title, summary, publishedAt, ...article }) => ({
        ...article,
        publishedAt: publishedAt.toISOString(),
        ...texts.pick<'title' | 'summary'>({ title, summary }, translations),
      }));
      return { articles, total };
    },

    /** A published article by its slug, in the reader's language; ARTICLE_NOT_FOUND else (one to come too). */
    async getArticle(slug: string, texts: ContentTexts): Promise<Article> {
      const row = await repository.findPublishedArticle(slug, clock.now());
      if (!row) throw new AppError('ARTICLE_NOT_FOUND');
      return {
        id: row.id,
        slug: row.slug,
        publishedAt: row.publishedAt.toISOString(),
        ...texts.pick({ title: row.title, summary: row.summary, body: row.body }, row.translations),
      };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
