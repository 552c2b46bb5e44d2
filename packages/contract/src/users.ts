import { z } from 'zod';
import { PLATFORMS } from '@kp/domain/games';
import { PLATFORM_ROLES } from '@kp/domain/pog';
import { sessionUser } from './auth';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery } from './route';

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
