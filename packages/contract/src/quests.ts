import { z } from 'zod';
import {
  PROOF_METHODS,
  PROOF_STATUSES,
  QUEST_LIMITS,
  QUEST_STATES,
  STAGE_STATUSES,
  USER_QUEST_STATUSES,
} from '@kp/domain/quests';
import { SUBMISSION_TYPES } from '@kp/domain/tasks';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { defineRoute, envelope, noQuery, text } from './route';
import { contentLanguage } from './translations';

/**
 * K-Quest (spec sections 1, 3 and 7: quest, quest/filter, quest/questlist, quest/v2/questlist,
 * userquest/me, live, start, slots, queststatus, proof and its methods v1, v2, v3 and
 * clanchief/v2), the quest leaderboard and the operators' review queue of proofs.
 * Amounts are decimal strings of the currency; `earningType` is the currency's code.
 */

const IDEMPOTENT = 'Needs an Idempotency-Key header: a replay returns the first answer';

const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(QUEST_LIMITS.pageSize.max)
  .default(QUEST_LIMITS.pageSize.default);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** A stage earning: the spec's `gamer_earnings` entry with its `earningType`. */
export const stageEarning = z.object({
  id: z.uuid(),
  earningType: z.string().describe('the currency code: KCASH, USDT, KPOINTS or the reward token'),
  amount: amountString,
});
export type StageEarning = z.output<typeof stageEarning>;

export const questStage = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  proofMethod: z.enum(PROOF_METHODS),
  submissionType: z.enum(SUBMISSION_TYPES),
  points: z.number().int().min(0),
  gamer_earnings: z.array(stageEarning),
  language: contentLanguage,
});
export type QuestStage = z.output<typeof questStage>;

/** A quest as the lists show it. */
export const questSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  game: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), iconUrl: z.string().nullable() }),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  isStillValid: z.boolean().describe('the quest time check: no end, or an end still ahead'),
  state: z.enum(QUEST_STATES),
  totalSlots: z.number().int(),
  remainingSlots: z.number().int().min(0),
  reward: z.object({ amount: amountString, currency: z.string() }),
  isThirdPartyGame: z.boolean(),
  language: contentLanguage,
});
export type QuestSummary = z.output<typeof questSummary>;

/** A quest with its stages and their earnings. */
export const questDetail = questSummary.extend({
  stages: z.array(questStage),
  thirdPartyClientId: z
    .string()
    .nullable()
    .optional()
    .describe("a third-party game's quest: the client id of its game, for third-party-client/redirect-url"),
});
export type QuestDetail = z.output<typeof questDetail>;

const questPage = envelope(z.object({ quests: z.array(questSummary), total: z.number().int().min(0) }));

export const getQuest = defineRoute({
  ...ENDPOINTS.getQuest,
  summary: 'One quest by id or slug, with its stages and their earnings (404 QUEST_NOT_FOUND)',
  tags: ['quests'],
  access: 'public',
  params: z.object({ idOrSlug: text().min(1).max(120) }).strict(),
  querystring: noQuery,
  response: { 200: envelope(questDetail) },
});

export const listQuests = defineRoute({
  ...ENDPOINTS.listQuests,
  summary: 'Every quest, newest first, a page at a time, with the total',
  tags: ['quests'],
  access: 'public',
  querystring: z.object({ limit: pageSize, offset }).strict(),
  response: { 200: questPage },
});

/** The filters of the quest list: each narrows it. */
export const questFilterQuery = z
  .object({
    game: text()
      .regex(/^[a-z0-9-]{1,80}$/)
      .optional()
      .describe("the game's slug"),
    state: z.enum(QUEST_STATES).optional(),
    isThirdPartyGame: z.enum(['true', 'false']).optional(),
    search: text({ trim: true }).max(QUEST_LIMITS.searchMaxLength).optional().describe('words of the title'),
    limit: pageSize,
    offset,
  })
  .strict();
export type QuestFilterQuery = z.input<typeof questFilterQuery>;

export const filterQuests = defineRoute({
  ...ENDPOINTS.filterQuests,
  summary: 'The quests of a game, of a state, third-party or not, matching a search, newest first',
  tags: ['quests'],
  access: 'public',
  querystring: questFilterQuery,
  response: { 200: questPage },
});

export const listQuestsV2 = defineRoute({
  ...ENDPOINTS.listQuestsV2,
  summary:
    'Every quest, newest first, by keyset pages: give the previous page’s nextCursor for the next one (one index scan per page)',
  tags: ['quests'],
  access: 'public',
  querystring: z
    .object({
      limit: pageSize,
      cursor: text()
        .regex(/^[A-Za-z0-9_-]{10,120}$/)
        .optional(),
    })
    .strict(),
  response: {
    200: envelope(z.object({ quests: z.array(questSummary), nextCursor: z.string().nullable() })),
  },
});

