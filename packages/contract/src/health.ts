import { z } from 'zod';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery } from './route';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

export const healthResponse = z.object({ status: z.literal('ok'), db: z.enum(DB_KINDS) });

export const getHealth = defineRoute({
  ...ENDPOINTS.getHealth,
  summary: 'Whether the api and its database answer',
  tags: ['platform'],
  access: 'public',
  querystring: noQuery,
  response: { 200: healthResponse },
});

/** What this installation offers that depends on outside providers being configured. */
export const features = z.object({
  /** K-Cash can be bought (a payment provider takes some currency). */
  buyKcash: z.boolean(),
  /** Identity documents can be checked (a KYC provider is configured). */
  kyc: z.boolean(),
});
export type Features = z.output<typeof features>;

export const getFeatures = defineRoute({
  ...ENDPOINTS.getFeatures,
  summary:
    'What this installation offers that needs a configured provider (buying K-Cash, KYC): the web hides what is off, and its routes answer 403 FEATURE_DISABLED',
  tags: ['platform'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(features) },
});

export const advanceDevClock = defineRoute({
  ...ENDPOINTS.advanceDevClock,
  summary:
    "Moves the api's clock forward, or back to the real time (only with DEV_CLOCK=true, refused in production): the waits of days of the clan rules, streaks and leaderboard periods run out in a moment",
  tags: ['dev'],
  access: 'public',
  querystring: noQuery,
  body: z
    .object({
      days: z.number().int().min(0).max(366).default(0),
      minutes: z.number().int().min(0).max(1440).default(0),
      reset: z
        .boolean()
        .default(false)
        .describe('back to the real time first (a test puts the clock back when done)'),
    })
    .strict(),
  response: { 200: envelope(z.object({ now: z.iso.datetime() })) },
});
