import { isQuestStillValid } from './validation';

/**
 * K-Quest rules (spec sections 1, 3, 5 and 7): how a quest's schedule and slots decide whether
 * it can be started, the proof methods and what each asks of an operator, and the limits of
 * the quest calls. Submission types and their patterns live in tasks.ts and validation.ts.
 */

/**
 * The proof methods of spec section 7 ("proof and proof methods in v1, v2 and v3, and
 * clanchief/v2"), as the stage that asks for a proof names them.
 */
export const PROOF_METHODS = ['v1', 'v2', 'v3', 'clanchief/v2'] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];

/**
 * What each proof method does with a proof whose value matched its submission type's pattern:
 * - v1: an operator looks at it (the review queue) before the stage completes;
 * - v2: the pattern is the whole check, the stage completes at once;
 * - v3: the game confirms it (game API validation) or an operator does;
 * - clanchief/v2: only approved clan chiefs may submit, and an operator looks at it.
 */
export const PROOF_METHOD_REVIEW = {
  v1: 'operator',
  v2: 'automatic',
  v3: 'game',
  'clanchief/v2': 'operator',
} as const satisfies Record<ProofMethod, 'operator' | 'automatic' | 'game'>;

/** Whether a proof of this method waits in the review queue (or for the game) before it counts. */
export function isProofReviewed(method: ProofMethod): boolean {
  return PROOF_METHOD_REVIEW[method] !== 'automatic';
}

/** Whether a value is one of the proof methods. */
export function isProofMethod(value: unknown): value is ProofMethod {
  return typeof value === 'string' && (PROOF_METHODS as readonly string[]).includes(value);
}

/** Where a proof stands: waiting for review, approved (its stage completed) or rejected with a reason. */
export const PROOF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** Where a user's quest stands: started, or completed (every stage done). */
export const USER_QUEST_STATUSES = ['started', 'completed'] as const;
export type UserQuestStatus = (typeof USER_QUEST_STATUSES)[number];

/** Where a user's stage stands: not done, proof waiting for review, completed. */
export const STAGE_STATUSES = ['open', 'in_review', 'completed'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/**
 * A quest's state at a moment: not started yet, live, ended (the spec's quest time check says an
 * empty or future end is still valid) or full (no slot left).
 */
export const QUEST_STATES = ['upcoming', 'live', 'ended', 'full'] as const;
export type QuestState = (typeof QUEST_STATES)[number];

/** The state of a quest at `now` from its schedule and remaining slots; an ended quest is ended even when full. */
export function questState(
  quest: { startsAt: Date | string | null; endsAt: Date | string | null; remainingSlots: number },
  now: Date,
): QuestState {
  if (!isQuestStillValid(quest.endsAt, now)) return 'ended';
  const startsAt = quest.startsAt === null ? null : new Date(quest.startsAt).getTime();
  if (startsAt !== null && startsAt > now.getTime()) return 'upcoming';
  if (quest.remainingSlots <= 0) return 'full';
  return 'live';
}

/** The limits of the quest calls and of what operators type. */
export const QUEST_LIMITS = {
  /** Quests per page of the lists. */
  pageSize: { default: 20, max: 50 },
  /** Leaderboard rows per page. */
  leaderboardPageSize: { default: 20, max: 100 },
  searchMaxLength: 60,
  /** A submitted proof value (a link or a Steam id). */
  proofValueMaxLength: 500,
  /** An operator's reason for rejecting a proof. */
  rejectReason: { min: 3, max: 500 },
  /** Earnings of one stage. */
  earningsPerStage: { min: 1, max: 4 },
  /** What operators write of a quest and of its stages. */
  title: { min: 3, max: 120 },
  description: { max: 2000 },
  stageTitle: { min: 3, max: 120 },
  stageDescription: { max: 1000 },
} as const;

/** The game slugs that have their own quest page (`/k-quest/<slug>`, spec section 2). */
export const PARTNER_QUEST_PAGES = ['bullieverse', 'colexion', 'dark-throne'] as const;
export type PartnerQuestPage = (typeof PARTNER_QUEST_PAGES)[number];

/** The query parameter of `/k-quest/` that opens the leaderboard (spec section 2, "leaderboard query marker"). */
export const QUEST_LEADERBOARD_QUERY = 'leaderboard';

const STAGE_EARNING_SOURCE_PREFIX = 'quest-stage-earning:';

/** The earning source id of one stage earning of one user's stage: one award per entry, ever. */
export function stageEarningSourceId(stageEarningId: string): string {
  return `${STAGE_EARNING_SOURCE_PREFIX}${stageEarningId}`;
}

/** The stage earning an earning's source id names (stageEarningSourceId), or null for another source id. */
export function stageEarningIdOf(sourceId: string): string | null {
  return sourceId.startsWith(STAGE_EARNING_SOURCE_PREFIX)
    ? sourceId.slice(STAGE_EARNING_SOURCE_PREFIX.length)
    : null;
}
