// The POG card image's render time (issue 17): the SVG built and rasterised to a 1200×630 PNG by
// sharp, through the api's own drawing code (bench/pog-card-harness.ts, run with tsx). A served PNG
// is drawn once per ETag and then kept in memory; this is the cost of that first drawing.
// Not part of `npm test`: `node bench/pog-card.mjs`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/product.mjs';
import { machine, writeSection } from './results.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const GOAL_MS = 250;

const result = spawnSync(TSX, ['bench/pog-card-harness.ts', String(RUNS)], {
  cwd: ROOT,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  timeout: 10 * 60_000,
});
if (result.status !== 0) throw new Error(`pog card harness failed: ${result.status}`);
const r = JSON.parse(result.stdout.trim().split('\n').at(-1));

const row = (name, x) =>
  `| ${name} | ${x.svg.p50} | ${x.svg.p95} | ${x.png.p50} | **${x.png.p95}** | ${Math.round(x.pngBytes / 1024)} KB |`;
const worst = Math.max(r.front.png.p95, r.frontWithAvatar.png.p95, r.back.png.p95);
const verdict = `PNG p95 ${worst} ms, goal under ${GOAL_MS} ms: ${worst < GOAL_MS ? '**met**' : '**not met**'}.`;
console.log(verdict);

writeSection(
  'pog-card',
  `## POG card images

\`node bench/pog-card.mjs\`: a card side drawn ${r.runs} times through the api's own code
(\`apps/api/src/modules/pog-scores/draw-card.ts\`): the SVG string built, then rasterised by sharp to a
1200×630 PNG. Times in ms. The route serves the SVG as is; a PNG is drawn once per ETag and kept
(an LRU of 32 MB), so this is the cost of a card's first PNG after its scores changed.

| side | SVG p50 | SVG p95 | PNG p50 | PNG p95 | PNG size |
|---|---|---|---|---|---|
${row('front (drawn silhouette)', r.front)}
${row('front (512×512 avatar PNG)', r.frontWithAvatar)}
${row('back', r.back)}

${verdict} Process RSS after the runs: ${r.rssMb} MB.

Measured on ${machine()}, ${new Date().toISOString().slice(0, 10)}, while other work ran on the machine.`,
);
