import type { TaskValidationState } from '@kp/contract/campaigns';
import { TASK_VALIDATION_RATE_LIMITS, type CampaignStatus, type TaskState } from '@kp/domain/campaigns';
import { AppError, errorMessage } from '@kp/domain/errors';
import {
  APPEALABLE_TASK_ERRORS,
  TASK_CONFIG_SCHEMAS,
  TASK_SUBMISSION_KIND,
  type TaskErrorType,
} from '@kp/domain/task-config';
import { SOCIAL_PROVIDER_LABELS } from '@kp/domain/social';
import { requiredLinkedAccount, type SocialAccount, type TaskType } from '@kp/domain/tasks';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { englishTexts, type ContentTexts } from '../../platform/content-language';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AccountLinksPort, CampaignContext, CampaignsDeps, Progress } from './campaign-context';
import type { AttemptRow, CampaignRow, CampaignsRepository, TaskRow } from './campaigns.repository';
import { requirementWords, TASK_VERIFIED_WORDS } from './validators/check-words';
import {
  failed,
  type TaskUnderValidation,
  type ValidationOutcome,
  type ValidatorSet,
  type TaskValidator,
} from './validators/validator';

/** A validator that has not answered by then is taken as the provider being unavailable. */
const VALIDATOR_TIMEOUT_MS = 20_000;

/** A validator that gave no answer within VALIDATOR_TIMEOUT_MS. */
class ValidatorTimeout extends Error {
  constructor() {
    super(`validator gave no answer within ${VALIDATOR_TIMEOUT_MS} ms`);
  }
}

/** Merges validator sets; a task type checked by two sets is a wiring mistake, refused at start. */
export function mergeValidators(sets: readonly ValidatorSet[]): ValidatorSet {
  const merged: Record<string, unknown> = {};
  for (const set of sets)
    for (const [type, validator] of Object.entries(set)) {
      if (merged[type]) throw new Error(`two validators for the task type ${type}`);
      merged[type] = validator;
    }
  return merged as ValidatorSet;
}

/** What the engine reads and writes of the campaigns repository (fakes: task-engine.fixtures.ts). */
export type TaskEngineRepository = Pick<
  CampaignsRepository,
  | 'findTask'
  | 'findCampaign'
  | 'listTasks'
  | 'insertAttempt'
  | 'finishAttempt'
  | 'insertCompletion'
  | 'recordVisit'
  | 'findVisit'
>;

/**
 * What the engine is made from: the part of the campaign context it uses (CampaignContext is
 * one), narrow enough for the unit tests to give in-memory fakes.
 */
export type TaskEngineContext = {
  deps: Pick<CampaignsDeps, 'log' | 'xp'> & {
    rateLimiter: Pick<RateLimiter, 'consume'>;
    accountLinks: AccountLinksPort | null;
  };
  db: Pick<Db, 'transaction'>;
  repository: TaskEngineRepository;
  clock: Clock;
  registry: ValidatorSet;
  statusOf(row: CampaignRow): CampaignStatus;
  isVisible(row: CampaignRow): boolean;
  progressFor(userId: string, campaignIds: readonly string[]): Promise<Map<string, Progress>>;
  progressOf: CampaignContext['progressOf'];
  /** A failure's words in the reader's language; without it, as the check wrote them. */
  failureWords?: CampaignContext['failureWords'];
};

/** The failure of a task whose account is not linked (the engine's own check, before any validator). */
function accountNotLinked(account: SocialAccount): ValidationOutcome {
  const evidence = { account };
  if (account === 'twitter') return failed('ACCOUNT_NOT_LINKED', 'TWITTER_NOT_LINKED', {}, evidence);
  if (account === 'wallet') return failed('ACCOUNT_NOT_LINKED', 'WALLET_NOT_LINKED', {}, evidence);
  return failed(
    'ACCOUNT_NOT_LINKED',
    `${account.toUpperCase() as Uppercase<typeof account>}_NOT_LINKED`,
    { provider: SOCIAL_PROVIDER_LABELS[account] },
    evidence,
  );
}

/**
 * The task validation engine (README.md): validating a task, and the visits that general URI
 * redirection tasks check.
 */
