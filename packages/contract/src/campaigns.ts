import { z } from 'zod';
import {
  APPEAL_NOTE,
  CAMPAIGN_CARD_STATES,
  CAMPAIGN_LIMITS as L,
  CAMPAIGN_STATUSES,
  CONTINENTS,
  MANUAL_CAMPAIGN_STATUSES,
  REFERRAL_CODE_PATTERN,
  TASK_STATES,
} from '@kp/domain/campaigns';
import { PLATFORMS } from '@kp/domain/games';
import { TASK_ERROR_TYPES } from '@kp/domain/task-config';
import { SOCIAL_ACCOUNTS, TASK_TYPES } from '@kp/domain/tasks';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery, pageQuery, text, textUrl } from './route';

/**
 * K-Drop campaigns (issue 6; spec sections 3, 4, 7 and 8: `platform-campaign-hub`): the list by
 * state with its `isLastCard`/`offset` paging, one campaign with its tasks and the caller's
 * progress, `user-progress start`, `tasks validate` answering the spec's task validation state,
 * `claim-reward` (Idempotency-Key), the user's referral info, appeals and the operators' calls.
 * Amounts are decimal strings of the currency; `currency` is the currency's code.
 */

const IDEMPOTENT = 'Needs an Idempotency-Key header: a replay returns the first answer';
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const countryCode = text().regex(/^[A-Z]{2}$/, 'a two-letter country code');
const tag = text({ trim: true }).min(1).max(L.tag.max);

export const campaignReward = z.object({
  currency: z.string(),
  amount: amountString.describe('what each user who completes every task gets'),
  poolTotal: amountString.describe('what operators funded the pool with'),
  poolRemaining: amountString.describe('what is left for further claims'),
  isPoolExhausted: z.boolean(),
});

export const campaignProgress = z.object({
  hasStarted: z.boolean(),
  startedAt: z.iso.datetime().nullable(),
  tasksVerified: z.number().int().min(0),
  tasksTotal: z.number().int().min(0),
  /** 0 to 100, for the CONTINUE_TASKS progress bar. */
  percent: z.number().int().min(0).max(100),
});

export const campaignClaim = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  status: z.enum(['processing', 'credited', 'failed']),
  currency: z.string(),
  amount: amountString,
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  creditedAt: z.iso.datetime().nullable(),
});
export type CampaignClaim = z.output<typeof campaignClaim>;

export const campaignSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  featured: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  claimEndsAt: z.iso.datetime(),
  timerLabel: z.enum(['ends', 'starts', 'ended']).nullable(),
  applicableContinents: z.array(z.string()),
  countries: z.array(z.string()),
  platforms: z.array(z.string()),
  client: z.string().nullable(),
  category: z.string().nullable(),
  reward: campaignReward,
  claimRequiresSignature: z.boolean(),
  claimChainId: z.number().int().nullable(),
  tasksTotal: z.number().int().min(0),
  /** The card for the caller (signed out: as for a user who has not started). */
  cardState: z.enum(CAMPAIGN_CARD_STATES),
  progress: campaignProgress.nullable().describe('the caller’s progress; null when signed out'),
});
export type CampaignSummary = z.output<typeof campaignSummary>;

export const taskFailure = z.object({
  attemptId: z.uuid(),
  errorType: z.enum(TASK_ERROR_TYPES),
  errorCode: z.string(),
  message: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  at: z.iso.datetime(),
  canAppeal: z.boolean(),
});

export const taskAppeal = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'approved', 'rejected']),
  note: z.string(),
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});

export const campaignTask = z.object({
  id: z.uuid(),
  position: z.number().int().min(1),
  type: z.enum(TASK_TYPES),
  title: z.string(),
  description: z.string(),
  isOrdered: z.boolean(),
  /** The task's settings as the screen needs them (a secret code's hash is never sent). */
  config: z.record(z.string(), z.unknown()),
  requiredAccount: z.enum(SOCIAL_ACCOUNTS).nullable(),
  submissionKind: z.enum(['tweet_url', 'code']).nullable(),
  /** general_uri_redirection: our redirect, which records the visit before sending the user on. */
  visitPath: z.string().nullable(),
  state: z.enum(TASK_STATES),
  lastFailure: taskFailure.nullable(),
  appeal: taskAppeal.nullable(),
});
export type CampaignTask = z.output<typeof campaignTask>;

export const campaignDetail = campaignSummary.extend({
  tasks: z.array(campaignTask),
  claim: campaignClaim.nullable(),
});
export type CampaignDetail = z.output<typeof campaignDetail>;

/**
 * The spec's task validation state: the error (isError, message, errorCode, errorType), the claim
 * error, the social connect and verify info (which account to connect), the follow data and
 * whether the claim is processing.
 */
