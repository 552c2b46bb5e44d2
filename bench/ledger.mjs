// Ledger transfers per second and their p99 latency, on PGlite and on PostgreSQL, over a single
// account pair and spread over many accounts. Each transfer is one transaction through the ledger
// service (bench/ledger-harness.ts, run with tsx); the invariants are checked after each run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../scripts/product.mjs';
import { machine, writeSection } from './results.mjs';
import { createPgDatabase, PG_URL } from './pg-database.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SPREAD_ACCOUNTS = 10_000;
const PG_CONCURRENCY = 8;
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const TARGET = { perSecond: 1500, p99: 50 };

function runHarness(target, scenario, concurrency, accounts) {
  const result = spawnSync(
    TSX,
    ['bench/ledger-harness.ts', target, scenario, String(SECONDS), String(concurrency), String(accounts)],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: (SECONDS + 180) * 1000 },
  );
  if (result.status !== 0) throw new Error(`ledger harness failed (${target} ${scenario}): ${result.status}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

const runs = [];
const scenarios = [
  ['pair', 2],
  ['spread', SPREAD_ACCOUNTS],
];
// PGlite is one connection: its transactions run one after another, so one worker measures it.
for (const [scenario, accounts] of scenarios) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-ledger-bench-'));
  try {
    runs.push(runHarness(`pglite:${dir}`, scenario, 1, accounts));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
let hasPostgres = true;
for (const [scenario, accounts] of scenarios) {
  const database = await createPgDatabase();
  if (!database) {
    hasPostgres = false;
    console.warn(`PostgreSQL not reachable at ${PG_URL}: measuring PGlite only`);
    break;
  }
  try {
    runs.push(runHarness(database.url, scenario, PG_CONCURRENCY, accounts));
  } finally {
    await database.drop();
  }
}

let failed = false;
const rows = runs.map((r) => {
  const sound =
    r.errors === 0 &&
    r.invariants.unbalancedCurrencies === 0 &&
    r.invariants.negativeAccounts === 0 &&
    r.invariants.balanceMismatches === 0;
  if (!sound) failed = true;
  console.log(
    `${r.target} ${r.scenario} (${r.accounts} accounts, ${r.concurrency} at once): ${r.perSecond} transfers/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${sound ? 'invariants hold' : 'INVARIANTS BROKEN'}`,
  );
  const cpu = `${r.cpuMs.node}${r.cpuMs.postgres === null ? '' : ` + ${r.cpuMs.postgres}`}`;
  return `| ${r.target} | ${r.scenario === 'pair' ? 'one account pair' : 'spread'} | ${r.accounts} | ${r.concurrency} | ${r.transfers} | **${r.perSecond}** | ${r.p50} | ${r.p99} | ${cpu} | ${sound ? 'hold' : '**broken**'} |`;
});

const spreadPg = runs.find((r) => r.target === 'postgres' && r.scenario === 'spread');
const verdict = spreadPg
  ? `Target (PostgreSQL, spread: at least ${TARGET.perSecond} transfers/s with p99 under ${TARGET.p99} ms): ${
      spreadPg.perSecond >= TARGET.perSecond && spreadPg.p99 < TARGET.p99 ? '**met**' : '**not met**'
    } (${spreadPg.perSecond}/s, p99 ${spreadPg.p99} ms).`
  : 'Target not measured: no PostgreSQL server.';
console.log(verdict);

writeSection(
  'ledger',
  `## Ledger transfers

\`node bench/ledger.mjs\`: transfers of 1 K-Point between users' accounts through the ledger service
(\`post\`: lock both accounts \`FOR UPDATE\` in id order, check, then one statement writing the
entry, both balances and both postings under the balance CHECK and the postings trigger), each in its
own transaction committed with PostgreSQL's defaults (\`synchronous_commit=on\`, \`fsync=on\`).
${SECONDS} s per run after a 1 s warm-up, each on a fresh database (PGlite in a temporary data
folder, as \`npm start\` runs it; PostgreSQL ${hasPostgres ? 'on this machine, a throw-away database' : 'not available'}).
"One account pair" sends every transfer between the same two accounts (both ways), so they queue on
the two row locks; "spread" picks two of ${SPREAD_ACCOUNTS} accounts at random. PGlite has one connection,
so one worker; PostgreSQL gets ${PG_CONCURRENCY} workers on a pool of ${PG_CONCURRENCY} connections. After each run
the invariants are checked over the whole ledger: postings sum to zero per currency, no account
below zero that may not be, every balance equal to the sum of its postings.
Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.

| database | accounts used | accounts | workers | transfers | transfers/s | p50 (ms) | p99 (ms) | CPU per transfer (ms) | invariants |
|---|---|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

CPU per transfer is this process's (the service, Drizzle and the driver; with PGlite, the database
too) plus, for PostgreSQL, all the server's processes over the run. On two cores shared by both, about
2 / (their sum) transfers per second is the ceiling; the figures move with whatever else the machine
runs. One account pair is bound by its two row locks, held from the lock to the commit's WAL flush.

${verdict}`,
);
process.exit(failed ? 1 : 0);
