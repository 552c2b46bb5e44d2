import type { Article, ArticleSummary } from '@kp/contract/content';
import { ARTICLES_PATH } from '@kp/domain/content';
import { call } from '../../lib/api-client';

/** How many articles a page of the list shows. */
export const ARTICLES_PAGE_SIZE = 10;

/** The article's slug in `/article-details/<slug>`, or null for the list (or a path that names none). */
export function articleSlugOf(pathname: string): string | null {
  const prefix = `${ARTICLES_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  try {
    const slug = decodeURIComponent(pathname.slice(prefix.length).split('/')[0] ?? '').trim();
    return slug === '' ? null : slug;
  } catch {
    return null;
  }
}

/** A page of the published articles, newest first, in the reader's language. */
export async function listArticles(
  page: { limit?: number; offset?: number },
  signal?: AbortSignal,
): Promise<{ articles: ArticleSummary[]; total: number }> {
  const query = { limit: page.limit ?? ARTICLES_PAGE_SIZE, offset: page.offset ?? 0 };
  const { data } = await call('listArticles', { query }, { signal });
  return data;
}

/** One article by its slug, in the reader's language (ARTICLE_NOT_FOUND for none). */
export async function getArticle(slug: string, signal?: AbortSignal): Promise<Article> {
  const { data } = await call('getArticle', { params: { slug } }, { signal });
  return data;
}
