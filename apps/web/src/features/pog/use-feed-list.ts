import { useState } from 'react';
import type { PogFeed } from '@kp/domain/pog-feed';
import type { MoreState } from '../../components/show-more';
import { useLoad } from '../../lib/use-load';
import { listFeed, type FeedPage, type PogFeedPost } from './pog-feed-api';

/**
 * One of the feed's lists, a page at a time: the first page for `viewer` (null while the session
 * is not known yet: the caller's likes and clan depend on it), and the pages "show more" added.
 * A post a ranked list moved onto a later page shows once.
 */
export function useFeedList(feed: PogFeed, limit: number, viewer: string | null) {
  const key = viewer === null ? null : `pog-feed:${feed}:${limit}:${viewer}`;
  const first = useLoad(key, (signal) => listFeed(feed, { limit }, signal));
  const [more, setMore] = useState<{ key: string | null; pages: FeedPage[] }>({ key: null, pages: [] });
  const [moreState, setMoreState] = useState<MoreState>('idle');
  const extra = more.key === key ? more.pages : [];

  const head = first.state.status === 'ready' ? first.state.data : null;
  const pages = head ? [head, ...extra] : [];
  const seen = new Set<string>();
  const posts: PogFeedPost[] = pages
    .flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.postId) && Boolean(seen.add(post.postId)));
  const nextCursor = pages.at(-1)?.nextCursor ?? null;

  async function loadMore() {
    if (!nextCursor) return;
    setMoreState('loading');
    try {
      const page = await listFeed(feed, { limit, cursor: nextCursor });
      setMore({ key, pages: [...extra, page] });
      setMoreState('idle');
    } catch {
      setMoreState('error');
    }
  }

  return { state: first.state, retry: first.retry, head, posts, nextCursor, loadMore, moreState };
}
