import type { LeaderboardParticipant } from '@kp/contract/tournaments';
import { prizeForRank, tournamentStatusAt, type TournamentStatus } from '@kp/domain/tournaments';
import type { ContentTexts } from '../../platform/content-language';
import type { ParticipantRow } from './tournaments.repository';
import type { Page } from './tournaments-deps';
import type { TournamentsContext } from './tournaments-context';

/**
 * The tournaments as users see them: lists, one with its prizes (their titles and descriptions in
 * the reader's language), its participants ranked.
 */
export function createListTournaments(ctx: TournamentsContext) {
  const { deps, repository, clock, wireAmount, asSchedule, summaries, getWithGame, detail } = ctx;

  return {
    async listByType(input: { gameId?: string } & Page, texts: ContentTexts) {
      const { rows, total } = await repository.listByGame({ ...input, now: clock.now() });
      return { leaderboards: await summaries(rows, texts), total };
    },

    async listByStatus(input: { status: TournamentStatus } & Page, texts: ContentTexts) {
      const { rows, total } = await repository.listByStatus({ ...input, now: clock.now() });
      return { leaderboards: await summaries(rows, texts), total };
    },

    getTournament(id: string, userId: string | null, texts: ContentTexts) {
      return detail(id, userId, texts);
    },

    /** The ranking a page at a time, with usernames, prizes of the frozen board, and the caller's row. */
    async listParticipants(id: string, userId: string | null, page: Page) {
      const { tournament, prizes } = await getWithGame(id);
      const { rows, total } = await repository.listRanked(id, page);
      const mine = userId ? await repository.findParticipant(id, userId) : null;
      const myRow = mine ? { ...mine, rank: await repository.rankOf(mine) } : null;
      const everyone = myRow ? [...rows, myRow] : rows;
      const names = new Map(
        (await deps.users.listPublicUsers([...new Set(everyone.map((r) => r.userId))])).map((u) => [
          u.id,
          u.username,
        ]),
      );
      const toWire = (r: ParticipantRow & { rank: number }): LeaderboardParticipant => {
        const prize = r.bestScore === null ? null : prizeForRank(prizes, r.rank);
        return {
          rank: r.rank,
          userId: r.userId,
          username: names.get(r.userId) ?? null,
          bestScore: r.bestScore,
          bestAt: r.bestAt?.toISOString() ?? null,
          reportCount: r.reportCount,
          prize: prize ? wireAmount(prize.currency, prize.amount) : null,
          isMe: r.userId === userId,
        };
      };
      return {
        status: tournamentStatusAt(asSchedule(tournament), clock.now()),
        participants: rows.map(toWire),
        total,
        me: myRow ? toWire(myRow) : null,
      };
    },
  };
}
