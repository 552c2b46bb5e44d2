import { z } from 'zod';
import { ARTICLE_SLUG_PATTERN, BANNER_LINK_RULE, CONTENT_LIMITS, isBannerLink } from '@kp/domain/content';
import { article, BANNER_PLACEMENTS, banner } from './content';
import { ENDPOINTS } from './endpoints';
import { QUEST_TEXTS_ADMIN_ROUTES } from './quests-admin';
import { defineRoute, envelope, noQuery, pageQuery, text } from './route';
import { storedTranslations, translationsInput } from './translations';

/**
 * Operators' banners and articles (the site's editable content): English texts, each with its
 * translations into the other interface languages (translations.ts), as games, campaigns, tasks
 * and vouchers take them. A change of `translations` sends the whole set: the languages left out go.
 */

const B = CONTENT_LIMITS.banner;
const A = CONTENT_LIMITS.article;
const id = z.object({ id: z.uuid() }).strict();

/** A banner as operators see it: also when it is off, its English texts and translations as kept. */
export const adminBanner = banner.omit({ language: true }).extend({
  translations: storedTranslations(['title', 'subtitle']),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminBanner = z.output<typeof adminBanner>;

const bannerFields = {
  placement: z.enum(BANNER_PLACEMENTS),
  title: text({ trim: true }).min(B.title.min).max(B.title.max),
  subtitle: text({ trim: true }).max(B.subtitle.max),
  linkUrl: text({ trim: true }).min(1).max(B.linkUrl.max).refine(isBannerLink, BANNER_LINK_RULE),
  position: z.number().int().min(B.position.min).max(B.position.max),
  isActive: z.boolean(),
};

/** A banner's title and subtitle in other languages. */
const bannerTranslations = translationsInput({ title: bannerFields.title, subtitle: bannerFields.subtitle });

export const adminBannerInput = z
  .object({
    ...bannerFields,
    subtitle: bannerFields.subtitle.default(''),
    position: bannerFields.position.default(0),
    isActive: bannerFields.isActive.default(true),
    translations: bannerTranslations.default({}),
  })
  .strict();
export type AdminBannerInput = z.output<typeof adminBannerInput>;

export const adminBannerUpdate = z
  .object({ ...bannerFields, translations: bannerTranslations })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type AdminBannerUpdate = z.output<typeof adminBannerUpdate>;

export const adminListBanners = defineRoute({
  ...ENDPOINTS.adminListBanners,
  summary: 'Operators: every banner, on or off, by placement and display order, optionally of one placement',
  tags: ['content', 'admin'],
  access: 'admin',
  querystring: z.object({ placement: z.enum(BANNER_PLACEMENTS).optional(), ...pageQuery }).strict(),
  response: {
    200: envelope(z.object({ banners: z.array(adminBanner), total: z.number().int().min(0) })),
  },
});

export const adminCreateBanner = defineRoute({
  ...ENDPOINTS.adminCreateBanner,
  summary: 'Operators: a new banner with its translations (shown at once unless isActive is false)',
  tags: ['content', 'admin'],
  access: 'admin',
  querystring: noQuery,
  body: adminBannerInput,
  response: { 201: envelope(adminBanner) },
});

export const adminUpdateBanner = defineRoute({
  ...ENDPOINTS.adminUpdateBanner,
  summary: 'Operators: changes a banner (only the fields sent); 404 BANNER_NOT_FOUND',
  tags: ['content', 'admin'],
  access: 'admin',
  params: id,
  querystring: noQuery,
  body: adminBannerUpdate,
  response: { 200: envelope(adminBanner) },
});

/** An article as operators see it: its English texts and translations as kept. */
export const adminArticle = article.omit({ language: true }).extend({
  translations: storedTranslations(['title', 'summary', 'body']),
});
export type AdminArticle = z.output<typeof adminArticle>;

const articleFields = {
  slug: text()
    .min(A.slug.min)
    .max(A.slug.max)
    .regex(ARTICLE_SLUG_PATTERN, 'lower-case words of letters and digits joined by hyphens'),
  title: text({ trim: true }).min(A.title.min).max(A.title.max),
  summary: text({ trim: true }).max(A.summary.max),
  body: text({ multiline: true, trim: true }).min(A.body.min).max(A.body.max),
  publishedAt: z.iso
    .datetime({ offset: true })
    .describe('when it shows: an article published in the future waits until then'),
};

/** An article's title, summary and text in other languages. */
const articleTranslations = translationsInput({
  title: articleFields.title,
  summary: articleFields.summary,
  body: articleFields.body,
});

export const adminArticleInput = z
  .object({
    ...articleFields,
    summary: articleFields.summary.default(''),
    publishedAt: articleFields.publishedAt.optional().describe('when it shows; now unless given'),
    translations: articleTranslations.default({}),
  })
  .strict();
export type AdminArticleInput = z.output<typeof adminArticleInput>;

export const adminArticleUpdate = z
  .object({ ...articleFields, translations: articleTranslations })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type AdminArticleUpdate = z.output<typeof adminArticleUpdate>;

export const adminListArticles = defineRoute({
  ...ENDPOINTS.adminListArticles,
  summary: 'Operators: every article, those waiting to be published too, newest first',
  tags: ['content', 'admin'],
  access: 'admin',
  querystring: z.object(pageQuery).strict(),
  response: {
    200: envelope(z.object({ articles: z.array(adminArticle), total: z.number().int().min(0) })),
  },
});

export const adminCreateArticle = defineRoute({
  ...ENDPOINTS.adminCreateArticle,
  summary: 'Operators: a new article with its translations; 409 ARTICLE_SLUG_TAKEN',
  tags: ['content', 'admin'],
  access: 'admin',
  querystring: noQuery,
  body: adminArticleInput,
  response: { 201: envelope(adminArticle) },
});

export const adminUpdateArticle = defineRoute({
  ...ENDPOINTS.adminUpdateArticle,
  summary:
    'Operators: changes an article (only the fields sent; a new slug moves its page); 404 ARTICLE_NOT_FOUND, 409 ARTICLE_SLUG_TAKEN',
  tags: ['content', 'admin'],
  access: 'admin',
  params: id,
  querystring: noQuery,
  body: adminArticleUpdate,
  response: { 200: envelope(adminArticle) },
});

/** The operators' routes that write words and their translations: banners, articles, quests and stages. */
export const OPERATOR_TEXT_ROUTES = {
  adminListBanners,
  adminCreateBanner,
  adminUpdateBanner,
  adminListArticles,
  adminCreateArticle,
  adminUpdateArticle,
  ...QUEST_TEXTS_ADMIN_ROUTES,
} as const;
