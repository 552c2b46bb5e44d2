import { z } from 'zod';
import {
  REFERRAL_MILESTONE_STATES,
  REFERRAL_QUALIFYING_ACTIONS,
  REFERRAL_STATES,
  type ReferralShareChannel,
} from '@kp/domain/referral-campaign';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery, pageQuery } from './route';

/**
 * The referral campaign (spec section 7, `referral-campaign`: code, roadmap, progress; issue 17):
 * the caller's code and the links that share it, the roadmap of milestones with their rewards, and
 * the caller's progress (who signed up with the code, who qualified, what was paid). A referred
 * gamer qualifies with their first action after signing up (packages/domain/src/referral-campaign.ts);
 * rewards are earnings, collected on the collect-earnings page. Amounts are decimal strings of the
 * currency; `currency` is the currency's code.
 */

export const referralReward = z.object({
  currency: z.string().describe("the currency's code (KCASH, KPOINTS, USDT or the reward token's)"),
  amount: amountString,
});
export type ReferralReward = z.output<typeof referralReward>;

export const referralCampaignCode = z.object({
  code: z.string().describe('the caller’s referral code (made on first read)'),
  link: z
    .url()
    .describe('the referral link: the site with `?ref=<code>` (what the share-referral task looks for)'),
  shareLinks: z
    .object({
      copy: z.url(),
      x: z.url(),
      telegram: z.url(),
      facebook: z.url(),
      whatsapp: z.url(),
      more: z.url(),
    } satisfies Record<ReferralShareChannel, z.ZodType>)
    .describe('the link as each channel shares it, with `utm_source=<channel>`'),
});
export type ReferralCampaignCode = z.output<typeof referralCampaignCode>;

export const referralMilestone = z.object({
  qualified: z.number().int().min(1).describe('how many referred gamers must qualify'),
  reward: referralReward,
});

export const referralRoadmap = z.object({
  perReferral: referralReward.describe('what each qualified referral pays the referrer'),
  milestones: z.array(referralMilestone).describe('the milestones, in rising order'),
  qualifyingActions: z
    .array(z.enum(REFERRAL_QUALIFYING_ACTIONS))
    .describe('the first actions that qualify a referred gamer once signed up with the code'),
  applyWindowDays: z.number().int().min(1).describe('how long after sign-up a new account may name its code'),
});
export type ReferralRoadmap = z.output<typeof referralRoadmap>;

export const referredGamer = z.object({
  displayName: z
    .string()
    .nullable()
    .describe('their public username; null until they choose one (or once their account is erased)'),
  state: z.enum(REFERRAL_STATES),
  joinedAt: z.iso.datetime().describe('when they named the code'),
  qualifiedAt: z.iso.datetime().nullable(),
  reward: referralReward.nullable().describe('what their qualification paid the referrer'),
});
export type ReferredGamer = z.output<typeof referredGamer>;

export const referralProgress = z.object({
  signedUp: z.number().int().min(0).describe('referred gamers who signed up with the code'),
  qualified: z.number().int().min(0).describe('of them, those who completed a first action'),
  percent: z.number().int().min(0).max(100).describe('how far along the roadmap'),
  milestones: z.array(
    referralMilestone.extend({
      state: z.enum(REFERRAL_MILESTONE_STATES),
      paidAt: z.iso.datetime().nullable().describe('when its reward was paid'),
    }),
  ),
  next: referralMilestone
    .extend({ remaining: z.number().int().min(1).describe('qualified referrals still to go') })
    .nullable()
    .describe('the next milestone; null once every one is reached'),
  earned: z.array(referralReward).describe('what the referral campaign paid the caller, per currency'),
  referred: z.array(referredGamer).describe('the referred gamers, the latest first (a page of them)'),
});
export type ReferralProgress = z.output<typeof referralProgress>;

export const getReferralCampaignCode = defineRoute({
  ...ENDPOINTS.getReferralCampaignCode,
  summary: 'The caller’s referral code and its share links, each with its utm_source',
  tags: ['referral-campaign'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(referralCampaignCode) },
});

export const getReferralCampaignRoadmap = defineRoute({
  ...ENDPOINTS.getReferralCampaignRoadmap,
  summary:
    'The referral roadmap: the reward of each qualified referral, the milestones with theirs, and the actions that qualify',
  tags: ['referral-campaign'],
  access: 'public',
  querystring: noQuery,
  response: { 200: envelope(referralRoadmap) },
});

export const getReferralCampaignProgress = defineRoute({
  ...ENDPOINTS.getReferralCampaignProgress,
  summary:
    'The caller’s referral progress: how many signed up and qualified, the milestones reached and paid, the next one, what was earned, and a page of the referred gamers (public usernames only)',
  tags: ['referral-campaign'],
  access: 'user',
  querystring: z.object(pageQuery).strict(),
  response: { 200: envelope(referralProgress) },
});

/** The referral campaign's routes, for the contract's list of every route (routes.ts). */
export const REFERRAL_CAMPAIGN_ROUTES = {
  getReferralCampaignCode,
  getReferralCampaignRoadmap,
  getReferralCampaignProgress,
} as const;
