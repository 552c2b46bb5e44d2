import type { PogScoreCard } from '@kp/contract/pog-scores';
import { formatPogScore } from '@kp/domain/display';
import { AppError } from '@kp/domain/errors';
import { BADGE_IDS, PLATFORM_ROLES, type BadgeId, type PlatformRole } from '@kp/domain/pog';
import {
  asPogTier,
  POG_BADGE_TYPES,
  pogResultOf,
  pogShortfallOf,
  type PogRequirement,
} from '@kp/domain/pog-scores';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { readPogFacts, type PogFactSources } from './pog-facts';
import type { PogScoreRow, PogScoresRepository } from './pog-scores.repository';

/**
 * The POG name of a user and the user of a POG name: the pog module (mint) answers it once wired
 * in app.ts. Until then the card's name is the username and a card is found by username only.
 */
export type PogNamePort = {
  pogNameOf(userId: string): Promise<string | null>;
  userIdOfPogName(name: string): Promise<string | null>;
  /** These users' POG names and their latest minted card's avatar (a path on our origin), if any. */
  listPogIdentities(
    userIds: readonly string[],
  ): Promise<{ userId: string; name: string | null; avatarUrl: string | null }[]>;
};

/** A user's generated avatar as PNG: the avatars module answers it once wired; null: none yet. */
export type AvatarImagePort = { avatarPngOf(userId: string): Promise<Buffer | null> };

/**
 * What a campaign, quest or tournament asks before a start or a join: refuses (403
 * POG_REQUIREMENT_NOT_MET) a user short of the item's POG requirement. Those modules take it as a
 * late-bound port (they are registered before this one), called before their start's transaction.
 */
export type PogGate = (
  userId: string,
  requirement: { minPogHumanScore: number | null; minPogTier: string | null },
) => Promise<void>;

export const NO_POG_NAMES: PogNamePort = {
  pogNameOf: async () => null,
  userIdOfPogName: async () => null,
  listPogIdentities: async () => [],
};
export const NO_AVATARS: AvatarImagePort = { avatarPngOf: async () => null };

/** Everything a card shows of a user. */
export type PogCardView = {
  row: PogScoreRow;
  username: string | null;
  name: string | null;
  clanName: string | null;
};

type Page = { limit: number; offset: number };

/** A gamer as a board shows them: their POG name (else username) and picture. */
export type BoardGamer = { name: string | null; imageUrl: string | null };

/** A gamer's place on a board of gamers. */
export type RankedGamer = BoardGamer & { rank: number; userId: string; score: number };

