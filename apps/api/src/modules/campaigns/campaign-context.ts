import { APPEALABLE_TASK_ERRORS, type TaskErrorType } from '@kp/domain/task-config';
import type { CampaignClaim, CampaignSummary, CampaignTask } from '@kp/contract/campaigns';
import {
  campaignCardState,
  campaignTimerLabel,
  claimWindowEnd,
  PUBLIC_CAMPAIGN_STATUSES,
  taskAccount,
  type CampaignStatus,
} from '@kp/domain/campaigns';
import { formatAmount, type Currency, type CurrencyRegistry } from '@kp/domain/currencies';
import { AppError, errorOfMessage } from '@kp/domain/errors';
import type { SocialAccount, TaskType } from '@kp/domain/tasks';
import { asPogTier } from '@kp/domain/pog-scores';
import type { PogGate } from '../pog-scores/pog-scores.service';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ContentTexts } from '../../platform/content-language';
import type { RateLimiter } from '../../platform/rate-limit';
import type { LedgerService } from '../ledger/ledger.service';
import type { XpService } from '../xp/xp.service';
import type { ClaimSignaturePort } from './claim-signature';
import type {
  AppealRow,
  AttemptRow,
  CampaignRow,
  CampaignsRepository,
  ClaimRow,
  TaskRow,
} from './campaigns.repository';
import { mergeValidators } from './task-engine';
import type { ValidatorSet } from './validators/validator';

// Module-internal: what every part of the campaigns service shares (its dependencies, the rows
// turned into the wire's shapes, the caller's progress). Only the files of this module import it.

/** Which accounts the user has linked (from the social module's statuses). */
export type AccountLinksPort = (userId: string) => Promise<Partial<Record<SocialAccount, boolean>>>;

/** The users module: when an account was made, and where the user lives. */
type UsersPort = {
  getUser(id: string): Promise<{ createdAt: Date; countryCode: string | null; phoneNumber: string | null }>;
};

/** What the campaigns service is made from (wired in campaigns.setup.ts). */
export type CampaignsDeps = {
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
  /** The XP module: a verified task and a paid claim earn theirs, in their transactions. */
  xp: Pick<XpService, 'award'>;
  hashCode: (code: string) => string;
  /** The accounts users can connect here (social/available-accounts.ts); every one when not told. */
  availableAccounts?: ReadonlySet<SocialAccount>;
  /** What the item requires of a POG card (the pog-scores module's gate, late-bound); none when not given. */
  pogGate?: PogGate;
  /** The quests module: quests' titles in a reader's language, by id (a check's words name a quest). */
  questTitles?: (questIds: readonly string[], reader: ContentTexts) => Promise<ReadonlyMap<string, string>>;
  log?: { error(obj: object, msg: string): void };
};

/** The values a failed check's words name. */
type FailureParams = NonNullable<CampaignTask['lastFailure']>['params'];

