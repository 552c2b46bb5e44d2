// The leaderboards benchmark's worker (run by bench/leaderboards.mjs through tsx): one board of
// PARTICIPANTS entries on PostgreSQL (with its per-score counts), copied to Redis by the api's own
// rebuild; then the top 100 and "my rank" read through the api's two board readers, and score
// updates through the api's score keeping (each XP award one transaction, as the xp module makes
// them), without and with the Redis outbox. Prints one JSON line.
//   tsx bench/leaderboards-harness.ts <postgres://…> <redis://… | -> <participants> <seconds> <workers>
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { boardId, periodAt } from '@kp/domain/leaderboards';
import { openPostgres } from '@kp/api/src/db/client';
import { createPostgresBoardReader, type BoardReader } from '@kp/api/src/modules/leaderboards/board-readers';
import { createScoreKeeping } from '@kp/api/src/modules/leaderboards/keep-scores';
import { createLeaderboardsRepository } from '@kp/api/src/modules/leaderboards/leaderboards.repository';
import { createRedisBoards } from '@kp/api/src/modules/leaderboards/redis-boards';
import { createRedisSync } from '@kp/api/src/modules/leaderboards/redis-sync';
import { systemClock } from '@kp/api/src/platform/clock';

const [url = '', redisUrl = '-', participantsArg = '1000000', secondsArg = '10', workersArg = '8'] =
  process.argv.slice(2);
const PARTICIPANTS = Number(participantsArg);
const SECONDS = Number(secondsArg);
const WORKERS = Number(workersArg);
const SAMPLES = 2_000;
const UPDATERS = 10_000;

const database = await openPostgres(url, { max: WORKERS + 2 });
await database.migrate();
const { db } = database;
const repository = createLeaderboardsRepository(db);
const board = boardId({ kind: 'periodic', type: 'user', window: periodAt('all', new Date()) });

// XP as a community earns it: most have little, a few a lot (10 to 50,000, in tens).
const seedStart = performance.now();
await db.execute(sql`insert into leaderboard_entries (board_id, board_type, member_id, score, reached_seq, reached_at)
  select ${board}, 'user', gen_random_uuid(), 10 * (1 + floor(5000 * power(random(), 3)))::bigint,
    nextval('leaderboard_seq'), now() from generate_series(1, ${PARTICIPANTS})`);
await db.execute(sql`insert into leaderboard_score_counts (board_id, score, entries)
  select board_id, score, count(*)::int from leaderboard_entries group by board_id, score`);
// What autovacuum does within a minute of such a load: the visibility map lets a count of equal
// scores read the index alone.
await db.execute(sql`vacuum analyze leaderboard_entries`);
await db.execute(sql`vacuum analyze leaderboard_score_counts`);
const seedMs = performance.now() - seedStart;

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;
async function timed(times: number, run: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: round(p(ms, 0.5)), p99: round(p(ms, 0.99)), max: round(ms.at(-1) ?? 0) };
}

// Members to ask "my rank" for: spread over the board, the bottom included (the slowest for a count).
const sample = (
  (await db.execute(
    sql`select member_id from leaderboard_entries where board_id = ${board} order by random() limit ${SAMPLES}`,
  )) as unknown as { rows: { member_id: string }[] }
).rows.map((r) => r.member_id);
const bottom = (
  (await db.execute(
    sql`select member_id from leaderboard_entries where board_id = ${board} order by score asc, reached_seq desc limit 200`,
  )) as unknown as { rows: { member_id: string }[] }
).rows.map((r) => r.member_id);
const askers = [...sample, ...bottom];

async function reads(reader: BoardReader) {
  // Warm up, as a running api is.
  for (let i = 0; i < 50; i += 1) await reader.standingOf(board, askers[i % askers.length]!);
  const top100 = await timed(500, () => reader.top(board, { limit: 100, offset: 0 }));
  const myRank = await timed(askers.length, (i) => reader.standingOf(board, askers[i]!));
  const bottomRank = await timed(bottom.length, (i) => reader.standingOf(board, bottom[i]!));
  return { top100, myRank, bottomRank };
}

// Users whose XP moves during the update runs (real rows: the lock row references them).
const updaters = (
  (await db.execute(
    sql`insert into users (id) select gen_random_uuid() from generate_series(1, ${UPDATERS}) returning id`,
  )) as unknown as { rows: { id: string }[] }
).rows.map((r) => r.id);
const clanOfUser = new Map(
  updaters.map((id, i) => [
    id,
    i % 5 === 0 ? null : `00000000-0000-4000-8000-${String(i % 500).padStart(12, '0')}`,
  ]),
);

async function updates(hasRedis: boolean, nudge: () => void) {
  const keeping = createScoreKeeping({
    repository,
    clock: systemClock,
    clanOf: async (userId) => clanOfUser.get(userId) ?? null,
    hasRedis,
    written: nudge,
  });
  let done = 0;
  let errors = 0;
  const ms: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < until) {
        const userId = updaters[Math.floor(Math.random() * updaters.length)]!;
        const start = performance.now();
        try {
          await db.transaction((tx) => keeping.xpAwarded(tx, { userId, amount: 10, at: new Date() }));
          done += 1;
          ms.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  ms.sort((a, b) => a - b);
  return { updates: done, perSecond: Math.round(done / SECONDS), p99: round(p(ms, 0.99)), errors };
}

const postgres = await reads(createPostgresBoardReader(repository));
const updatesPostgres = await updates(false, () => {});

let redisFigures = null;
if (redisUrl !== '-') {
  const redis = new Redis(redisUrl);
  const boards = createRedisBoards(redis, `kp-bench-${randomUUID().slice(0, 8)}:`);
  const sync = createRedisSync({ db, repository, boards, log: pino({ level: 'error' }) });
  try {
    const rebuildStart = performance.now();
    await sync.rebuild();
    const rebuildMs = Math.round(performance.now() - rebuildStart);
    const read = await reads(boards.reader);
    sync.start();
    const updated = await updates(true, () => sync.nudge());
    const catchUpStart = performance.now();
    await sync.sync();
    const catchUpMs = Math.round(performance.now() - catchUpStart);
    await sync.stop();
    // The copy must say what the database says.
    const [pgTop, redisTop] = await Promise.all([
      createPostgresBoardReader(repository).top(board, { limit: 100, offset: 0 }),
      boards.reader.top(board, { limit: 100, offset: 0 }),
    ]);
    redisFigures = {
      rebuildMs,
      ...read,
      updates: updated,
      catchUpMs,
      sameTop100: JSON.stringify(pgTop) === JSON.stringify(redisTop),
    };
  } finally {
    await boards.deleteAll();
    await redis.quit();
  }
}

await database.close();
console.log(
  JSON.stringify({
    participants: PARTICIPANTS,
    seedMs: Math.round(seedMs),
    workers: WORKERS,
    seconds: SECONDS,
    postgres: { ...postgres, updates: updatesPostgres },
    redis: redisFigures,
  }),
);
