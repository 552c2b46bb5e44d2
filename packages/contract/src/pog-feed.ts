import { z } from 'zod';
import { TIERS } from '@kp/domain/pog';
import {
  POG_FEED_PAGE_SIZE,
  POG_HOT_WINDOW_DAYS,
  POG_LEGENDARY_SIZE,
  type PogFeed,
} from '@kp/domain/pog-feed';
import { ENDPOINTS } from './endpoints';
import { pogScores } from './pog-scores';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * The POG feed (spec section 7 "feed: pog legendary, all, clan (and highlighted); feed post
 * like"; the showcase's legendary, hottest and my clan sections): every minted POG card is a post,
 * liked once per gamer, never by its owner (packages/domain/src/pog-feed.ts has the rules). The
 * lists are public: signed out, `likedByMe` is false and the clan list has no clan.
 */

const score = z.number().int().min(0).max(100);

/** A post of the feed: a minted card with its owner's figures now, its clan and its likes. */
export const pogFeedPost = z.object({
  postId: z.uuid(),
  card: z.object({
    tokenId: z.string().describe('the ERC-721 token id (decimal)'),
    name: z.string().describe('the POG name the card was minted with'),
    imageUrl: z.string().describe('the avatar’s image'),
    genre: z.string().describe('the avatar’s genre'),
    tier: z.enum(TIERS),
    total: score.describe('the weighted total of the five scores'),
    scores: pogScores,
    display: z
      .object({
        human: z.string(),
        play: z.string(),
        skill: z.string(),
        commerce: z.string(),
        social: z.string(),
      })
      .describe('each score as the card shows it, two digits ("00" when none)'),
  }),
  clanName: z.string().nullable().describe("the owner's clan, or null outside one"),
  likeCount: z.number().int().min(0),
  likedByMe: z.boolean().describe('whether the signed-in caller likes it (false signed out)'),
  isMine: z.boolean().describe('the caller’s own card, which they cannot like'),
  postedAt: z.iso.datetime().describe('when the card was minted'),
});
export type PogFeedPost = z.output<typeof pogFeedPost>;

const feedQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(POG_FEED_PAGE_SIZE.max).default(POG_FEED_PAGE_SIZE.default),
    cursor: text()
      .regex(/^[os]\d{1,19}$/, 'not a cursor of this list')
      .optional()
      .describe('the nextCursor of the previous page'),
  })
  .strict();

const feedPage = z.object({
  posts: z.array(pogFeedPost),
  nextCursor: z.string().nullable().describe('the cursor of the next page; null on the last'),
});
export type PogFeedPage = z.output<typeof feedPage>;

const feedSummaries = {
  legendary: `The legendary POG cards: the gamers with the highest POG totals (Diamond first), each by their latest card, at most ${POG_LEGENDARY_SIZE}`,
  all: 'Every minted POG card, the newest first',
  clan: 'The POG cards of the caller’s clan’s members, the newest first; clan is null (and the list empty) outside a clan or signed out',
  highlighted: `The hottest POG cards: those liked in the last ${POG_HOT_WINDOW_DAYS} days, the most liked in that window first`,
} as const satisfies Record<PogFeed, string>;

function feedRoute<const E extends { method: 'GET'; path: `/api/${string}` }, R extends z.ZodType>(
  endpoint: E,
  feed: PogFeed,
  data: R,
) {
  return defineRoute({
    ...endpoint,
    summary: `${feedSummaries[feed]}; a page at a time (nextCursor), each post with its like count and whether the caller likes it`,
    tags: ['pog'],
    access: 'public',
    querystring: feedQuery,
    response: { 200: envelope(data) },
  });
}

export const listPogFeedLegendary = feedRoute(ENDPOINTS.listPogFeedLegendary, 'legendary', feedPage);
export const listPogFeedAll = feedRoute(ENDPOINTS.listPogFeedAll, 'all', feedPage);
export const listPogFeedClan = feedRoute(
  ENDPOINTS.listPogFeedClan,
  'clan',
  feedPage.extend({
    clan: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .describe('the caller’s clan; null outside one'),
  }),
);
export const listPogFeedHighlighted = feedRoute(
  ENDPOINTS.listPogFeedHighlighted,
  'highlighted',
  feedPage.extend({ since: z.iso.datetime().describe('the start of the window whose likes count') }),
);

/** What a like or an unlike answers: the post's count after it. */
export const pogFeedLike = z.object({
  postId: z.uuid(),
  likeCount: z.number().int().min(0),
  likedByMe: z.boolean(),
});

const postParams = z.object({ postId: z.uuid() }).strict();

export const likePogFeedPost = defineRoute({
  ...ENDPOINTS.likePogFeedPost,
  summary:
    'Likes a post of the POG feed, once per gamer: liking again changes nothing and answers the same count; 403 POG_LIKE_OWN_CARD on one’s own card, 404 POG_POST_NOT_FOUND',
  tags: ['pog'],
  access: 'user',
  params: postParams,
  querystring: noQuery,
  response: { 200: envelope(pogFeedLike) },
});

export const unlikePogFeedPost = defineRoute({
  ...ENDPOINTS.unlikePogFeedPost,
  summary:
    'Takes the caller’s like off a post of the POG feed; unliking a post not liked changes nothing (404 POG_POST_NOT_FOUND)',
  tags: ['pog'],
  access: 'user',
  params: postParams,
  querystring: noQuery,
  response: { 200: envelope(pogFeedLike) },
});

/** The feed's routes, for the contract's list (routes.ts). */
export const POG_FEED_ROUTES = {
  listPogFeedLegendary,
  listPogFeedAll,
  listPogFeedClan,
  listPogFeedHighlighted,
  likePogFeedPost,
  unlikePogFeedPost,
} as const;
