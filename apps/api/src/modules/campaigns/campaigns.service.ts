import { randomInt, randomUUID } from 'node:crypto';
import { campaignAudienceRefusal, isLimitedAudience } from '@kp/domain/campaign-audience';
import { countryOf } from '@kp/domain/kyc';
import type {
  AdminAppeal,
  AdminCampaign,
  AdminCreateCampaignInput,
  AdminCreateCampaignTaskInput,
  AdminUpdateCampaignInput,
  AdminUpdateCampaignTaskInput,
  CampaignClaim,
  CampaignDetail,
  CampaignListQuery,
  CampaignSummary,
  CampaignTask,
  ReferralInfo,
  TaskValidationState,
} from '@kp/contract/campaigns';
import {
  campaignCardState,
  campaignTimerLabel,
  canMoveCampaign,
  CLAIMABLE_CAMPAIGN_STATUSES,
  claimWindowEnd,
  MAX_CLAIM_PAYOUT_ATTEMPTS,
  nextScheduledStatus,
  PUBLIC_CAMPAIGN_STATUSES,
  REFERRAL_APPLY_WINDOW_DAYS,
  TASK_VALIDATION_RATE_LIMITS,
  taskStates,
  VALIDATION_STALE_AFTER_MS,
  type CampaignStatus,
  type TaskState,
} from '@kp/domain/campaigns';
import {
  formatAmount,
  parseAmount,
  type Currency,
  type CurrencyId,
  type CurrencyRegistry,
} from '@kp/domain/currencies';
import { AppError, type ErrorCode } from '@kp/domain/errors';
import {
  APPEALABLE_TASK_ERRORS,
  TASK_CONFIG_SCHEMAS,
  TASK_SUBMISSION_KIND,
  type TaskErrorType,
} from '@kp/domain/task-config';
import { requiredLinkedAccount, TASK_TYPE_LABELS, type SocialAccount, type TaskType } from '@kp/domain/tasks';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import type { LedgerService } from '../ledger/ledger.service';
import type { ClaimSignaturePort, ClaimSignatureRefusal } from './claim-signature';
import type {
  AppealRow,
  AttemptRow,
  CampaignRow,
  CampaignsRepository,
  ClaimRow,
  TaskRow,
} from './campaigns.repository';
import type {
  TaskUnderValidation,
  ValidationOutcome,
  ValidatorSet,
  TaskValidator,
} from './validators/validator';
/** The claim-signature port's shapes, for the module that answers it (evm-wallets). */
export type { ClaimSignatureInput, ClaimSignatureRefusal, ClaimSignatureResult } from './claim-signature';

