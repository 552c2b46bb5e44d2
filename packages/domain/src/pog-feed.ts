/**
 * The POG feed (spec section 7 "feed: pog legendary, all, clan (and highlighted); feed post like",
 * section 2 "POG showcase sections: legendary POGs, hottest POGs, my clan"): every minted POG card
 * is a post of the feed, which gamers like, once each. The rules of its four lists live here.
 *
 * - all: every post, the newest first.
 * - legendary: the gamers with the highest POG totals, each by their latest card; a total of 0 is
 *   no legend. At most `POG_LEGENDARY_SIZE` cards, the highest total first (Diamond at the top by
 *   the tiers' rule), the earlier card first at a tie.
 * - clan: the posts of the caller's clan's members, the newest first (none outside a clan).
 * - highlighted (the showcase's "hottest POGs"): the posts liked in the last `POG_HOT_WINDOW_DAYS`
 *   days, by the likes they got in that window, then the latest like, then the newest post
 *   (`comparePogHotPosts`).
 *
 * A like is one per gamer and post, and never on one's own card (`canLikePogPost`).
 */

/** The feed's lists, as their paths name them. */
export const POG_FEEDS = ['legendary', 'all', 'clan', 'highlighted'] as const;

export type PogFeed = (typeof POG_FEEDS)[number];

/** A page of a feed: how many posts by default, and at most. */
export const POG_FEED_PAGE_SIZE = { default: 12, max: 50 } as const;

/** How many cards the legendary list holds at most: the best of the platform, not a second "all". */
export const POG_LEGENDARY_SIZE = 100;

/** The lowest total a legendary card has (a card with nothing counted is no legend). */
export const POG_LEGENDARY_MIN_TOTAL = 1;

/** The window of the hottest posts: the likes of the last days count. */
export const POG_HOT_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the window of the hottest posts begins, seen at `now`. */
export function pogHotWindowStart(now: Date): Date {
  return new Date(now.getTime() - POG_HOT_WINDOW_DAYS * DAY_MS);
}

/** A post as the hottest list weighs it: its likes inside the window and when the latest came. */
export type PogHotPost = { recentLikes: number; lastLikedAt: Date; postedAt: Date; id: string };

/**
 * The order of the hottest posts: more likes in the window first, then the one liked last, then
 * the newest post, then the id (so the order is total). The api's SQL sorts the same way; its
 * integration test checks the two agree.
 */
export function comparePogHotPosts(a: PogHotPost, b: PogHotPost): number {
  return (
    b.recentLikes - a.recentLikes ||
    b.lastLikedAt.getTime() - a.lastLikedAt.getTime() ||
    b.postedAt.getTime() - a.postedAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Whether a gamer may like a post: anyone signed in, but not on their own card. */
export function canLikePogPost(likerId: string, ownerId: string): boolean {
  return likerId !== ownerId;
}