export type PogScoresDeps = {
  db: Db;
  repository: PogScoresRepository;
  clock: Clock;
  sources: PogFactSources;
  names: PogNamePort;
  users: {
    findUserIdByUsername(username: string): Promise<string | null>;
    listPublicUsers(
      ids: readonly string[],
    ): Promise<{ id: string; username: string | null; hasPicture?: boolean }[]>;
  };
  clanNames(clanIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
};

/** How many stale rows a read of a board recomputes first (the job does the rest). */
const BOARD_REFRESH = 200;

/**
 * Scores older than this are recomputed when read: facts without an event of their own (an
 * account linked, a voucher redeemed, a purchase paid) reach the card within it.
 */
export const POG_SCORES_MAX_AGE_MS = 10 * 60_000;

const badgesOf = (row: PogScoreRow): BadgeId[] => BADGE_IDS.filter((id) => row.badges.includes(id));
const rolesOf = (row: PogScoreRow): PlatformRole[] =>
  PLATFORM_ROLES.filter((role) => row.roles.includes(role));

/**
 * The POG scores (README.md): computed by the domain's rule from facts read through narrow ports,
 * stored per user, marked stale in the transaction of an event that may move them, recomputed on
 * read when stale and by the `pog-scores` job.
 */
export function createPogScoresService(deps: PogScoresDeps) {
  const { db, repository, clock, sources } = deps;

  /** Reads the user's facts and writes their scores; null when the account is gone. */
  async function recompute(userId: string): Promise<PogScoreRow | null> {
    const seenSeq = (await repository.find(userId))?.staleSeq ?? 0;
    const read = await readPogFacts(sources, userId);
    if (!read) return null;
    return repository.save(db, {
      userId,
      result: pogResultOf(read.facts),
      clanId: read.clanId,
      now: clock.now(),
      seenSeq,
    });
  }

  /** The user's stored scores, recomputed first when stale or never computed. */
  async function fresh(userId: string): Promise<PogScoreRow | null> {
    const row = await repository.find(userId);
    const isRecent = (at: Date | null) =>
      at !== null && clock.now().getTime() - at.getTime() < POG_SCORES_MAX_AGE_MS;
    if (row && !row.isStale && isRecent(row.computedAt)) return row;
    return recompute(userId);
  }

  async function refreshStale(limit: number): Promise<number> {
    const ids = await repository.listStale(limit);
    for (const id of ids) await recompute(id);
    return ids.length;
  }

  async function toCard(row: PogScoreRow, username: string | null): Promise<PogScoreCard> {
    const name = (await deps.names.pogNameOf(row.userId)) ?? username;
    const scores = {
      human: row.human,
      play: row.play,
      skill: row.skill,
      commerce: row.commerce,
      social: row.social,
    };
    return {
      userId: row.userId,
      username,
      name,
      scores,
      display: {
        human: formatPogScore(row.human),
        play: formatPogScore(row.play),
        skill: formatPogScore(row.skill),
        commerce: formatPogScore(row.commerce),
        social: formatPogScore(row.social),
      },
      total: row.total,
      tier: asPogTier(row.tier) ?? 'Bronze',
      badges: badgesOf(row).map((id) => ({ id, type: POG_BADGE_TYPES[id] })),
      roles: rolesOf(row),
      clanId: row.clanId,
      computedAt: (row.computedAt ?? clock.now()).toISOString(),
    };
  }

  async function usernamesOf(ids: readonly string[]): Promise<Map<string, string | null>> {
    const found = ids.length ? await deps.users.listPublicUsers(ids) : [];
    return new Map(found.map((u) => [u.id, u.username]));
  }

  /**
   * How boards show these gamers: the POG name (else the username) and the avatar of their minted
   * card (else their profile picture, else none).
   */
  async function gamersOf(
    ids: readonly string[],
  ): Promise<Map<string, BoardGamer & { username: string | null }>> {
    if (ids.length === 0) return new Map();
    const [users, identities] = await Promise.all([
      deps.users.listPublicUsers(ids),
      deps.names.listPogIdentities(ids),
    ]);
    const usersById = new Map(users.map((u) => [u.id, u]));
    const pog = new Map(identities.map((i) => [i.userId, i]));
    return new Map(
      ids.map((id) => {
        const user = usersById.get(id);
        const identity = pog.get(id);
        const picture = user?.hasPicture ? `/api/users/${id}/picture` : null;
        return [
          id,
          {
            name: identity?.name ?? user?.username ?? null,
            imageUrl: identity?.avatarUrl ?? picture,
            username: user?.username ?? null,
          },
        ];
      }),
    );
  }

  /** The stored totals of these users (recomputed first when stale), by id. */
  async function totalsOf(userIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const rows = await repository.list(userIds);
    const stale = new Set(rows.filter((r) => r.isStale || !r.computedAt).map((r) => r.userId));
    for (const id of userIds) if (!rows.some((r) => r.userId === id)) stale.add(id);
    const totals = new Map(rows.map((r) => [r.userId, r.total]));
    for (const id of stale) {
      const row = await recompute(id);
      if (row) totals.set(id, row.total);
    }
    return totals;
  }

  /** The user a card name names: a POG name first, else a username; null for none. */
  async function findUserOfCard(name: string): Promise<string | null> {
    return (await deps.names.userIdOfPogName(name)) ?? (await deps.users.findUserIdByUsername(name));
  }

  return {
    recompute,
    refreshStale,

    /** Marks users' scores stale, in the transaction of what happened to them. */
    markStale: (tx: DbOrTx, userIds: readonly string[]) => repository.markStale(tx, userIds),

    /** An account was made: its row (stale, so computed at first read). */
    created: (tx: DbOrTx, userId: string) => repository.markStale(tx, [userId]),

    eraseUser: (tx: DbOrTx, userId: string) => repository.delete(tx, userId),

    /** A user's stored scores (recomputed only when stale): for a card's metadata, read by anyone. */
    async storedScoresOf(userId: string): Promise<PogScoreCard> {
      const row = await fresh(userId);
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toCard(row, null);
    },

    /** The caller's scores, computed from their facts now. */
    async getMyScores(userId: string): Promise<PogScoreCard> {
      const row = await recompute(userId);
      if (!row) throw new AppError('USER_NOT_FOUND');
      const [user] = await deps.users.listPublicUsers([userId]);
      return toCard(row, user?.username ?? null);
    },

    toCard,

    /** A card by its name (POG name or username), for the images and the dashboard; null: none. */
    async findCard(name: string): Promise<PogCardView | null> {
      const userId = await findUserOfCard(name);
      if (!userId) return null;
      const row = await fresh(userId);
      if (!row) return null;
      const [usernames, clans, pogName] = await Promise.all([
        usernamesOf([userId]),
        row.clanId ? deps.clanNames([row.clanId]) : Promise.resolve(new Map<string, string>()),
        deps.names.pogNameOf(userId),
      ]);
      const username = usernames.get(userId) ?? null;
      return {
        row,
        username,
        name: pogName ?? username,
        clanName: row.clanId ? (clans.get(row.clanId) ?? null) : null,
      };
    },

    totalsOf,

    /** The users ranked by total, after the stale rows were brought up to date. */
    async rankUsers(page: Page) {
      await refreshStale(BOARD_REFRESH);
      const { rows, total } = await repository.rankUsers(page);
      const gamers = await gamersOf(rows.map((r) => r.userId));
      return {
        total,
        entries: rows.map((row, i) => ({
          rank: page.offset + i + 1,
          userId: row.userId,
          score: row.total,
          row,
          username: gamers.get(row.userId)?.username ?? null,
          name: gamers.get(row.userId)?.name ?? null,
          imageUrl: gamers.get(row.userId)?.imageUrl ?? null,
        })),
      };
    },

    /** A user's rank and total among all users (null: a total of 0, not on the board), as boards show them. */
    async userStanding(userId: string): Promise<(BoardGamer & { rank: number; score: number }) | null> {
      const row = await fresh(userId);
      if (!row) return null;
      const rank = await repository.userRank(row);
      if (rank === null) return null;
      const gamer = (await gamersOf([userId])).get(userId);
      return { rank, score: row.total, name: gamer?.name ?? null, imageUrl: gamer?.imageUrl ?? null };
    },

    /**
     * These users (a clan's members) ranked among themselves by their totals (recomputed first when
     * stale), highest first; on a tie who reached it first. Everyone is ranked, a total of 0 too.
     */
    async rankGamers(userIds: readonly string[]): Promise<RankedGamer[]> {
      const totals = await totalsOf(userIds);
      const rows = (await repository.list([...totals.keys()])).sort(
        (a, b) =>
          b.total - a.total ||
          a.changedAt.getTime() - b.changedAt.getTime() ||
          (a.userId < b.userId ? -1 : 1),
      );
      const gamers = await gamersOf(rows.map((r) => r.userId));
      return rows.map((row, i) => ({
        rank: i + 1,
        userId: row.userId,
        score: row.total,
        name: gamers.get(row.userId)?.name ?? null,
        imageUrl: gamers.get(row.userId)?.imageUrl ?? null,
      }));
    },

    /** The clans ranked by their members' totals, after the stale rows were brought up to date. */
    async rankClans(page: Page) {
      await refreshStale(BOARD_REFRESH);
      const { rows, total } = await repository.rankClans(page);
      const names = await deps.clanNames(rows.map((r) => r.clanId));
      return {
        total,
        entries: rows.map((r, i) => ({
          rank: page.offset + i + 1,
          clanId: r.clanId,
          name: names.get(r.clanId) ?? null,
          score: r.score,
        })),
      };
    },

    clanStanding: (clanId: string) => repository.clanStanding(clanId),

    async listClanMembers(clanId: string, page: Page) {
      await refreshStale(BOARD_REFRESH);
      return repository.listClanMembers(clanId, page);
    },

    usernamesOf,
    clanNames: deps.clanNames,

    /**
     * Refuses (403 POG_REQUIREMENT_NOT_MET) a user whose card falls short of what a campaign,
     * quest or tournament requires, from their facts now; the details say what is missing and
     * the steps that raise it. Called before the start's transaction (the facts are read outside it).
     */
    async assertMeets(userId: string, requirement: PogRequirement): Promise<void> {
      if (requirement.minHumanScore === null && requirement.minTier === null) return;
      const read = await readPogFacts(sources, userId);
      if (!read) throw new AppError('USER_NOT_FOUND');
      const shortfall = pogShortfallOf(read.facts, requirement);
      if (!shortfall) return;
      const { humanScore, tier } = shortfall;
      if (humanScore && tier)
        throw new AppError('POG_REQUIREMENT_NOT_MET', {
          variant: 'human_score_and_tier',
          params: { required: humanScore.required, tier: tier.required },
          details: shortfall,
        });
      if (humanScore)
        throw new AppError('POG_REQUIREMENT_NOT_MET', {
          variant: 'human_score',
          params: { required: humanScore.required, current: humanScore.current },
          details: shortfall,
        });
      if (tier)
        throw new AppError('POG_REQUIREMENT_NOT_MET', {
          variant: 'tier',
          params: { required: tier.required, current: tier.current },
          details: shortfall,
        });
    },
  };
}

export type PogScoresService = ReturnType<typeof createPogScoresService>;
