import { z } from 'zod';
import { CONTENT_LIMITS } from '@kp/domain/content';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';
import { contentLanguage } from './translations';

export const BANNER_PLACEMENTS = ['home', 'k-quest', 'k-drop', 'klash', 'k-store'] as const;

export const banner = z.object({
  id: z.uuid(),
  placement: z.enum(BANNER_PLACEMENTS),
  title: z.string(),
  subtitle: z.string(),
  linkUrl: z.string(),
  position: z.number().int(),
  language: contentLanguage,
});
export type Banner = z.output<typeof banner>;

export const listBanners = defineRoute({
  ...ENDPOINTS.listBanners,
  summary:
    "Active banners of a placement, in display order, in the reader's language (English where a banner has none)",
  tags: ['content'],
  access: 'public',
  querystring: z.object({ placement: z.enum(BANNER_PLACEMENTS).default('home') }).strict(),
  response: { 200: envelope(z.array(banner)) },
});

/** An article as the list shows it: its title and summary, in the reader's language. */
export const articleSummary = z.object({
  id: z.uuid(),
  slug: z.string().describe('its page: /article-details/<slug>'),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.iso.datetime(),
  language: contentLanguage,
});
export type ArticleSummary = z.output<typeof articleSummary>;

/** An article to read: its summary's fields and its text (paragraphs split by blank lines). */
export const article = articleSummary.extend({
  body: z.string().describe('plain text; paragraphs are separated by a blank line'),
});
export type Article = z.output<typeof article>;

const A = CONTENT_LIMITS.articlesPage;

export const listArticles = defineRoute({
  ...ENDPOINTS.listArticles,
  summary:
    "Published articles, newest first, a page at a time, in the reader's language (English where an article has none)",
  tags: ['content'],
  access: 'public',
  querystring: z
    .object({
      limit: z.coerce.number().int().min(1).max(A.max).default(A.default),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    })
    .strict(),
  response: {
    200: envelope(z.object({ articles: z.array(articleSummary), total: z.number().int().min(0) })),
  },
});

export const getArticle = defineRoute({
  ...ENDPOINTS.getArticle,
  summary:
    "One published article by its slug, in the reader's language (English where it has none); 404 ARTICLE_NOT_FOUND",
  tags: ['content'],
  access: 'public',
  params: z.object({ slug: text().min(1).max(CONTENT_LIMITS.article.slug.max) }).strict(),
  querystring: noQuery,
  response: { 200: envelope(article) },
});

/** The content routes for readers (the operators' are in content-admin.ts). */
export const CONTENT_ROUTES = { listBanners, listArticles, getArticle } as const;