export const taskValidationState = z.object({
  taskId: z.uuid(),
  state: z.enum(TASK_STATES),
  isError: z.boolean(),
  message: z.string(),
  errorCode: z.string().nullable(),
  errorType: z.enum(TASK_ERROR_TYPES).nullable(),
  evidence: z.record(z.string(), z.unknown()),
  attemptId: z.uuid().nullable(),
  canRetry: z.boolean(),
  canAppeal: z.boolean(),
  claimError: z.object({ errorCode: z.string(), message: z.string() }).nullable(),
  socialConnect: z
    .object({ account: z.enum(SOCIAL_ACCOUNTS), isConnected: z.boolean() })
    .nullable()
    .describe('the account this task acts through, and whether it is linked'),
  verifyInfo: z
    .object({ taskType: z.enum(TASK_TYPES), requirement: z.string() })
    .describe('what the check looks for, in words'),
  followData: z.object({ handle: z.string(), profileUrl: z.string() }).nullable(),
  claimProcessing: z.boolean(),
  campaignProgress,
});
export type TaskValidationState = z.output<typeof taskValidationState>;

const campaignListQuery = z
  .object({
    status: z.enum(CAMPAIGN_STATUSES).optional(),
    featured: booleanQuery.optional(),
    upcoming: booleanQuery.optional().describe('true: only campaigns that have not started'),
    applicableContinent: z.enum(CONTINENTS).optional(),
    country: countryCode.optional(),
    platform: z.enum(PLATFORMS).optional(),
    client: tag.optional(),
    category: tag.optional(),
    pageLimit: z.coerce.number().int().min(1).max(L.pageLimit.max).default(L.pageLimit.default),
    offset: pageQuery.offset,
  })
  .strict();
export type CampaignListQuery = z.output<typeof campaignListQuery>;

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

// Operators

export const adminAppeal = taskAppeal.extend({
  userId: z.uuid(),
  campaign: z.object({ id: z.uuid(), title: z.string() }),
  task: z.object({ id: z.uuid(), type: z.enum(TASK_TYPES), title: z.string() }),
  attempt: taskFailure,
});
export type AdminAppeal = z.output<typeof adminAppeal>;

export const adminListCampaignAppeals = defineRoute({
  ...ENDPOINTS.adminListCampaignAppeals,
  summary: 'The review queue of appeals (pending first by age), with what the validator checked and saw',
  tags: ['campaigns', 'admin'],
  access: 'admin',
  querystring: z
    .object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending'), ...pageQuery })
    .strict(),
  response: {
    200: envelope(z.object({ appeals: z.array(adminAppeal), total: z.number().int().min(0) })),
  },
});

const appealId = z.object({ id: z.uuid() });

export const adminApproveCampaignAppeal = defineRoute({
  ...ENDPOINTS.adminApproveCampaignAppeal,
  summary: 'Approves an appeal: the task is verified for the user (409 APPEAL_ALREADY_DECIDED)',
  tags: ['campaigns', 'admin'],
  access: 'admin',
  params: appealId,
  querystring: noQuery,
  body: z.object({ reason: text({ multiline: true, trim: true }).max(500).optional() }).strict(),
  response: { 200: envelope(adminAppeal) },
});

export const adminRejectCampaignAppeal = defineRoute({
  ...ENDPOINTS.adminRejectCampaignAppeal,
  summary: 'Rejects an appeal with the reason the user will read (409 APPEAL_ALREADY_DECIDED)',
  tags: ['campaigns', 'admin'],
  access: 'admin',
  params: appealId,
  querystring: noQuery,
  body: z.object({ reason: text({ multiline: true, trim: true }).min(5).max(500) }).strict(),
  response: { 200: envelope(adminAppeal) },
});

const amountInput = text().min(1).max(64).describe("a positive decimal string, e.g. '12.50'");

