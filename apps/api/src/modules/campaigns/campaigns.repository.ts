import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CampaignStatus } from '@kp/domain/campaigns';
import type { DbOrTx } from '../../db/client';
import { createCampaignRankingRepository } from './campaign-ranking.repository';
import { campaigns } from './campaigns.tables';
import {
  campaignClaims,
  campaignFundings,
  campaignParticipants,
  campaignTasks,
  taskAppeals,
  taskCompletions,
  taskValidationAttempts,
  taskVisits,
} from './campaign-tasks.tables';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type TaskRow = typeof campaignTasks.$inferSelect;
export type NewTask = typeof campaignTasks.$inferInsert;
export type AttemptRow = typeof taskValidationAttempts.$inferSelect;
export type AppealRow = typeof taskAppeals.$inferSelect;
export type ClaimRow = typeof campaignClaims.$inferSelect;
export type ParticipantRow = typeof campaignParticipants.$inferSelect;

type Page = { limit: number; offset: number };

export type CampaignListFilter = {
  statuses: readonly CampaignStatus[];
  featured?: boolean | undefined;
  upcoming?: boolean | undefined;
  continent?: string | undefined;
  country?: string | undefined;
  platform?: string | undefined;
  client?: string | undefined;
  category?: string | undefined;
  now: Date;
};

