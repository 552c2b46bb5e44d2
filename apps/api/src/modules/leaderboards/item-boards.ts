import { campaignListQuery } from '@kp/contract/campaign-schemas';
import { campaignBoardStatus, questBoardStatus } from '@kp/domain/leaderboards';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { QuestsService } from '../quests/quests.service';
import type { ItemBoardsPort } from './leaderboards.service';

const at = (iso: string | null) => (iso ? new Date(iso) : null);

/** Quests' boards, from the quests module: points per quest, who reached them first. */
export function questBoards(
  quests: Pick<QuestsService, 'listQuests' | 'getQuest' | 'getLeaderboard' | 'findLeaderboardStanding'>,
): ItemBoardsPort {
  return {
    async list(page, texts) {
      const { quests: rows, total } = await quests.listQuests({}, page, texts);
      return {
        total,
        boards: rows.map((q) => ({
          id: q.id,
          title: q.title,
          language: q.language,
          status: questBoardStatus(q.state),
          startsAt: at(q.startsAt),
          endsAt: at(q.endsAt),
          // Everyone who started it is on its board.
          participants: q.totalSlots - q.remainingSlots,
        })),
      };
    },
    async ranking(questId, page) {
      const [{ entries, total }, quest] = await Promise.all([
        quests.getLeaderboard(questId, page),
        quests.getQuest(questId),
      ]);
      return {
        status: questBoardStatus(quest.state),
        total,
        entries: entries.map((e) => ({ rank: e.rank, userId: e.userId, score: e.score ?? 0 })),
      };
    },
    async standing(questId, userId) {
      const found = await quests.findLeaderboardStanding(questId, userId);
      return found ? { rank: found.rank, score: found.score ?? 0 } : null;
    },
  };
}

/** Campaigns' boards, from the campaigns module: active tasks verified, who finished first. */
export function campaignBoards(
  campaigns: Pick<CampaignsService, 'listByState' | 'getTaskRanking' | 'findTaskStanding'>,
): ItemBoardsPort {
  return {
    async list(page, texts) {
      const query = campaignListQuery.parse({ status: 'LIVE', pageLimit: page.limit, offset: page.offset });
      const { campaigns: rows, isLastCard } = await campaigns.listByState(query, null, texts);
      return {
        // The campaigns list pages without a count: as many as seen, one more while there are more.
        total: page.offset + rows.length + (isLastCard ? 0 : 1),
        boards: rows.map((c) => ({
          id: c.id,
          title: c.title,
          language: c.language,
          status: campaignBoardStatus(c.status),
          startsAt: at(c.startsAt),
          endsAt: at(c.endsAt),
          participants: null,
        })),
      };
    },
    async ranking(campaignId, page) {
      const { status, rows, total } = await campaigns.getTaskRanking(campaignId, page);
      return { status: campaignBoardStatus(status), total, entries: rows };
    },
    standing: (campaignId, userId) => campaigns.findTaskStanding(campaignId, userId),
  };
}
