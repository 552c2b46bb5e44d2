/**
 * Posts on X (Twitter) as campaign tasks read them: the link a user pastes to prove a post is
 * theirs, the hashtags a post must carry, and whether a post links a page of ours (their referral
 * link, their POG card), whatever tracking parameters a share added.
 */

/** A post's link: x.com or twitter.com (www., mobile.), the author's handle or `i/web`, then `status/<id>`. */
export const X_POST_URL_PATTERN =
  /^https?:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/(?:i\/web|([A-Za-z0-9_]{1,15}))\/status(?:es)?\/(\d{1,25})(?:[/?#]\S*)?$/i;

/** The post id and (unless the link is an `i/web` one) the author's handle of a post link, or null. */
export function parseXPostUrl(url: string): { postId: string; handle: string | null } | null {
  const match = X_POST_URL_PATTERN.exec(url.trim());
  if (!match) return null;
  return { postId: match[2]!, handle: match[1] ?? null };
}

/** A hashtag as X compares them: without the #, case-insensitive. */
export function normaliseHashtag(tag: string): string {
  return tag.replace(/^#/, '').toLocaleLowerCase('en');
}

/** A link's comparable form: host without www. and in lower case, path without a trailing slash. */
function comparable(link: string): { host: string; path: string; params: URLSearchParams } | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  return {
    host: url.hostname.toLowerCase().replace(/^www\./, ''),
    path: url.pathname.replace(/\/+$/, '') || '/',
    params: url.searchParams,
  };
}

/**
 * Whether a link in a post points at the expected page: same host and path, and every query
 * parameter of the expected link present with the same value (a share may add utm_source and
 * the like; the scheme and a www. do not matter, the path's case does: it can carry a code).
 */
export function linksToPage(link: string, expected: string): boolean {
  const actual = comparable(link);
  const wanted = comparable(expected);
  if (!actual || !wanted) return false;
  if (actual.host !== wanted.host || actual.path !== wanted.path) return false;
  for (const [key, value] of wanted.params) {
    if (!actual.params.getAll(key).includes(value)) return false;
  }
  return true;
}
