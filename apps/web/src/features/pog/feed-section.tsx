import type { ReactNode } from 'react';
import type { PogFeed } from '@kp/domain/pog-feed';
import { LoadFailed } from '../../components/load-failed';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { ShowMore } from '../../components/show-more';
import { ERROR_KEYS } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { FeedCard } from './feed-card';
import type { FeedPage } from './pog-feed-api';
import { useFeedList } from './use-feed-list';
import type { PostLikes } from './use-post-likes';

const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/**
 * A section of the showcase: its heading and words, then one of the feed's lists as a grid of
 * cards, a page at a time ("show more"), with its loading, failure and empty states.
 */
export function FeedSection({
  id,
  feed,
  title,
  intro,
  limit,
  viewer,
  likes,
  empty,
  aside,
  isFirst = false,
}: {
  id: string;
  feed: PogFeed;
  title: string;
  intro?: ReactNode;
  limit: number;
  /** Whose likes and clan the list shows: a user id, 'visitor', or null while the session is not known. */
  viewer: string | null;
  likes: PostLikes;
  /** What the section says with no post (the first page tells, for the clan, whether there is one). */
  empty: (head: FeedPage) => ReactNode;
  /** Words beside the heading from the first page (the clan's name). */
  aside?: (head: FeedPage) => ReactNode;
  /** The page's first section: its images load at once. */
  isFirst?: boolean;
}) {
  const { t } = useTranslation();
  const list = useFeedList(feed, limit, viewer);

  let content;
  if (list.state.status === 'loading')
    content = (
      <CardGridSkeleton
        label={t('pog.loading')}
        shape="media"
        count={Math.min(limit, 4)}
        className={GRID_CLASS}
      />
    );
  else if (list.state.status === 'error')
    content = (
      <LoadFailed message={t('pogShowcase.loadFailed')} retryLabel={t('pog.retry')} onRetry={list.retry} />
    );
  else if (!list.posts.length || !list.head) content = list.head && empty(list.head);
  else
    content = (
      <>
        <ul className={GRID_CLASS}>
          {list.posts.map((post, index) => (
            <li key={post.postId}>
              <FeedCard
                post={post}
                like={likes.likeOf(post)}
                onPress={() => void likes.press(post)}
                isPriority={isFirst && index < 2}
              />
            </li>
          ))}
        </ul>
        {list.nextCursor && (
          <ShowMore
            state={list.moreState}
            onMore={() => void list.loadMore()}
            label={t('pogShowcase.showMore')}
            loadingLabel={t('pog.loading')}
            errorText={t(ERROR_KEYS.SOMETHING_WENT_WRONG)}
          />
        )}
      </>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {list.head && aside?.(list.head)}
      </div>
      {intro && <p className="text-sm text-slate-300">{intro}</p>}
      {content}
    </section>
  );
}
