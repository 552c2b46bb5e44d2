import type { LeaderboardsRepository, Standing } from './leaderboards.repository';

/** A standing with its rank on its board. */
export type RankedStanding = Standing & { rank: number };

/**
 * Where the stored boards are read: the database, or Redis's sorted sets when REDIS_URL is set.
 * Both answer by the same rule (score, then who reached it first) and the same numbers.
 */
export type BoardReader = {
  top(boardId: string, page: { limit: number; offset: number }): Promise<RankedStanding[]>;
  standingOf(boardId: string, memberId: string): Promise<RankedStanding | null>;
  count(boardIds: readonly string[]): Promise<Map<string, number>>;
};

/** The boards as the database holds them (the per-score counts make a rank cheap). */
export function createPostgresBoardReader(repository: LeaderboardsRepository): BoardReader {
  return {
    async top(boardId, page) {
      const rows = await repository.listTop(boardId, page);
      return rows.map((row, i) => ({ ...row, rank: page.offset + i + 1 }));
    },
    async standingOf(boardId, memberId) {
      const standing = await repository.findStanding(boardId, memberId);
      return standing ? { ...standing, rank: await repository.rankOf(boardId, standing) } : null;
    },
    count: (boardIds) => repository.countEntries(boardIds),
  };
}