const campaignFields = {
  slug: text().min(3).max(80).regex(L.slug, 'lower-case words joined by -'),
  title: text({ trim: true }).min(L.title.min).max(L.title.max),
  description: text({ multiline: true, trim: true }).max(L.description.max),
  imageUrl: textUrl({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  featured: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  claimEndsAt: z.iso.datetime({ offset: true }).nullable(),
  applicableContinents: z.array(z.enum(CONTINENTS)).max(CONTINENTS.length),
  countries: z.array(countryCode).max(250),
  platforms: z.array(z.enum(PLATFORMS)).max(PLATFORMS.length),
  client: tag.nullable(),
  category: tag.nullable(),
  reward: z
    .object({ currency: text().min(1).max(20), amount: amountInput })
    .strict()
    .describe('per user; KCASH, the reward token code, KPOINTS or USDT'),
  claimRequiresSignature: z.boolean(),
  claimChainId: z.number().int().positive().nullable(),
};

export const adminCampaign = campaignSummary.extend({
  tasks: z.array(
    campaignTask.omit({ state: true, lastFailure: true, appeal: true }).extend({ isActive: z.boolean() }),
  ),
});
export type AdminCampaign = z.output<typeof adminCampaign>;

export const adminListCampaigns = defineRoute({
  ...ENDPOINTS.adminListCampaigns,
  summary: 'Every campaign, drafts and archived ones too, newest first',
  tags: ['campaigns', 'admin'],
  access: 'admin',
  querystring: z.object({ status: z.enum(CAMPAIGN_STATUSES).optional(), ...pageQuery }).strict(),
  response: {
    200: envelope(z.object({ campaigns: z.array(campaignSummary), total: z.number().int().min(0) })),
  },
});

export const adminCreateCampaign = defineRoute({
  ...ENDPOINTS.adminCreateCampaign,
  summary: 'Creates a campaign as a DRAFT (or PUBLISHED); the schedule moves it on',
  tags: ['campaigns', 'admin'],
  access: 'admin',
  querystring: noQuery,
  body: z
    .object({
      ...campaignFields,
      status: z.enum(['DRAFT', 'PUBLISHED']).default('DRAFT'),
      description: campaignFields.description.default(''),
      imageUrl: campaignFields.imageUrl.default(null),
      featured: campaignFields.featured.default(false),
      claimEndsAt: campaignFields.claimEndsAt.default(null),
      applicableContinents: campaignFields.applicableContinents.default([]),
      countries: campaignFields.countries.default([]),
      platforms: campaignFields.platforms.default([]),
      client: campaignFields.client.default(null),
      category: campaignFields.category.default(null),
      claimRequiresSignature: campaignFields.claimRequiresSignature.default(false),
      claimChainId: campaignFields.claimChainId.default(null),
    })
    .strict(),
  response: { 201: envelope(adminCampaign) },
});
export type AdminCreateCampaignInput = z.output<typeof adminCreateCampaign.body>;

const campaignId = z.object({ id: z.uuid() });

export const adminUpdateCampaign = defineRoute({
  ...ENDPOINTS.adminUpdateCampaign,
  summary:
    'Changes a campaign; `status` only among DRAFT, PUBLISHED and ARCHIVED along the state machine (409 CAMPAIGN_STATUS_CHANGE_REFUSED); the reward only before anyone claimed',
  tags: ['campaigns', 'admin'],
  access: 'admin',
  params: campaignId,
  querystring: noQuery,
  body: z
    .object({ ...campaignFields, status: z.enum(MANUAL_CAMPAIGN_STATUSES) })
    .partial()
    .strict(),
  response: { 200: envelope(adminCampaign) },
});
export type AdminUpdateCampaignInput = z.output<typeof adminUpdateCampaign.body>;

const taskFields = {
  type: z.enum(TASK_TYPES),
  title: text({ trim: true }).min(L.taskTitle.min).max(L.taskTitle.max),
  description: text({ multiline: true, trim: true }).max(L.taskDescription.max),
  position: z.number().int().min(1).max(L.tasks.max),
  isOrdered: z.boolean(),
  isActive: z.boolean(),
  config: z.record(text(), z.unknown()).describe('the settings of the task type (TASK_CONFIG_SCHEMAS)'),
  secretCode: text()
    .min(L.secretCode.min)
    .max(L.secretCode.max)
    .describe('special_code_validation: the code; only its keyed hash is kept'),
};

export const adminCreateCampaignTask = defineRoute({
  ...ENDPOINTS.adminCreateCampaignTask,
  summary:
    'Adds a task (config checked for its type; a type without a validator on this installation is 422 TASK_TYPE_NOT_SUPPORTED); at the end unless a position is given',
  tags: ['campaigns', 'admin'],
  access: 'admin',
  params: campaignId,
  querystring: noQuery,
  body: z
    .object({
      ...taskFields,
      description: taskFields.description.default(''),
      position: taskFields.position.optional(),
      isOrdered: taskFields.isOrdered.default(true),
      isActive: taskFields.isActive.default(true),
      config: taskFields.config.default({}),
      secretCode: taskFields.secretCode.optional(),
    })
    .strict(),
  response: { 201: envelope(adminCampaign) },
});
export type AdminCreateCampaignTaskInput = z.output<typeof adminCreateCampaignTask.body>;

export const adminUpdateCampaignTask = defineRoute({
  ...ENDPOINTS.adminUpdateCampaignTask,
  summary: 'Changes a task (its type stays; config checked again)',
  tags: ['campaigns', 'admin'],
  access: 'admin',
  params: z.object({ id: z.uuid(), taskId: z.uuid() }),
  querystring: noQuery,
  body: z
    .object({
      title: taskFields.title,
      description: taskFields.description,
      isOrdered: taskFields.isOrdered,
      isActive: taskFields.isActive,
      config: taskFields.config,
      secretCode: taskFields.secretCode,
    })
    .partial()
    .strict(),
  response: { 200: envelope(adminCampaign) },
});
export type AdminUpdateCampaignTaskInput = z.output<typeof adminUpdateCampaignTask.body>;

export const adminFundCampaign = defineRoute({
  ...ENDPOINTS.adminFundCampaign,
  summary: `Funds a campaign's reward pool from the treasury, in the reward's currency (one ledger transfer). ${IDEMPOTENT}`,
  tags: ['campaigns', 'admin'],
  access: 'admin',
  params: campaignId,
  querystring: noQuery,
  body: z.object({ amount: amountInput }).strict(),
  response: { 201: envelope(adminCampaign) },
});
