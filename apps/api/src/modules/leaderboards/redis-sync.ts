import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { LeaderboardsRepository } from './leaderboards.repository';
import type { EntryState, RedisBoards } from './redis-boards';

const BATCH = 500;
/** How soon after a write the outbox is copied (the write's transaction commits meanwhile). */
const NUDGE_MS = 20;
/** How often it is copied anyway (a write of another replica, a nudge that came before the commit). */
const SWEEP_MS = 1_000;

/**
 * Keeps Redis in step with the database (README.md): the outbox rows written with each change are
 * taken (SKIP LOCKED: replicas share the work), the entries read as they are then, written to Redis
 * by version, and the rows go when Redis said yes (else they stay for the next round). A rebuild
 * copies every board and sweeps what Redis holds that the database does not.
 */
export function createRedisSync(deps: {
  db: Db;
  repository: LeaderboardsRepository;
  boards: RedisBoards;
  log: FastifyBaseLogger;
}) {
  const { db, repository, boards, log } = deps;
  let chain: Promise<void> = Promise.resolve();
  let nudge: NodeJS.Timeout | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function drainOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const taken = await repository.takeOutbox(tx, BATCH);
      const states: EntryState[] = taken.map((t) => ({
        boardId: t.boardId,
        memberId: t.memberId,
        version: t.entry ? Math.max(t.entry.reachedSeq, t.seq) : t.seq,
        score: t.entry?.score ?? null,
        reachedSeq: t.entry?.reachedSeq ?? t.seq,
      }));
      await boards.write(states);
      return taken.length;
    });
  }

  /** Copies the outbox until it is empty; runs one at a time in this process. */
  function sync(): Promise<void> {
    chain = chain
      .then(async () => {
        while ((await drainOnce()) === BATCH);
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'leaderboards: copying to Redis failed; will retry'),
      );
    return chain;
  }

  async function rebuild(): Promise<void> {
    const watermark = await repository.currentSeq();
    const inDatabase = await repository.listBoardIds();
    for (const boardId of inDatabase) {
      await boards.clearSeen(boardId);
      let after: { memberId: string } | null = null;
      for (;;) {
        const chunk = await repository.listBoardChunk(boardId, after, 5_000);
        await boards.write(
          chunk.map((s) => ({
            boardId,
            memberId: s.memberId,
            version: s.reachedSeq,
            score: s.score,
            reachedSeq: s.reachedSeq,
          })),
          { markSeen: true },
        );
        const last = chunk.at(-1);
        if (!last || chunk.length < 5_000) break;
        after = last;
      }
    }
    for (const boardId of new Set([...inDatabase, ...(await boards.listBoards())]))
      await boards.sweep(boardId, watermark);
    await sync();
  }

  return {
    sync,
    rebuild,
    /** A change was written: copy soon (coalescing the writes of the next few milliseconds). */
    nudge() {
      nudge ??= setTimeout(() => {
        nudge = null;
        void sync();
      }, NUDGE_MS);
    },
    start() {
      timer ??= setInterval(() => void sync(), SWEEP_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (nudge) clearTimeout(nudge);
      timer = nudge = null;
      await chain;
    },
  };
}

export type RedisSync = ReturnType<typeof createRedisSync>;
