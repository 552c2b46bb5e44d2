import { z } from 'zod';
import {
  CAMPAIGN_CARD_STATES,
  CAMPAIGN_LIMITS as L,
  CAMPAIGN_STATUSES,
  CONTINENTS,
  TASK_STATES,
} from '@kp/domain/campaigns';
import { PLATFORMS } from '@kp/domain/games';
import { TASK_ERROR_TYPES } from '@kp/domain/task-config';
import { SOCIAL_ACCOUNTS, TASK_TYPES } from '@kp/domain/tasks';
import { amountString } from './ledger';
import { pogRequirementFields } from './pog-scores';
import { pageQuery, storedError, text } from './route';
import { contentLanguage } from './translations';

/** The shapes that the players' and the operators' campaign routes share (see campaigns.ts). */

export const IDEMPOTENT = 'Needs an Idempotency-Key header: a replay returns the first answer';
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
export const countryCode = text().regex(/^[A-Z]{2}$/, 'a two-letter country code');
export const tag = text({ trim: true }).min(1).max(L.tag.max);

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
  failureError: storedError
    .optional()
    .describe(
      "failureReason's code and parameters, when the catalogue has its words (the client words them)",
    ),
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
  /** What starting requires of a POG card (null: nothing); a card short of it is refused 403 POG_REQUIREMENT_NOT_MET. */
  ...pogRequirementFields,
  tasksTotal: z.number().int().min(0),
  /** The card for the caller (signed out: as for a user who has not started). */
  cardState: z.enum(CAMPAIGN_CARD_STATES),
  progress: campaignProgress.nullable().describe('the caller’s progress; null when signed out'),
  language: contentLanguage,
});
export type CampaignSummary = z.output<typeof campaignSummary>;

/**
 * What the words of a check's error code name (an account, a post, a count, what was seen): the
 * client words the code with them in the reader's language; `message` is the same in English.
 */
export const taskCheckParams = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]))
  .describe("the values the error code's words name");

export const taskFailure = z.object({
  attemptId: z.uuid(),
  errorType: z.enum(TASK_ERROR_TYPES),
  errorCode: z.string(),
  params: taskCheckParams,
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
  language: contentLanguage,
});
export type CampaignTask = z.output<typeof campaignTask>;

export const campaignDetail = campaignSummary.extend({
  tasks: z.array(campaignTask),
  claim: campaignClaim.nullable(),
});
export type CampaignDetail = z.output<typeof campaignDetail>;

/**
 * The spec's task validation state: the error (isError, message, errorCode and its params, errorType), the claim
 * error, the social connect and verify info (which account to connect), the follow data and
 * whether the claim is processing.
 */
export const taskValidationState = z.object({
  taskId: z.uuid(),
  state: z.enum(TASK_STATES),
  isError: z.boolean(),
  message: z.string(),
  errorCode: z.string().nullable(),
  params: taskCheckParams,
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

export const campaignListQuery = z
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
