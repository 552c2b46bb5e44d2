import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaignTasks, taskCompletions } from './campaign-tasks.tables';

/** A campaign's board (the leaderboards module shows it): who verified most of its active tasks first. */
export function createCampaignRankingRepository(db: DbOrTx) {
  return {
    /**
     * A campaign's board: its users by active tasks verified, then who verified their last one
     * first, with their rank; `userId` narrows it to one user's row.
     */
    async listTaskRanking(
      campaignId: string,
      page: { limit: number; offset: number } | { userId: string },
      tx: DbOrTx = db,
    ) {
      const ranked = sql`select ${taskCompletions.userId} as user_id, count(*)::int as score,
          row_number() over (order by count(*) desc, max(${taskCompletions.completedAt}) asc, ${taskCompletions.userId} asc)::int as rank
        from ${taskCompletions}
        join ${campaignTasks} on ${campaignTasks.id} = ${taskCompletions.taskId} and ${campaignTasks.isActive}
        where ${taskCompletions.campaignId} = ${campaignId}
        group by ${taskCompletions.userId}`;
      const query =
        'userId' in page
          ? sql`select * from (${ranked}) r where r.user_id = ${page.userId}`
          : sql`select * from (${ranked}) r order by r.rank limit ${page.limit} offset ${page.offset}`;
      const result = (await tx.execute(query)) as unknown as {
        rows: { user_id: string; score: number; rank: number }[];
      };
      return result.rows.map((r) => ({ userId: r.user_id, score: Number(r.score), rank: Number(r.rank) }));
    },

    /** How many users verified at least one active task of a campaign. */
    async countTaskRankers(campaignId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(distinct ${taskCompletions.userId})::int` })
        .from(taskCompletions)
        .innerJoin(
          campaignTasks,
          and(eq(campaignTasks.id, taskCompletions.taskId), eq(campaignTasks.isActive, true)),
        )
        .where(eq(taskCompletions.campaignId, campaignId));
      return Number(row?.n ?? 0);
    },
  };
}
