import type {
  BoardEntry,
  BoardParticipantsPage,
  BoardSummary,
  LeaderboardSummary,
} from '@kp/contract/leaderboards';
import { AppError } from '@kp/domain/errors';
import {
  boardId,
  isPeriodicType,
  isStoredType,
  LEADERBOARD_LIMITS,
  LEADERBOARD_PERIODS,
  parseBoardId,
  periodAt,
  periodStatusAt,
  previousPeriod,
  type LeaderboardPeriod,
  type LeaderboardStatus,
  type LeaderboardType,
  type PeriodicLeaderboardType,
  type PeriodWindow,
  type PogBoardSubject,
} from '@kp/domain/leaderboards';
import type { Language } from '@kp/domain/languages';
import type { TournamentStatus } from '@kp/domain/tournaments';
import { englishTexts, type ContentTexts } from '../../platform/content-language';
import type { Clock } from '../../platform/clock';
import type { TournamentsService } from '../tournaments/tournaments.service';
import type { BoardReader, RankedStanding } from './board-readers';
import { createPogBoards, type PogBoardClans, type PogBoardsPort } from './pog-boards';

export type { PogBoardsPort } from './pog-boards';

type Page = { limit: number; offset: number };

/** One quest's or campaign's board as its module answers it. */
export type ItemBoardSummary = {
  id: string;
  /** In the reader's language where the item has it (`language`). */
  title: string;
  language: Language;
  status: LeaderboardStatus;
  startsAt: Date | null;
  endsAt: Date | null;
  participants: number | null;
};

/** What the quests and campaigns modules answer about their boards (app.ts connects them). */
export type ItemBoardsPort = {
  list(page: Page, texts: ContentTexts): Promise<{ boards: ItemBoardSummary[]; total: number }>;
  /** A page of the item's board (404 of the item's module when it is not shown). */
  ranking(
    itemId: string,
    page: Page,
  ): Promise<{
    status: LeaderboardStatus;
    entries: { rank: number; userId: string; score: number }[];
    total: number;
  }>;
  standing(itemId: string, userId: string): Promise<{ rank: number; score: number } | null>;
};

