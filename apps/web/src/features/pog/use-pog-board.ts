import { useState } from 'react';
import type { BoardEntry } from '@kp/contract/leaderboards';
import type { PogBoardSubject } from '@kp/domain/leaderboards';
import type { MoreState } from '../../components/show-more';
import { useLoad } from '../../lib/use-load';
import { BOARD_PAGE_SIZE, listPogBoard } from './pog-api';

/**
 * One tab of the POG leaderboard (clans, my clan's members, gamers): its first page loaded when
 * the tab opens (`null`: not loaded, as for a signed-out visitor's My Clan), more pages appended
 * on demand, and the caller's own row to pin under the list when it is not among the rows shown.
 * `viewer` keys the load, so a sign-in or out reads the board again.
 */
export function usePogBoard(of: PogBoardSubject | null, viewer: string) {
  const [more, setMore] = useState<{ of: PogBoardSubject | null; rows: BoardEntry[]; state: MoreState }>({
    of,
    rows: [],
    state: 'idle',
  });
  const first = useLoad(of ? `pog-board:${of}:${viewer}` : null, (signal) =>
    listPogBoard(of ?? 'clans', 0, signal),
  );

  const extra = more.of === of ? more.rows : [];
  const page = first.state.status === 'ready' ? first.state.data : null;
  const rows = page ? [...page.participants, ...extra] : [];
  const me = page?.me ?? null;
  const showsMe = me !== null && rows.some((row) => row.id === me.id);

  async function loadMore() {
    if (!of) return;
    setMore({ of, rows: extra, state: 'loading' });
    try {
      const next = await listPogBoard(of, rows.length);
      setMore({ of, rows: [...extra, ...next.participants], state: 'idle' });
    } catch {
      setMore({ of, rows: extra, state: 'error' });
    }
  }

  return {
    board: first,
    page,
    rows,
    pinned: showsMe ? null : me,
    hasMore: page !== null && rows.length < page.total,
    moreState: more.of === of ? more.state : 'idle',
    loadMore,
    pageSize: BOARD_PAGE_SIZE,
  };
}
