import type { PogFeedPost } from '@kp/contract/pog-feed';

/** Test doubles of the POG feed: a post as the api answers it, and a page of posts. */

let nextPost = 0;

/** A post of another gamer's Bronze card, liked by nobody, unless told otherwise. */
export function feedPost(name: string, overrides: Partial<PogFeedPost> = {}): PogFeedPost {
  nextPost += 1;
  const n = String(nextPost).padStart(12, '0');
  return {
    postId: `5e7c0000-0000-4000-8000-${n}`,
    card: {
      tokenId: String(nextPost),
      name,
      imageUrl: `/api/tps/pog/avatar/5e7c0000-0000-4000-9000-${n}/image`,
      genre: 'FANTASY',
      tier: 'Bronze',
      total: 9,
      scores: { human: 30, play: 0, skill: 0, commerce: 0, social: 0 },
      display: { human: '30', play: '00', skill: '00', commerce: '00', social: '00' },
    },
    clanName: null,
    likeCount: 0,
    likedByMe: false,
    isMine: false,
    postedAt: new Date(Date.UTC(2026, 11, 1, 10, nextPost)).toISOString(),
    ...overrides,
  };
}

/** A page of a list: its posts and the cursor of the next one. */
export const feedPage = (posts: PogFeedPost[], nextCursor: string | null = null) => ({ posts, nextCursor });
