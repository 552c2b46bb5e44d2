import type { BoardEntry, BoardParticipantsPage } from '@kp/contract/leaderboards';
import { periodStatusAt, type PeriodWindow, type PogBoardSubject } from '@kp/domain/leaderboards';
import type { Clock } from '../../platform/clock';

type Page = { limit: number; offset: number };

/** A gamer's place as the pog-scores module answers it: their POG name (else username) and picture. */
type PogGamerStanding = {
  rank: number;
  score: number;
  name: string | null;
  imageUrl: string | null;
};

/**
 * The POG standings (the pog-scores module): clans by their members' POG totals, users by theirs,
 * and a clan's members among themselves, as they stand now (a POG total is a standing, not a
 * period's gain).
 */
export type PogBoardsPort = {
  rankClans(page: Page): Promise<{
    total: number;
    entries: { rank: number; clanId: string; name: string | null; score: number }[];
  }>;
  clanStanding(clanId: string): Promise<{ rank: number; score: number } | null>;
  rankUsers(page: Page): Promise<{ total: number; entries: (PogGamerStanding & { userId: string })[] }>;
  userStanding(userId: string): Promise<PogGamerStanding | null>;
  /** These users (a clan's members) ranked among themselves, every one of them. */
  rankGamers(userIds: readonly string[]): Promise<(PogGamerStanding & { userId: string })[]>;
};

/** What a pog board needs of the clans module: the caller's clan, its members, and clans' faces. */
export type PogBoardClans = {
  findClanIdOf(userId: string): Promise<string | null>;
  listMemberIds(clanId: string): Promise<string[]>;
  listClanCards(
    clanIds: readonly string[],
  ): Promise<ReadonlyMap<string, { name: string; logoUrl: string | null; memberCount: number }>>;
};

/**
 * A pog board's page (README.md): the running periods show the standing now, of clans (with their
 * logos and member counts), of users (`of=users`), or of the caller's clan's members
 * (`of=members`: the POG leaderboard's My Clan tab); a past period's standing was not kept, so it
 * is not counted.
 */
export function createPogBoards(deps: { clock: Clock; clans: PogBoardClans; pog?: PogBoardsPort }) {
  const { clock, clans } = deps;

  const gamerEntry = (e: PogGamerStanding & { userId: string }, userId: string | null): BoardEntry => ({
    rank: e.rank,
    id: e.userId,
    name: e.name,
    score: e.score,
    isMe: e.userId === userId,
    imageUrl: e.imageUrl,
  });

  async function clansPage(pog: PogBoardsPort, userId: string | null, page: Page) {
    const myClan = userId ? await clans.findClanIdOf(userId) : null;
    const [board, mine] = await Promise.all([
      pog.rankClans(page),
      myClan ? pog.clanStanding(myClan) : Promise.resolve(null),
    ]);
    const ids = [...board.entries.map((e) => e.clanId), ...(mine && myClan ? [myClan] : [])];
    const cards = await clans.listClanCards(ids);
    const clanEntry = (e: { rank: number; clanId: string; score: number }): BoardEntry => {
      const card = cards.get(e.clanId);
      return {
        rank: e.rank,
        id: e.clanId,
        name: card?.name ?? null,
        score: e.score,
        isMe: e.clanId === myClan,
        imageUrl: card?.logoUrl ?? null,
        members: card?.memberCount ?? 0,
      };
    };
    return {
      participants: board.entries.map(clanEntry),
      total: board.total,
      me: mine && myClan ? clanEntry({ ...mine, clanId: myClan }) : null,
    };
  }

  async function usersPage(pog: PogBoardsPort, userId: string | null, page: Page) {
    const [board, mine] = await Promise.all([
      pog.rankUsers(page),
      userId ? pog.userStanding(userId) : Promise.resolve(null),
    ]);
    return {
      participants: board.entries.map((e) => gamerEntry(e, userId)),
      total: board.total,
      me: mine && userId ? gamerEntry({ ...mine, userId }, userId) : null,
    };
  }

  async function membersPage(pog: PogBoardsPort, userId: string | null, page: Page) {
    const clanId = userId ? await clans.findClanIdOf(userId) : null;
    if (!userId || !clanId) return { participants: [], total: 0, me: null, clan: null };
    const [memberIds, cards] = await Promise.all([
      clans.listMemberIds(clanId),
      clans.listClanCards([clanId]),
    ]);
    const ranked = await pog.rankGamers(memberIds);
    const mine = ranked.find((e) => e.userId === userId);
    const card = cards.get(clanId);
    return {
      participants: ranked.slice(page.offset, page.offset + page.limit).map((e) => gamerEntry(e, userId)),
      total: ranked.length,
      me: mine ? gamerEntry(mine, userId) : null,
      clan: card ? { id: clanId, name: card.name } : null,
    };
  }

  return {
    async pogParticipants(
      id: string,
      window: PeriodWindow,
      userId: string | null,
      p: Page & { of?: PogBoardSubject | undefined },
    ): Promise<BoardParticipantsPage> {
      const status = periodStatusAt(window, clock.now());
      const head = { type: 'pog' as const, boardId: id, status };
      const of = p.of ?? 'clans';
      const pog = deps.pog;
      if (!pog || status !== 'LIVE')
        return {
          ...head,
          isCounted: false,
          participants: [],
          total: 0,
          me: null,
          ...(of === 'members' ? { clan: null } : {}),
        };
      const page = { limit: p.limit, offset: p.offset };
      const answer =
        of === 'users'
          ? await usersPage(pog, userId, page)
          : of === 'members'
            ? await membersPage(pog, userId, page)
            : await clansPage(pog, userId, page);
      return { ...head, isCounted: true, ...answer };
    },
  };
}
