import { z } from 'zod';
import { PLATFORMS } from '@kp/domain/games';
import { isCountryCode } from '@kp/domain/countries';
import { LANGUAGES } from '@kp/domain/languages';
import { PLATFORM_ROLES } from '@kp/domain/pog';
import { emailSchema, firstNameSchema, oneTimeCodeSchema, usernameSchema } from '@kp/domain/validation';
import { codeChallenge, emailChallenge, sessionUser } from './auth';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

/** A two-letter country code (ISO 3166-1 alpha-2), as the country list has them. */
const countryCode = text().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');

/** The social accounts a profile shows (spec section 3), each with whether it is connected. */
export const SOCIAL_ACCOUNTS = ['twitter', 'discord', 'google', 'wallet', 'steam', 'telegram'] as const;

export const profile = sessionUser.extend({
  countryCode: z.string().length(2).nullable(),
  city: z.string().nullable(),
  collegeName: z.string().nullable(),
  profession: z.string().nullable(),
  preferredRole: z.enum(PLATFORM_ROLES).nullable(),
  preferredPlatform: z.enum(PLATFORMS).nullable(),
  hasPicture: z.boolean(),
  deletionRequestedAt: z.iso.datetime().nullable(),
  socialStatuses: z.object(
    Object.fromEntries(SOCIAL_ACCOUNTS.map((name) => [name, z.object({ isActive: z.boolean() })])) as Record<
      (typeof SOCIAL_ACCOUNTS)[number],
      z.ZodObject<{ isActive: z.ZodBoolean }>
    >,
  ),
});
export type Profile = z.output<typeof profile>;

export const getMyProfile = defineRoute({
  ...ENDPOINTS.getMyProfile,
  summary: "The signed-in user's profile, with the social accounts they have connected",
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(profile) },
});

export const updateProfile = defineRoute({
  ...ENDPOINTS.updateProfile,
  summary: "Changes the signed-in user's profile fields (only those sent)",
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({
      firstName: firstNameSchema,
      countryCode: countryCode.refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code'),
      city: text({ trim: true }).min(1).max(80),
      collegeName: text({ trim: true }).min(1).max(150),
      profession: text({ trim: true }).min(1).max(80),
    })
    .partial()
    .strict(),
  response: { 200: envelope(profile) },
});

export const checkUsername = defineRoute({
  ...ENDPOINTS.checkUsername,
  summary: 'Whether a username is free (for the signed-in user: their own counts as free)',
  tags: ['users'],
  access: 'user',
  querystring: z.object({ username: usernameSchema }).strict(),
  response: { 200: envelope(z.object({ username: z.string(), isAvailable: z.boolean() })) },
});

export const verifyUsername = defineRoute({
  ...ENDPOINTS.verifyUsername,
  summary: 'Takes a username for the signed-in user (the profile username update)',
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ username: usernameSchema }).strict(),
  response: { 200: envelope(profile) },
});

export const requestEmailCode = defineRoute({
  ...ENDPOINTS.requestEmailCode,
  summary: 'Sends a one-time code to an email address the user wants to add',
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ email: emailSchema }).strict(),
  response: { 201: envelope(emailChallenge) },
});

export const verifyEmail = defineRoute({
  ...ENDPOINTS.verifyEmail,
  summary: 'Checks the email code and sets the address on the profile',
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ challengeId: z.uuid(), code: oneTimeCodeSchema }).strict(),
  response: { 200: envelope(profile) },
});

/**
 * The spec's "verify user number" phone flow (section 4): a signed-in user (one who signed in
 * with Google or Telegram, or one changing their number) asks for a code to a number. The code
 * is the sign-in one: same lifetime, tries, resend (`authentication/resend`) and limits.
 */
export const requestPhoneCode = defineRoute({
  ...ENDPOINTS.requestPhoneCode,
  summary:
    'Sends a one-time code to a phone number the user wants on their account (409 when another account has it)',
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({
      phone_number: text()
        .min(6)
        .max(17)
        .describe('the number in international form, calling code first: +919876543210'),
    })
    .strict(),
  response: { 201: envelope(codeChallenge) },
});

export const verifyPhone = defineRoute({
  ...ENDPOINTS.verifyPhone,
  summary: "Checks the phone code and sets the number on the user's account (replacing any before it)",
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ challengeId: z.uuid(), code: oneTimeCodeSchema }).strict(),
  response: { 200: envelope(profile) },
});

export const setPreferredRole = defineRoute({
  ...ENDPOINTS.setPreferredRole,
  summary: "Sets the user's preferred platform role",
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ role: z.enum(PLATFORM_ROLES) }).strict(),
  response: { 200: envelope(profile) },
});