const DAY_MS = 86_400_000;
/** A validator that has not answered by then is taken as the provider being unavailable. */
const VALIDATOR_TIMEOUT_MS = 20_000;
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Which accounts the user has linked (from the social module's statuses). */
export type AccountLinksPort = (userId: string) => Promise<Partial<Record<SocialAccount, boolean>>>;

/** The users module: when an account was made (for the referral window), and where the user lives. */
type UsersPort = {
  getUser(id: string): Promise<{ createdAt: Date; countryCode: string | null; phoneNumber: string | null }>;
};

const CLAIM_REFUSALS: Record<ClaimSignatureRefusal, ErrorCode> = {
  WRONG_SIGNER: 'CLAIM_TRANSACTION_FAILED',
  EXPIRED: 'CLAIM_TRANSACTION_FAILED',
  WRONG_CHAIN: 'TRANSACTION_FAILED',
  MALFORMED: 'CLAIM_FAILED',
  NO_WALLET: 'CLAIM_UNSUCCESSFUL',
};

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

/**
 * K-Drop campaigns and the task validation engine (README.md): the lists and the detail with the
 * caller's progress, starting, validating (locks, rate limits, the validator outside any
 * transaction, the attempt and the completion recorded after), appeals, claims against the pool
 * and their payment through the ledger, the schedule, funding, and referrals.
 */
export function createCampaignsService(deps: {
  db: Db;
  repository: CampaignsRepository;
  ledger: Pick<LedgerService, 'systemAccount' | 'userAccount' | 'transfer'>;
  currencies: CurrencyRegistry;
  clock: Clock;
  validators: readonly ValidatorSet[];
  rateLimiter: RateLimiter;
  accountLinks: AccountLinksPort | null;
  claimSignatures: ClaimSignaturePort | null;
  users: UsersPort;
  hashCode: (code: string) => string;
  log?: { error(obj: object, msg: string): void };
}) {
  const { db, repository, clock, currencies } = deps;
  const registry = mergeValidators(deps.validators);

  const currencyOf = (row: CampaignRow): Currency => currencies.byId(row.rewardCurrency);
  const hasReward = (row: CampaignRow) => row.rewardAmount > 0n;
  const statusOf = (row: CampaignRow) => row.status as CampaignStatus;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);

  function publicConfig(task: TaskRow): Record<string, unknown> {
    if (task.type === 'special_code_validation') return {};
    return (task.config ?? {}) as Record<string, unknown>;
  }

  function toClaim(row: ClaimRow): CampaignClaim {
    const currency = currencies.byId(row.currency);
    return {
      id: row.id,
      campaignId: row.campaignId,
      status: row.status as CampaignClaim['status'],
      currency: currency.code,
      amount: formatAmount(row.amount, currency),
      failureReason: row.failureReason,
      createdAt: row.createdAt.toISOString(),
      creditedAt: iso(row.creditedAt),
    };
  }

  function toAppeal(row: AppealRow) {
    return {
      id: row.id,
      status: row.status as 'pending' | 'approved' | 'rejected',
      note: row.note,
      decisionReason: row.decisionReason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
    };
  }

  function toFailure(row: AttemptRow) {
    const errorType = (row.errorType ?? 'PROVIDER_UNAVAILABLE') as TaskErrorType;
    return {
      attemptId: row.id,
      errorType,
      errorCode: row.errorCode ?? 'UNKNOWN',
      message: row.message ?? '',
      evidence: (row.evidence ?? {}) as Record<string, unknown>,
      at: row.createdAt.toISOString(),
      canAppeal: APPEALABLE_TASK_ERRORS.includes(errorType),
    };
  }

  type Progress = {
    hasStarted: boolean;
    startedAt: Date | null;
    verified: Set<string>;
    claim: ClaimRow | null;
  };

  function progressOf(tasks: readonly TaskRow[], progress: Progress | null) {
    const tasksVerified = progress ? tasks.filter((t) => progress.verified.has(t.id)).length : 0;
    return {
      hasStarted: progress?.hasStarted ?? false,
      startedAt: iso(progress?.startedAt ?? null),
      tasksVerified,
      tasksTotal: tasks.length,
      percent: tasks.length === 0 ? 0 : Math.floor((tasksVerified * 100) / tasks.length),
    };
  }

  function toSummary(
    row: CampaignRow,
    tasks: readonly TaskRow[],
    progress: Progress | null,
  ): CampaignSummary {
    const currency = currencyOf(row);
    const remaining = row.poolFunded - row.poolReserved;
    const wireProgress = progressOf(tasks, progress);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      imageUrl: row.imageUrl,
      status: statusOf(row),
      featured: row.featured,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      claimEndsAt: claimWindowEnd(row).toISOString(),
      timerLabel: campaignTimerLabel(row.status),
      applicableContinents: row.applicableContinents,
      countries: row.countries,
      platforms: row.platforms,
      client: row.client,
      category: row.category,
      reward: {
        currency: currency.code,
        amount: formatAmount(row.rewardAmount, currency),
        poolTotal: formatAmount(row.poolFunded, currency),
        poolRemaining: formatAmount(remaining, currency),
        isPoolExhausted: hasReward(row) && remaining < row.rewardAmount,
      },
      claimRequiresSignature: row.claimRequiresSignature,
      claimChainId: row.claimChainId,
      tasksTotal: tasks.length,
      cardState: campaignCardState({
        status: statusOf(row),
        hasStarted: wireProgress.hasStarted,
        tasksTotal: tasks.length,
        tasksVerified: wireProgress.tasksVerified,
        hasReward: hasReward(row),
        hasClaimed: progress?.claim !== null && progress?.claim !== undefined,
      }),
      progress: progress ? wireProgress : null,
    };
  }

  async function progressFor(userId: string, campaignIds: readonly string[], tx: DbOrTx = db) {
    const [participations, completed, claims] = await Promise.all([
      repository.listParticipations(userId, campaignIds, tx),
      repository.listCompletedTaskIds(userId, campaignIds, tx),
      repository.listClaimsOf(userId, campaignIds, tx),
    ]);
    const verified = new Set(completed);
    return new Map(
      campaignIds.map((id) => {
        const participation = participations.find((p) => p.campaignId === id);
        return [
          id,
          {
            hasStarted: participation !== undefined,
            startedAt: participation?.startedAt ?? null,
            verified,
            claim: claims.find((c) => c.campaignId === id) ?? null,
          } satisfies Progress,
        ];
      }),
    );
  }

  function isVisible(row: CampaignRow) {
    return PUBLIC_CAMPAIGN_STATUSES.includes(statusOf(row));
  }

  async function getVisibleCampaign(idOrSlug: string, tx: DbOrTx = db): Promise<CampaignRow> {
    const row = await repository.findCampaign(idOrSlug, tx);
    if (!row || !isVisible(row)) throw new AppError('CAMPAIGN_NOT_FOUND');
    return row;
  }

  async function detail(row: CampaignRow, userId: string | null, tx: DbOrTx = db): Promise<CampaignDetail> {
    const tasks = await repository.listTasks([row.id], { activeOnly: true }, tx);
    const progress = userId ? (await progressFor(userId, [row.id], tx)).get(row.id)! : null;
    const now = clock.now().getTime();
    const [attempts, appeals] = userId
      ? await Promise.all([
          repository.listLatestAttempts(
            userId,
            tasks.map((t) => t.id),
            tx,
          ),
          repository.listLatestAppeals(
            userId,
            tasks.map((t) => t.id),
            tx,
          ),
        ])
      : [[], []];
    const validating = new Set(
      attempts
        .filter((a) => a.outcome === 'running' && now - a.createdAt.getTime() < VALIDATION_STALE_AFTER_MS)
        .map((a) => a.taskId),
    );
    const failedIds = new Set(attempts.filter((a) => a.outcome === 'failed').map((a) => a.taskId));
    const states = taskStates(tasks, {
      verified: progress?.verified ?? new Set(),
      validating,
      failed: failedIds,
    });
    const wireTasks: CampaignTask[] = tasks.map((task, index) => {
      const last = attempts.find((a) => a.taskId === task.id);
      const appeal = appeals.find((a) => a.taskId === task.id);
      const state = states[index]!;
      return {
        id: task.id,
        position: task.position,
        type: task.type as TaskType,
        title: task.title,
        description: task.description,
        isOrdered: task.isOrdered,
        config: publicConfig(task),
        requiredAccount: requiredLinkedAccount(task.type as TaskType),
        submissionKind: (TASK_SUBMISSION_KIND as Record<string, 'tweet_url' | 'code'>)[task.type] ?? null,
        visitPath:
          task.type === 'general_uri_redirection'
            ? `/api/platform-campaign-hub/tasks/${task.id}/visit`
            : null,
        state,
        lastFailure: state === 'failed' && last?.outcome === 'failed' ? toFailure(last) : null,
        appeal: appeal ? toAppeal(appeal) : null,
      };
    });
    return {
      ...toSummary(row, tasks, progress),
      tasks: wireTasks,
      claim: progress?.claim ? toClaim(progress.claim) : null,
    };
  }

  async function summaries(rows: readonly CampaignRow[], userId: string | null): Promise<CampaignSummary[]> {
    const ids = rows.map((r) => r.id);
    const tasks = await repository.listTasks(ids, { activeOnly: true });
    const progress = userId ? await progressFor(userId, ids) : null;
    return rows.map((row) =>
      toSummary(
        row,
        tasks.filter((t) => t.campaignId === row.id),
        progress?.get(row.id) ?? null,
      ),
    );
  }

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
      return {
        ok: false,
        errorType: 'PROVIDER_UNAVAILABLE',
        errorCode: 'VALIDATOR_ERROR',
        message:
          'We could not check this task just now: the service it depends on did not answer as expected. It stays open; please try again in a few minutes.',
        // What went wrong inside stays in the log (it may name tables or hosts): the user and the
        // review queue learn only whether the check ran out of time.
        evidence: { timedOut: error instanceof ValidatorTimeout },
      };
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  function requirementOf(task: TaskRow): string {
    const config = (task.config ?? {}) as Record<string, unknown>;
    const label = TASK_TYPE_LABELS[task.type as TaskType] ?? task.type;
    switch (task.type) {
      case 'twitter_follow':
        return `follow @${String(config['handle'])} on X`;
      case 'join_discord_server':
        return 'be a member of the Discord server';
      case 'validate_discord_role':
        return `hold the role "${String(config['roleName'])}" on the Discord server`;
      case 'join_telegram_channel':
        return `be a member of ${String(config['chatId'])} on Telegram`;
      case 'hold_web3_token':
        return `hold at least the required ${String(config['symbol'])} on chain ${String(config['chainId'])}`;
      case 'hold_nft':
        return `hold ${String(config['name'])} on chain ${String(config['chainId'])}`;
      case 'general_uri_redirection':
        return 'open the task’s link';
      case 'special_code_validation':
        return 'enter the right code';
      default:
        return label;
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
      message: isError ? (attempt.message ?? '') : outcome.state === 'verified' ? 'Task verified' : '',
      errorCode: isError ? attempt.errorCode : null,
      errorType,
      evidence: (attempt?.evidence ?? {}) as Record<string, unknown>,
      attemptId: attempt?.id ?? null,
      canRetry: isError && errorType !== 'PROVIDER_NOT_CONFIGURED',
      canAppeal: errorType !== null && APPEALABLE_TASK_ERRORS.includes(errorType),
      claimError:
        claim?.status === 'failed'
          ? { errorCode: 'CLAIM_UNSUCCESSFUL', message: claim.failureReason ?? 'Claim Failed' }
          : null,
      socialConnect: outcome.socialConnect,
      verifyInfo: { taskType: task.type as TaskType, requirement: requirementOf(task) },
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
    failure: {
      errorType: TaskErrorType;
      errorCode: string;
      message: string;
      evidence?: Record<string, unknown>;
    },
    submission: string | null,
  ): Promise<AttemptRow> {
    return repository.insertAttempt({
      taskId: task.id,
      userId,
      outcome: 'failed',
      errorType: failure.errorType,
      errorCode: failure.errorCode,
      message: failure.message,
      evidence: failure.evidence ?? {},
      submission,
      createdAt: clock.now(),
    });
  }

  /** Pays one claim through the ledger, once; a failure is kept with its reason for the job to retry. */
  async function distributeClaim(claimId: string): Promise<ClaimRow> {
    try {
      return await db.transaction(async (tx) => {
        const claim = await repository.lockClaim(tx, claimId);
        if (!claim) throw new Error(`claim ${claimId} vanished`);
        if (claim.status === 'credited') return claim;
        const campaign = await repository.findCampaign(claim.campaignId, tx);
        const currency = claim.currency as CurrencyId;
        const pool = await deps.ledger.systemAccount(tx, 'campaign_pool', currency);
        const to = await deps.ledger.userAccount(
          tx,
          claim.userId,
          currency,
          currency === 'KCASH' ? 'earned' : undefined,
        );
        const entry = await deps.ledger.transfer(tx, {
          kind: 'reward',
          cause: { type: 'campaign_claim', id: claim.id },
          from: pool,
          to,
          amount: claim.amount,
          memo: `K-Drop reward: ${campaign?.title ?? 'campaign'}`.slice(0, 500),
          idempotencyKey: `campaign-claim:${claim.id}`,
        });
        const now = clock.now();
        return repository.updateClaim(
          claim.id,
          {
            status: 'credited',
            ledgerEntryId: entry.id,
            creditedAt: now,
            updatedAt: now,
            failureReason: null,
            attempts: claim.attempts + 1,
          },
          tx,
        );
      });
    } catch (error) {
      deps.log?.error({ err: error, claimId }, 'campaign reward payment failed');
      const reason = error instanceof AppError ? error.message : 'The payment could not be made';
      return db.transaction(async (tx) => {
        const claim = await repository.lockClaim(tx, claimId);
        if (!claim || claim.status === 'credited') return claim!;
        return repository.updateClaim(
          claimId,
          { status: 'failed', failureReason: reason, attempts: claim.attempts + 1, updatedAt: clock.now() },
          tx,
        );
      });
    }
  }

  function parseReward(input: { currency: string; amount: string }) {
    const currency = currencies.get(input.currency);
    return { currency, amount: parseAmount(input.amount, currency) };
  }

  function checkSchedule(startsAt: Date, endsAt: Date, claimEndsAt: Date | null) {
    if (endsAt.getTime() <= startsAt.getTime())
      throw new AppError('VALIDATION_FAILED', { message: 'endsAt: must be after startsAt' });
    if (claimEndsAt && claimEndsAt.getTime() < endsAt.getTime())
      throw new AppError('VALIDATION_FAILED', { message: 'claimEndsAt: must not be before endsAt' });
  }

  /** A task's config as stored: checked against its type's schema; a special code kept as its hash. */
  function taskConfig(type: TaskType, config: Record<string, unknown>, secretCode: string | undefined) {
    if (!registry[type])
      throw new AppError('TASK_TYPE_NOT_SUPPORTED', {
        message: `No validator checks "${TASK_TYPE_LABELS[type]}" tasks on this installation (its provider is not set up), so such a task could never be verified`,
        details: { type },
      });
    if (secretCode !== undefined && type !== 'special_code_validation')
      throw new AppError('TASK_CONFIG_INVALID', { message: 'secretCode: only special code tasks have one' });
    const raw =
      type === 'special_code_validation' && secretCode
        ? { ...config, codeHash: deps.hashCode(secretCode) }
        : config;
    const parsed = TASK_CONFIG_SCHEMAS[type].safeParse(raw);
    if (!parsed.success)
      throw new AppError('TASK_CONFIG_INVALID', {
        message: parsed.error.issues
          .slice(0, 5)
          .map((i) => `config${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`)
          .join('; '),
      });
    return parsed.data as Record<string, unknown>;
  }

  function adminTasks(all: readonly TaskRow[]): AdminCampaign['tasks'] {
    return all.map((task) => ({
      id: task.id,
      position: task.position,
      type: task.type as TaskType,
      title: task.title,
      description: task.description,
      isOrdered: task.isOrdered,
      isActive: task.isActive,
      config: publicConfig(task),
      requiredAccount: requiredLinkedAccount(task.type as TaskType),
      submissionKind: (TASK_SUBMISSION_KIND as Record<string, 'tweet_url' | 'code'>)[task.type] ?? null,
      visitPath:
        task.type === 'general_uri_redirection' ? `/api/platform-campaign-hub/tasks/${task.id}/visit` : null,
    }));
  }

  async function adminView(id: string, tx: DbOrTx = db): Promise<AdminCampaign> {
    const row = await repository.findCampaign(id, tx);
    if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
    const all = await repository.listTasks([id], { activeOnly: false }, tx);
    const active = all.filter((t) => t.isActive);
    return {
      ...toSummary(row, active, null),
      tasks: adminTasks(all),
    };
  }

  function toAdminAppeal(
    row: NonNullable<Awaited<ReturnType<CampaignsRepository['findAppealWithContext']>>>,
  ): AdminAppeal {
    return {
      ...toAppeal(row.appeal),
      userId: row.appeal.userId,
      campaign: { id: row.campaign.id, title: row.campaign.title },
      task: { id: row.task.id, type: row.task.type as TaskType, title: row.task.title },
      attempt: toFailure(row.attempt),
    };
  }

  async function ensureReferralCode(userId: string): Promise<string> {
    for (let i = 0; i < 5; i += 1) {
      const existing = await repository.findReferralCode(userId);
      if (existing) return existing.code;
      const code = Array.from(
        { length: 8 },
        () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
      ).join('');
      try {
        await repository.insertReferralCode(userId, code, clock.now());
      } catch (error) {
        // Another user holds this code: draw again.
        if (!isConstraintViolation(error, PG_ERROR.uniqueViolation, 'referral_codes_code_unique'))
          throw error;
      }
    }
    throw new Error('no free referral code after 5 draws');
  }

  async function referralInfo(userId: string): Promise<ReferralInfo> {
    const code = await ensureReferralCode(userId);
    const [referredCount, referredBy] = await Promise.all([
      repository.countReferred(userId),
      repository.findReferral(userId),
    ]);
    return { code, referredCount, referredBy: referredBy !== null };
  }

  return {
    /** The public list by state, with the spec's paging (`offset` of the next page, `isLastCard`). */
    async listByState(query: CampaignListQuery, userId: string | null) {
      const statuses = query.status
        ? PUBLIC_CAMPAIGN_STATUSES.includes(query.status)
          ? [query.status]
          : []
        : PUBLIC_CAMPAIGN_STATUSES;
      const rows = await repository.listCampaigns(
        {
          statuses,
          featured: query.featured,
          upcoming: query.upcoming,
          continent: query.applicableContinent,
          country: query.country,
          platform: query.platform,
          client: query.client,
          category: query.category,
          now: clock.now(),
        },
        { limit: query.pageLimit, offset: query.offset },
      );
      const page = rows.slice(0, query.pageLimit);
      return {
        campaigns: await summaries(page, userId),
        isLastCard: rows.length <= query.pageLimit,
        offset: query.offset + page.length,
      };
    },

    async getCampaign(idOrSlug: string, userId: string | null): Promise<CampaignDetail> {
      return detail(await getVisibleCampaign(idOrSlug), userId);
    },

    /** Starts a live campaign (again: nothing changes). */
    async start(userId: string, campaignId: string): Promise<CampaignDetail> {
      const row = await getVisibleCampaign(campaignId);
      const now = clock.now();
      if (statusOf(row) !== 'LIVE' || now < row.startsAt || now >= row.endsAt)
        throw new AppError('CAMPAIGN_NOT_LIVE');
      // A campaign for some countries is joined only from them (the list's filter is a choice).
      const audience = { countries: row.countries, continents: row.applicableContinents };
      if (isLimitedAudience(audience)) {
        const refusal = campaignAudienceRefusal(audience, countryOf(await deps.users.getUser(userId)));
        if (refusal)
          throw new AppError(
            refusal === 'COUNTRY_UNKNOWN' ? 'CAMPAIGN_COUNTRY_UNKNOWN' : 'CAMPAIGN_NOT_IN_YOUR_COUNTRY',
            {
              details: { countries: audience.countries, continents: audience.continents },
            },
          );
      }
      await repository.insertParticipant({ campaignId: row.id, userId, startedAt: now });
      return detail(row, userId);
    },

    /**
     * The task validation engine (README.md): the campaign live and started, the task not locked,
     * the rate limits, the linked account, then the validator, called outside any transaction
     * (it talks to the outside world), and the attempt and the completion recorded in one.
     */
    async validate(
      userId: string,
      taskId: string,
      submission: string | undefined,
    ): Promise<TaskValidationState> {
      const task = await repository.findTask(taskId);
      if (!task || !task.isActive) throw new AppError('TASK_NOT_FOUND');
      const campaign = await repository.findCampaign(task.campaignId);
      if (!campaign || !isVisible(campaign)) throw new AppError('TASK_NOT_FOUND');
      const now = clock.now();
      if (statusOf(campaign) !== 'LIVE' || now < campaign.startsAt || now >= campaign.endsAt)
        throw new AppError('CAMPAIGN_NOT_LIVE');
      const progress = (await progressFor(userId, [campaign.id])).get(campaign.id)!;
      if (!progress.hasStarted) throw new AppError('CAMPAIGN_NOT_STARTED');
      const verifiedState = async () =>
        validationState(userId, task, campaign, { state: 'verified', attempt: null, socialConnect: null });
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
          message: 'Too many validations in a minute: please wait a moment and try again',
        },
        {
          key: `task-validate:task:${userId}:${task.id}`,
          rule: TASK_VALIDATION_RATE_LIMITS.perTask,
          message:
            'This task was checked several times in a minute: please wait a moment before trying again',
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
          const attempt = await recordFailure(
            userId,
            task,
            {
              errorType: 'ACCOUNT_NOT_LINKED',
              errorCode: `${account.toUpperCase()}_NOT_LINKED`,
              message: `Connect your ${account === 'twitter' ? 'X (Twitter)' : account[0]!.toUpperCase() + account.slice(1)} account first: this task is checked through it`,
              evidence: { account },
            },
            keptSubmission,
          );
          return validationState(userId, task, campaign, { state: 'failed', attempt, socialConnect });
        }
      }

      const validator = registry[type] as TaskValidator | undefined;
      const parsed = underValidation(task);
      if (!validator || !parsed) {
        const attempt = await recordFailure(
          userId,
          task,
          validator
            ? {
                errorType: 'PROVIDER_NOT_CONFIGURED',
                errorCode: 'TASK_CONFIG_INVALID',
                message:
                  'This task’s settings are not valid, so it cannot be checked: it stays open. The operators were told.',
              }
            : {
                errorType: 'PROVIDER_NOT_CONFIGURED',
                errorCode: 'PROVIDER_NOT_CONFIGURED',
                message: `"${TASK_TYPE_LABELS[type] ?? type}" tasks cannot be checked on this installation yet, so this task stays open`,
              },
          keptSubmission,
        );
        if (!parsed) deps.log?.error({ taskId: task.id }, 'a task config no longer matches its schema');
        return validationState(userId, task, campaign, { state: 'failed', attempt, socialConnect });
      }
      if (submissionKind && !submission) {
        const attempt = await recordFailure(
          userId,
          task,
          {
            errorType: 'INVALID_SUBMISSION',
            errorCode: submissionKind === 'code' ? 'CODE_MISSING' : 'LINK_MISSING',
            message:
              submissionKind === 'code'
                ? 'Enter the code to complete this task'
                : 'Paste the link to your post on X to complete this task',
          },
          null,
        );
        return validationState(userId, task, campaign, { state: 'failed', attempt, socialConnect });
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
          ? { outcome: 'passed', errorType: null, errorCode: null, message: null, evidence: outcome.evidence }
          : {
              outcome: 'failed',
              errorType: outcome.errorType,
              errorCode: outcome.errorCode,
              message: outcome.message,
              evidence: outcome.evidence ?? {},
            };
        await repository.finishAttempt(running.id, values, tx);
        if (outcome.ok)
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
        return { ...running, ...values };
      });
      return validationState(userId, task, campaign, {
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

    /** Appeals the last failed check of a task (one pending at a time). */
    async appeal(userId: string, taskId: string, note: string) {
      const task = await repository.findTask(taskId);
      if (!task || !task.isActive) throw new AppError('TASK_NOT_FOUND');
      if (await repository.findCompletion(userId, task.id)) throw new AppError('TASK_NOT_APPEALABLE');
      const [last] = await repository.listLatestAttempts(userId, [task.id]);
      if (
        !last ||
        last.outcome !== 'failed' ||
        !APPEALABLE_TASK_ERRORS.includes(last.errorType as TaskErrorType)
      )
        throw new AppError('TASK_NOT_APPEALABLE');
      try {
        const row = await repository.insertAppeal({
          taskId: task.id,
          campaignId: task.campaignId,
          userId,
          attemptId: last.id,
          note,
          createdAt: clock.now(),
        });
        return toAppeal(row);
      } catch (error) {
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'task_appeals_one_pending_key'))
          throw new AppError('APPEAL_ALREADY_PENDING', { cause: error });
        throw error;
      }
    },

    async adminListAppeals(query: { status: AppealRow['status']; limit: number; offset: number }) {
      const { rows, total } = await repository.listAppeals(query.status, query);
      return { appeals: rows.map(toAdminAppeal), total };
    },

    /** Decides an appeal under its row lock: approved, the task is completed for the user. */
    async adminDecideAppeal(
      adminId: string,
      id: string,
      decision: { approve: boolean; reason: string | undefined },
    ): Promise<AdminAppeal> {
      await db.transaction(async (tx) => {
        const appeal = await repository.lockAppeal(tx, id);
        if (!appeal) throw new AppError('APPEAL_NOT_FOUND');
        if (appeal.status !== 'pending') throw new AppError('APPEAL_ALREADY_DECIDED');
        const now = clock.now();
        if (decision.approve) {
          const attempt = await repository.findAttempt(appeal.attemptId, tx);
          await repository.insertCompletion(
            {
              taskId: appeal.taskId,
              campaignId: appeal.campaignId,
              userId: appeal.userId,
              source: 'appeal',
              appealId: appeal.id,
              evidence: { approvedBy: adminId, checked: attempt?.evidence ?? {}, note: appeal.note },
              completedAt: now,
            },
            tx,
          );
        }
        await repository.updateAppeal(
          id,
          {
            status: decision.approve ? 'approved' : 'rejected',
            decisionReason: decision.reason ?? null,
            decidedBy: adminId,
            decidedAt: now,
          },
          tx,
        );
      });
      return toAdminAppeal((await repository.findAppealWithContext(id))!);
    },

    /**
     * Claims a campaign's reward in the caller's transaction (the request's idempotent one): under
     * the campaign's row lock, claimable, not claimed, every task verified, the signature when the
     * campaign asks for one, and the amount reserved from the pool (never beyond what was funded:
     * 200 claims at once on a pool of 10 make 10 claims). Payment follows in `distributeClaim`.
     */
    async claim(
      tx: Tx,
      userId: string,
      input: {
        campaignId: string;
        signature?: { chainId: number; deadline: number; signature: string } | undefined;
      },
    ): Promise<CampaignClaim> {
      const campaign = await repository.lockCampaign(tx, input.campaignId);
      if (!campaign || !isVisible(campaign)) throw new AppError('CAMPAIGN_NOT_FOUND');
      const now = clock.now();
      const isOpen =
        CLAIMABLE_CAMPAIGN_STATUSES.includes(statusOf(campaign)) &&
        hasReward(campaign) &&
        now.getTime() < claimWindowEnd(campaign).getTime();
      if (!isOpen) throw new AppError('CAMPAIGN_NOT_CLAIMABLE');
      if (await repository.findClaim(campaign.id, userId, tx)) throw new AppError('REWARD_ALREADY_CLAIMED');
      const tasks = await repository.listTasks([campaign.id], { activeOnly: true }, tx);
      const completed = new Set(await repository.listCompletedTaskIds(userId, [campaign.id], tx));
      const left = tasks.filter((t) => !completed.has(t.id));
      if (tasks.length === 0 || left.length > 0)
        throw new AppError('CAMPAIGN_TASKS_INCOMPLETE', { details: { tasksLeft: left.map((t) => t.id) } });
      if (campaign.poolFunded - campaign.poolReserved < campaign.rewardAmount)
        throw new AppError('CAMPAIGN_POOL_EXHAUSTED');
      const currency = currencyOf(campaign);
      let signer: string | null = null;
      if (campaign.claimRequiresSignature) {
        if (!input.signature) throw new AppError('CLAIM_SIGNATURE_REQUIRED');
        if (!deps.claimSignatures)
          throw new AppError('CLAIM_FAILED', {
            message: 'Claim Failed',
            details: { reason: 'SIGNATURES_NOT_CONFIGURED' },
          });
        const result = await deps.claimSignatures.verifyClaim(tx, {
          userId,
          campaignId: campaign.id,
          currency: currency.code,
          amount: formatAmount(campaign.rewardAmount, currency),
          expectedChainId: campaign.claimChainId,
          chainId: input.signature.chainId,
          deadline: input.signature.deadline,
          signature: input.signature.signature as `0x${string}`,
          now,
        });
        if (!result.ok)
          throw new AppError(CLAIM_REFUSALS[result.reason], { details: { reason: result.reason } });
        signer = result.signer;
      }
      await repository.updateCampaign(
        campaign.id,
        { poolReserved: campaign.poolReserved + campaign.rewardAmount, updatedAt: now },
        tx,
      );
      const claim = await repository.insertClaim(
        {
          campaignId: campaign.id,
          userId,
          currency: campaign.rewardCurrency,
          amount: campaign.rewardAmount,
          status: 'processing',
          signerAddress: signer,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      return toClaim(claim);
    },

    /** Pays a claim now (right after it committed); the claim as it stands after. */
    async distributeClaim(claimId: string): Promise<CampaignClaim> {
      return toClaim(await distributeClaim(claimId));
    },

    /** The distribution job: claims a request left processing, and failed ones with tries left. */
    async distributeOutstanding(): Promise<number> {
      const due = await repository.listClaimsToPay({
        processingBefore: new Date(clock.now().getTime() - 30_000),
        maxAttempts: MAX_CLAIM_PAYOUT_ATTEMPTS,
        limit: 100,
      });
      let paid = 0;
      for (const { id } of due) if ((await distributeClaim(id)).status === 'credited') paid += 1;
      return paid;
    },

    /** The schedule's job: each campaign moved along the state machine as its dates pass. */
    async advanceSchedule(): Promise<number> {
      let moved = 0;
      for (const due of await repository.listScheduled()) {
        for (let step = 0; step < 5; step += 1) {
          const changed = await db.transaction(async (tx) => {
            const row = await repository.lockCampaign(tx, due.id);
            if (!row) return false;
            const outstanding = await repository.countOutstandingClaims(
              row.id,
              MAX_CLAIM_PAYOUT_ATTEMPTS,
              tx,
            );
            const next = nextScheduledStatus(
              { ...row, status: statusOf(row), hasReward: hasReward(row) },
              clock.now(),
              outstanding,
            );
            if (!next) return false;
            await repository.updateCampaign(row.id, { status: next, updatedAt: clock.now() }, tx);
            return true;
          });
          if (!changed) break;
          moved += 1;
        }
      }
      return moved;
    },

    getReferralInfo: referralInfo,

    /** A new account names its referrer's code (once, within days of sign-up, never its own). */
    async applyReferralCode(userId: string, code: string): Promise<ReferralInfo> {
      const user = await deps.users.getUser(userId);
      if (clock.now().getTime() - user.createdAt.getTime() > REFERRAL_APPLY_WINDOW_DAYS * DAY_MS)
        throw new AppError('REFERRAL_WINDOW_CLOSED');
      const owner = await repository.findReferralCodeOwner(code);
      if (!owner) throw new AppError('REFERRAL_CODE_NOT_FOUND');
      if (owner.userId === userId) throw new AppError('REFERRAL_OWN_CODE');
      const inserted = await repository.insertReferral({
        referredUserId: userId,
        referrerUserId: owner.userId,
        createdAt: clock.now(),
      });
      if (!inserted) throw new AppError('REFERRAL_ALREADY_APPLIED');
      return referralInfo(userId);
    },

    /** How many joined with a user's code (the create_referral validator's port). */
    countReferred: (userId: string) => repository.countReferred(userId),
    findVisit: (taskId: string, userId: string) => repository.findVisit(taskId, userId),

    // Operators

    async adminList(query: { status?: CampaignStatus | undefined; limit: number; offset: number }) {
      const { rows, total } = await repository.listForAdmin(query.status, query);
      const tasks = await repository.listTasks(
        rows.map((r) => r.id),
        { activeOnly: true },
      );
      return {
        campaigns: rows.map((row) =>
          toSummary(
            row,
            tasks.filter((t) => t.campaignId === row.id),
            null,
          ),
        ),
        total,
      };
    },

    async adminCreate(input: AdminCreateCampaignInput): Promise<AdminCampaign> {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      const claimEndsAt = input.claimEndsAt ? new Date(input.claimEndsAt) : null;
      checkSchedule(startsAt, endsAt, claimEndsAt);
      const reward = parseReward(input.reward);
      if (input.claimRequiresSignature && !deps.claimSignatures)
        throw new AppError('VALIDATION_FAILED', {
          message: 'claimRequiresSignature: wallet signatures are not set up on this installation',
        });
      const now = clock.now();
      try {
        const row = await repository.insertCampaign({
          slug: input.slug,
          title: input.title,
          description: input.description,
          imageUrl: input.imageUrl,
          status: input.status,
          featured: input.featured,
          startsAt,
          endsAt,
          claimEndsAt,
          applicableContinents: input.applicableContinents,
          countries: input.countries,
          platforms: input.platforms,
          client: input.client,
          category: input.category,
          rewardCurrency: reward.currency.id,
          rewardAmount: reward.amount,
          claimRequiresSignature: input.claimRequiresSignature,
          claimChainId: input.claimChainId,
          createdAt: now,
          updatedAt: now,
        });
        return adminView(row.id);
      } catch (error) {
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'campaigns_slug_unique'))
          throw new AppError('CAMPAIGN_SLUG_TAKEN', { cause: error });
        throw error;
      }
    },

    async adminUpdate(id: string, input: AdminUpdateCampaignInput): Promise<AdminCampaign> {
      await db
        .transaction(async (tx) => {
          const row = await repository.lockCampaign(tx, id);
          if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
          if (input.status && input.status !== row.status && !canMoveCampaign(statusOf(row), input.status))
            throw new AppError('CAMPAIGN_STATUS_CHANGE_REFUSED', {
              details: { from: row.status, to: input.status },
            });
          const startsAt = input.startsAt ? new Date(input.startsAt) : row.startsAt;
          const endsAt = input.endsAt ? new Date(input.endsAt) : row.endsAt;
          const claimEndsAt =
            input.claimEndsAt === undefined
              ? row.claimEndsAt
              : input.claimEndsAt
                ? new Date(input.claimEndsAt)
                : null;
          checkSchedule(startsAt, endsAt, claimEndsAt);
          let reward: { currency: Currency; amount: bigint } | null = null;
          if (input.reward) {
            reward = parseReward(input.reward);
            if (
              row.poolReserved > 0n &&
              (reward.amount !== row.rewardAmount || reward.currency.id !== row.rewardCurrency)
            )
              throw new AppError('CAMPAIGN_REWARD_LOCKED');
            if (row.poolFunded > 0n && reward.currency.id !== row.rewardCurrency)
              throw new AppError('CAMPAIGN_REWARD_LOCKED', {
                message: 'The reward currency cannot change once the pool is funded',
              });
          }
          if (input.claimRequiresSignature && !deps.claimSignatures)
            throw new AppError('VALIDATION_FAILED', {
              message: 'claimRequiresSignature: wallet signatures are not set up on this installation',
            });
          const { reward: _reward, startsAt: _s, endsAt: _e, claimEndsAt: _c, ...rest } = input;
          await repository.updateCampaign(
            id,
            {
              ...rest,
              startsAt,
              endsAt,
              claimEndsAt,
              ...(reward ? { rewardCurrency: reward.currency.id, rewardAmount: reward.amount } : {}),
              updatedAt: clock.now(),
            },
            tx,
          );
        })
        .catch((error: unknown) => {
          if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'campaigns_slug_unique'))
            throw new AppError('CAMPAIGN_SLUG_TAKEN', { cause: error });
          throw error;
        });
      return adminView(id);
    },

    async adminCreateTask(campaignId: string, input: AdminCreateCampaignTaskInput): Promise<AdminCampaign> {
      const config = taskConfig(input.type, input.config, input.secretCode);
      await db
        .transaction(async (tx) => {
          const row = await repository.lockCampaign(tx, campaignId);
          if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
          const now = clock.now();
          const position = input.position ?? (await repository.maxTaskPosition(campaignId, tx)) + 1;
          await repository.insertTask(
            {
              campaignId,
              position,
              type: input.type,
              title: input.title,
              description: input.description,
              config,
              isOrdered: input.isOrdered,
              isActive: input.isActive,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
        })
        .catch((error: unknown) => {
          if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'campaign_tasks_position_key'))
            throw new AppError('VALIDATION_FAILED', {
              message: 'position: another task of this campaign has it',
              cause: error,
            });
          throw error;
        });
      return adminView(campaignId);
    },

    async adminUpdateTask(
      campaignId: string,
      taskId: string,
      input: AdminUpdateCampaignTaskInput,
    ): Promise<AdminCampaign> {
      const task = await repository.findTask(taskId);
      if (!task || task.campaignId !== campaignId) throw new AppError('TASK_NOT_FOUND');
      const type = task.type as TaskType;
      const config =
        input.config !== undefined || input.secretCode !== undefined
          ? taskConfig(
              type,
              input.config ??
                (type === 'special_code_validation' ? {} : (task.config as Record<string, unknown>)),
              input.secretCode,
            )
          : undefined;
      const { secretCode: _code, config: _config, ...rest } = input;
      await repository.updateTask(taskId, {
        ...rest,
        ...(config ? { config } : {}),
        updatedAt: clock.now(),
      });
      return adminView(campaignId);
    },

    /** Funds the pool from the treasury in the caller's (idempotent) transaction: one ledger transfer. */
    async adminFund(tx: Tx, adminId: string, campaignId: string, amountText: string): Promise<AdminCampaign> {
      const row = await repository.lockCampaign(tx, campaignId);
      if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
      const currency = currencyOf(row);
      const amount = parseAmount(amountText, currency);
      const fundingId = randomUUID();
      const treasury = await deps.ledger.systemAccount(tx, 'treasury', currency.id);
      const pool = await deps.ledger.systemAccount(tx, 'campaign_pool', currency.id);
      const entry = await deps.ledger.transfer(tx, {
        kind: 'transfer',
        cause: { type: 'campaign_funding', id: fundingId },
        from: treasury,
        to: pool,
        amount,
        memo: `Reward pool of ${row.title}`.slice(0, 500),
        idempotencyKey: `campaign-funding:${fundingId}`,
      });
      const now = clock.now();
      await repository.insertFunding(
        {
          id: fundingId,
          campaignId,
          currency: currency.id,
          amount,
          actorId: adminId,
          ledgerEntryId: entry.id,
          createdAt: now,
        },
        tx,
      );
      await repository.updateCampaign(
        campaignId,
        { poolFunded: row.poolFunded + amount, updatedAt: now },
        tx,
      );
      return adminView(campaignId, tx);
    },

    /** The task types this installation can check (for the operators' task form). */
    supportedTaskTypes(): TaskType[] {
      return Object.keys(registry) as TaskType[];
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
