import { randomUUID } from 'node:crypto';
import type {
  AdminCampaign,
  AdminCreateCampaignInput,
  AdminCreateCampaignTaskInput,
  AdminUpdateCampaignInput,
  AdminUpdateCampaignTaskInput,
} from '@kp/contract/campaigns';
import { canMoveCampaign, type CampaignStatus } from '@kp/domain/campaigns';
import { parseAmount, type Currency } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { TASK_CONFIG_SCHEMAS, TASK_SUBMISSION_KIND } from '@kp/domain/task-config';
import { requiredLinkedAccount, TASK_TYPES, type TaskType } from '@kp/domain/tasks';
import type { DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Once } from '../../platform/idempotency';
import type { CampaignContext } from './campaign-context';
import type { TaskRow } from './campaigns.repository';

/** The operators' side: campaigns and their tasks created and edited, pools funded. */
export function createCampaignsAdmin(ctx: CampaignContext) {
  const {
    deps,
    db,
    repository,
    clock,
    currencies,
    isTaskOffered,
    statusOf,
    currencyOf,
    publicConfig,
    toSummary,
  } = ctx;

  /** Whether users see a campaign in this status (a task of it must be one they can pass). */
  const isPublic = (status: CampaignStatus) => status === 'PUBLISHED' || status === 'LIVE';

  /**
   * Refuses tasks this installation cannot check (their account cannot be connected here, or no
   * validator checks them) on a campaign users see: they could never pass.
   */
  function refuseUncheckableTasks(tasks: readonly { id: string | null; type: string }[]) {
    const uncheckable = tasks.filter((task) => !isTaskOffered(task.type as TaskType));
    if (uncheckable.length > 0)
      throw new AppError('TASK_TYPE_NOT_SUPPORTED', {
        details: { tasks: uncheckable.map((task) => ({ id: task.id, type: task.type })) },
      });
  }

  function parseReward(input: { currency: string; amount: string }) {
    const currency = currencies.get(input.currency);
    return { currency, amount: parseAmount(input.amount, currency) };
  }

  function checkSchedule(startsAt: Date, endsAt: Date, claimEndsAt: Date | null) {
    if (endsAt.getTime() <= startsAt.getTime())
      throw AppError.invalidFields([{ field: 'endsAt', reason: 'not_after_starts_at' }]);
    if (claimEndsAt && claimEndsAt.getTime() < endsAt.getTime())
      throw AppError.invalidFields([{ field: 'claimEndsAt', reason: 'before_ends_at' }]);
  }

  /** A task's config as stored: checked against its type's schema; a special code kept as its hash. */
  function taskConfig(type: TaskType, config: Record<string, unknown>, secretCode: string | undefined) {
    if (!ctx.registry[type]) throw new AppError('TASK_TYPE_NOT_SUPPORTED', { details: { type } });
    if (secretCode !== undefined && type !== 'special_code_validation')
      throw AppError.invalidFields([{ field: 'secretCode', reason: 'only_special_code_tasks' }], {
        code: 'TASK_CONFIG_INVALID',
      });
    const raw =
      type === 'special_code_validation' && secretCode
        ? { ...config, codeHash: deps.hashCode(secretCode) }
        : config;
    const parsed = TASK_CONFIG_SCHEMAS[type].safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((i) => ({
        field: `config${i.path.length ? `.${i.path.join('.')}` : ''}`,
        reason: i.code,
        message: i.message,
      }));
      // The words of the task type's schema (TASK_CONFIG_SCHEMAS), naming the settings.
      throw AppError.fieldRule(
        'TASK_CONFIG_INVALID',
        issues.map((i) => `${i.field}: ${i.message}`).join('; '),
        {
          details: issues,
        },
      );
    }
    return parsed.data as Record<string, unknown>;
  }

  function adminTasks(all: readonly TaskRow[]): AdminCampaign['tasks'] {
    return all.map((task) => ({
      id: task.id,
      position: task.position,
      type: task.type as TaskType,
      title: task.title,
      description: task.description,
      translations: task.translations,
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
      translations: row.translations,
      tasks: adminTasks(all),
    };
  }

  return {
    async adminList(query: { status?: CampaignStatus | undefined; limit: number; offset: number }) {
      const { rows, total } = await repository.listForAdmin(query.status, query);
      const tasks = await repository.listTasks(
        rows.map((r) => r.id),
        { activeOnly: true },
      );
      return {
        campaigns: rows.map((row) => ({
          ...toSummary(
            row,
            tasks.filter((t) => t.campaignId === row.id),
            null,
          ),
          translations: row.translations,
        })),
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
        throw AppError.invalidFields([{ field: 'claimRequiresSignature', reason: 'signatures_not_set_up' }]);
      const now = clock.now();
      try {
        const row = await repository.insertCampaign({
          slug: input.slug,
          title: input.title,
          description: input.description,
          translations: input.translations,
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
          minPogHumanScore: input.minPogHumanScore,
          minPogTier: input.minPogTier,
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
          if (input.status && isPublic(input.status) && !isPublic(statusOf(row)))
            refuseUncheckableTasks(await repository.listTasks([id], { activeOnly: true }, tx));
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
              throw new AppError('CAMPAIGN_REWARD_LOCKED', { variant: 'pool_funded' });
          }
          if (input.claimRequiresSignature && !deps.claimSignatures)
            throw AppError.invalidFields([
              { field: 'claimRequiresSignature', reason: 'signatures_not_set_up' },
            ]);
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
          if (isPublic(statusOf(row)) && input.isActive !== false)
            refuseUncheckableTasks([{ id: null, type: input.type }]);
          const now = clock.now();
          const position = input.position ?? (await repository.maxTaskPosition(campaignId, tx)) + 1;
          await repository.insertTask(
            {
              campaignId,
              position,
              type: input.type,
              title: input.title,
              description: input.description,
              translations: input.translations,
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
            throw AppError.invalidFields([{ field: 'position', reason: 'taken' }], { cause: error });
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
      const campaign = await repository.findCampaign(campaignId);
      if (campaign && isPublic(statusOf(campaign)) && input.isActive === true && !task.isActive)
        refuseUncheckableTasks([task]);
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

    /** Funds the pool from the treasury, once per Idempotency-Key: one ledger transfer. */
    adminFund(adminId: string, campaignId: string, amountText: string, once: Once): Promise<AdminCampaign> {
      return once(async (tx) => {
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
      });
    },

    /** The task types this installation can check (for the operators' task form). */
    supportedTaskTypes(): TaskType[] {
      return TASK_TYPES.filter(isTaskOffered);
    },
  };
}
