import { createKeepPosts } from './keep-posts';
import { createLikePost } from './like-post';
import { createListFeed } from './list-feed';
import type { PogFeedContext } from './pog-feed-context';

/**
 * The POG feed, one use case per file beside this one (README.md: the lists, the likes, where the
 * posts' figures come from and what holds even if the code is wrong).
 */
export function createPogFeedService(ctx: PogFeedContext) {
  return { ...createListFeed(ctx), ...createLikePost(ctx), ...createKeepPosts(ctx) };
}

export type PogFeedService = ReturnType<typeof createPogFeedService>;
