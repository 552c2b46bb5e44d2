// API throughput: GET /api/health and one database read (GET /api/banners), on PGlite and on
// PostgreSQL, each as a ratio to a bare Fastify "hello" server measured in the same run.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { startProduct } from '../scripts/product.mjs';
import { machine, writeSection } from './results.mjs';
import { createPgDatabase, PG_URL } from './pg-database.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function load(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function startHello() {
  const child = spawn(process.execPath, ['hello-server.mjs'], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) =>
    child.stdout.on('data', (d) => resolve(Number(String(d).match(/listening (\d+)/)?.[1]))),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

const rows = [];
const hello = await startHello();
const baseline = await load(hello.url);
hello.stop();
console.log(`bare Fastify hello: ${baseline.rps} req/s, p99 ${baseline.p99} ms`);
rows.push(`| bare Fastify "hello" | — | ${baseline.rps} | ${baseline.p99} | 1.00 |`);

const targets = [{ db: 'pglite', env: {} }];
const pgDb = await createPgDatabase();
if (pgDb) targets.push({ db: 'postgres', env: { DATABASE_URL: pgDb.url } });
else console.warn(`PostgreSQL not reachable at ${PG_URL}: measuring PGlite only`);

for (const target of targets) {
  const product = await startProduct({ env: { ...target.env, WEB_DIST_DIR: '/nonexistent' } });
  try {
    for (const route of ['/api/health', '/api/banners?placement=home']) {
      const r = await load(product.url + route);
      const ratio = (r.rps / baseline.rps).toFixed(2);
      console.log(`${target.db} ${route}: ${r.rps} req/s, p99 ${r.p99} ms, ${ratio} of hello`);
      rows.push(`| \`GET ${route}\` | ${target.db} | ${r.rps} | ${r.p99} | ${ratio} |`);
    }
  } finally {
    await product.stop();
  }
}
await pgDb?.drop();

writeSection(
  'api-throughput',
  `## API throughput

autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after a 1 s warm-up; the product runs as
\`npm start\` runs it (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`), the baseline is a bare Fastify
server answering \`{ hello: 'world' }\`, both measured in the same run. \`/api/health\` runs \`select 1\`;
\`/api/banners\` reads a table through Drizzle and validates the answer with its zod schema.
Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.

| route | database | req/s | p99 (ms) | ratio to hello |
|---|---|---:|---:|---:|
${rows.join('\n')}`,
);
