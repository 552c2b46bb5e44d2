import { z } from 'zod';
import {
  CAMPAIGN_LIMITS as L,
  CAMPAIGN_STATUSES,
  CONTINENTS,
  MANUAL_CAMPAIGN_STATUSES,
} from '@kp/domain/campaigns';
import { PLATFORMS } from '@kp/domain/games';
import { TASK_TYPES } from '@kp/domain/tasks';
import { ENDPOINTS } from './endpoints';
import { operatorImageUrl } from './images';
import {
  IDEMPOTENT,
  campaignSummary,
  campaignTask,
  countryCode,
  tag,
  taskAppeal,
  taskFailure,
} from './campaign-schemas';
import { pogRequirementFields } from './pog-scores';
import { defineRoute, envelope, noQuery, pageQuery, text } from './route';
import { storedTranslations, translationsInput } from './translations';

/** The operators' campaign routes: appeals to review, campaigns and their tasks, funding. */

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
  imageUrl: operatorImageUrl.nullable(),
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
  ...pogRequirementFields,
};

/** A campaign's title and description in other languages; on a change, the whole set. */
const campaignTranslations = translationsInput({
  title: campaignFields.title,
  description: campaignFields.description,
});

/** A campaign as operators see it in lists: its English texts and their translations as kept. */
export const adminCampaignSummary = campaignSummary
  .omit({ language: true })
  .extend({ translations: storedTranslations(['title', 'description']) });

export const adminCampaign = adminCampaignSummary.extend({
  tasks: z.array(
    campaignTask
      .omit({ state: true, lastFailure: true, appeal: true, language: true })
      .extend({ isActive: z.boolean(), translations: storedTranslations(['title', 'description']) }),
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
    200: envelope(z.object({ campaigns: z.array(adminCampaignSummary), total: z.number().int().min(0) })),
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
      minPogHumanScore: campaignFields.minPogHumanScore.default(null),
      minPogTier: campaignFields.minPogTier.default(null),
      translations: campaignTranslations.default({}),
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
    .object({
      ...campaignFields,
      status: z.enum(MANUAL_CAMPAIGN_STATUSES),
      translations: campaignTranslations,
    })
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

/** A task's title and description in other languages; on a change, the whole set. */
const taskTranslations = translationsInput({ title: taskFields.title, description: taskFields.description });

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
      translations: taskTranslations.default({}),
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
      translations: taskTranslations,
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
  idempotent: true,
  params: campaignId,
  querystring: noQuery,
  body: z.object({ amount: amountInput }).strict(),
  response: { 201: envelope(adminCampaign) },
});