/** An audience list matches when it is empty (everyone) or holds the value. */
const audience = (column: AnyPgColumn, value: string | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`(cardinality(${column}) = 0 or ${value} = any(${column}))`;

/** Live first (ending soonest), then upcoming (starting soonest), then the rest (latest end first). */
const LIST_ORDER = [
  sql`case ${campaigns.status} when 'LIVE' then 0 when 'PUBLISHED' then 1 else 2 end`,
  sql`case when ${campaigns.status} = 'LIVE' then ${campaigns.endsAt} when ${campaigns.status} = 'PUBLISHED' then ${campaigns.startsAt} end asc`,
  desc(campaigns.endsAt),
  asc(campaigns.id),
];

/** Appeals with what an operator reviews beside each: the task, its campaign, the failed attempt. */
const appealsWithContext = (tx: DbOrTx) =>
  tx
    .select({
      appeal: taskAppeals,
      task: campaignTasks,
      campaign: campaigns,
      attempt: taskValidationAttempts,
    })
    .from(taskAppeals)
    .innerJoin(campaignTasks, eq(campaignTasks.id, taskAppeals.taskId))
    .innerJoin(campaigns, eq(campaigns.id, taskAppeals.campaignId))
    .innerJoin(taskValidationAttempts, eq(taskValidationAttempts.id, taskAppeals.attemptId));

export function createCampaignsRepository(db: DbOrTx) {
  return {
    ...createCampaignRankingRepository(db),

    async insertCampaigns(rows: NewCampaign[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(campaigns).values(rows);
    },

    async insertCampaign(row: NewCampaign, tx: DbOrTx = db): Promise<CampaignRow> {
      const [created] = await tx.insert(campaigns).values(row).returning();
      return created!;
    },

    async updateCampaign(id: string, values: Partial<NewCampaign>, tx: DbOrTx = db) {
      const [row] = await tx.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
      return row ?? null;
    },

    async findCampaign(idOrSlug: string, tx: DbOrTx = db): Promise<CampaignRow | null> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
      const [row] = await tx
        .select()
        .from(campaigns)
        .where(isUuid ? eq(campaigns.id, idOrSlug) : eq(campaigns.slug, idOrSlug));
      return row ?? null;
    },

    async findCampaignBySlug(slug: string, tx: DbOrTx = db): Promise<CampaignRow | null> {
      const [row] = await tx.select().from(campaigns).where(eq(campaigns.slug, slug));
      return row ?? null;
    },

    /** The campaign's row, locked until the transaction ends (claims, funding, status moves). */
    async lockCampaign(tx: DbOrTx, id: string): Promise<CampaignRow | null> {
      const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      return row ?? null;
    },

    /** A page of the public list, one more than asked (so the caller knows whether more follow). */
    async listCampaigns(filter: CampaignListFilter, page: Page, tx: DbOrTx = db) {
      const where = and(
        inArray(campaigns.status, [...filter.statuses]),
        filter.featured === undefined ? undefined : eq(campaigns.featured, filter.featured),
        filter.upcoming === true ? gt(campaigns.startsAt, filter.now) : undefined,
        filter.upcoming === false
          ? sql`${campaigns.startsAt} <= ${filter.now.toISOString()}::timestamptz`
          : undefined,
        audience(campaigns.applicableContinents, filter.continent),
        audience(campaigns.countries, filter.country),
        audience(campaigns.platforms, filter.platform),
        filter.client === undefined ? undefined : eq(campaigns.client, filter.client),
        filter.category === undefined ? undefined : eq(campaigns.category, filter.category),
      );
      return tx
        .select()
        .from(campaigns)
        .where(where)
        .orderBy(...LIST_ORDER)
        .limit(page.limit + 1)
        .offset(page.offset);
    },

    async listForAdmin(status: CampaignStatus | undefined, page: Page) {
      const where = status ? eq(campaigns.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(campaigns)
          .where(where)
          .orderBy(desc(campaigns.createdAt), asc(campaigns.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(campaigns).where(where),
      ]);
      return { rows, total: total!.n };
    },

    /** Campaigns the schedule may still move. */
    listScheduled(tx: DbOrTx = db) {
      return tx
        .select()
        .from(campaigns)
        .where(
          inArray(campaigns.status, ['PUBLISHED', 'LIVE', 'ENDED', 'CLAIM_REWARDS', 'PROCESSING_REWARDS']),
        );
    },

    // Tasks

    listTasks(campaignIds: readonly string[], options: { activeOnly: boolean }, tx: DbOrTx = db) {
      if (campaignIds.length === 0) return Promise.resolve([] as TaskRow[]);
      return tx
        .select()
        .from(campaignTasks)
        .where(
          and(
            inArray(campaignTasks.campaignId, [...campaignIds]),
            options.activeOnly ? eq(campaignTasks.isActive, true) : undefined,
          ),
        )
        .orderBy(asc(campaignTasks.campaignId), asc(campaignTasks.position));
    },

    async findTask(id: string, tx: DbOrTx = db): Promise<TaskRow | null> {
      const [row] = await tx.select().from(campaignTasks).where(eq(campaignTasks.id, id));
      return row ?? null;
    },

    async insertTask(row: NewTask, tx: DbOrTx = db): Promise<TaskRow> {
      const [created] = await tx.insert(campaignTasks).values(row).returning();
      return created!;
    },

    async updateTask(id: string, values: Partial<NewTask>, tx: DbOrTx = db) {
      const [row] = await tx.update(campaignTasks).set(values).where(eq(campaignTasks.id, id)).returning();
      return row ?? null;
    },

    async maxTaskPosition(campaignId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ max: sql<number | null>`max(${campaignTasks.position})` })
        .from(campaignTasks)
        .where(eq(campaignTasks.campaignId, campaignId));
      return Number(row?.max ?? 0);
    },

    // Participants and progress

    async insertParticipant(row: typeof campaignParticipants.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(campaignParticipants).values(row).onConflictDoNothing();
    },

    listParticipations(userId: string, campaignIds: readonly string[], tx: DbOrTx = db) {
      if (campaignIds.length === 0) return Promise.resolve([] as ParticipantRow[]);
      return tx
        .select()
        .from(campaignParticipants)
        .where(
          and(
            eq(campaignParticipants.userId, userId),
            inArray(campaignParticipants.campaignId, [...campaignIds]),
          ),
        );
    },

    /** The ids of the tasks the user has completed among these campaigns'. */
    async listCompletedTaskIds(userId: string, campaignIds: readonly string[], tx: DbOrTx = db) {
      if (campaignIds.length === 0) return [] as string[];
      const rows = await tx
        .select({ taskId: taskCompletions.taskId })
        .from(taskCompletions)
        .where(
          and(eq(taskCompletions.userId, userId), inArray(taskCompletions.campaignId, [...campaignIds])),
        );
      return rows.map((r) => r.taskId);
    },

    /**
     * The campaigns these users completed (every active task of a campaign with one, verified) and
     * when: the latest of its completions.
     */
    async listCompletedCampaigns(userIds: readonly string[], tx: DbOrTx = db) {
      if (userIds.length === 0) return [];
      const activeTasks = sql`(select count(*) from ${campaignTasks} where ${campaignTasks.campaignId} = ${taskCompletions.campaignId} and ${campaignTasks.isActive})`;
      return tx
        .select({
          userId: taskCompletions.userId,
          completedAt: sql<Date>`max(${taskCompletions.completedAt})`,
        })
        .from(taskCompletions)
        .innerJoin(
          campaignTasks,
          and(eq(campaignTasks.id, taskCompletions.taskId), eq(campaignTasks.isActive, true)),
        )
        .where(inArray(taskCompletions.userId, [...userIds]))
        .groupBy(taskCompletions.userId, taskCompletions.campaignId)
        .having(sql`count(*) = ${activeTasks}`);
    },

    async findCompletion(userId: string, taskId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(taskCompletions)
        .where(and(eq(taskCompletions.userId, userId), eq(taskCompletions.taskId, taskId)));
      return row ?? null;
    },

    /** Records a completion once: a second one (two validations at once, an appeal) changes nothing. */
    async insertCompletion(row: typeof taskCompletions.$inferInsert, tx: DbOrTx = db): Promise<boolean> {
      const inserted = await tx
        .insert(taskCompletions)
        .values(row)
        .onConflictDoNothing({ target: [taskCompletions.taskId, taskCompletions.userId] })
        .returning({ id: taskCompletions.id });
      return inserted.length > 0;
    },

    // Attempts

    async insertAttempt(
      row: typeof taskValidationAttempts.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<AttemptRow> {
      const [created] = await tx.insert(taskValidationAttempts).values(row).returning();
      return created!;
    },

    async finishAttempt(
      id: string,
      values: Pick<AttemptRow, 'outcome' | 'errorType' | 'errorCode' | 'message' | 'params' | 'evidence'>,
      tx: DbOrTx = db,
    ) {
      await tx.update(taskValidationAttempts).set(values).where(eq(taskValidationAttempts.id, id));
    },

    /** The latest attempt of each of these tasks by the user. */
    listLatestAttempts(userId: string, taskIds: readonly string[], tx: DbOrTx = db) {
      if (taskIds.length === 0) return Promise.resolve([] as AttemptRow[]);
      return tx
        .selectDistinctOn([taskValidationAttempts.taskId])
        .from(taskValidationAttempts)
        .where(
          and(
            eq(taskValidationAttempts.userId, userId),
            inArray(taskValidationAttempts.taskId, [...taskIds]),
          ),
        )
        .orderBy(
          taskValidationAttempts.taskId,
          desc(taskValidationAttempts.createdAt),
          desc(taskValidationAttempts.id),
        );
    },

    async findAttempt(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(taskValidationAttempts).where(eq(taskValidationAttempts.id, id));
      return row ?? null;
    },

    // Visits

    async recordVisit(taskId: string, userId: string, at: Date, tx: DbOrTx = db) {
      await tx
        .insert(taskVisits)
        .values({ taskId, userId, firstVisitedAt: at })
        .onConflictDoUpdate({
          target: [taskVisits.taskId, taskVisits.userId],
          set: { visitCount: sql`${taskVisits.visitCount} + 1` },
        });
    },

    async findVisit(taskId: string, userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(taskVisits)
        .where(and(eq(taskVisits.taskId, taskId), eq(taskVisits.userId, userId)));
      return row ?? null;
    },

    // Appeals

    async insertAppeal(row: typeof taskAppeals.$inferInsert, tx: DbOrTx = db): Promise<AppealRow> {
      const [created] = await tx.insert(taskAppeals).values(row).returning();
      return created!;
    },

    /** The latest appeal of each of these tasks by the user. */
    listLatestAppeals(userId: string, taskIds: readonly string[], tx: DbOrTx = db) {
      if (taskIds.length === 0) return Promise.resolve([] as AppealRow[]);
      return tx
        .selectDistinctOn([taskAppeals.taskId])
        .from(taskAppeals)
        .where(and(eq(taskAppeals.userId, userId), inArray(taskAppeals.taskId, [...taskIds])))
        .orderBy(taskAppeals.taskId, desc(taskAppeals.createdAt));
    },

    async lockAppeal(tx: DbOrTx, id: string): Promise<AppealRow | null> {
      const [row] = await tx.select().from(taskAppeals).where(eq(taskAppeals.id, id)).for('update');
      return row ?? null;
    },

    async updateAppeal(id: string, values: Partial<AppealRow>, tx: DbOrTx = db) {
      const [row] = await tx.update(taskAppeals).set(values).where(eq(taskAppeals.id, id)).returning();
      return row!;
    },

    async listAppeals(status: AppealRow['status'], page: Page) {
      const where = eq(taskAppeals.status, status);
      const [rows, [total]] = await Promise.all([
        appealsWithContext(db)
          .where(where)
          .orderBy(
            status === 'pending' ? asc(taskAppeals.createdAt) : desc(taskAppeals.decidedAt),
            asc(taskAppeals.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(taskAppeals).where(where),
      ]);
      return { rows, total: total!.n };
    },

    async findAppealWithContext(id: string, tx: DbOrTx = db) {
      const [row] = await appealsWithContext(tx).where(eq(taskAppeals.id, id));
      return row ?? null;
    },

    // Claims and the pool

    async findClaim(campaignId: string, userId: string, tx: DbOrTx = db): Promise<ClaimRow | null> {
      const [row] = await tx
        .select()
        .from(campaignClaims)
        .where(and(eq(campaignClaims.campaignId, campaignId), eq(campaignClaims.userId, userId)));
      return row ?? null;
    },

    listClaimsOf(userId: string, campaignIds: readonly string[], tx: DbOrTx = db) {
      if (campaignIds.length === 0) return Promise.resolve([] as ClaimRow[]);
      return tx
        .select()
        .from(campaignClaims)
        .where(and(eq(campaignClaims.userId, userId), inArray(campaignClaims.campaignId, [...campaignIds])));
    },

    async insertClaim(row: typeof campaignClaims.$inferInsert, tx: DbOrTx = db): Promise<ClaimRow> {
      const [created] = await tx.insert(campaignClaims).values(row).returning();
      return created!;
    },

    /** The campaign's words of each of these claims (what its reward's movement names). */
    listClaimCampaignTexts(claimIds: readonly string[], tx: DbOrTx = db) {
      if (claimIds.length === 0) return Promise.resolve([]);
      return tx
        .select({ claimId: campaignClaims.id, title: campaigns.title, translations: campaigns.translations })
        .from(campaignClaims)
        .innerJoin(campaigns, eq(campaigns.id, campaignClaims.campaignId))
        .where(inArray(campaignClaims.id, [...claimIds]));
    },

    async lockClaim(tx: DbOrTx, id: string): Promise<ClaimRow | null> {
      const [row] = await tx.select().from(campaignClaims).where(eq(campaignClaims.id, id)).for('update');
      return row ?? null;
    },

    async updateClaim(id: string, values: Partial<ClaimRow>, tx: DbOrTx = db): Promise<ClaimRow> {
      const [row] = await tx.update(campaignClaims).set(values).where(eq(campaignClaims.id, id)).returning();
      return row!;
    },

    /** Claims the distribution job owes: processing ones left by a request, failed ones with tries left. */
    async listClaimsToPay(input: { processingBefore: Date; maxAttempts: number; limit: number }) {
      return db
        .select({ id: campaignClaims.id })
        .from(campaignClaims)
        .where(
          or(
            and(
              eq(campaignClaims.status, 'processing'),
              lt(campaignClaims.updatedAt, input.processingBefore),
            ),
            and(eq(campaignClaims.status, 'failed'), lt(campaignClaims.attempts, input.maxAttempts)),
          ),
        )
        .orderBy(asc(campaignClaims.updatedAt))
        .limit(input.limit);
    },

    /** Claims of a campaign not paid yet that the job will still try. */
    async countOutstandingClaims(campaignId: string, maxAttempts: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(campaignClaims)
        .where(
          and(
            eq(campaignClaims.campaignId, campaignId),
            or(
              eq(campaignClaims.status, 'processing'),
              and(eq(campaignClaims.status, 'failed'), lt(campaignClaims.attempts, maxAttempts)),
            ),
          ),
        );
      return row!.n;
    },

    async insertFunding(row: typeof campaignFundings.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(campaignFundings).values(row);
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
