import type { PogFeedPage, PogFeedPost } from '@kp/contract/pog-feed';
import type { PogFeed } from '@kp/domain/pog-feed';
import { call } from '../../lib/api-client';

// The POG feed's calls (the showcase): its four lists a page at a time, and a post's like.

export type { PogFeedPost };

/** A page of a list, with the clan (the clan list) and the window's start (the hottest) when it has them. */
export type FeedPage = PogFeedPage & { clan?: { id: string; name: string } | null; since?: string };

const ROUTES = {
  legendary: 'listPogFeedLegendary',
  all: 'listPogFeedAll',
  clan: 'listPogFeedClan',
  highlighted: 'listPogFeedHighlighted',
} as const satisfies Record<PogFeed, string>;

/** A page of one of the feed's lists; `cursor` is the previous page's nextCursor. */
export async function listFeed(
  feed: PogFeed,
  page: { limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<FeedPage> {
  const query = { limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) };
  return (await call(ROUTES[feed], { query }, { signal })).data;
}

/** Likes a post (or takes the like off): the post's count after it. */
export async function setLike(postId: string, isLiked: boolean) {
  return (await call(isLiked ? 'likePogFeedPost' : 'unlikePogFeedPost', { params: { postId } })).data;
}