export const setPreferredPlatform = defineRoute({
  ...ENDPOINTS.setPreferredPlatform,
  summary: "Sets the user's preferred gaming platform",
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ platform: z.enum(PLATFORMS) }).strict(),
  response: { 200: envelope(profile) },
});

/**
 * Stores the interface language the signed-in user reads (issue 18): the web tells it when they
 * choose one and after sign-in; the codes and messages sent to them follow it. Not in the spec.
 */
export const setMyLanguage = defineRoute({
  ...ENDPOINTS.setMyLanguage,
  summary: "Stores the signed-in user's interface language (the language of the codes sent to them)",
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ language: z.enum(LANGUAGES) }).strict(),
  response: { 200: envelope(z.object({ language: z.enum(LANGUAGES) })) },
});

/** The user's preferences: platform role, gaming platform, interface language. */
export const USER_PREFERENCE_ROUTES = { setPreferredRole, setPreferredPlatform, setMyLanguage } as const;

/** What anyone may see of a user. */
export const publicUser = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  hasPicture: z.boolean(),
});

export const findUserByUsername = defineRoute({
  ...ENDPOINTS.findUserByUsername,
  summary: "A user's public details by their username",
  tags: ['users'],
  access: 'user',
  params: z.object({ userName: usernameSchema }).strict(),
  querystring: noQuery,
  response: { 200: envelope(publicUser) },
});

export const batchUserDetails = defineRoute({
  ...ENDPOINTS.batchUserDetails,
  summary: 'Public details of up to 100 users at once (leaderboards, clans)',
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ userIds: z.array(z.uuid()).min(1).max(100) }).strict(),
  response: { 200: envelope(z.array(publicUser)) },
});

export const requestAccountDeletion = defineRoute({
  ...ENDPOINTS.requestAccountDeletion,
  summary: 'Asks for the account to be deleted after the grace period (again: already requested)',
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  response: {
    200: envelope(
      z.object({
        status: z.enum(['initiated', 'already_requested']),
        requestedAt: z.iso.datetime(),
        deletesAt: z.iso.datetime(),
      }),
    ),
  },
});

export const listProfessions = defineRoute({
  ...ENDPOINTS.listProfessions,
  summary: 'The professions a profile may name',
  tags: ['users'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(z.array(z.string())) },
});

export const listCountries = defineRoute({
  ...ENDPOINTS.listCountries,
  summary:
    'The country list (India and Brazil first) with names in one of the interface languages (the spec’s 20 and Hindi, Bengali, Marathi, Telugu, Tamil, Nepali)',
  tags: ['users'],
  access: 'public',
  querystring: z.object({ language: z.enum(LANGUAGES).default('en') }).strict(),
  response: {
    200: envelope(
      z.array(z.object({ code: z.string(), name: z.string(), dial_code: z.string(), flag: z.string() })),
    ),
  },
});

export const listCities = defineRoute({
  ...ENDPOINTS.listCities,
  summary: 'The cities of a country, for the profile and clan forms',
  tags: ['users'],
  access: 'public',
  querystring: z
    .object({
      country: countryCode.default('IN'),
    })
    .strict(),
  response: { 200: envelope(z.array(z.string())) },
});

export const listColleges = defineRoute({
  ...ENDPOINTS.listColleges,
  summary: 'The colleges of a city, for the profile and clan chief forms',
  tags: ['users'],
  access: 'public',
  querystring: z
    .object({
      country: countryCode.default('IN'),
      city: text().min(1).max(80),
    })
    .strict(),
  response: { 200: envelope(z.array(z.string())) },
});

export const cancelAccountDeletion = defineRoute({
  ...ENDPOINTS.cancelAccountDeletion,
  summary: 'Withdraws a deletion request during the grace period',
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(profile) },
});

export const uploadProfilePicture = defineRoute({
  ...ENDPOINTS.uploadProfilePicture,
  summary:
    'Sets the profile picture: the request body is the JPEG file itself (Content-Type: image/jpeg, at most 5 MB)',
  tags: ['users'],
  access: 'user',
  querystring: noQuery,
  body: z.any().describe('the JPEG bytes'),
  response: { 200: envelope(profile) },
});

export const getProfilePicture = defineRoute({
  ...ENDPOINTS.getProfilePicture,
  summary: "A user's profile picture (JPEG)",
  tags: ['users'],
  access: 'public',
  params: z.object({ userId: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: z.any().describe('image/jpeg') },
});
