import { z } from 'zod';
import { GAME_LOGIN_METHODS } from '@kp/domain/games';
import {
  isAllowedRedirectUri,
  THIRD_PARTY_CLIENT_ID_PATTERN,
  THIRD_PARTY_LIMITS as L,
} from '@kp/domain/third-party';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * Third-party games (spec sections 2, 7, 8): the redirect of a player to a game with a single-use
 * authorization code, the game server's exchange of that code for a player token (`auth-tokens`,
 * OAuth 2 style), game API validation (HMAC-signed reports that complete quest stages), and the
 * operators' registry of clients.
 */

const clientIdString = text().regex(THIRD_PARTY_CLIENT_ID_PATTERN, 'clientId: not a client id');
const redirectUri = text({ trim: true })
  .max(L.urlMaxLength)
  .refine(isAllowedRedirectUri, 'must be an https URL (http only on localhost) without a fragment');
const secret = text().min(1).max(L.secretMaxLength);

export const thirdPartyClient = z.object({
  id: z.uuid(),
  clientId: z.string(),
  name: z.string(),
  gameId: z.uuid(),
  redirectUris: z.array(z.string()),
  webhookUrl: z.string().nullable(),
  needsGameUsername: z
    .boolean()
    .describe(
      'the arena has the player confirm their username in the game before play, and the code exchange hands it over (gameUsername)',
    ),
  status: z.enum(['active', 'disabled']),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ThirdPartyClient = z.output<typeof thirdPartyClient>;

/** A client with its secrets in clear: answered once, at creation and at each rotation. */
const clientWithSecrets = z.object({
  client: thirdPartyClient,
  clientSecret: z.string().describe('shown once: the game server authenticates the code exchange with it'),
  signingSecret: z.string().describe('shown once: the HMAC-SHA256 key of the game reports'),
});

export const getThirdPartyRedirectUrl = defineRoute({
  ...ENDPOINTS.getThirdPartyRedirectUrl,
  summary:
    'Where a third-party game wants the player: its redirect URI with a single-use authorization code (60 s), for a quest (questId), a tournament the player joined and that is live (tournamentId), or free play in the arena (neither)',
  tags: ['third-party'],
  access: 'user',
  querystring: z
    .object({ clientId: clientIdString, questId: z.uuid().optional(), tournamentId: z.uuid().optional() })
    .strict()
    .refine((q) => !(q.questId && q.tournamentId), 'questId, tournamentId: at most one of them'),
  response: { 200: envelope(z.object({ redirectUrl: z.string() })) },
});

export const exchangeThirdPartyCode = defineRoute({
  ...ENDPOINTS.exchangeThirdPartyCode,
  summary:
    "The game's server exchanges an authorization code, with its client id and secret, for a player token (JWT, sub = user id, aud = client id)",
  tags: ['third-party'],
  access: 'public',
  querystring: noQuery,
  body: z
    .object({
      grantType: z.literal('authorization_code').default('authorization_code'),
      code: secret,
      clientId: clientIdString,
      clientSecret: secret,
      redirectUri: text().max(L.urlMaxLength),
    })
    .strict(),
  response: {
    200: envelope(
      z.object({
        accessToken: z.string(),
        tokenType: z.literal('Bearer'),
        expiresIn: z.number().int(),
        userId: z.uuid(),
        username: z.string().nullable(),
        gameUsername: z
          .object({ loginMethod: z.enum(GAME_LOGIN_METHODS), value: z.string() })
          .nullable()
          .describe(
            "the player's username in the game, as they linked it, for a client that needs it (needsGameUsername); else null",
          ),
        questId: z.uuid().nullable().describe('the quest played, or null'),
        tournamentId: z.uuid().nullable().describe('the tournament played, or null (both null: free play)'),
      }),
    ),
  },
});

export const submitGameReport = defineRoute({
  ...ENDPOINTS.submitGameReport,
  summary:
    "Game API validation: a game's server reports a player's result, signed with HMAC-SHA256 (x-kp-client-id, x-kp-timestamp, x-kp-signature). A quest's report names its stage and completes it; a tournament's names none and its score counts while the tournament is live; free play has nothing to report (400)",
  tags: ['third-party'],
  access: 'public',
  querystring: noQuery,
  body: z
    .object({
      reportId: text()
        .regex(/^[A-Za-z0-9_.:-]+$/, 'reportId: letters, digits and _.:- only')
        .max(L.reportIdMaxLength),
      playerToken: text().min(1).max(L.playerTokenMaxLength),
      stageId: z.uuid().optional().describe("the quest's stage; absent for a tournament's score"),
      score: z.number().int().min(0).max(L.reportScoreMax),
    })
    .strict(),
  response: {
    200: envelope(
      z.object({
        reportId: z.string(),
        questId: z.uuid().nullable(),
        stageId: z.uuid().nullable(),
        tournamentId: z.uuid().nullable(),
        completed: z
          .boolean()
          .describe(
            'false when the stage was already completed (nothing awarded twice), and for tournaments',
          ),
        questStatus: z.enum(['started', 'completed']).nullable(),
        score: z.number().int().describe("the quest's score, or the reported score for a tournament"),
        bestScore: z.number().int().nullable().describe("a tournament: the player's best score so far"),
      }),
    ),
  },
});

export const adminListThirdPartyClients = defineRoute({
  ...ENDPOINTS.adminListThirdPartyClients,
  summary: 'The registered third-party clients (never their secrets)',
  tags: ['third-party', 'admin'],
  access: 'admin',
  querystring: noQuery,
  response: { 200: envelope(z.object({ clients: z.array(thirdPartyClient) })) },
});

export const adminCreateThirdPartyClient = defineRoute({
  ...ENDPOINTS.adminCreateThirdPartyClient,
  summary: 'Registers a third-party client of a game; its secrets are shown in this answer only',
  tags: ['third-party', 'admin'],
  access: 'admin',
  querystring: noQuery,
  body: z
    .object({
      name: text({ trim: true }).min(1).max(L.nameMaxLength),
      gameId: z.uuid(),
      redirectUris: z.array(redirectUri).min(1).max(L.redirectUrisMax),
      webhookUrl: text({ trim: true })
        .max(L.urlMaxLength)
        .refine(isAllowedRedirectUri, 'must be an https URL (http only on localhost)')
        .nullable()
        .default(null),
      needsGameUsername: z.boolean().default(false),
    })
    .strict(),
  response: { 201: envelope(clientWithSecrets) },
});

export const adminRotateThirdPartyClientSecret = defineRoute({
  ...ENDPOINTS.adminRotateThirdPartyClientSecret,
  summary: "Replaces a client's secret and signing secret (the old ones stop working at once)",
  tags: ['third-party', 'admin'],
  access: 'admin',
  params: z.object({ id: z.uuid() }),
  querystring: noQuery,
  response: { 200: envelope(clientWithSecrets) },
});

export const adminDisableThirdPartyClient = defineRoute({
  ...ENDPOINTS.adminDisableThirdPartyClient,
  summary: 'Disables a client: no redirect, exchange or report is accepted from it any more',
  tags: ['third-party', 'admin'],
  access: 'admin',
  params: z.object({ id: z.uuid() }),
  querystring: noQuery,
  response: { 200: envelope(z.object({ client: thirdPartyClient })) },
});
