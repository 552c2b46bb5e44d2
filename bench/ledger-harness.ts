// The ledger benchmark's worker (run by bench/ledger.mjs through tsx): transfers through the ledger
// service itself, each in its own transaction, as a module of the api would make them. Prints one
// JSON line with the figures and the invariant check.
//   tsx bench/ledger-harness.ts <pglite:DIR | postgres://…> <pair|spread> <seconds> <concurrency> <accounts>
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import { openPglite, openPostgres, type Database } from '@kp/api/src/db/client';
import { users } from '@kp/api/src/db/schema';
import { createLedgerRepository } from '@kp/api/src/modules/ledger/ledger.repository';
import { createLedgerService, type Account } from '@kp/api/src/modules/ledger/ledger.service';
import { systemClock } from '@kp/api/src/platform/clock';

const [
  target = 'pglite:',
  scenario = 'spread',
  secondsArg = '5',
  concurrencyArg = '8',
  accountsArg = '1000',
] = process.argv.slice(2);
const seconds = Number(secondsArg);
const concurrency = Number(concurrencyArg);
const RUN = String(10 + Math.floor(Math.random() * 90));
const accountCount = scenario === 'pair' ? 2 : Number(accountsArg);
const FUNDING = 10n ** 12n; // far more than a run can move out of one account

const database: Database = target.startsWith('pglite:')
  ? await openPglite(target.length > 'pglite:'.length ? { dataDir: target.slice('pglite:'.length) } : {})
  : await openPostgres(target, { max: concurrency });
await database.migrate();
const { db } = database;
const ledger = createLedgerService({
  repository: createLedgerRepository(db),
  currencies: createCurrencyRegistry(),
  clock: systemClock,
});

// Users, one K-Points account each (their phone numbers unique to this run), funded from the treasury in one entry per batch.
const accounts: Account[] = [];
for (let offset = 0; offset < accountCount; offset += 500) {
  const batch = Math.min(500, accountCount - offset);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: batch }, (_, i) => ({
        phoneNumber: `+91${RUN}${String(offset + i).padStart(8, '0')}`,
      })),
    )
    .returning({ id: users.id });
  await db.transaction(async (tx) => {
    const treasury = await ledger.systemAccount(tx, 'treasury', 'KPOINTS');
    const mine: Account[] = [];
    for (const row of rows) mine.push(await ledger.userAccount(tx, row.id, 'KPOINTS'));
    await ledger.post(tx, {
      kind: 'grant',
      cause: { type: 'bench', id: 'funding' },
      postings: [
        { account: treasury, amount: -FUNDING * BigInt(mine.length) },
        ...mine.map((account) => ({ account, amount: FUNDING })),
      ],
      audit: { actorId: rows[0]!.id, reason: 'benchmark funding' },
    });
    accounts.push(...mine);
  });
}

function pickPair(n: number): [Account, Account] {
  if (scenario === 'pair') return n % 2 === 0 ? [accounts[0]!, accounts[1]!] : [accounts[1]!, accounts[0]!];
  const a = Math.floor(Math.random() * accounts.length);
  let b = Math.floor(Math.random() * (accounts.length - 1));
  if (b >= a) b += 1;
  return [accounts[a]!, accounts[b]!];
}

async function transfer(n: number) {
  const [from, to] = pickPair(n);
  await db.transaction((tx) =>
    ledger.transfer(tx, { kind: 'transfer', cause: { type: 'bench', id: String(n) }, from, to, amount: 1n }),
  );
}

// Warm-up (connections, plans), then the measured run.
let next = 0;
const warmUntil = performance.now() + 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < warmUntil) await transfer(next++);
  }),
);

/** CPU seconds the PostgreSQL server's processes have used so far, when they are on this machine. */
function postgresCpuSeconds(): number | null {
  try {
    const ticks = fs
      .readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .map((pid) => {
        try {
          if (!fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) return 0;
          const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
          return Number(fields[11]) + Number(fields[12]); // utime + stime
        } catch {
          return 0; // the process ended meanwhile
        }
      })
      .reduce((a, b) => a + b, 0);
    return ticks / 100; // USER_HZ
  } catch {
    return null;
  }
}

const latencies: number[] = [];
let errors = 0;
const pgCpuBefore = target.startsWith('pglite:') ? null : postgresCpuSeconds();
const nodeCpuBefore = process.cpuUsage();
const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await transfer(next++);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.error(error);
      }
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
const nodeCpu = process.cpuUsage(nodeCpuBefore);
const pgCpuAfter = pgCpuBefore === null ? null : postgresCpuSeconds();
const cpuMsPerTransfer = (seconds: number) =>
  Number(((seconds * 1000) / Math.max(1, latencies.length)).toFixed(3));

latencies.sort((a, b) => a - b);
const quantile = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
const integrity = await ledger.verifyIntegrity();
await database.close();

console.log(
  JSON.stringify({
    target: target.startsWith('pglite:') ? 'pglite' : 'postgres',
    scenario,
    concurrency,
    accounts: accountCount,
    transfers: latencies.length,
    errors,
    seconds: Number(elapsed.toFixed(2)),
    perSecond: Math.round(latencies.length / elapsed),
    p50: Number(quantile(0.5).toFixed(2)),
    p99: Number(quantile(0.99).toFixed(2)),
    // CPU per transfer: this process (the service, Drizzle, the driver, and PGlite itself when it is
    // PGlite) and the PostgreSQL server (all its processes, so including anything else it serves).
    cpuMs: {
      node: cpuMsPerTransfer((nodeCpu.user + nodeCpu.system) / 1e6),
      postgres:
        pgCpuBefore === null || pgCpuAfter === null ? null : cpuMsPerTransfer(pgCpuAfter - pgCpuBefore),
    },
    invariants: {
      unbalancedCurrencies: integrity.unbalancedCurrencies.length,
      negativeAccounts: integrity.negativeAccounts.length,
      balanceMismatches: integrity.balanceMismatches.length,
    },
  }),
);
