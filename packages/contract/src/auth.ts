import { z } from 'zod';
import { PLATFORMS } from '@kp/domain/games';
import { LANGUAGES } from '@kp/domain/languages';
import { REGIONS } from '@kp/domain/locations';
import { usernameSchema, emailSchema, firstNameSchema, oneTimeCodeSchema } from '@kp/domain/validation';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/** Where a sign-in comes from: the website, a game client (in-game login) or the Telegram bot. */
export const SIGN_IN_SOURCES = ['website', 'game', 'telegram'] as const;

/** What a one-time code is for (spec section 4: the phone flow types share one mechanism). */
export const CODE_PURPOSES = ['login', 'verify_phone', 'delete_clan', 'create_clan'] as const;

export const ROLES = ['user', 'admin'] as const;

/** The signed-in user as every screen needs them. */
export const sessionUser = z.object({
  id: z.uuid(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  role: z.enum(ROLES),
  isRegistered: z.boolean(),
  /**
   * The interface language the account reads, as the web last told it (`PUT /api/users/language`;
   * the codes sent to the user are in it); null when never told. Not a spec field.
   */
  language: z.enum(LANGUAGES).nullable(),
});
export type SessionUser = z.output<typeof sessionUser>;

/** A code on its way: when it expires and when another may be asked for. */
export const codeChallenge = z.object({
  challengeId: z.uuid(),
  phoneNumber: z.string().describe('masked: all but the last four digits hidden'),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});
export type CodeChallenge = z.output<typeof codeChallenge>;

/** The tokens of a session; the website reads none of them (they arrive as httpOnly cookies too). */
export const sessionTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  isNewUser: z.boolean(),
  user: sessionUser,
});

export const startPhoneLogin = defineRoute({
  ...ENDPOINTS.startPhoneLogin,
  summary: 'Sends a one-time code to a phone number to sign in (or up) with it',
  tags: ['authentication'],
  access: 'public',
  querystring: z
    .object({ source: z.enum(SIGN_IN_SOURCES).default('website'), region: z.enum(REGIONS).optional() })
    .strict(),
  body: z
    .object({
      waId: text().min(6).max(16).describe('the phone number as international digits, e.g. 919876543210'),
      platform: z.enum(PLATFORMS),
      hostname: text().min(1).max(253),
    })
    .strict(),
  response: { 201: envelope(codeChallenge) },
});

export const verifyPhoneLogin = defineRoute({
  ...ENDPOINTS.verifyPhoneLogin,
  summary: 'Checks a one-time code and signs the user in (setting the session cookies)',
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  body: z.object({ challengeId: z.uuid(), code: oneTimeCodeSchema }).strict(),
  response: { 200: envelope(sessionTokens) },
});

export const resendCode = defineRoute({
  ...ENDPOINTS.resendCode,
  summary: 'Sends a new code for a challenge once its cooldown has passed',
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  body: z.object({ challengeId: z.uuid() }).strict(),
  response: { 201: envelope(codeChallenge) },
});

/** A code sent to an email address, to confirm it is the user's. */
export const emailChallenge = z.object({
  challengeId: z.uuid(),
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});

export const completeRegistration = defineRoute({
  ...ENDPOINTS.completeRegistration,
  summary:
    "Completes a new account: its username, and optionally a first name and an email (sent a code: the address is the account's once the code is confirmed through verify-email)",
  tags: ['authentication'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({
      username: usernameSchema,
      firstName: firstNameSchema.optional(),
      email: emailSchema.optional(),
    })
    .strict(),
  response: {
    200: envelope(
      sessionUser.extend({
        /** The code sent to the email given, to confirm through verify-email; null when none was given. */
        emailVerification: emailChallenge.nullable(),
      }),
    ),
  },
});

export const refreshSession = defineRoute({
  ...ENDPOINTS.refreshSession,
  summary:
    'Trades the refresh token of the session cookie for a new access token; the refresh token rotates (a token is never read from the URL, where logs and Referer headers would keep it)',
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(z.object({ accessToken: z.string(), refreshToken: z.string() })) },
});

/** The refresh token a client without cookies (a game client, an app) sends in the body. */
const refreshTokenBody = text().min(20).max(200);

export const refreshSessionWithBody = defineRoute({
  ...ENDPOINTS.refreshSessionWithBody,
  summary:
    'Trades a refresh token sent in the body for a new pair (clients without cookies); the refresh token rotates',
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  body: z.object({ refreshToken: refreshTokenBody }).strict(),
  response: { 200: envelope(z.object({ accessToken: z.string(), refreshToken: z.string() })) },
});

