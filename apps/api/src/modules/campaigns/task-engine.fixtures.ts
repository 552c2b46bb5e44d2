import { randomUUID } from 'node:crypto';
import { AppError } from '@kp/domain/errors';
import type { SocialAccount, TaskType } from '@kp/domain/tasks';
import type { Db } from '../../db/client';
import { fixedClock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import { isVisible, progressOf, statusOf, type Progress } from './campaign-context';
import type { AttemptRow, CampaignRow, TaskRow } from './campaigns.repository';
import { createTaskEngine, type TaskEngineContext, type TaskEngineRepository } from './task-engine';
import { passed, type ValidationOutcome, type ValidatorSet } from './validators/validator';

/**
 * In-memory fakes for the task engine's unit tests (task-engine.test.ts): the part of the
 * campaigns repository the engine uses, a clock the test moves, a rate limiter counting fixed
 * windows on that clock as the real one counts them in the database, and validators that answer
 * what the test tells them. The integration tests (campaigns.engine.int.test.ts) run the same
 * engine on the real repository and database.
 */

/** A clock that stands still until the test moves it. */
export const fakeClock = (start = '2026-06-01T10:00:00Z') => fixedClock(start);
export type FakeClock = ReturnType<typeof fakeClock>;

/** The campaigns, tasks, starts, attempts, completions and visits the engine reads and writes. */
export function fakeRepository(clock: FakeClock) {
  const campaigns = new Map<string, CampaignRow>();
  const tasks = new Map<string, TaskRow>();
  const participants: { campaignId: string; userId: string; startedAt: Date }[] = [];
  const attempts: AttemptRow[] = [];
  const completions: { taskId: string; campaignId: string; userId: string; attemptId: string | null }[] = [];
  const visits = new Map<
    string,
    { taskId: string; userId: string; firstVisitedAt: Date; visitCount: number }
  >();

  const repository: TaskEngineRepository = {
    async findCampaign(idOrSlug) {
      return campaigns.get(idOrSlug) ?? [...campaigns.values()].find((c) => c.slug === idOrSlug) ?? null;
    },
    async findTask(id) {
      return tasks.get(id) ?? null;
    },
    async listTasks(campaignIds, options) {
      return [...tasks.values()]
        .filter((t) => campaignIds.includes(t.campaignId) && (!options.activeOnly || t.isActive))
        .sort((a, b) => a.campaignId.localeCompare(b.campaignId) || a.position - b.position);
    },
    async insertAttempt(row) {
      const attempt: AttemptRow = {
        id: randomUUID(),
        errorType: null,
        errorCode: null,
        message: null,
        params: {},
        submission: null,
        ...row,
        evidence: row.evidence ?? {},
      };
      attempts.push(attempt);
      return attempt;
    },
    async finishAttempt(id, values) {
      const attempt = attempts.find((a) => a.id === id);
      if (attempt) Object.assign(attempt, values);
    },
    async insertCompletion(row) {
      if (completions.some((c) => c.taskId === row.taskId && c.userId === row.userId)) return false;
      completions.push({
        taskId: row.taskId,
        campaignId: row.campaignId,
        userId: row.userId,
        attemptId: row.attemptId ?? null,
      });
      return true;
    },
    async recordVisit(taskId, userId, at) {
      const key = `${taskId}:${userId}`;
      const visit = visits.get(key);
      if (visit) visit.visitCount += 1;
      else visits.set(key, { taskId, userId, firstVisitedAt: at, visitCount: 1 });
    },
    async findVisit(taskId, userId) {
      return visits.get(`${taskId}:${userId}`) ?? null;
    },
  };

  /** The engine's view of a user's progress (the service reads it from the same tables). */
  async function progressFor(userId: string, campaignIds: readonly string[]): Promise<Map<string, Progress>> {
    const verified = new Set(completions.filter((c) => c.userId === userId).map((c) => c.taskId));
    return new Map(
      campaignIds.map((id) => {
        const start = participants.find((p) => p.campaignId === id && p.userId === userId);
        return [id, { hasStarted: !!start, startedAt: start?.startedAt ?? null, verified, claim: null }];
      }),
    );
  }

  return {
    repository,
    progressFor,
    attempts,
    completions,

    /** A LIVE campaign that started an hour ago and ends in a week. */
    addCampaign(overrides: Partial<CampaignRow> = {}): CampaignRow {
      const now = clock.now().getTime();
      const id = randomUUID();
      const row: CampaignRow = {
        id,
        slug: `campaign-${id.slice(0, 8)}`,
        title: 'Campaign',
        description: '',
        translations: {},
        status: 'LIVE',
        featured: false,
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now + 7 * 86_400_000),
        claimEndsAt: null,
        imageUrl: null,
        applicableContinents: [],
        countries: [],
        platforms: [],
        client: null,
        category: null,
        rewardCurrency: 'KCASH',
        rewardAmount: 0n,
        poolFunded: 0n,
        poolReserved: 0n,
        claimRequiresSignature: false,
        claimChainId: null,
        minPogHumanScore: null,
        minPogTier: null,
        createdAt: clock.now(),
        updatedAt: clock.now(),
        ...overrides,
      };
      campaigns.set(id, row);
      return row;
    },

    /** A task at the next position of its campaign. */
    addTask(
      campaign: CampaignRow,
      type: TaskType,
      overrides: Partial<Omit<TaskRow, 'id' | 'campaignId' | 'type'>> = {},
    ): TaskRow {
      const position = [...tasks.values()].filter((t) => t.campaignId === campaign.id).length + 1;
      const row: TaskRow = {
        id: randomUUID(),
        campaignId: campaign.id,
        position,
        type,
        title: `Task ${position}`,
        description: '',
        translations: {},
        config: {},
        isOrdered: false,
        isActive: true,
        createdAt: clock.now(),
        updatedAt: clock.now(),
        ...overrides,
      };
      tasks.set(row.id, row);
      return row;
    },

    /** The user started the campaign (`user-progress start`). */
    start(campaign: CampaignRow, userId: string) {
      participants.push({ campaignId: campaign.id, userId, startedAt: clock.now() });
    },
  };
}
export type FakeRepository = ReturnType<typeof fakeRepository>;