export function createTaskEngine(ctx: TaskEngineContext) {
  const {
    deps,
    db,
    repository,
    clock,
    registry,
    statusOf,
    isVisible,
    progressFor,
    progressOf,
    failureWords,
  } = ctx;

  /** The task as a validator takes it, its config parsed again (an operator's bad row is caught here). */
  function underValidation(task: TaskRow): TaskUnderValidation | null {
    const schema = TASK_CONFIG_SCHEMAS[task.type as TaskType];
    const parsed = schema?.safeParse(task.config);
    if (!parsed?.success) return null;
    return {
      id: task.id,
      campaignId: task.campaignId,
      type: task.type as TaskType,
      title: task.title,
      config: parsed.data as never,
    };
  }

  /** Runs a validator; whatever goes wrong is a failure, never a pass (a throw, a timeout, a bad answer). */
  async function runValidator(
    validator: TaskValidator,
    input: Parameters<TaskValidator>[0],
  ): Promise<ValidationOutcome> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const outcome = await Promise.race([
        validator(input),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ValidatorTimeout()), VALIDATOR_TIMEOUT_MS);
        }),
      ]);
      if (outcome && typeof outcome === 'object' && outcome.ok === true)
        return { ok: true, evidence: outcome.evidence ?? {} };
      if (outcome && typeof outcome === 'object' && outcome.ok === false && outcome.errorType) return outcome;
      throw new Error('validator answered neither passed nor failed');
    } catch (error) {
      deps.log?.error({ err: error, taskId: input.task.id, type: input.task.type }, 'task validator failed');
      // What went wrong inside stays in the log (it may name tables or hosts): the user and the
      // review queue learn only whether the check ran out of time.
      return failed(
        'PROVIDER_UNAVAILABLE',
        'VALIDATOR_ERROR',
        {},
        { timedOut: error instanceof ValidatorTimeout },
      );
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  async function validationState(
    userId: string,
    task: TaskRow,
    campaign: CampaignRow,
    outcome: {
      state: TaskState;
      attempt: AttemptRow | null;
      socialConnect: TaskValidationState['socialConnect'];
    },
    reader: ContentTexts,
  ): Promise<TaskValidationState> {
    const tasks = await repository.listTasks([campaign.id], { activeOnly: true });
    const progress = (await progressFor(userId, [campaign.id])).get(campaign.id)!;
    const attempt = outcome.attempt;
    const isError = attempt?.outcome === 'failed';
    const errorType = isError ? ((attempt.errorType ?? 'PROVIDER_UNAVAILABLE') as TaskErrorType) : null;
    const config = (task.config ?? {}) as Record<string, unknown>;
    const claim = progress.claim;
    return {
      taskId: task.id,
      state: outcome.state,
      isError,
      message: isError ? (attempt.message ?? '') : outcome.state === 'verified' ? TASK_VERIFIED_WORDS : '',
      errorCode: isError ? attempt.errorCode : null,
      params: !isError
        ? {}
        : failureWords
          ? (await failureWords([attempt], reader))(attempt)
          : ((attempt.params ?? {}) as TaskValidationState['params']),
      errorType,
      evidence: (attempt?.evidence ?? {}) as Record<string, unknown>,
      attemptId: attempt?.id ?? null,
      canRetry: isError && errorType !== 'PROVIDER_NOT_CONFIGURED',
      canAppeal: errorType !== null && APPEALABLE_TASK_ERRORS.includes(errorType),
      claimError:
        claim?.status === 'failed'
          ? { errorCode: 'CLAIM_UNSUCCESSFUL', message: claim.failureReason ?? errorMessage('CLAIM_FAILED') }
          : null,
      socialConnect: outcome.socialConnect,
      verifyInfo: {
        taskType: task.type as TaskType,
        requirement: requirementWords(task.type as TaskType, config),
      },
      followData:
        task.type === 'twitter_follow' && typeof config['handle'] === 'string'
          ? { handle: config['handle'], profileUrl: `https://x.com/${config['handle']}` }
          : null,
      claimProcessing: claim?.status === 'processing',
      campaignProgress: progressOf(tasks, progress),
    };
  }

  async function recordFailure(
    userId: string,
    task: TaskRow,
    failure: ValidationOutcome,
    submission: string | null,
  ): Promise<AttemptRow> {
    if (failure.ok) throw new Error('a passed check is not a failure');
    return repository.insertAttempt({
      taskId: task.id,
      userId,
      outcome: 'failed',
      errorType: failure.errorType,
      errorCode: failure.errorCode,
      message: failure.message,
      params: failure.params,
      evidence: failure.evidence ?? {},
      submission,
      createdAt: clock.now(),
    });
  }

  return {
    /**
     * The task validation engine (README.md): the campaign live and started, the task not locked,
     * the rate limits, the linked account, then the validator, called outside any transaction
     * (it talks to the outside world), and the attempt and the completion recorded in one.
     */
    async validate(
      userId: string,
      taskId: string,
      submission: string | undefined,
      reader: ContentTexts = englishTexts(),
    ): Promise<TaskValidationState> {
      const task = await repository.findTask(taskId);
      if (!task || !task.isActive) throw new AppError('TASK_NOT_FOUND');
      const campaign = await repository.findCampaign(task.campaignId);
      if (!campaign || !isVisible(campaign)) throw new AppError('TASK_NOT_FOUND');
      const stateOf = (outcome: Parameters<typeof validationState>[3]) =>
        validationState(userId, task, campaign, outcome, reader);
      const now = clock.now();
      if (statusOf(campaign) !== 'LIVE' || now < campaign.startsAt || now >= campaign.endsAt)
        throw new AppError('CAMPAIGN_NOT_LIVE');
      const progress = (await progressFor(userId, [campaign.id])).get(campaign.id)!;
      if (!progress.hasStarted) throw new AppError('CAMPAIGN_NOT_STARTED');
      const verifiedState = async () => stateOf({ state: 'verified', attempt: null, socialConnect: null });
      if (progress.verified.has(task.id)) return verifiedState();

      const tasks = await repository.listTasks([campaign.id], { activeOnly: true });
      const index = tasks.findIndex((t) => t.id === task.id);
      const blocking = tasks.slice(0, index).filter((t) => !progress.verified.has(t.id));
      if (task.isOrdered && blocking.length > 0)
        throw new AppError('TASK_LOCKED', {
          details: { errorType: 'LOCKED', blockingTaskIds: blocking.map((t) => t.id) },
        });

      await deps.rateLimiter.consume([
        {
          key: `task-validate:user:${userId}`,
          rule: TASK_VALIDATION_RATE_LIMITS.perUser,
          variant: 'task_validations_per_user',
        },
        {
          key: `task-validate:task:${userId}:${task.id}`,
          rule: TASK_VALIDATION_RATE_LIMITS.perTask,
          variant: 'task_validations_per_task',
        },
      ]);

      const type = task.type as TaskType;
      const submissionKind = (TASK_SUBMISSION_KIND as Record<string, 'tweet_url' | 'code'>)[type];
      // A secret code is never kept; a link the user gave is (it is the proof an operator reviews).
      const keptSubmission = submissionKind === 'tweet_url' ? (submission ?? null) : null;
      const account = requiredLinkedAccount(type);
      let socialConnect: TaskValidationState['socialConnect'] = null;
      if (account) {
        const links = deps.accountLinks ? await deps.accountLinks(userId) : null;
        const isConnected = links ? links[account] === true : true;
        socialConnect = { account, isConnected };
        if (links && !isConnected) {
          const attempt = await recordFailure(userId, task, accountNotLinked(account), keptSubmission);
          return stateOf({ state: 'failed', attempt, socialConnect });
        }
      }

      const validator = registry[type] as TaskValidator | undefined;
      const parsed = underValidation(task);
      if (!validator || !parsed) {
        const attempt = await recordFailure(
          userId,
          task,
          validator
            ? failed('PROVIDER_NOT_CONFIGURED', 'TASK_CONFIG_INVALID', {})
            : failed('PROVIDER_NOT_CONFIGURED', 'PROVIDER_NOT_CONFIGURED', { taskType: type }),
          keptSubmission,
        );
        if (!parsed) deps.log?.error({ taskId: task.id }, 'a task config no longer matches its schema');
        return stateOf({ state: 'failed', attempt, socialConnect });
      }
      if (submissionKind && !submission) {
        const attempt = await recordFailure(
          userId,
          task,
          failed('INVALID_SUBMISSION', submissionKind === 'code' ? 'CODE_MISSING' : 'LINK_MISSING', {}),
          null,
        );
        return stateOf({ state: 'failed', attempt, socialConnect });
      }

      const running = await repository.insertAttempt({
        taskId: task.id,
        userId,
        outcome: 'running',
        evidence: {},
        submission: keptSubmission,
        createdAt: now,
      });
      const outcome = await runValidator(validator, { userId, task: parsed, submission, now });
      const finished = await db.transaction(async (tx) => {
        const values = outcome.ok
          ? {
              outcome: 'passed',
              errorType: null,
              errorCode: null,
              message: null,
              params: {},
              evidence: outcome.evidence,
            }
          : {
              outcome: 'failed',
              errorType: outcome.errorType,
              errorCode: outcome.errorCode,
              message: outcome.message,
              params: outcome.params,
              evidence: outcome.evidence ?? {},
            };
        await repository.finishAttempt(running.id, values, tx);
        if (outcome.ok) {
          await repository.insertCompletion(
            {
              taskId: task.id,
              campaignId: campaign.id,
              userId,
              source: 'validator',
              attemptId: running.id,
              evidence: outcome.evidence,
              completedAt: clock.now(),
            },
            tx,
          );
          await deps.xp.award(tx, { userId, action: 'campaign_task', sourceId: task.id });
        }
        return { ...running, ...values };
      });
      return stateOf({
        state: outcome.ok ? 'verified' : 'failed',
        attempt: finished,
        socialConnect: socialConnect ? { ...socialConnect, isConnected: true } : null,
      });
    },

    /** Records the visit of a general URI redirection task and gives the link to send the user to. */
    async visit(userId: string, taskId: string): Promise<string> {
      const task = await repository.findTask(taskId);
      if (!task || !task.isActive || task.type !== 'general_uri_redirection')
        throw new AppError('TASK_NOT_FOUND');
      const campaign = await repository.findCampaign(task.campaignId);
      if (!campaign || !isVisible(campaign)) throw new AppError('TASK_NOT_FOUND');
      const parsed = TASK_CONFIG_SCHEMAS.general_uri_redirection.safeParse(task.config);
      if (!parsed.success) throw new AppError('TASK_NOT_FOUND');
      await repository.recordVisit(task.id, userId, clock.now());
      return parsed.data.url;
    },

    findVisit: (taskId: string, userId: string) => repository.findVisit(taskId, userId),
  };
}
