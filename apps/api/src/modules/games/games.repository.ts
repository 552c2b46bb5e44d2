import { and, arrayContains, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { GameGenre, GameNetwork, GameStatus, Platform } from '@kp/domain/games';
import type { DbOrTx } from '../../db/client';
import { gameUsernames, games } from './games.tables';

export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;
export type GameUsernameRow = typeof gameUsernames.$inferSelect;

/** What narrows a game list; words are gameSearchWords of the search. */
export type GameFilter = {
  status?: GameStatus;
  genre?: GameGenre;
  platform?: Platform;
  network?: GameNetwork;
  searchWords?: readonly string[];
  /** Only these games (the arena's playable ones), or none of these. */
  ids?: { only: readonly string[] } | { except: readonly string[] };
};

export type Page = { limit: number; offset: number };

/** The facets of the game filters: how many games have each genre, platform and network. */
export type GameFacetCounts = {
  genres: Map<string, number>;
  platforms: Map<string, number>;
  networks: Map<string, number>;
};

function whereOf(filter: GameFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(games.status, filter.status));
  if (filter.genre) conditions.push(arrayContains(games.genres, [filter.genre]));
  if (filter.platform) conditions.push(arrayContains(games.platforms, [filter.platform]));
  if (filter.network) conditions.push(arrayContains(games.networks, [filter.network]));
  if (filter.searchWords?.length) {
    // Each word a prefix of a word of the name; the expression is the one games_name_search_idx
    // indexes. The words are letters, marks and digits only, so quoting them is safe.
    const query = filter.searchWords.map((word) => `'${word}':*`).join(' & ');
    conditions.push(sql`to_tsvector('simple', ${games.name}) @@ to_tsquery('simple', ${query})`);
  }
  if (filter.ids && 'only' in filter.ids)
    conditions.push(filter.ids.only.length ? inArray(games.id, [...filter.ids.only]) : sql`false`);
  if (filter.ids && 'except' in filter.ids && filter.ids.except.length)
    conditions.push(notInArray(games.id, [...filter.ids.except]));
  return conditions.length ? and(...conditions) : undefined;
}

export function createGamesRepository(db: DbOrTx) {
  return {
    async insertGames(rows: NewGame[], tx: DbOrTx = db) {
      return rows.length ? tx.insert(games).values(rows).returning({ id: games.id, slug: games.slug }) : [];
    },
    async insertGame(values: NewGame, tx: DbOrTx = db): Promise<GameRow> {
      const [row] = await tx.insert(games).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async updateGame(id: string, values: Partial<NewGame>, tx: DbOrTx = db): Promise<GameRow | null> {
      const [row] = await tx.update(games).set(values).where(eq(games.id, id)).returning();
      return row ?? null;
    },
    async findGame(id: string, tx: DbOrTx = db): Promise<GameRow | null> {
      const [row] = await tx.select().from(games).where(eq(games.id, id));
      return row ?? null;
    },
    /** A page of games by sort order, then name, then id (the order games_listing_idx keeps), and the total. */
    async listGames(filter: GameFilter, page: Page, tx: DbOrTx = db) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(games)
          .where(where)
          .orderBy(asc(games.sortOrder), asc(games.name), asc(games.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(games).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** How many games of a status have each genre, platform and network. */
    async countFacets(status: GameStatus, tx: DbOrTx = db): Promise<GameFacetCounts> {
      const result = await tx.execute(sql`
        select 'genre' as facet, v as value, count(*)::int as n
          from ${games}, unnest(${games.genres}) as v where ${games.status} = ${status} group by v
        union all
        select 'platform', v, count(*)::int
          from ${games}, unnest(${games.platforms}) as v where ${games.status} = ${status} group by v
        union all
        select 'network', v, count(*)::int
          from ${games}, unnest(${games.networks}) as v where ${games.status} = ${status} group by v`);
      // Both drivers answer raw SQL with { rows }.
      const { rows } = result as unknown as { rows: { facet: string; value: string; n: number }[] };
      const counts: GameFacetCounts = { genres: new Map(), platforms: new Map(), networks: new Map() };
      for (const row of rows) {
        const facet =
          row.facet === 'genre'
            ? counts.genres
            : row.facet === 'platform'
              ? counts.platforms
              : counts.networks;
        facet.set(row.value, Number(row.n));
      }
      return counts;
    },

    /** A user's game usernames with their games, by game name, and their total. */
    async listUsernames(userId: string, filter: { gameId?: string }, page: Page, tx: DbOrTx = db) {
      const where = and(
        eq(gameUsernames.userId, userId),
        filter.gameId ? eq(gameUsernames.gameId, filter.gameId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        tx
          .select({ username: gameUsernames, game: games })
          .from(gameUsernames)
          .innerJoin(games, eq(games.id, gameUsernames.gameId))
          .where(where)
          .orderBy(asc(games.name), asc(games.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(gameUsernames).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /**
     * Links a user's username in a game, or changes the one linked. Another user holding the
     * same identity of the game makes the insert fail on game_usernames_identity_key.
     */
    async upsertUsername(
      values: Pick<GameUsernameRow, 'userId' | 'gameId' | 'loginMethod' | 'value' | 'identity'>,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<GameUsernameRow> {
      const [row] = await tx
        .insert(gameUsernames)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [gameUsernames.userId, gameUsernames.gameId],
          set: {
            loginMethod: values.loginMethod,
            value: values.value,
            identity: values.identity,
            updatedAt: now,
          },
        })
        .returning();
      if (!row) throw new Error('upsert returned nothing');
      return row;
    },
    /** Unlinks every username of a user (their account's personal data is going). */
    async deleteUsernamesOf(userId: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .delete(gameUsernames)
        .where(eq(gameUsernames.userId, userId))
        .returning({ id: gameUsernames.id });
      return rows.length;
    },
    /** Unlinks a user's username in a game; false when none was linked. */
    async deleteUsername(userId: string, gameId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(gameUsernames)
        .where(and(eq(gameUsernames.userId, userId), eq(gameUsernames.gameId, gameId)))
        .returning({ id: gameUsernames.id });
      return rows.length > 0;
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
