/**
 * The site's editable content (banners and articles): what operators may write, one place for
 * the api's schemas and any form that writes them.
 */

/** The limits of what operators type for banners and articles, and of the article list. */
export const CONTENT_LIMITS = {
  banner: {
    title: { min: 3, max: 80 },
    subtitle: { max: 160 },
    linkUrl: { max: 500 },
    position: { min: 0, max: 1000 },
  },
  article: {
    slug: { min: 3, max: 80 },
    title: { min: 3, max: 120 },
    summary: { max: 300 },
    body: { min: 1, max: 20_000 },
  },
  /** Articles per page of the list. */
  articlesPage: { default: 10, max: 50 },
} as const;

/** The articles' pages (spec section 2): their list, and each at `/article-details/<slug>`. */
export const ARTICLES_PATH = '/article-details';

/** An article's page. */
export function articleHref(slug: string): string {
  return `${ARTICLES_PATH}/${encodeURIComponent(slug)}`;
}

/** An article's slug, as in `/article-details/<slug>`: lower-case words of letters and digits joined by hyphens. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The words of a banner link refused by its rule. */
export const BANNER_LINK_RULE = 'a page of this site (/k-store) or an https:// address';

/** Whether a banner may lead there: a page of this site (`/…`, not `//…`) or an https address. */
export function isBannerLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