export const logout = defineRoute({
  ...ENDPOINTS.logout,
  summary:
    "Ends the session on the server (the refresh token's, else the calling access token's) and clears its cookies; its access tokens are refused from then on",
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  // No body at all (the website's cookie, a bearer token) arrives as null.
  body: z.object({ refreshToken: refreshTokenBody.optional() }).strict().nullish(),
  response: { 200: envelope(z.object({ loggedOut: z.literal(true) })) },
});

export const outboxMessage = z.object({
  id: z.uuid(),
  channel: z.enum(['sms', 'whatsapp', 'email']),
  recipient: z.string(),
  purpose: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

export const listOutbox = defineRoute({
  ...ENDPOINTS.listOutbox,
  summary:
    'The latest codes the outbox sender "sent" (only while both OTP_SENDER and EMAIL_SENDER are the outbox)',
  tags: ['dev'],
  access: 'public',
  querystring: z.object({ recipient: text().max(254).optional() }).strict(),
  response: { 200: envelope(z.array(outboxMessage)) },
});

export const getSignInMethods = defineRoute({
  ...ENDPOINTS.getSignInMethods,
  summary: 'The sign-in methods this installation offers',
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  response: {
    200: envelope(
      z.object({
        phone: z.literal(true),
        google: z.boolean(),
        telegram: z.object({ botUsername: z.string() }).nullable(),
      }),
    ),
  },
});

/** Where to come back to after a sign-in that leaves the page: a path of this site only. */
export const returnToPath = text()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site');

export const startGoogleSignIn = defineRoute({
  ...ENDPOINTS.startGoogleSignIn,
  summary: "Begins Google sign-in: the URL of Google's consent page (PKCE, state and nonce kept in a cookie)",
  tags: ['authentication'],
  access: 'public',
  querystring: z.object({ returnTo: returnToPath.default('/') }).strict(),
  response: { 200: envelope(z.object({ url: z.url() })) },
});

export const finishGoogleSignIn = defineRoute({
  ...ENDPOINTS.finishGoogleSignIn,
  summary: 'Where Google sends the browser back: signs in and redirects to the page it started from',
  tags: ['authentication'],
  access: 'public',
  // Google adds parameters of its own (scope, authuser, prompt, hd, iss): all are passed on.
  querystring: z.looseObject({
    state: text().max(1000).optional(),
    code: text().max(2000).optional(),
    error: text().max(1000).optional(),
  }),
  response: { 302: z.null().describe('redirect to the page the sign-in started from') },
});

export const telegramWidgetSignIn = defineRoute({
  ...ENDPOINTS.telegramWidgetSignIn,
  summary: "Signs in with the Telegram Login Widget's payload, checked with the bot token",
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  body: z.record(text().max(100), z.union([text().max(1000), z.number()])),
  response: { 200: envelope(sessionTokens) },
});

export const finishTelegramSignIn = defineRoute({
  ...ENDPOINTS.finishTelegramSignIn,
  summary:
    "Where Telegram's Login Widget sends the browser (its data-auth-url): checks the fields, signs in, redirects",
  tags: ['authentication'],
  access: 'public',
  // Telegram's fields (id, first_name, …, auth_date, hash) and our returnTo; all but returnTo are signed.
  querystring: z.looseObject({ returnTo: returnToPath.optional(), hash: text().max(200).optional() }),
  response: { 302: z.null().describe('redirect to the page the sign-in started from') },
});

export const telegramBotSignIn = defineRoute({
  ...ENDPOINTS.telegramBotSignIn,
  summary: 'Signs in from the Telegram bot (Mini App) with its signed initData',
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  body: z.object({ initData: text().min(1).max(4096) }).strict(),
  response: { 200: envelope(sessionTokens) },
});

export const createLinkCode = defineRoute({
  ...ENDPOINTS.createLinkCode,
  summary: 'A single-use sign-in link for another device or a game client (code and qr_ref_id)',
  tags: ['authentication'],
  access: 'user',
  querystring: noQuery,
  response: {
    201: envelope(
      z.object({ code: z.string(), qrRefId: z.uuid(), expiresAt: z.iso.datetime(), path: z.string() }),
    ),
  },
});

export const redeemLinkCode = defineRoute({
  ...ENDPOINTS.redeemLinkCode,
  summary: 'Signs in once with a sign-in link (also the in-game login route)',
  tags: ['authentication'],
  access: 'public',
  querystring: noQuery,
  body: z.object({ code: text().min(16).max(64), qr_ref_id: z.uuid() }).strict(),
  response: { 200: envelope(sessionTokens) },
});
