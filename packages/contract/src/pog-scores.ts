import { z } from 'zod';
import { BADGE_IDS, BADGE_TYPES, PLATFORM_ROLES, TIERS } from '@kp/domain/pog';
import { POG_RAISE_STEPS } from '@kp/domain/pog-scores';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * The POG card's scores (issue 17, "The card and its scores"): five scores of 0–100, the weighted
 * total, the tier, badges and roles, by the one rule of packages/domain/src/pog-scores.ts; the
 * card as images by username (front and back, SVG or PNG); the dashboard's GraphQL endpoint; and
 * what a campaign, quest or tournament requires of a card (`pogRequirementFields`).
 */

const score = z.number().int().min(0).max(100);

export const pogScores = z.object({
  human: score,
  play: score,
  skill: score,
  commerce: score,
  social: score,
});

export const pogScoreCard = z.object({
  userId: z.uuid(),
  username: z.string().nullable(),
  name: z.string().nullable().describe("the card's name: the POG name once reserved, else the username"),
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
  total: score.describe('0.30·human + 0.20·play + 0.20·skill + 0.10·commerce + 0.20·social, rounded'),
  tier: z.enum(TIERS),
  badges: z.array(z.object({ id: z.enum(BADGE_IDS), type: z.enum(BADGE_TYPES) })),
  roles: z.array(z.enum(PLATFORM_ROLES)).describe("the user's preferred role (newbie until chosen)"),
  clanId: z.uuid().nullable(),
  computedAt: z.iso.datetime(),
});
export type PogScoreCard = z.output<typeof pogScoreCard>;

export const getMyPogScores = defineRoute({
  ...ENDPOINTS.getMyPogScores,
  summary:
    "The caller's POG scores (human, play, skill, commerce, social), total, tier, badges and roles, computed from what the platform knows of them now",
  tags: ['pog'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(pogScoreCard) },
});

const cardParams = z
  .object({ username: text().min(1).max(40).describe('the POG name or the username') })
  .strict();
const cardQuery = z
  .object({ format: z.enum(['svg', 'png']).default('svg').describe('svg (default) or png (1200×630)') })
  .strict();

export const getPogCardFront = defineRoute({
  ...ENDPOINTS.getPogCardFront,
  summary:
    "A POG card's front as an image: name, avatar, tier frame and the five scores ('00' style); for sharing and Open Graph previews, cached with an ETag (404 POG_CARD_NOT_FOUND)",
  tags: ['pog'],
  access: 'public',
  params: cardParams,
  querystring: cardQuery,
  response: { 200: z.any().describe('image/svg+xml or image/png'), 304: z.any().describe('not modified') },
});

export const getPogCardBack = defineRoute({
  ...ENDPOINTS.getPogCardBack,
  summary:
    "A POG card's back as an image: roles, badges, clan and the total; cached with an ETag (404 POG_CARD_NOT_FOUND)",
  tags: ['pog'],
  access: 'public',
  params: cardParams,
  querystring: cardQuery,
  response: { 200: z.any().describe('image/svg+xml or image/png'), 304: z.any().describe('not modified') },
});

const graphqlAnswer = z
  .object({
    data: z.unknown().optional(),
    errors: z.array(z.object({ message: z.string() }).loose()).optional(),
  })
  .loose()
  .describe('a GraphQL answer: data and/or errors');

export const POG_GRAPHQL_QUERY_MAX = 8000;

export const postPogGraphql = defineRoute({
  ...ENDPOINTS.postPogGraphql,
  summary:
    'The POG dashboard: a read-only GraphQL schema over cards, scores, badges and leaderboards (introspection allowed); a query nested too deep (POG_QUERY_TOO_DEEP) or too costly (POG_QUERY_TOO_COSTLY) is refused with 400',
  tags: ['pog'],
  access: 'public',
  querystring: noQuery,
  body: z
    .object({
      query: text({ multiline: true }).min(1).max(POG_GRAPHQL_QUERY_MAX),
      variables: z.record(text().max(100), z.unknown()).nullable().optional(),
      operationName: text().max(100).nullable().optional(),
    })
    .strict(),
  response: { 200: graphqlAnswer },
});

export const getPogGraphql = defineRoute({
  ...ENDPOINTS.getPogGraphql,
  summary: 'The POG dashboard GraphQL endpoint by GET (queries only; the same schema and limits as POST)',
  tags: ['pog'],
  access: 'public',
  querystring: z
    .object({
      query: text({ multiline: true }).min(1).max(POG_GRAPHQL_QUERY_MAX),
      variables: text({ multiline: true }).max(POG_GRAPHQL_QUERY_MAX).optional().describe('JSON'),
      operationName: text().max(100).optional(),
    })
    .strict(),
  response: { 200: graphqlAnswer },
});

/**
 * What a campaign, quest or tournament may require of a POG card, as operators set it (null: not
 * required). The start or join of a user whose card falls short is refused with 403
 * POG_REQUIREMENT_NOT_MET, whose details say what is missing and how to raise it.
 */
export const pogRequirementFields = {
  minPogHumanScore: score.nullable().describe('the lowest POG human score allowed; null: none'),
  minPogTier: z.enum(TIERS).nullable().describe('the lowest POG tier allowed; null: none'),
};

/** The details of a POG_REQUIREMENT_NOT_MET refusal. */
export const pogShortfall = z.object({
  missing: z.array(z.enum(['humanScore', 'tier'])),
  humanScore: z.object({ required: score, current: score }).nullable(),
  tier: z.object({ required: z.enum(TIERS), current: z.enum(TIERS) }).nullable(),
  howToRaise: z.array(z.enum(POG_RAISE_STEPS)),
});

export const adminSetQuestPogRequirement = defineRoute({
  ...ENDPOINTS.adminSetQuestPogRequirement,
  summary:
    'Sets what a quest requires of a POG card to start it (a minimum human score, a minimum tier; null: none)',
  tags: ['quests', 'admin'],
  access: 'admin',
  params: z.object({ id: z.uuid() }).strict(),
  querystring: noQuery,
  body: z.object(pogRequirementFields).strict(),
  response: {
    200: envelope(z.object({ questId: z.uuid(), ...pogRequirementFields })),
  },
});
