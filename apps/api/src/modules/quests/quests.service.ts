import type {
  MyQuest,
  Proof,
  ProofInput,
  QuestDetail,
  QuestLeaderboardEntry,
  QuestStatus,
  QuestSummary,
  ReviewQueueItem,
  UserQuest,
} from '@kp/contract/quests';
import { formatAmount, type CurrencyId, type CurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  isProofReviewed,
  questState,
  stageEarningSourceId,
  type ProofMethod,
  type ProofStatus,
  type QuestState,
  type StageStatus,
} from '@kp/domain/quests';
import type { SubmissionType } from '@kp/domain/tasks';
import { isQuestStillValid, SUBMISSION_VALUE_SCHEMAS } from '@kp/domain/validation';
import type { Db, DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import { englishTexts, type ContentTexts } from '../../platform/content-language';
import type { Once } from '../../platform/idempotency';
import type { AwardInput } from '../earnings/earnings.service';
import type { XpService } from '../xp/xp.service';
import { isUuid } from '@kp/domain/ids';
import { decodeCursor, encodeCursor } from './quest-cursor';
import type {
  QuestFilter,
  QuestListRow,
  QuestProofRow,
  QuestRow,
  QuestsRepository,
  QuestStageRow,
  StageCompletionRow,
  UserQuestRow,
} from './quests.repository';

export type { QuestRow };

/** What completed a stage: an accepted proof, an operator's review, or the game's report. */
export type CompletionSource = 'proof' | 'review' | 'game';

const EARNING_TITLE_MAX = 120;
const USER_STAGE_UNIQUE = 'quest_proofs_user_stage_live_unique';
const STAGE_VALUE_UNIQUE = 'quest_proofs_stage_value_live_unique';

type Page = { limit: number; offset: number };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The quests module's use cases: the quest lists and detail, starting a quest (a slot), proofs,
 * the review queue, and stage completion, which awards the stage's earnings once. A game's report
 * (game API validation) completes a stage through `completeStage` in its own transaction.
 */
export function createQuestsService(deps: {
  db: Db;
  repository: QuestsRepository;
  clock: Clock;
  currencies: CurrencyRegistry;
  earnings: { award(tx: DbOrTx, input: AwardInput): Promise<unknown> };
  users: { listPublicUsers(ids: readonly string[]): Promise<{ id: string; username: string | null }[]> };
  assertHasWallet: (userId: string) => Promise<void>;
  isClanChief: (userId: string) => Promise<boolean>;
  xp: Pick<XpService, 'award'>;
  /** The third-party client a game's quests send players to (the third-party module), if any. */
  thirdPartyClientOf?: (gameId: string) => Promise<string | null>;
}) {
  const { db, repository, clock, currencies } = deps;

  function toSummary(row: QuestListRow, now: Date, texts: ContentTexts): QuestSummary {
    const currency = currencies.byId(row.rewardCurrency);
    return {
      id: row.id,
      slug: row.slug,
      ...texts.pick({ title: row.title, description: row.description }, row.translations),
      game: { id: row.gameId, slug: row.gameSlug, name: row.gameName, iconUrl: row.gameIconUrl },
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      isStillValid: isQuestStillValid(row.endsAt, now),
      state: questState(row, now),
      totalSlots: row.totalSlots,
      remainingSlots: row.remainingSlots,
      reward: { amount: formatAmount(row.rewardAmount, currency), currency: currency.code },
      isThirdPartyGame: row.isThirdPartyGame,
    };
  }

  function toProof(row: QuestProofRow): Proof {
    return {
      id: row.id,
      questId: row.questId,
      stageId: row.stageId,
      method: row.method as ProofMethod,
      submissionType: row.submissionType as SubmissionType,
      value: row.value,
      status: row.status as ProofStatus,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: iso(row.reviewedAt),
    };
  }

  function toUserQuest(row: UserQuestRow): UserQuest {
    return {
      questId: row.questId,
      status: row.status as UserQuest['status'],
      score: row.score,
      startedAt: row.startedAt.toISOString(),
      completedAt: iso(row.completedAt),
    };
  }

  function stageStatusOf(completion: StageCompletionRow | undefined, latest: QuestProofRow | undefined) {
    const status: StageStatus = completion
      ? 'completed'
      : latest?.status === 'pending'
        ? 'in_review'
        : 'open';
    return { status, completedAt: iso(completion?.completedAt ?? null) };
  }

  async function getListed(idOrSlug: string, tx: DbOrTx = db): Promise<QuestListRow> {
    const row = await repository.findListed(isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug }, tx);
    if (!row) throw new AppError('QUEST_NOT_FOUND');
    return row;
  }

  function refuseUnlessOpen(state: QuestState) {
    if (state === 'ended') throw new AppError('QUEST_ENDED');
    if (state === 'upcoming') throw new AppError('QUEST_NOT_STARTED_YET');
  }

  /**
   * Completes a user's stage in the caller's transaction and awards each of its earnings through
   * the earnings module: the completion's unique key (user, stage) and each award's source key
   * (user, stage earning) make a second completion a no-op and a second award impossible; its XP
   * likewise (source: the stage). Adds the stage's points to the user's score, and completes the
   * quest with its last stage.
   */
  async function completeStage(
    tx: DbOrTx,
    input: { userId: string; stageId: string; via: CompletionSource; proofId?: string; score?: number },
  ): Promise<{ isNew: boolean; userQuest: UserQuestRow; completedAt: Date }> {
    const stage = await repository.findStage(input.stageId, tx);
    if (!stage) throw new AppError('STAGE_NOT_FOUND');
    const quest = await repository.findQuest(stage.questId, tx);
    if (!quest) throw new AppError('QUEST_NOT_FOUND');
    const userQuest = await repository.lockUserQuest(tx, input.userId, stage.questId);
    if (!userQuest) throw new AppError('QUEST_NOT_JOINED');
    const now = clock.now();
    const isNew = await repository.insertCompletion(tx, {
      userId: input.userId,
      stageId: stage.id,
      questId: stage.questId,
      via: input.via,
      proofId: input.proofId ?? null,
      completedAt: now,
    });
    if (!isNew) {
      const done = (await repository.listCompletions(input.userId, stage.questId, tx)).find(
        (c) => c.stageId === stage.id,
      );
      return { isNew: false, userQuest, completedAt: done?.completedAt ?? now };
    }
    const title = `${quest.title}: ${stage.title}`.slice(0, EARNING_TITLE_MAX);
    for (const earning of await repository.listStageEarnings([stage.id], tx)) {
      await deps.earnings.award(tx, {
        userId: input.userId,
        source: 'quest',
        sourceId: stageEarningSourceId(earning.id),
        currency: earning.currency as CurrencyId,
        amount: earning.amount,
        title,
      });
    }
    await deps.xp.award(tx, { userId: input.userId, action: 'quest_stage', sourceId: stage.id });
    const [stages, completions] = await Promise.all([
      repository.listStages(stage.questId, tx),
      repository.listCompletions(input.userId, stage.questId, tx),
    ]);
    const isQuestDone = stages.every((s) => completions.some((c) => c.stageId === s.id));
    const updated = await repository.updateUserQuest(tx, userQuest.id, {
      score: userQuest.score + stage.points + Math.max(0, Math.trunc(input.score ?? 0)),
      scoredAt: now,
      ...(isQuestDone ? { status: 'completed', completedAt: now } : {}),
    });
    return { isNew: true, userQuest: updated, completedAt: now };
  }

  async function detail(row: QuestListRow, now: Date, texts: ContentTexts): Promise<QuestDetail> {
    const stages = await repository.listStages(row.id);
    const earnings = await repository.listStageEarnings(stages.map((s) => s.id));
    const thirdPartyClientId =
      row.isThirdPartyGame && deps.thirdPartyClientOf ? await deps.thirdPartyClientOf(row.gameId) : null;
    return {
      ...toSummary(row, now, texts),
      thirdPartyClientId,
      stages: stages.map((s: QuestStageRow) => ({
        id: s.id,
        position: s.position,
        ...texts.pick({ title: s.title, description: s.description }, s.translations),
        proofMethod: s.proofMethod as ProofMethod,
        submissionType: s.submissionType as SubmissionType,
        points: s.points,
        gamer_earnings: earnings
          .filter((e) => e.stageId === s.id)
          .map((e) => {
            const currency = currencies.byId(e.currency);
            return { id: e.id, earningType: currency.code, amount: formatAmount(e.amount, currency) };
          }),
      })),
    };
  }

  return {
    completeStage,

    /** A page of a game's quests, newest first, and their total (the games module's game/{id}/quests). */
    listQuestsOfGame(gameId: string, page: Page) {
      return repository.listByGame(gameId, page);
    },

    async getQuest(idOrSlug: string, texts: ContentTexts = englishTexts()): Promise<QuestDetail> {
      return detail(await getListed(idOrSlug), clock.now(), texts);
    },

    async listQuests(filter: QuestFilter, page: Page, texts: ContentTexts = englishTexts()) {
      const now = clock.now();
      const { rows, total } = await repository.listQuests(
        filter.search ? { ...filter, searchLanguage: texts.language } : filter,
        page,
        now,
      );
      return { quests: rows.map((r) => toSummary(r, now, texts)), total };
    },

    async listQuestsV2(query: { limit: number; cursor?: string | undefined }, texts: ContentTexts) {
      const now = clock.now();
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await repository.listQuestsAfter(after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        quests: page.map((r) => toSummary(r, now, texts)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    async listLive(page: Page, texts: ContentTexts) {
      const now = clock.now();
      const { rows, total } = await repository.listLive(page, now);
      return { quests: rows.map((r) => toSummary(r, now, texts)), total };
    },

    async getSlots(questId: string) {
      const quest = await getListed(questId);
      return { questId: quest.id, totalSlots: quest.totalSlots, remainingSlots: quest.remainingSlots };
    },

    async getLeaderboard(questId: string, page: Page) {
      const quest = await getListed(questId);
      const { rows, total } = await repository.listLeaderboard(quest.id, page);
      const people = new Map(
        (await deps.users.listPublicUsers(rows.map((r) => r.userId))).map((u) => [u.id, u.username]),
      );
      const entries: QuestLeaderboardEntry[] = rows.map((row, i) => ({
        rank: page.offset + i + 1,
        userId: row.userId,
        username: people.get(row.userId) ?? null,
        score: row.score,
        status: row.status as QuestLeaderboardEntry['status'],
      }));
      return { entries, total };
    },

    /** The user's rank and score on a quest's board, or null when they have not started it. */
    async findLeaderboardStanding(questId: string, userId: string) {
      const quest = await getListed(questId);
      return repository.findLeaderboardStanding(quest.id, userId);
    },

    /** Starts a quest for the user: one slot, taken so that the last one is never given twice. */
    async start(userId: string, questId: string, once: Once) {
      await deps.assertHasWallet(userId);
      return once(async (tx) => {
        const quest = await getListed(questId, tx);
        const now = clock.now();
        refuseUnlessOpen(questState({ ...quest, remainingSlots: 1 }, now));
        if (await repository.findUserQuest(userId, quest.id, tx)) throw new AppError('QUEST_ALREADY_STARTED');
        const remainingSlots = await repository.takeSlot(tx, quest.id);
        if (remainingSlots === null) throw new AppError('QUEST_FULL');
        // A start of the same user with another key, racing this one: the unique key refuses it
        // and the transaction, slot included, rolls back.
        const row = await repository.insertUserQuest(tx, { userId, questId: quest.id, now });
        if (!row) throw new AppError('QUEST_ALREADY_STARTED');
        return { ...toUserQuest(row), remainingSlots };
      });
    },

    /** The quests these users completed and when (clans count them). */
    async listCompletedQuests(userIds: readonly string[]): Promise<{ userId: string; completedAt: Date }[]> {
      const rows = await repository.listCompletedQuests(userIds);
      return rows.flatMap((row) =>
        row.completedAt ? [{ userId: row.userId, completedAt: row.completedAt }] : [],
      );
    },

    async listMyQuests(userId: string, page: Page, texts: ContentTexts) {
      const now = clock.now();
      const { rows, total } = await repository.listUserQuests(userId, page);
      const questIds = rows.map((r) => r.quest.id);
      const [stageCounts, doneCounts] = await Promise.all([
        repository.countStages(questIds),
        repository.countCompletions(userId, questIds),
      ]);
      const quests: MyQuest[] = rows.map(({ userQuest, quest }) => ({
        ...toUserQuest(userQuest),
        quest: toSummary(quest, now, texts),
        completedStages: doneCounts.get(quest.id) ?? 0,
        totalStages: stageCounts.get(quest.id) ?? 0,
      }));
      return { quests, total };
    },

    async getStatus(userId: string, questId: string): Promise<QuestStatus> {
      const quest = await getListed(questId);
      const [userQuest, stages, completions, proofs] = await Promise.all([
        repository.findUserQuest(userId, quest.id),
        repository.listStages(quest.id),
        repository.listCompletions(userId, quest.id),
        repository.listUserProofs(userId, quest.id),
      ]);
      return {
        questId: quest.id,
        hasStarted: userQuest !== null,
        userQuest: userQuest ? toUserQuest(userQuest) : null,
        stages: stages.map((s) => {
          const latest = proofs.find((p) => p.stageId === s.id);
          return {
            stageId: s.id,
            ...stageStatusOf(
              completions.find((c) => c.stageId === s.id),
              latest,
            ),
            proof: latest ? toProof(latest) : null,
          };
        }),
      };
    },

    async listMyProofs(userId: string, questId: string): Promise<Proof[]> {
      const quest = await getListed(questId);
      return (await repository.listUserProofs(userId, quest.id)).map(toProof);
    },

    /**
     * A proof for a stage (by the stage's method, or only if it is the one asked for): checked by
     * the submission type's pattern, one live proof per user and stage and one user per link. A
     * proof its pattern settles (v2) completes the stage at once; the others wait for review.
     */
    async submitProof(userId: string, method: ProofMethod | null, input: ProofInput, once: Once) {
      const stage = await repository.findStage(input.stageId);
      if (!stage) throw new AppError('STAGE_NOT_FOUND');
      const stageMethod = stage.proofMethod as ProofMethod;
      if (method && method !== stageMethod)
        throw new AppError('PROOF_METHOD_MISMATCH', { details: { expected: stageMethod } });
      if (input.submissionType !== stage.submissionType)
        throw new AppError('PROOF_TYPE_MISMATCH', { details: { expected: stage.submissionType } });
      const value = input.value.trim();
      const checked = SUBMISSION_VALUE_SCHEMAS[input.submissionType].safeParse(value);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw AppError.fieldRule('VALIDATION_FAILED', issue.message, {
          details: [{ field: 'value', reason: issue.code, message: issue.message }],
        });
      }
      if (stageMethod === 'clanchief/v2' && !(await deps.isClanChief(userId)))
        throw new AppError('CLAN_CHIEF_ONLY');
      return once(async (tx) => {
        const quest = await getListed(stage.questId, tx);
        const now = clock.now();
        if (!isQuestStillValid(quest.endsAt, now)) throw new AppError('QUEST_ENDED');
        const userQuest = await repository.lockUserQuest(tx, userId, quest.id);
        if (!userQuest) throw new AppError('QUEST_NOT_JOINED');
        const completions = await repository.listCompletions(userId, quest.id, tx);
        if (completions.some((c) => c.stageId === stage.id)) throw new AppError('STAGE_ALREADY_COMPLETED');
        const isAutomatic = !isProofReviewed(stageMethod);
        let proof: QuestProofRow;
        try {
          proof = await repository.insertProof(tx, {
            userId,
            questId: quest.id,
            stageId: stage.id,
            method: stageMethod,
            submissionType: input.submissionType,
            value,
            status: isAutomatic ? 'approved' : 'pending',
            reviewedAt: isAutomatic ? now : null,
            createdAt: now,
          });
        } catch (error) {
          if (isConstraintViolation(error, PG_ERROR.uniqueViolation, USER_STAGE_UNIQUE))
            throw new AppError('PROOF_ALREADY_SUBMITTED', { cause: error });
          if (isConstraintViolation(error, PG_ERROR.uniqueViolation, STAGE_VALUE_UNIQUE))
            throw new AppError('PROOF_VALUE_TAKEN', { cause: error });
          throw error;
        }
        if (isAutomatic) {
          const done = await completeStage(tx, {
            userId,
            stageId: stage.id,
            via: 'proof',
            proofId: proof.id,
          });
          return {
            proof: toProof(proof),
            stage: {
              stageId: stage.id,
              status: 'completed' as const,
              completedAt: done.completedAt.toISOString(),
            },
            userQuest: toUserQuest(done.userQuest),
          };
        }
        return {
          proof: toProof(proof),
          stage: { stageId: stage.id, status: 'in_review' as const, completedAt: null },
          userQuest: toUserQuest(userQuest),
        };
      });
    },

    async adminListProofs(query: { status: ProofStatus; limit: number; offset: number }) {
      const { rows, total } = await repository.listProofsByStatus(query.status, query);
      const proofs: ReviewQueueItem[] = rows.map((r) => ({
        ...toProof(r.proof),
        userId: r.proof.userId,
        questTitle: r.questTitle,
        stageTitle: r.stageTitle,
      }));
      return { proofs, total };
    },

    /** Approves a pending proof: its stage completes and its earnings are awarded, in one transaction. */
    async adminApprove(adminId: string, proofId: string, once: Once): Promise<Proof> {
      return once(async (tx) => {
        const proof = await repository.lockProof(tx, proofId);
        if (!proof) throw new AppError('PROOF_NOT_FOUND');
        if (proof.status !== 'pending') throw new AppError('PROOF_ALREADY_REVIEWED');
        const approved = await repository.updateProof(tx, proof.id, {
          status: 'approved',
          reason: null,
          reviewedBy: adminId,
          reviewedAt: clock.now(),
        });
        await completeStage(tx, {
          userId: proof.userId,
          stageId: proof.stageId,
          via: 'review',
          proofId: proof.id,
        });
        return toProof(approved);
      });
    },

    /** Rejects a pending proof with the reason the user reads; the user may submit another. */
    async adminReject(adminId: string, proofId: string, reason: string): Promise<Proof> {
      return db.transaction(async (tx) => {
        const proof = await repository.lockProof(tx, proofId);
        if (!proof) throw new AppError('PROOF_NOT_FOUND');
        if (proof.status !== 'pending') throw new AppError('PROOF_ALREADY_REVIEWED');
        return toProof(
          await repository.updateProof(tx, proof.id, {
            status: 'rejected',
            reason: reason.trim(),
            reviewedBy: adminId,
            reviewedAt: clock.now(),
          }),
        );
      });
    },
  };
}

export type QuestsService = ReturnType<typeof createQuestsService>;
