import type { BoardParticipantsPage } from '@kp/contract/leaderboards';
import {
  boardId,
  LEADERBOARD_LIMITS,
  periodAt,
  type LeaderboardPeriod,
  type StoredLeaderboardType,
} from '@kp/domain/leaderboards';
import { call } from '../../lib/api-client';

export const PAGE_SIZE = LEADERBOARD_LIMITS.page.default;

/** The board of a type for the period running at `now` (user-week-2026-W48, clan-all …). */
export function currentBoardId(type: StoredLeaderboardType, period: LeaderboardPeriod, now: Date): string {
  return boardId({ kind: 'periodic', type, window: periodAt(period, now) });
}

/** A page of a board's participants, with the caller's own entry wherever it ranks. */
export async function listParticipants(
  id: string,
  offset: number,
  signal?: AbortSignal,
): Promise<BoardParticipantsPage> {
  const answer = await call(
    'listLeaderboardParticipants',
    { params: { id }, query: { limit: PAGE_SIZE, offset } },
    signal ? { signal } : {},
  );
  if (answer.data.type === 'tournament') throw new Error(`${id} is a tournament's board`);
  return answer.data;
}