/**
 * Fixed windows on the fake clock, as the real limiter counts them (platform/rate-limit.ts): one
 * hit per key in order, refused at the first key over its rule, the hits of a refused call given
 * back.
 */
export function fakeRateLimiter(clock: FakeClock): Pick<RateLimiter, 'consume'> {
  const counts = new Map<string, number>();
  return {
    async consume(hits) {
      const counted: string[] = [];
      for (const { key, rule, variant, errorCode = 'RATE_LIMITED' } of hits) {
        const now = clock.now().getTime();
        const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
        const window = `${key}@${windowStart}`;
        const count = (counts.get(window) ?? 0) + 1;
        counts.set(window, count);
        counted.push(window);
        if (count > rule.max) {
          for (const w of counted) counts.set(w, counts.get(w)! - 1);
          const retryAfter = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
          const details = { retryAfterSeconds: retryAfter };
          const error =
            errorCode === 'RATE_LIMITED' && variant
              ? new AppError('RATE_LIMITED', { variant, details })
              : new AppError(errorCode, { details });
          throw Object.assign(error, { retryAfter });
        }
      }
      return {
        async giveBack() {
          for (const w of counted) counts.set(w, counts.get(w)! - 1);
        },
      };
    },
  };
}

/**
 * Validators of a few task types that answer what the test sets for a task (a pass by default),
 * counting the calls; the task types left out have no validator here (not configured).
 */
export function fakeValidators(types: readonly TaskType[] = ['link_discord', 'twitter_follow']) {
  const answers = new Map<string, () => ValidationOutcome>();
  const calls: string[] = [];
  const validators: ValidatorSet = Object.fromEntries(
    types.map((type) => [
      type,
      async ({ task }: { task: { id: string } }) => {
        calls.push(task.id);
        return (answers.get(task.id) ?? (() => passed({ checked: true })))();
      },
    ]),
  );
  return {
    validators,
    calls,
    /** What the validator answers for this task from now on. */
    answer(taskId: string, outcome: ValidationOutcome) {
      answers.set(taskId, () => outcome);
    },
  };
}

/** The engine over the fakes, as the campaigns service builds it over the real repository. */
export function engineUnderTest(
  options: {
    validatorTypes?: readonly TaskType[];
    /** The user's linked accounts; undefined: the engine is told nothing (as without a social module). */
    accountLinks?: Partial<Record<SocialAccount, boolean>>;
  } = {},
) {
  const clock = fakeClock();
  const store = fakeRepository(clock);
  const validators = fakeValidators(options.validatorTypes);
  const links = options.accountLinks;
  /** The XP the engine awarded, in order (the XP module's own rules are tested with it). */
  const xpAwards: { userId: string; action: string; sourceId: string }[] = [];
  const ctx: TaskEngineContext = {
    deps: {
      rateLimiter: fakeRateLimiter(clock),
      accountLinks: links ? async () => links : null,
      xp: {
        award: async (_tx, input) => {
          xpAwards.push({ userId: input.userId, action: input.action, sourceId: input.sourceId });
          return { isNew: true, amount: 0 };
        },
      },
    },
    // The fake repository keeps no transaction: the engine's one transaction just runs.
    db: { transaction: (fn) => fn(undefined as never) } as Pick<Db, 'transaction'>,
    repository: store.repository,
    clock,
    registry: validators.validators,
    statusOf,
    isVisible,
    progressFor: store.progressFor,
    progressOf,
  };
  return { engine: createTaskEngine(ctx), clock, store, validators, xpAwards };
}