/** A user's progress in one campaign. */
export type Progress = {
  hasStarted: boolean;
  startedAt: Date | null;
  verified: Set<string>;
  claim: ClaimRow | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A campaign's status, as the domain names them. */
export const statusOf = (row: CampaignRow) => row.status as CampaignStatus;

/** Whether users see a campaign: published and later statuses, never drafts or archived ones. */
export function isVisible(row: CampaignRow) {
  return PUBLIC_CAMPAIGN_STATUSES.includes(statusOf(row));
}

/** A user's progress in a campaign's tasks, as the wire shows it. */
export function progressOf(tasks: readonly TaskRow[], progress: Progress | null) {
  const tasksVerified = progress ? tasks.filter((t) => progress.verified.has(t.id)).length : 0;
  return {
    hasStarted: progress?.hasStarted ?? false,
    startedAt: iso(progress?.startedAt ?? null),
    tasksVerified,
    tasksTotal: tasks.length,
    percent: tasks.length === 0 ? 0 : Math.floor((tasksVerified * 100) / tasks.length),
  };
}

/** The shared part of the campaigns service: its dependencies and the helpers its use cases share. */
export function createCampaignContext(deps: CampaignsDeps) {
  const { db, repository, clock, currencies } = deps;
  const registry = mergeValidators(deps.validators);

  const currencyOf = (row: CampaignRow): Currency => currencies.byId(row.rewardCurrency);
  const hasReward = (row: CampaignRow) => row.rewardAmount > 0n;

  /**
   * Whether this installation can check a task of this type: a validator checks it, and the
   * account it goes through can be connected here. A task that is not could never pass.
   */
  function isTaskOffered(type: TaskType): boolean {
    if (!registry[type]) return false;
    const account = taskAccount(type);
    return account === null || !deps.availableAccounts || deps.availableAccounts.has(account);
  }

  function publicConfig(task: TaskRow): Record<string, unknown> {
    if (task.type === 'special_code_validation') return {};
    return (task.config ?? {}) as Record<string, unknown>;
  }

  function toClaim(row: ClaimRow): CampaignClaim {
    const currency = currencies.byId(row.currency);
    // The reason is kept as the catalogue's English words: its code, read back, is worded by the web.
    const failureError = row.failureReason === null ? null : errorOfMessage(row.failureReason);
    return {
      id: row.id,
      campaignId: row.campaignId,
      status: row.status as CampaignClaim['status'],
      currency: currency.code,
      amount: formatAmount(row.amount, currency),
      failureReason: row.failureReason,
      ...(failureError ? { failureError } : {}),
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

  /** The quest a failed check names (`params.quest`, the check's evidence saying which), or null. */
  function questNamedBy(row: AttemptRow): string | null {
    const questId = (row.evidence as Record<string, unknown> | null)?.['questId'];
    const params = (row.params ?? {}) as Record<string, unknown>;
    return typeof questId === 'string' && typeof params['quest'] === 'string' ? questId : null;
  }

  /**
   * The words of failed checks in a reader's language: a check keeps the English title of the
   * quest it names (`params.quest`); the reader gets the quest's title in their language.
   */
  async function failureWords(rows: readonly AttemptRow[], reader: ContentTexts) {
    const questIds = [...new Set(rows.map(questNamedBy).filter((id): id is string => id !== null))];
    const titles =
      questIds.length > 0 && deps.questTitles ? await deps.questTitles(questIds, reader) : new Map();
    return (row: AttemptRow): FailureParams => {
      const params = (row.params ?? {}) as FailureParams;
      const questId = questNamedBy(row);
      const title = questId === null ? undefined : titles.get(questId);
      return title === undefined ? params : { ...params, quest: title };
    };
  }

  function toFailure(
    row: AttemptRow,
    wordsOf: (row: AttemptRow) => FailureParams = (r) => (r.params ?? {}) as FailureParams,
  ) {
    const errorType = (row.errorType ?? 'PROVIDER_UNAVAILABLE') as TaskErrorType;
    return {
      attemptId: row.id,
      errorType,
      errorCode: row.errorCode ?? 'UNKNOWN',
      params: wordsOf(row),
      message: row.message ?? '',
      evidence: (row.evidence ?? {}) as Record<string, unknown>,
      at: row.createdAt.toISOString(),
      canAppeal: APPEALABLE_TASK_ERRORS.includes(errorType),
    };
  }

  function toSummary(
    row: CampaignRow,
    tasks: readonly TaskRow[],
    progress: Progress | null,
  ): Omit<CampaignSummary, 'language'> {
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
      minPogHumanScore: row.minPogHumanScore,
      minPogTier: asPogTier(row.minPogTier),
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

  async function getVisibleCampaign(idOrSlug: string, tx: DbOrTx = db): Promise<CampaignRow> {
    const row = await repository.findCampaign(idOrSlug, tx);
    if (!row || !isVisible(row)) throw new AppError('CAMPAIGN_NOT_FOUND');
    return row;
  }

  return {
    deps,
    db,
    repository,
    clock,
    currencies,
    registry,
    isTaskOffered,
    currencyOf,
    hasReward,
    statusOf,
    iso,
    publicConfig,
    toClaim,
    toAppeal,
    toFailure,
    failureWords,
    progressOf,
    toSummary,
    progressFor,
    isVisible,
    getVisibleCampaign,
  };
}

export type CampaignContext = ReturnType<typeof createCampaignContext>;
