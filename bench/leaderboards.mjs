// Leaderboards among 1,000,000 participants: the top 100 and "my rank" p99 read from PostgreSQL and
// from Redis, and score updates per second (bench/leaderboards-harness.ts, run with tsx, does the
// work through the api's own modules). Not part of `npm test`: `node bench/leaderboards.mjs`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/product.mjs';
import { machine, writeSection } from './results.mjs';
import { createPgDatabase, PG_URL } from './pg-database.mjs';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = 8;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const GOAL = { redis: 5, postgres: 50 };

const database = await createPgDatabase();
if (!database) {
  console.error(`PostgreSQL not reachable at ${PG_URL}: the leaderboards benchmark needs it`);
  process.exit(1);
}
let r;
try {
  const result = spawnSync(
    TSX,
    [
      'bench/leaderboards-harness.ts',
      database.url,
      REDIS_URL,
      String(PARTICIPANTS),
      String(SECONDS),
      String(WORKERS),
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 30 * 60_000 },
  );
  if (result.status !== 0) throw new Error(`leaderboards harness failed: ${result.status}`);
  r = JSON.parse(result.stdout.trim().split('\n').at(-1));
} finally {
  await database.drop();
}

const pg = r.postgres;
const rd = r.redis;
const line = (name, x) =>
  `| ${name} | ${x.top100.p50} | ${x.top100.p99} | ${x.myRank.p50} | **${x.myRank.p99}** | ${x.bottomRank.p99} |`;
const verdict = (name, x, goal) =>
  `${name}: my rank p99 ${x.myRank.p99} ms (bottom ${x.bottomRank.p99} ms), goal under ${goal} ms: ${
    Math.max(x.myRank.p99, x.bottomRank.p99) < goal ? '**met**' : '**not met**'
  }.`;
const verdicts = [
  verdict('PostgreSQL', pg, GOAL.postgres),
  rd ? verdict('Redis', rd, GOAL.redis) : 'Redis: not reachable, not measured.',
];
for (const v of verdicts) console.log(v);

writeSection(
  'leaderboards',
  `## Leaderboards

\`node bench/leaderboards.mjs\`: one all-time user board of ${PARTICIPANTS.toLocaleString('en')} participants
(XP from 10 to 50,000 in tens, most near the bottom: about 5,000 distinct scores), written on
PostgreSQL with its per-score counts (seeded and vacuumed, as autovacuum would after such a load, in ${Math.round(r.seedMs / 1000)} s), then copied to Redis by the
api's own rebuild (${rd ? `${Math.round(rd.rebuildMs / 1000)} s` : 'not measured'}). Reads one at a time
through the api's two board readers: the top 100 (500 times) and "my rank" for 2,000 members at random
and the 200 last (a rank counts what is above: the bottom is the slowest on PostgreSQL). Updates:
${WORKERS} workers for ${SECONDS} s, each an XP award of 10 to one of 10,000 users (4 in 5 in one of 500
clans) through the api's score keeping in its own transaction: the user's week, season and all-time
entries, their clan's, and the per-score counts (with Redis: also the outbox, copied by the sync as it
runs). Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, with the other
workers of this machine running.

| read from | top 100 p50 (ms) | top 100 p99 (ms) | my rank p50 (ms) | my rank p99 (ms) | the last 200: p99 (ms) |
|---|---:|---:|---:|---:|---:|
${line('PostgreSQL', pg)}
${rd ? line('Redis', rd) : '| Redis | — | — | — | — | — |'}

| writes | updates | updates/s | p99 (ms) | errors |
|---|---:|---:|---:|---:|
| PostgreSQL only | ${pg.updates.updates} | **${pg.updates.perSecond}** | ${pg.updates.p99} | ${pg.updates.errors} |
${rd ? `| PostgreSQL + outbox, copied to Redis | ${rd.updates.updates} | **${rd.updates.perSecond}** | ${rd.updates.p99} | ${rd.updates.errors} |` : ''}

${rd ? `After the updates the copy caught up in ${rd.catchUpMs} ms, and Redis's top 100 ${rd.sameTop100 ? 'was' : '**was not**'} the database's.` : ''}
An update takes the user's lock row, then writes up to 6 entries and 12 per-score count rows: every
new player's +10 lands on the same count rows (score 10 of this week, season and all time), which
the awards take in turn until they commit: that queue, not the reads, bounds the updates per second.

${verdicts.join('\n')}`,
);
