import { useState } from 'react';
import type { BoardEntry } from '@kp/contract/leaderboards';
import type { LeaderboardPeriod, StoredLeaderboardType } from '@kp/domain/leaderboards';
import type { MoreState } from '../../components/show-more';
import { useLoad } from '../../lib/use-load';
import { currentBoardId, listParticipants, PAGE_SIZE } from './leaderboards-api';

/**
 * The board on screen: its type (gamers or clans) and period, the first page loaded when either
 * changes, more pages appended on demand; and the caller's own row to pin under the list when it
 * is not among the rows shown.
 */
export function useLeaderboard() {
  const [type, setType] = useState<StoredLeaderboardType>('user');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  // The board of the period running when it was chosen: a week ending while it is open stays.
  const [id, setId] = useState(() => currentBoardId('user', 'week', new Date()));
  const [more, setMore] = useState<{ id: string; rows: BoardEntry[]; state: MoreState }>({
    id,
    rows: [],
    state: 'idle',
  });
  const first = useLoad(`leaderboard:${id}`, (signal) => listParticipants(id, 0, signal));

  function choose(next: { type?: StoredLeaderboardType; period?: LeaderboardPeriod }) {
    const nextType = next.type ?? type;
    const nextPeriod = next.period ?? period;
    setType(nextType);
    setPeriod(nextPeriod);
    setId(currentBoardId(nextType, nextPeriod, new Date()));
  }

  const extra = more.id === id ? more.rows : [];
  const page = first.state.status === 'ready' ? first.state.data : null;
  const rows = page ? [...page.participants, ...extra] : [];
  const me = page?.me ?? null;
  const showsMe = me !== null && rows.some((row) => row.id === me.id);

  async function loadMore() {
    setMore({ id, rows: extra, state: 'loading' });
    try {
      const next = await listParticipants(id, rows.length);
      setMore({ id, rows: [...extra, ...next.participants], state: 'idle' });
    } catch {
      setMore({ id, rows: extra, state: 'error' });
    }
  }

  return {
    type,
    period,
    setType: (value: StoredLeaderboardType) => choose({ type: value }),
    setPeriod: (value: LeaderboardPeriod) => choose({ period: value }),
    board: first,
    rows,
    pinned: showsMe ? null : me,
    hasMore: page !== null && rows.length < page.total,
    moreState: more.id === id ? more.state : 'idle',
    loadMore,
    pageSize: PAGE_SIZE,
  };
}
