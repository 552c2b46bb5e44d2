import { z } from 'zod';
import { APPEAL_NOTE, REFERRAL_CODE_PATTERN } from '@kp/domain/campaigns';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';
import {
  IDEMPOTENT,
  campaignClaim,
  campaignDetail,
  campaignListQuery,
  campaignProgress,
  campaignReward,
  campaignSummary,
  campaignTask,
  taskAppeal,
  taskFailure,
  taskValidationState,
  type CampaignClaim,
  type CampaignDetail,
  type CampaignListQuery,
  type CampaignSummary,
  type CampaignTask,
  type TaskValidationState,
} from './campaign-schemas';

/**
 * K-Drop campaigns (issue 6; spec sections 3, 4, 7 and 8: `platform-campaign-hub`): the list by
 * state with its `isLastCard`/`offset` paging, one campaign with its tasks and the caller's
 * progress, `user-progress start`, `tasks validate` answering the spec's task validation state,
 * `claim-reward` (Idempotency-Key), the user's referral info, appeals and the operators' calls.
 * Amounts are decimal strings of the currency; `currency` is the currency's code.
 */

// The shared shapes (campaign-schemas.ts) and the operators' routes (campaigns-admin.ts) are
// imported from here, as they always were.
export {
  campaignClaim,
  campaignDetail,
  campaignProgress,
  campaignReward,
  campaignSummary,
  campaignTask,
  taskAppeal,
  taskFailure,
  taskValidationState,
  type CampaignClaim,
  type CampaignDetail,
  type CampaignListQuery,
  type CampaignSummary,
  type CampaignTask,
  type TaskValidationState,
};
export * from './campaigns-admin';

export const listCampaignsByState = defineRoute({
  ...ENDPOINTS.listCampaignsByState,
  summary:
    'Campaigns by state (live ending soonest first, then upcoming by start, then past), filtered by audience; `offset` of the next page and `isLastCard` when none is left. Signed in, each card is the caller’s',
  tags: ['campaigns'],
  access: 'public',
  querystring: campaignListQuery,
  response: {
    200: envelope(
      z.object({
        campaigns: z.array(campaignSummary),
        isLastCard: z.boolean(),
        offset: z.number().int().min(0).describe('where the next page starts'),
      }),
    ),
  },
});

export const getCampaign = defineRoute({
  ...ENDPOINTS.getCampaign,
  summary:
    'One campaign (by id or slug; 404 CAMPAIGN_NOT_FOUND) with its tasks and, signed in, the caller’s progress, each task’s state and last failure, and the claim',
  tags: ['campaigns'],
  access: 'public',
  params: z.object({ idOrSlug: text().min(1).max(120) }),
  querystring: noQuery,
  response: { 200: envelope(campaignDetail) },
});

export const startCampaign = defineRoute({
  ...ENDPOINTS.startCampaign,
  summary: 'Starts a live campaign for the caller (again: the same answer); tasks are validated after it',
  tags: ['campaigns'],
  access: 'user',
  querystring: noQuery,
  body: z.object({ campaignId: z.uuid() }).strict(),
  response: { 200: envelope(campaignDetail) },
});

export const validateTask = defineRoute({
  ...ENDPOINTS.validateTask,
  summary:
    'Checks a task against the outside world and answers the task validation state (a failed check is a 200 with isError and the reason). 409 TASK_LOCKED, CAMPAIGN_NOT_STARTED, CAMPAIGN_NOT_LIVE; 429 RATE_LIMITED with Retry-After',
  tags: ['campaigns'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({
      taskId: z.uuid(),
      submission: text({ trim: true }).min(1).max(2000).optional().describe('a link to a post, or a code'),
    })
    .strict(),
  response: { 200: envelope(taskValidationState) },
});

export const appealTask = defineRoute({
  ...ENDPOINTS.appealTask,
  summary:
    'Appeals the last failed validation of a task (a requirement not met, a submission refused) to the operators, with a note; one pending appeal per task',
  tags: ['campaigns'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({
      taskId: z.uuid(),
      note: text({ multiline: true, trim: true }).min(APPEAL_NOTE.min).max(APPEAL_NOTE.max),
    })
    .strict(),
  response: { 201: envelope(taskAppeal) },
});

export const visitTaskLink = defineRoute({
  ...ENDPOINTS.visitTaskLink,
  summary:
    'The redirect of a general URI redirection task: records the signed-in user’s visit, then 302 to the task’s link',
  tags: ['campaigns'],
  access: 'user',
  params: z.object({ taskId: z.uuid() }),
  querystring: noQuery,
  response: { 302: z.null() },
});

export const claimSignatureInput = z
  .object({
    chainId: z.number().int().positive(),
    deadline: z.number().int().positive().describe('unix seconds after which the signature is refused'),
    // 65 bytes from an ordinary wallet; a smart-contract wallet's (EIP-1271) may be longer.
    signature: text()
      .max(20_000)
      .regex(/^0x(?:[0-9a-fA-F]{2}){65,}$/, 'a signature in hex, 65 bytes or more'),
  })
  .strict();

export const claimReward = defineRoute({
  ...ENDPOINTS.claimReward,
  summary: `Claims a campaign's reward once every task is verified (LIVE or CLAIM_REWARDS): reserved from the pool (409 CAMPAIGN_POOL_EXHAUSTED), then paid to the balance. Campaigns with claimRequiresSignature take an EIP-712 signature (422 with the spec's claim messages when refused). ${IDEMPOTENT}`,
  tags: ['campaigns'],
  access: 'user',
  idempotent: true,
  querystring: noQuery,
  body: z.object({ campaignId: z.uuid(), signature: claimSignatureInput.optional() }).strict(),
  response: { 201: envelope(campaignClaim) },
});

export const referralInfo = z.object({
  code: z.string(),
  referredCount: z.number().int().min(0),
  referredBy: z.boolean().describe('whether the caller joined with someone’s code'),
});
export type ReferralInfo = z.output<typeof referralInfo>;

export const getReferralInfo = defineRoute({
  ...ENDPOINTS.getReferralInfo,
  summary: 'The caller’s referral code and how many joined with it',
  tags: ['campaigns'],
  access: 'user',
  querystring: noQuery,
  response: { 200: envelope(referralInfo) },
});

export const applyReferralCode = defineRoute({
  ...ENDPOINTS.applyReferralCode,
  summary:
    'A new account names the code it was invited with (within days of sign-up, once, never its own): 404 REFERRAL_CODE_NOT_FOUND, 409 REFERRAL_ALREADY_APPLIED or REFERRAL_WINDOW_CLOSED',
  tags: ['campaigns'],
  access: 'user',
  querystring: noQuery,
  body: z
    .object({ code: text({ trim: true }).toUpperCase().regex(REFERRAL_CODE_PATTERN, 'a referral code') })
    .strict(),
  response: { 200: envelope(referralInfo) },
});