export const listLiveQuests = defineRoute({
  ...ENDPOINTS.listLiveQuests,
  summary: 'The quests one can start now (begun, not ended, slots left), ending soonest first',
  tags: ['quests'],
  access: 'public',
  querystring: z.object({ limit: pageSize, offset }).strict(),
  response: { 200: questPage },
});

export const questSlots = z.object({
  questId: z.uuid(),
  totalSlots: z.number().int(),
  remainingSlots: z.number().int().min(0),
});

export const getQuestSlots = defineRoute({
  ...ENDPOINTS.getQuestSlots,
  summary: "A quest's slots: how many there are and how many are left (remainingSlots)",
  tags: ['quests'],
  access: 'public',
  params: z.object({ questId: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: envelope(questSlots) },
});

export const leaderboardEntry = z.object({
  rank: z.number().int().min(1),
  userId: z.uuid(),
  username: z.string().nullable(),
  score: z.number().int().min(0),
  status: z.enum(USER_QUEST_STATUSES),
});
export type QuestLeaderboardEntry = z.output<typeof leaderboardEntry>;

export const getQuestLeaderboard = defineRoute({
  ...ENDPOINTS.getQuestLeaderboard,
  summary: "A quest's participants by score (highest first; equal scores: who reached it first), with rank",
  tags: ['quests'],
  access: 'public',
  params: z.object({ questId: z.uuid() }).strict(),
  querystring: z
    .object({
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(QUEST_LIMITS.leaderboardPageSize.max)
        .default(QUEST_LIMITS.leaderboardPageSize.default),
      offset,
    })
    .strict(),
  response: {
    200: envelope(z.object({ entries: z.array(leaderboardEntry), total: z.number().int().min(0) })),
  },
});

// ---------------------------------------------------------------------------------------------
// The signed-in user's quests

export const proof = z.object({
  id: z.uuid(),
  questId: z.uuid(),
  stageId: z.uuid(),
  method: z.enum(PROOF_METHODS),
  submissionType: z.enum(SUBMISSION_TYPES),
  value: z.string(),
  status: z.enum(PROOF_STATUSES),
  reason: z.string().nullable().describe("an operator's reason for a rejection"),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type Proof = z.output<typeof proof>;

export const userQuest = z.object({
  questId: z.uuid(),
  status: z.enum(USER_QUEST_STATUSES),
  score: z.number().int().min(0),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type UserQuest = z.output<typeof userQuest>;

export const startQuest = defineRoute({
  ...ENDPOINTS.startQuest,
  summary: `Starts a quest: takes one of its slots (410 QUEST_ENDED, 409 QUEST_FULL, QUEST_NOT_STARTED_YET or QUEST_ALREADY_STARTED). ${IDEMPOTENT}`,
  tags: ['quests'],
  access: 'user',
  idempotent: true,
  querystring: noQuery,
  body: z.object({ questId: z.uuid() }).strict(),
  response: { 201: envelope(userQuest.extend({ remainingSlots: z.number().int().min(0) })) },
});

export const myQuest = userQuest.extend({
  quest: questSummary,
  completedStages: z.number().int().min(0),
  totalStages: z.number().int().min(0),
});
export type MyQuest = z.output<typeof myQuest>;

export const listMyQuests = defineRoute({
  ...ENDPOINTS.listMyQuests,
  summary: 'The quests the signed-in user started, latest first, with their progress',
  tags: ['quests'],
  access: 'user',
  querystring: z.object({ limit: pageSize, offset }).strict(),
  response: { 200: envelope(z.object({ quests: z.array(myQuest), total: z.number().int().min(0) })) },
});

export const stageProgress = z.object({
  stageId: z.uuid(),
  status: z.enum(STAGE_STATUSES),
  completedAt: z.iso.datetime().nullable(),
  proof: proof.nullable().describe('the latest proof of the stage'),
});

export const questStatus = z.object({
  questId: z.uuid(),
  hasStarted: z.boolean(),
  userQuest: userQuest.nullable(),
  stages: z.array(stageProgress),
});
export type QuestStatus = z.output<typeof questStatus>;

export const getQuestStatus = defineRoute({
  ...ENDPOINTS.getQuestStatus,
  summary: "The signed-in user's progress in a quest: started or not, and each stage's status and proof",
  tags: ['quests'],
  access: 'user',
  querystring: z.object({ questId: z.uuid() }).strict(),
  response: { 200: envelope(questStatus) },
});

export const listMyProofs = defineRoute({
  ...ENDPOINTS.listMyProofs,
  summary: "The signed-in user's proofs of a quest, latest first",
  tags: ['quests'],
  access: 'user',
  querystring: z.object({ questId: z.uuid() }).strict(),
  response: { 200: envelope(z.array(proof)) },
});

/** A proof: the stage, its submission type and the value (a link of that type, or a Steam id). */
export const proofInput = z
  .object({
    stageId: z.uuid(),
    submissionType: z.enum(SUBMISSION_TYPES),
    value: text({ trim: true }).min(1).max(QUEST_LIMITS.proofValueMaxLength),
  })
  .strict();
export type ProofInput = z.input<typeof proofInput>;

const proofResult = envelope(z.object({ proof, stage: stageProgress.omit({ proof: true }), userQuest }));

const PROOF_ERRORS =
  'the value is checked by the submission type’s pattern (400 with its message); 409 PROOF_ALREADY_SUBMITTED, PROOF_VALUE_TAKEN or QUEST_NOT_JOINED; 410 QUEST_ENDED';

export const submitProof = defineRoute({
  ...ENDPOINTS.submitProof,
  summary: `Submits a proof for a stage by the stage's own method: ${PROOF_ERRORS}. ${IDEMPOTENT}`,
  tags: ['quests'],
  access: 'user',
  idempotent: true,
  querystring: noQuery,
  body: proofInput,
  response: { 201: proofResult },
});

const methodRoute = <const E extends { method: 'POST'; path: `/api/${string}` }>(endpoint: E, what: string) =>
  defineRoute({
    ...endpoint,
    summary: `${what}: ${PROOF_ERRORS}; 400 PROOF_METHOD_MISMATCH for a stage of another method. ${IDEMPOTENT}`,
    tags: ['quests'],
    access: 'user',
    idempotent: true,
    querystring: noQuery,
    body: proofInput,
    response: { 201: proofResult },
  });

export const submitProofV1 = methodRoute(ENDPOINTS.submitProofV1, 'A proof an operator reviews (method v1)');
export const submitProofV2 = methodRoute(
  ENDPOINTS.submitProofV2,
  'A proof its pattern accepts: the stage completes and its earnings are awarded at once (method v2)',
);
export const submitProofV3 = methodRoute(
  ENDPOINTS.submitProofV3,
  'A proof the game confirms, or an operator (method v3)',
);
export const submitClanChiefProof = methodRoute(
  ENDPOINTS.submitClanChiefProof,
  'A clan chief’s proof, reviewed by an operator (method clanchief/v2; 403 CLAN_CHIEF_ONLY for others)',
);

// ---------------------------------------------------------------------------------------------
// Operators: the review queue

export const reviewQueueItem = proof.extend({
  userId: z.uuid(),
  questTitle: z.string(),
  stageTitle: z.string(),
});
export type ReviewQueueItem = z.output<typeof reviewQueueItem>;

export const adminListQuestProofs = defineRoute({
  ...ENDPOINTS.adminListQuestProofs,
  summary: 'Operators: the proofs of a status (pending: the review queue, oldest first)',
  tags: ['admin'],
  access: 'admin',
  querystring: z
    .object({ status: z.enum(PROOF_STATUSES).default('pending'), limit: pageSize, offset })
    .strict(),
  response: {
    200: envelope(z.object({ proofs: z.array(reviewQueueItem), total: z.number().int().min(0) })),
  },
});

export const adminApproveQuestProof = defineRoute({
  ...ENDPOINTS.adminApproveQuestProof,
  summary: `Operators: approves a pending proof; its stage completes and its earnings are awarded once (409 PROOF_ALREADY_REVIEWED). ${IDEMPOTENT}`,
  tags: ['admin'],
  access: 'admin',
  idempotent: true,
  params: z.object({ proofId: z.uuid() }).strict(),
  querystring: noQuery,
  response: { 200: envelope(proof) },
});

export const adminRejectQuestProof = defineRoute({
  ...ENDPOINTS.adminRejectQuestProof,
  summary: 'Operators: rejects a pending proof with a reason the user sees (409 PROOF_ALREADY_REVIEWED)',
  tags: ['admin'],
  access: 'admin',
  params: z.object({ proofId: z.uuid() }).strict(),
  querystring: noQuery,
  body: z
    .object({
      reason: text({ multiline: true })
        .trim()
        .min(QUEST_LIMITS.rejectReason.min)
        .max(QUEST_LIMITS.rejectReason.max),
    })
    .strict(),
  response: { 200: envelope(proof) },
});
