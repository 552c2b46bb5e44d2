import { campaignAudienceRefusal, isLimitedAudience } from '@kp/domain/campaign-audience';
import { countryOf } from '@kp/domain/kyc';
import type {
  CampaignDetail,
  CampaignListQuery,
  CampaignSummary,
  CampaignTask,
} from '@kp/contract/campaigns';
import { PUBLIC_CAMPAIGN_STATUSES, taskStates, VALIDATION_STALE_AFTER_MS } from '@kp/domain/campaigns';
import { AppError } from '@kp/domain/errors';
import { TASK_SUBMISSION_KIND } from '@kp/domain/task-config';
import { requiredLinkedAccount, type TaskType } from '@kp/domain/tasks';
import type { DbOrTx } from '../../db/client';
import { englishTexts, type ContentTexts } from '../../platform/content-language';
import type { CampaignContext } from './campaign-context';
import type { CampaignRow } from './campaigns.repository';

/** What users see of the campaigns (the lists, the detail with their progress) and joining one. */
export function createCampaignViews(ctx: CampaignContext) {
  const { deps, db, repository, clock, statusOf, getVisibleCampaign } = ctx;
  const { publicConfig, toFailure, failureWords, toAppeal, toSummary, toClaim, progressFor } = ctx;

  async function detail(
    row: CampaignRow,
    userId: string | null,
    texts: ContentTexts,
    tx: DbOrTx = db,
  ): Promise<CampaignDetail> {
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
    const failed = attempts.filter((a) => a.outcome === 'failed');
    const failedIds = new Set(failed.map((a) => a.taskId));
    const wordsOf = await failureWords(failed, texts);
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
        ...texts.pick({ title: task.title, description: task.description }, task.translations),
        isOrdered: task.isOrdered,
        config: publicConfig(task),
        requiredAccount: requiredLinkedAccount(task.type as TaskType),
        submissionKind: (TASK_SUBMISSION_KIND as Record<string, 'tweet_url' | 'code'>)[task.type] ?? null,
        visitPath:
          task.type === 'general_uri_redirection'
            ? `/api/platform-campaign-hub/tasks/${task.id}/visit`
            : null,
        state,
        lastFailure: state === 'failed' && last?.outcome === 'failed' ? toFailure(last, wordsOf) : null,
        appeal: appeal ? toAppeal(appeal) : null,
      };
    });
    return {
      ...toSummary(row, tasks, progress),
      ...texts.pick({ title: row.title, description: row.description }, row.translations),
      tasks: wireTasks,
      claim: progress?.claim ? toClaim(progress.claim) : null,
    };
  }

  async function summaries(
    rows: readonly CampaignRow[],
    userId: string | null,
    texts: ContentTexts,
  ): Promise<CampaignSummary[]> {
    const ids = rows.map((r) => r.id);
    const tasks = await repository.listTasks(ids, { activeOnly: true });
    const progress = userId ? await progressFor(userId, ids) : null;
    return rows.map((row) => ({
      ...toSummary(
        row,
        tasks.filter((t) => t.campaignId === row.id),
        progress?.get(row.id) ?? null,
      ),
      ...texts.pick({ title: row.title, description: row.description }, row.translations),
    }));
  }

  return {
    /** The public list by state, with the spec's paging (`offset` of the next page, `isLastCard`). */
    async listByState(query: CampaignListQuery, userId: string | null, texts: ContentTexts = englishTexts()) {
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
        campaigns: await summaries(page, userId, texts),
        isLastCard: rows.length <= query.pageLimit,
        offset: query.offset + page.length,
      };
    },

    /** A visible campaign's board (tasks verified, then who finished first), a page and the user's row. */
    async getTaskRanking(campaignId: string, page: { limit: number; offset: number }) {
      const campaign = await getVisibleCampaign(campaignId);
      const [rows, total] = await Promise.all([
        repository.listTaskRanking(campaign.id, page),
        repository.countTaskRankers(campaign.id),
      ]);
      return { status: statusOf(campaign), rows, total };
    },

    /** The user's row on a campaign's board, or null. */
    async findTaskStanding(campaignId: string, userId: string) {
      const [row] = await repository.listTaskRanking(campaignId, { userId });
      return row ?? null;
    },

    /** The campaigns these users completed (every active task verified) and when (clans count them). */
    async listCompletedCampaigns(
      userIds: readonly string[],
    ): Promise<{ userId: string; completedAt: Date }[]> {
      const rows = await repository.listCompletedCampaigns(userIds);
      return rows.map((row) => ({ userId: row.userId, completedAt: new Date(row.completedAt) }));
    },

    async getCampaign(
      idOrSlug: string,
      userId: string | null,
      texts: ContentTexts = englishTexts(),
    ): Promise<CampaignDetail> {
      return detail(await getVisibleCampaign(idOrSlug), userId, texts);
    },

    /** Starts a live campaign (again: nothing changes). */
    async start(
      userId: string,
      campaignId: string,
      texts: ContentTexts = englishTexts(),
    ): Promise<CampaignDetail> {
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
      // Starting needs what the campaign requires of a POG card (403 POG_REQUIREMENT_NOT_MET).
      await deps.pogGate?.(userId, row);
      await repository.insertParticipant({ campaignId: row.id, userId, startedAt: now });
      return detail(row, userId, texts);
    },
  };
}
