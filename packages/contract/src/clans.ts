import { z } from 'zod';
import {
  clanCodeRequestSchema,
  clanRulesSchema,
  createClanSchema,
  deleteClanSchema,
} from '@kp/domain/clan-form';
import {
  CLAN_DASHBOARD_TYPE,
  CLAN_IMAGE_PAGES,
  CLAN_IMAGE_TYPES,
  CLAN_LIMITS,
  CLAN_MEMBER_ROLES,
  CLAN_ROLES,
} from '@kp/domain/clans';
import { codeChallenge } from './auth';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, pageQuery, text } from './route';

/**
 * Clans (spec sections 3, 4 and 7: platform-clans and platform-user-clans). An approved clan chief
 * creates one clan through the `create clan` code flow and may delete it, through the `delete clan`
 * flow, once it is old enough; any user joins one clan at a time (while it has room), leaves it,
 * or is removed by its chief. The rules' day counts (GET rules) are enforced by the server; a
 * refusal for a wait says the whole days left in `params.days` (CLAN_DELETE_TOO_SOON,
 * CLAN_REJOIN_TOO_SOON, CLAN_RECREATE_TOO_SOON). Images are JPEG only, sent as the file itself.
 */

const clanId = z.uuid();

/** A wait of a clan rule that applies to the caller now. */
const clanWait = z
  .object({
    days: z.number().int().min(1).describe('whole days left, a part day counting as one'),
    availableAt: z.iso.datetime().describe('when the wait ends'),
  })
  .nullable();

/** A clan as lists and pages show it. */
export const clanSummary = z.object({
  id: clanId,
  clanName: z.string(),
  city: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  description: z.string(),
  clanLogoUrl: z.string().nullable().describe('the logo (JPEG, 256 × 256) on our origin, or null'),
  bannerImageUrl: z.string().nullable().describe('the banner (JPEG, 1200 × 400) on our origin, or null'),
  chief: z.object({
    id: z.uuid(),
    username: z.string().nullable(),
    hasPicture: z.boolean().describe('their picture is at /api/users/{id}/picture'),
    collegeName: z.string().nullable().describe('from their approved clan chief application'),
  }),
  memberCount: z.number().int().describe('members, the chief included'),
  memberLimit: z.number().int().describe(`the most members a clan takes (${CLAN_LIMITS.members})`),
  createdAt: z.iso.datetime(),
});
export type ClanSummary = z.output<typeof clanSummary>;

/** A member of a clan as its page shows them. */
export const clanMember = z.object({
  userId: z.uuid(),
  username: z.string().nullable(),
  hasPicture: z.boolean(),
  role: z.enum(CLAN_MEMBER_ROLES),
  joinedAt: z.iso.datetime(),
  score: z.number().int().describe("the member's score; 0 for everyone until the XP counter is counted here"),
});

/** A clan's page: the clan, its banner and logo, its chief, and its members with their roles. */
export const clanDetail = clanSummary.extend({ members: z.array(clanMember) });
export type ClanDetail = z.output<typeof clanDetail>;

/** The caller's place in clans and the rules' waits that apply to them now (null: none). */
export const clanStatus = z.object({
  role: z
    .enum(CLAN_ROLES)
    .describe(
      'Chief: leads a clan, or is an approved chief in no clan (who may create one); Member: in a clan someone else leads; Gamer: in no clan and not an approved chief',
    ),
  isApprovedChief: z.boolean().describe('an operator approved their clan chief application'),
  clan: clanSummary.nullable(),
  joinedAt: z.iso.datetime().nullable(),
  waits: z.object({
    clanDelete: clanWait.describe('before their clan may be deleted (its chief only)'),
    clanLeave: clanWait.describe('after leaving a clan, before joining any clan'),
    clanCreation: clanWait.describe('after deleting their clan, before creating another'),
  }),
  canCreateClan: z.boolean(),
  canJoinClan: z.boolean(),
  canDeleteClan: z.boolean(),
});
export type ClanStatus = z.output<typeof clanStatus>;

/** The caller's membership (platform-user-clans). */
export const userClan = z.object({
  clanId,
  clanName: z.string(),
  role: z.enum(CLAN_MEMBER_ROLES),
  joinedAt: z.iso.datetime(),
});
export type UserClan = z.output<typeof userClan>;

export const clanRules = clanRulesSchema;

/** An uploaded clan image and where it is served from. */
export const clanImage = z.object({
  imageId: z.uuid(),
  imageType: z.enum(CLAN_IMAGE_TYPES),
  page: z.enum(CLAN_IMAGE_PAGES),
  clanId: clanId
    .nullable()
    .describe('the clan it is the logo or banner of; null while it waits for the create call'),
  url: z.string(),
});

const dashboardTypes = Object.values(CLAN_DASHBOARD_TYPE);

export const listClans = defineRoute({
  ...ENDPOINTS.listClans,
  summary: 'A page of clans, the most members first; search matches the clan name, city or chief’s college',
  tags: ['clans'],
  access: 'user',
  querystring: z.object({ search: text({ trim: true }).max(60).optional(), ...pageQuery }).strict(),
  response: { 200: envelope(z.object({ clans: z.array(clanSummary), total: z.number().int() })) },
});

export const createClan = defineRoute({
  ...ENDPOINTS.createClan,
  summary:
    'Creates the caller’s clan (an approved clan chief in no clan) with the code of the create clan flow (otp, type create_clan); the caller becomes its Chief',
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  body: createClanSchema,
  response: { 201: envelope(clanDetail) },
});

