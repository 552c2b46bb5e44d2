import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { StoredLeaderboardType } from '@kp/domain/leaderboards';
import type { DbOrTx } from '../../db/client';
import {
  leaderboardEntries,
  leaderboardOutbox,
  leaderboardScoreCounts,
  leaderboardUsers,
} from './leaderboards.tables';

/** One entry of a board: who, their score, and when (in the order of changes) they reached it. */
export type Standing = { memberId: string; score: number; reachedSeq: number };
/** One entry's move: its score before and after (null: not on the board), and the change's number. */
export type EntryMove = {
  boardId: string;
  memberId: string;
  before: number | null;
  after: number | null;
  seq: number;
};

const nextSeq = sql<number>`nextval('leaderboard_seq')::bigint`;
const standing = {
  memberId: leaderboardEntries.memberId,
  score: leaderboardEntries.score,
  reachedSeq: leaderboardEntries.reachedSeq,
};

/** The leaderboards' tables: entries, the per-score counts, the users' lock rows, the Redis outbox. */
export function createLeaderboardsRepository(db: DbOrTx) {
  return {
    /** Takes the user's lock row (made when missing) until the transaction ends. */
    async lockUser(tx: DbOrTx, userId: string, now: Date): Promise<void> {
      await tx
        .insert(leaderboardUsers)
        .values({ userId, updatedAt: now })
        .onConflictDoUpdate({ target: leaderboardUsers.userId, set: { updatedAt: now } });
    },

    /** The entries of one member on these boards. */
    async listStandingsOf(memberId: string, boardIds: readonly string[], tx: DbOrTx = db) {
      if (boardIds.length === 0) return [];
      return tx
        .select({ boardId: leaderboardEntries.boardId, ...standing })
        .from(leaderboardEntries)
        .where(
          and(eq(leaderboardEntries.memberId, memberId), inArray(leaderboardEntries.boardId, [...boardIds])),
        );
    },

    /** Every entry of a user on the user boards (an erasure takes them off). */
    async listUserStandings(userId: string, tx: DbOrTx = db) {
      return tx
        .select({ boardId: leaderboardEntries.boardId, ...standing })
        .from(leaderboardEntries)
        .where(and(eq(leaderboardEntries.memberId, userId), eq(leaderboardEntries.boardType, 'user')));
    },

    /**
     * Adds `delta` (positive) to an entry, made when missing; it counts as reached now. One
     * statement, so two writers of one clan's entry queue on its row.
     */
    async addToEntry(
      tx: DbOrTx,
      input: {
        boardId: string;
        boardType: StoredLeaderboardType;
        memberId: string;
        delta: number;
        now: Date;
      },
    ): Promise<EntryMove> {
      const [row] = await tx
        .insert(leaderboardEntries)
        .values({
          boardId: input.boardId,
          boardType: input.boardType,
          memberId: input.memberId,
          score: input.delta,
          reachedSeq: nextSeq,
          reachedAt: input.now,
        })
        .onConflictDoUpdate({
          target: [leaderboardEntries.boardId, leaderboardEntries.memberId],
          set: {
            score: sql`${leaderboardEntries.score} + excluded.score`,
            reachedSeq: sql`excluded.reached_seq`,
            reachedAt: sql`excluded.reached_at`,
          },
        })
        .returning({ score: leaderboardEntries.score, seq: leaderboardEntries.reachedSeq });
      if (!row) throw new Error('the leaderboard entry upsert returned nothing');
      // An entry on the board has a score above 0: it was made now when it holds just the delta.
      const before = row.score === input.delta ? null : row.score - input.delta;
      return {
        boardId: input.boardId,
        memberId: input.memberId,
        before,
        after: row.score,
        seq: Number(row.seq),
      };
    },

    /** Takes `amount` from an entry (locked first); at 0 it leaves the board. Null: no entry. */
    async takeFromEntry(
      tx: DbOrTx,
      input: { boardId: string; memberId: string; amount: number; now: Date },
    ): Promise<EntryMove | null> {
      const key = and(
        eq(leaderboardEntries.boardId, input.boardId),
        eq(leaderboardEntries.memberId, input.memberId),
      );
      const [current] = await tx.select(standing).from(leaderboardEntries).where(key).for('update');
      if (!current) return null;
      const after = current.score - input.amount;
      if (after < 0) throw new Error(`${input.boardId}: ${input.memberId} would score ${after}`);
      const [{ seq } = { seq: 0 }] = await tx
        .execute(sql`select ${nextSeq} as seq`)
        .then((r) => rowsOf<{ seq: string }>(r));
      if (after === 0) await tx.delete(leaderboardEntries).where(key);
      else
        await tx
          .update(leaderboardEntries)
          .set({ score: after, reachedSeq: Number(seq), reachedAt: input.now })
          .where(key);
      return { ...input, before: current.score, after: after === 0 ? null : after, seq: Number(seq) };
    },

    /**
     * Moves the per-score counts of these entry moves, in one order (board, score) whoever calls:
     * two transactions never wait for each other's count rows in a circle.
     */
    async moveCounts(tx: DbOrTx, moves: readonly EntryMove[]): Promise<void> {
      const deltas = new Map<string, { boardId: string; score: number; delta: number }>();
      const add = (boardId: string, score: number | null, delta: number) => {
        if (score === null) return;
        const key = `${boardId}\u0000${String(score).padStart(16, '0')}`;
        const known = deltas.get(key) ?? { boardId, score, delta: 0 };
        deltas.set(key, { ...known, delta: known.delta + delta });
      };
      for (const move of moves) {
        add(move.boardId, move.before, -1);
        add(move.boardId, move.after, 1);
      }
      for (const key of [...deltas.keys()].sort()) {
        const { boardId, score, delta } = deltas.get(key)!;
        if (delta === 0) continue;
        // A count that falls has its row (an entry had that score); the CHECK would refuse the
        // negative row an upsert proposes before it meets the conflict.
        if (delta < 0) {
          await tx
            .update(leaderboardScoreCounts)
            .set({ entries: sql`${leaderboardScoreCounts.entries} + ${delta}` })
            .where(and(eq(leaderboardScoreCounts.boardId, boardId), eq(leaderboardScoreCounts.score, score)));
          continue;
        }
        await tx
          .insert(leaderboardScoreCounts)
          .values({ boardId, score, entries: delta })
          .onConflictDoUpdate({
            target: [leaderboardScoreCounts.boardId, leaderboardScoreCounts.score],
            set: { entries: sql`${leaderboardScoreCounts.entries} + excluded.entries` },
          });
      }
    },

    /** Notes entry moves for Redis (REDIS_URL set), in the moving transaction. */
    async addToOutbox(tx: DbOrTx, moves: readonly EntryMove[]): Promise<void> {
      if (moves.length === 0) return;
      await tx
        .insert(leaderboardOutbox)
        .values(moves.map((m) => ({ boardId: m.boardId, memberId: m.memberId, seq: m.seq })));
    },

    /**
     * Takes the oldest outbox rows (skipping those another replica holds) with their entries as
     * they are now (null: off the board); they go when the transaction commits.
     */
    async takeOutbox(tx: DbOrTx, limit: number) {
      const taken = await tx
        .select()
        .from(leaderboardOutbox)
        .orderBy(asc(leaderboardOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (taken.length === 0) return [];
      await tx.delete(leaderboardOutbox).where(
        inArray(
          leaderboardOutbox.id,
          taken.map((r) => r.id),
        ),
      );
      const entries = await tx
        .select({ boardId: leaderboardEntries.boardId, ...standing })
        .from(leaderboardEntries)
        .where(
          and(
            inArray(leaderboardEntries.boardId, [...new Set(taken.map((r) => r.boardId))]),
            inArray(leaderboardEntries.memberId, [...new Set(taken.map((r) => r.memberId))]),
          ),
        );
      const now = new Map(entries.map((e) => [`${e.boardId} ${e.memberId}`, e]));
      return taken.map((r) => ({
        boardId: r.boardId,
        memberId: r.memberId,
        seq: Number(r.seq),
        entry: now.get(`${r.boardId} ${r.memberId}`) ?? null,
      }));
    },

    /** A page of a board by the ranking rule (score, then who reached it first). */
    async listTop(
      boardId: string,
      page: { limit: number; offset: number },
      tx: DbOrTx = db,
    ): Promise<Standing[]> {
      return (
        tx
          .select(standing)
          .from(leaderboardEntries)
          .where(eq(leaderboardEntries.boardId, boardId))
          // As the ranking index is ordered (desc nulls last), so the index gives the page.
          .orderBy(sql`${leaderboardEntries.score} desc nulls last`, asc(leaderboardEntries.reachedSeq))
          .limit(page.limit)
          .offset(page.offset)
      );
    },

    /** A board's entries after `afterSeq`-ordered cursor, for a rebuild. */
    async listBoardChunk(
      boardId: string,
      after: { memberId: string } | null,
      limit: number,
      tx: DbOrTx = db,
    ) {
      return tx
        .select(standing)
        .from(leaderboardEntries)
        .where(
          after
            ? and(eq(leaderboardEntries.boardId, boardId), gt(leaderboardEntries.memberId, after.memberId))
            : eq(leaderboardEntries.boardId, boardId),
        )
        .orderBy(asc(leaderboardEntries.memberId))
        .limit(limit);
    },

    async findStanding(boardId: string, memberId: string, tx: DbOrTx = db): Promise<Standing | null> {
      const [row] = await tx
        .select(standing)
        .from(leaderboardEntries)
        .where(and(eq(leaderboardEntries.boardId, boardId), eq(leaderboardEntries.memberId, memberId)));
      return row ?? null;
    },

    /** The rank of a standing: 1 + the entries above (by the counts) + equal scores reached first. */
    async rankOf(boardId: string, s: Standing, tx: DbOrTx = db): Promise<number> {
      const [[above], [ties]] = await Promise.all([
        tx
          .select({ n: sql<number>`coalesce(sum(${leaderboardScoreCounts.entries}), 0)::int` })
          .from(leaderboardScoreCounts)
          .where(and(eq(leaderboardScoreCounts.boardId, boardId), gt(leaderboardScoreCounts.score, s.score))),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(leaderboardEntries)
          .where(
            and(
              eq(leaderboardEntries.boardId, boardId),
              eq(leaderboardEntries.score, s.score),
              lt(leaderboardEntries.reachedSeq, s.reachedSeq),
            ),
          ),
      ]);
      return 1 + Number(above?.n ?? 0) + Number(ties?.n ?? 0);
    },

    /** How many entries each of these boards holds (by the counts). */
    async countEntries(boardIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (boardIds.length === 0) return new Map();
      const rows = await tx
        .select({
          boardId: leaderboardScoreCounts.boardId,
          n: sql<number>`coalesce(sum(${leaderboardScoreCounts.entries}), 0)::int`,
        })
        .from(leaderboardScoreCounts)
        .where(inArray(leaderboardScoreCounts.boardId, [...boardIds]))
        .groupBy(leaderboardScoreCounts.boardId);
      return new Map(rows.map((r) => [r.boardId, Number(r.n)]));
    },

    /** The boards that hold entries (for a rebuild of Redis). */
    async listBoardIds(tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ boardId: leaderboardScoreCounts.boardId })
        .from(leaderboardScoreCounts)
        .where(gt(leaderboardScoreCounts.entries, 0));
      return rows.map((r) => r.boardId);
    },

    /** The last change number given so far (a rebuild's watermark). */
    async currentSeq(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .execute(sql`select last_value as seq from leaderboard_seq`)
        .then((r) => rowsOf<{ seq: string | bigint }>(r));
      return Number(row?.seq ?? 0);
    },
  };
}

/** The rows of a raw statement, as node-postgres and PGlite each hand them back. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type LeaderboardsRepository = ReturnType<typeof createLeaderboardsRepository>;
