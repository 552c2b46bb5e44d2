import { z } from 'zod';
import { REDIRECT_SOCIAL_PROVIDERS, SOCIAL_AUTH_URL_PROVIDERS, SOCIAL_PROVIDERS } from '@kp/domain/social';
import { SOCIAL_ACCOUNTS } from '@kp/domain/tasks';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/**
 * Linked social accounts (spec sections 3 and 7): `social-auth` and `authenticate` (OAuth 2 with
 * PKCE for X and Discord, OpenID Connect for Google), `connect/steam` (OpenID 2.0), `link-telegram`
 * (the Login Widget), `status` (the social statuses and connect flags) and `disconnect`.
 */

const redirectUri = text({ trim: true })
  .min(1)
  .max(2000)
  .describe('a page of this site the provider sends the browser back to');

/** A linked account as the user sees it (never its tokens). */
export const linkedSocialAccount = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  externalId: z.string(),
  handle: z.string().nullable(),
  displayName: z.string().nullable(),
  linkedAt: z.iso.datetime(),
});
export type LinkedSocialAccount = z.output<typeof linkedSocialAccount>;

const accountStatus = z.object({
  isActive: z.boolean(),
  handle: z.string().optional(),
  /** False when this installation cannot connect this account (no credentials): say so, never pretend. */
  isConfigured: z.boolean(),
});

/** The social statuses (spec section 3) and the connect flags. */
export const socialStatus = z.object({
  socialStatuses: z.object(
    Object.fromEntries(SOCIAL_ACCOUNTS.map((name) => [name, accountStatus])) as Record<
      (typeof SOCIAL_ACCOUNTS)[number],
      typeof accountStatus
    >,
  ),
  isTwitterConnect: z.boolean(),
  isDiscordConnect: z.boolean(),
  isGoogleConnect: z.boolean(),
  isWalletConnect: z.boolean(),
  isSteamConnect: z.boolean(),
  isTelegramConnect: z.boolean(),
});
export type SocialStatus = z.output<typeof socialStatus>;

export const getSocialAuthUrl = defineRoute({
  ...ENDPOINTS.getSocialAuthUrl,
  summary:
    "The provider's authorization URL to link an X or Discord account (OAuth 2 with PKCE), a Google account (OpenID Connect) or a Telegram account (Telegram's login page, whose answer goes to link-telegram); redirectUri must be a page of this site, and host (when sent) its host",
  tags: ['social'],
  access: 'user',
  querystring: z
    .object({
      provider: z.enum(SOCIAL_AUTH_URL_PROVIDERS),
      host: text({ trim: true }).min(1).max(255).optional(),
      redirectUri,
    })
    .strict(),
  response: { 200: envelope(z.object({ url: z.string() })) },
});

export const authenticateSocial = defineRoute({
  ...ENDPOINTS.authenticateSocial,
  summary:
    'Links the account the provider sent back (its code and our state, single use, 10 minutes) to the signed-in user; 409 when another user has it',
  tags: ['social'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({
      provider: z.enum(REDIRECT_SOCIAL_PROVIDERS),
      code: text().min(1).max(2000),
      state: text().min(1).max(200),
      /** The issuer an OpenID provider names in its answer (RFC 9207), passed on as received. */
      iss: text().max(500).optional(),
    })
    .strict(),
  response: { 200: envelope(linkedSocialAccount) },
});

export const getSteamConnectUrl = defineRoute({
  ...ENDPOINTS.getSteamConnectUrl,
  summary:
    "Steam's OpenID 2.0 sign-in URL (checkid_setup) that comes back to redirectUri, a page of this site",
  tags: ['social'],
  access: 'user',
  querystring: z.object({ redirectUri }).strict(),
  response: { 200: envelope(z.object({ url: z.string() })) },
});

export const connectSteam = defineRoute({
  ...ENDPOINTS.connectSteam,
  summary:
    'Links the Steam account of the OpenID 2.0 assertion the browser came back with (its openid.* parameters), once Steam confirms it (check_authentication)',
  tags: ['social'],
  access: 'user',
  querystring: noQuery,
  body: z
    .record(text().regex(/^openid\.[a-z_.]{1,40}$/, 'only openid.* parameters'), text().max(2000))
    .refine((params) => Object.keys(params).length <= 30, 'too many parameters')
    .refine((params) => typeof params['openid.return_to'] === 'string', 'openid.return_to is required'),
  response: { 200: envelope(linkedSocialAccount) },
});

export const linkTelegram = defineRoute({
  ...ENDPOINTS.linkTelegram,
  summary: "Links the Telegram account of a Login Widget answer, once its signature (the bot token's) holds",
  tags: ['social'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({
      id: z.union([text().regex(/^\d{1,20}$/), z.number().int().nonnegative()]),
      first_name: text().max(256),
      last_name: text().max(256).optional(),
      username: text().max(64).optional(),
      photo_url: text().max(2000).optional(),
      auth_date: z.union([text().regex(/^\d{1,12}$/), z.number().int().nonnegative()]),
      hash: text().max(128),
    })
    .catchall(z.union([text().max(2000), z.number()])),
  response: { 200: envelope(linkedSocialAccount) },
});

export const getSocialStatus = defineRoute({
  ...ENDPOINTS.getSocialStatus,
  summary: 'The social statuses (twitter, discord, google, wallet, steam, telegram) and the connect flags',
  tags: ['social'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(socialStatus) },
});

export const disconnectSocial = defineRoute({
  ...ENDPOINTS.disconnectSocial,
  summary: 'Unlinks a social account (its tokens are revoked at the provider where it allows)',
  tags: ['social'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }).strict(),
  response: { 200: envelope(socialStatus) },
});
