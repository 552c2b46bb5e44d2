// The quest list: GET /api/quest/v2/questlist (first page) with 1,000 quests of live games seeded,
// requests per second and p99 latency, on PostgreSQL and on PGlite. The quests are seeded through the
// quests repository (bench/quest-list-seed.ts) before the product starts on the same database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, startProduct } from '../scripts/product.mjs';
import { machine, writeSection } from './results.mjs';
import { createPgDatabase, PG_URL } from './pg-database.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const QUESTS = 1000;
const ROUTE = '/api/quest/v2/questlist';
const REFERENCE = '/api/banners?placement=home';
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const TARGET = { postgres: { rps: 1000, p99: 50 }, pglite: { rps: 500, p99: 50 } };

/** The machine's load averages (1, 5 and 15 minutes), as `uptime` shows them. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

function seed(target) {
  const result = spawnSync(TSX, ['bench/quest-list-seed.ts', target, String(QUESTS)], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`quest-list seeding failed (${target}): ${result.status}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** The first page as a client sees it: checked once, so the figures are of a real answer. */
async function checkFirstPage(url) {
  const response = await fetch(url);
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  const { quests, nextCursor } = body.data;
  if (quests.length === 0 || !nextCursor)
    throw new Error(`${url}: a first page without quests or a next page`);
  return { quests: quests.length, bytes: Buffer.byteLength(JSON.stringify(body)) };
}

async function load(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const targets = [];
const pgDb = await createPgDatabase();
if (pgDb) targets.push({ db: 'postgres', seedTarget: pgDb.url, env: { DATABASE_URL: pgDb.url } });
else console.warn(`PostgreSQL not reachable at ${PG_URL}: measuring PGlite only`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-quest-list-bench-'));
targets.push({ db: 'pglite', seedTarget: `pglite:${dataDir}`, dataDir });

const rows = [];
const verdicts = [];
let failed = false;
try {
  for (const target of targets) {
    const seeded = seed(target.seedTarget);
    const product = await startProduct({
      env: { ...(target.env ?? {}), WEB_DIST_DIR: '/nonexistent' },
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    });
    try {
      const url = product.url + ROUTE;
      const page = await checkFirstPage(url);
      // A one-table read on the same server just before, so the figure can be read against the
      // machine's state at the time (it is shared, and two cores).
      const reference = await load(product.url + REFERENCE);
      const before = loadAverage();
      const r = await load(url);
      const after = loadAverage();
      const goal = TARGET[target.db];
      const met = r.rps >= goal.rps && r.p99 < goal.p99;
      if (!met) failed = true;
      console.log(
        `${target.db} ${REFERENCE}: ${reference.rps} req/s, p99 ${reference.p99} ms (reference)\n` +
          `${target.db} ${ROUTE}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${page.quests} quests, ${page.bytes} bytes a page; load ${before} → ${after})`,
      );
      rows.push(
        `| \`GET ${REFERENCE}\` (reference) | ${target.db} | — | ${reference.rps} | ${reference.p50} | ${reference.p99} | | |`,
        `| \`GET ${ROUTE}\` | ${target.db} | ${seeded.quests} quests, ${page.quests} on the page (${page.bytes} bytes) | **${r.rps}** | ${r.p50} | ${r.p99} | ${before} | ${after} |`,
      );
      verdicts.push(
        `${target.db}: at least ${goal.rps} req/s with p99 under ${goal.p99} ms: ${met ? '**met**' : '**not met**'} (${r.rps}/s, p99 ${r.p99} ms).`,
      );
    } finally {
      await product.stop();
    }
  }
} finally {
  await pgDb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

writeSection(
  'quest-list',
  `## Quest list

\`node bench/quest-list.mjs\`: \`GET ${ROUTE}\` (first page, default page size), with ${QUESTS} quests
seeded through the quests repository over the demo data's live games (most live, some upcoming, ended,
full; a third without an end), then \`analyze\`. The page is one keyset scan of \`quests_list_idx\`
joined to the live games, validated by its zod schema on the way out. autocannon, ${CONNECTIONS}
connections, ${SECONDS} s after a 1 s warm-up; the product runs as \`npm start\` runs it
(\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`), each database fresh (PostgreSQL on this machine, a
throw-away database; PGlite in a temporary data folder). Load is the machine's 1/5/15-minute load
average (\`uptime\`) just before and just after the measured run; \`${REFERENCE}\` (one small table,
as in the API throughput section) is measured on the same server just before, for scale.
Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.

| route | database | data | req/s | p50 (ms) | p99 (ms) | load before | load after |
|---|---|---|---:|---:|---:|---|---|
${rows.join('\n')}

What the figures showed (the first runs, 2026-11-23): \`EXPLAIN ANALYZE\` of the page is one scan of
\`quests_list_idx\` (21 rows) and a memoized primary-key look-up of each game, executed in about 0.1 ms
warm, but planned anew on every request in 0.2 ms warm and up to 4 ms under load: planning the join
cost more than running it, and the list ran at about half the reference's rate (1029 against 2164 req/s
in one probe, 362 req/s with p99 139 ms in a 3 s run at load 3.5). No N+1 (one query per page).
The repository now runs the v2 list on its own pool as two named prepared statements (first page,
next page), planned once per connection; the same probe then gave the list 1.1 times the reference's
rate. PGlite ignores statement names (every query is parsed and planned, inside the server's own
thread, as WebAssembly): there the page is about half the reference's rate, and both move with
whatever else the machine runs (at a load of 6 to 8 the first runs gave PGlite 193 req/s; on a quiet
machine 317 to 421 req/s between runs, with p99 53 to 74 ms).

Target (issue 5): ${verdicts.join(' ')}`,
);
process.exit(failed ? 1 : 0);