export const sendClanCode = defineRoute({
  ...ENDPOINTS.sendClanCode,
  summary:
    'Sends a one-time code to the caller’s verified number for the create clan or delete clan flow (checked first: nobody is sent a code bound to fail); resend with /api/authentication/resend',
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  body: clanCodeRequestSchema,
  response: { 201: envelope(codeChallenge) },
});

export const getClanStatus = defineRoute({
  ...ENDPOINTS.getClanStatus,
  summary: 'The caller’s clan and role, or none, with the waits of the clan rules that apply to them now',
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(clanStatus) },
});

export const getClanRules = defineRoute({
  ...ENDPOINTS.getClanRules,
  summary: 'The clan rules’ day counts (delete after, join again after leaving, create again after deleting)',
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(clanRules) },
});

export const uploadClanImage = defineRoute({
  ...ENDPOINTS.uploadClanImage,
  summary:
    'Uploads a clan logo or banner: the request body is the JPEG file itself (Content-Type: image/jpeg, at most 5 MB), re-encoded by the server. page create-clan: for the create call to name (an approved chief); page my-clan: replaces the image of the caller’s clan at once (its chief)',
  tags: ['clans'],
  access: 'user',
  querystring: z.object({ page: z.enum(CLAN_IMAGE_PAGES), imageType: z.enum(CLAN_IMAGE_TYPES) }).strict(),
  body: z.any().describe('the JPEG bytes'),
  response: { 201: envelope(clanImage) },
});

export const getClanImage = defineRoute({
  ...ENDPOINTS.getClanImage,
  summary: 'A clan image (JPEG); an image id never changes its bytes, so it is cached for a year',
  tags: ['clans'],
  access: 'public',
  params: z.object({ imageId: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: z.any().describe('image/jpeg') },
});

export const getClanCampaignStats = defineRoute({
  ...ENDPOINTS.getClanCampaignStats,
  summary:
    'How many K-Drop campaigns (dashboardType 0) or K-Quests (1) the clan’s members completed since they joined it, in all and per member',
  tags: ['clans'],
  access: 'user',
  querystring: z
    .object({
      clanId,
      dashboardType: z.coerce
        .number()
        .int()
        .refine((value) => (dashboardTypes as number[]).includes(value), 'must be 0 (drop) or 1 (quest)'),
    })
    .strict(),
  response: {
    200: envelope(
      z.object({
        clanId,
        dashboardType: z.number().int(),
        completed: z.number().int(),
        members: z.array(
          z.object({ userId: z.uuid(), username: z.string().nullable(), completed: z.number().int() }),
        ),
      }),
    ),
  },
});

export const getClanPogScores = defineRoute({
  ...ENDPOINTS.getClanPogScores,
  summary: 'The clan’s POG score and its members’; 0 with isCounted false until POG cards exist',
  tags: ['clans'],
  access: 'user',
  querystring: z.object({ clanId }).strict(),
  response: {
    200: envelope(
      z.object({
        clanId,
        isCounted: z.boolean().describe('false: no POG card is counted yet, so every score is 0'),
        score: z.number().int(),
        members: z.array(z.object({ userId: z.uuid(), score: z.number().int() })),
      }),
    ),
  },
});

export const getClan = defineRoute({
  ...ENDPOINTS.getClan,
  summary: 'A clan’s page: banner, logo, chief, member count and members with their roles and scores',
  tags: ['clans'],
  access: 'user',
  params: z.object({ id: clanId }).strict(),
  querystring: noQuery,
  response: { 200: envelope(clanDetail) },
});

export const deleteClan = defineRoute({
  ...ENDPOINTS.deleteClan,
  summary:
    'Its chief deletes the clan with the code of the delete clan flow, once minDaysBeforeClanDelete days have passed; its members are released (no rejoin wait for them)',
  tags: ['clans'],
  access: 'user',
  params: z.object({ id: clanId }).strict(),
  querystring: noQuery,
  body: deleteClanSchema,
  response: { 200: envelope(clanStatus) },
});

export const removeClanMember = defineRoute({
  ...ENDPOINTS.removeClanMember,
  summary: 'The clan’s chief removes a member (no rejoin wait for them); answers the clan',
  tags: ['clans'],
  access: 'user',
  params: z.object({ id: clanId, userId: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: envelope(clanDetail) },
});

export const getMyClanMembership = defineRoute({
  ...ENDPOINTS.getMyClanMembership,
  summary: 'The caller’s clan membership and role, or null',
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(z.object({ membership: userClan.nullable() })) },
});

export const joinClan = defineRoute({
  ...ENDPOINTS.joinClan,
  summary:
    'Joins a clan as a Member: one clan at a time, not while the rejoin wait after leaving runs, not when it is full',
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ clanId }).strict(),
  response: { 201: envelope(z.object({ membership: userClan })) },
});

export const leaveClan = defineRoute({
  ...ENDPOINTS.leaveClan,
  summary:
    'Leaves the caller’s clan (a chief cannot: they delete it); the rejoin wait starts. Answers the status after',
  tags: ['clans'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(clanStatus) },
});

export const adminSetClanRules = defineRoute({
  ...ENDPOINTS.adminSetClanRules,
  summary: 'Operators: sets the clan rules’ day counts (0 to 365 each), enforced from the next request on',
  tags: ['admin'],
  access: 'admin',
  querystring: noQuery,
  body: clanRulesSchema,
  response: { 200: envelope(clanRules) },
});