export type LeaderboardsDeps = {
  reader: BoardReader;
  clock: Clock;
  users: { listPublicUsers(ids: string[]): Promise<{ id: string; username: string | null }[]> };
  clans: PogBoardClans & {
    listClanNames(ids: readonly string[]): Promise<ReadonlyMap<string, string>>;
  };
  tournaments: Pick<TournamentsService, 'listByType' | 'listByStatus' | 'listParticipants'>;
  quests: ItemBoardsPort;
  campaigns: ItemBoardsPort;
  /** Without it the pog boards are declared and not counted. */
  pog?: PogBoardsPort;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The leaderboards as users read them (README.md): the stored boards (user, clan) from the board
 * reader (the database, or Redis), POG boards declared and not counted, and the boards the quests,
 * campaigns and tournaments modules keep, asked of them.
 */
export function createLeaderboardsService(deps: LeaderboardsDeps) {
  const { reader, clock } = deps;
  const { pogParticipants } = createPogBoards({
    clock,
    clans: deps.clans,
    ...(deps.pog ? { pog: deps.pog } : {}),
  });

  async function periodicSummaries(
    type: PeriodicLeaderboardType,
    windows: PeriodWindow[],
  ): Promise<BoardSummary[]> {
    const ids = windows.map((window) => boardId({ kind: 'periodic', type, window }));
    const counts = isStoredType(type) ? await reader.count(ids) : new Map<string, number>();
    const now = clock.now();
    if (type === 'pog') {
      const clans = deps.pog ? (await deps.pog.rankClans({ limit: 1, offset: 0 })).total : 0;
      return windows.map((window, i) => {
        const isCounted = !!deps.pog && periodStatusAt(window, now) === 'LIVE';
        return {
          id: ids[i] ?? '',
          type,
          title: window.key,
          period: window.period,
          status: periodStatusAt(window, now),
          startsAt: iso(window.startsAt),
          endsAt: iso(window.endsAt),
          participants: isCounted ? clans : 0,
          isCounted,
        };
      });
    }
    return windows.map((window, i) => ({
      id: ids[i] ?? '',
      type,
      title: window.key,
      period: window.period,
      status: periodStatusAt(window, now),
      startsAt: iso(window.startsAt),
      endsAt: iso(window.endsAt),
      participants: counts.get(ids[i] ?? '') ?? 0,
      isCounted: isStoredType(type),
    }));
  }

  /** This period and the ones before it, newest first (all time: just itself). */
  function periodWindows(period: LeaderboardPeriod, count: number): PeriodWindow[] {
    const windows: PeriodWindow[] = [];
    for (
      let w: PeriodWindow | null = periodAt(period, clock.now());
      w && windows.length < count;
      w = previousPeriod(w)
    )
      windows.push(w);
    return windows;
  }

  async function itemSummaries(type: 'quest' | 'campaign', p: Page, texts: ContentTexts) {
    const { boards, total } = await deps[type === 'quest' ? 'quests' : 'campaigns'].list(p, texts);
    const leaderboards: BoardSummary[] = boards.map((b) => ({
      id: boardId({ kind: 'item', type, itemId: b.id }),
      type,
      title: b.title,
      period: null,
      status: b.status,
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
      participants: b.participants ?? 0,
      isCounted: true,
      language: b.language,
    }));
    return { leaderboards, total };
  }

  async function names(
    type: 'user' | 'clan' | 'pog',
    ids: string[],
  ): Promise<ReadonlyMap<string, string | null>> {
    if (type === 'clan') return deps.clans.listClanNames(ids);
    return new Map((await deps.users.listPublicUsers(ids)).map((u) => [u.id, u.username]));
  }

  async function storedParticipants(
    type: 'user' | 'clan',
    id: string,
    window: PeriodWindow,
    userId: string | null,
    p: Page,
  ): Promise<BoardParticipantsPage> {
    const mineId = userId && type === 'clan' ? await deps.clans.findClanIdOf(userId) : userId;
    const [rows, counts, mine] = await Promise.all([
      reader.top(id, p),
      reader.count([id]),
      mineId ? reader.standingOf(id, mineId) : Promise.resolve(null),
    ]);
    const named = await names(type, [...new Set([...rows, ...(mine ? [mine] : [])].map((r) => r.memberId))]);
    const toEntry = (r: RankedStanding): BoardEntry => ({
      rank: r.rank,
      id: r.memberId,
      name: named.get(r.memberId) ?? null,
      score: r.score,
      isMe: r.memberId === mineId,
    });
    return {
      type,
      boardId: id,
      status: periodStatusAt(window, clock.now()),
      isCounted: true,
      participants: rows.map(toEntry),
      total: counts.get(id) ?? 0,
      me: mine ? toEntry(mine) : null,
    };
  }

  async function itemParticipants(
    type: 'quest' | 'campaign',
    id: string,
    itemId: string,
    userId: string | null,
    p: Page,
  ) {
    const port = type === 'quest' ? deps.quests : deps.campaigns;
    const [board, mine] = await Promise.all([
      port.ranking(itemId, p),
      userId ? port.standing(itemId, userId) : Promise.resolve(null),
    ]);
    const ids = [...new Set([...board.entries.map((e) => e.userId), ...(mine && userId ? [userId] : [])])];
    const named = await names('user', ids);
    const entry = (e: { rank: number; userId: string; score: number }): BoardEntry => ({
      rank: e.rank,
      id: e.userId,
      name: named.get(e.userId) ?? null,
      score: e.score,
      isMe: e.userId === userId,
    });
    return {
      type,
      boardId: id,
      status: board.status,
      isCounted: true,
      participants: board.entries.map(entry),
      total: board.total,
      me: mine && userId ? entry({ ...mine, userId }) : null,
    } satisfies BoardParticipantsPage;
  }

  return {
    /** The boards of a type (README.md: which boards each type lists); tournaments', quests' and campaigns' titles in `texts`' language. */
    async listByType(
      input: {
        type: LeaderboardType;
        period?: LeaderboardPeriod | undefined;
        gameId?: string | undefined;
      } & Page,
      texts: ContentTexts = englishTexts(),
    ): Promise<{ leaderboards: LeaderboardSummary[]; total: number }> {
      const { type, period, ...p } = input;
      if (period && !isPeriodicType(type)) throw new AppError('LEADERBOARD_PERIOD_UNSUPPORTED');
      if (type === 'tournament') return deps.tournaments.listByType(input, texts);
      if (type === 'quest' || type === 'campaign') return itemSummaries(type, p, texts);
      if (!isPeriodicType(type)) throw new AppError('LEADERBOARD_NOT_FOUND');
      const windows = period
        ? periodWindows(period, LEADERBOARD_LIMITS.pastPeriods + 1)
        : LEADERBOARD_PERIODS.map((x) => periodAt(x, clock.now()));
      return {
        leaderboards: await periodicSummaries(type, windows.slice(p.offset, p.offset + p.limit)),
        total: windows.length,
      };
    },

    /** The boards of a status: tournaments' (their titles in `texts`' language), or the periods' (LIVE: running; COMPLETED: past). */
    async listByStatus(
      input: { status: LeaderboardStatus; type: 'tournament' | PeriodicLeaderboardType } & Page,
      texts: ContentTexts = englishTexts(),
    ) {
      const { status, type, ...p } = input;
      if (type === 'tournament')
        return deps.tournaments.listByStatus({ status: status as TournamentStatus, ...p }, texts);
      const windows =
        status === 'LIVE'
          ? LEADERBOARD_PERIODS.map((x) => periodAt(x, clock.now()))
          : status === 'COMPLETED'
            ? (['week', 'season'] as const)
                .flatMap((x) => periodWindows(x, LEADERBOARD_LIMITS.pastPeriods + 1).slice(1))
                .sort((a, b) => (b.endsAt?.getTime() ?? 0) - (a.endsAt?.getTime() ?? 0))
            : [];
      return {
        leaderboards: await periodicSummaries(type, windows.slice(p.offset, p.offset + p.limit)),
        total: windows.length,
      };
    },

    /** A board's page of participants and the caller's own entry (README.md). */
    async listParticipants(id: string, userId: string | null, p: Page & { of?: PogBoardSubject }) {
      const ref = parseBoardId(id);
      if (!ref) throw new AppError('LEADERBOARD_NOT_FOUND');
      if (ref.kind === 'item') {
        if (ref.type === 'tournament')
          return {
            type: 'tournament' as const,
            ...(await deps.tournaments.listParticipants(ref.itemId, userId, p)),
          };
        return itemParticipants(ref.type, id, ref.itemId, userId, p);
      }
      if (ref.type === 'pog') return pogParticipants(id, ref.window, userId, p);
      return storedParticipants(ref.type, boardId(ref), ref.window, userId, p);
    },
  };
}

export type LeaderboardsService = ReturnType<typeof createLeaderboardsService>;
