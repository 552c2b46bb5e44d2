// What the browser downloads to show `/` on a first visit: JS and CSS, gzip-compressed bytes,
// measured in a real browser with a fresh profile. Fails over the budget of 100 KB of JS.
import zlib from 'node:zlib';
import { buildWeb, startProduct } from '../scripts/product.mjs';
import { openBrowser } from '../scripts/browser.mjs';
import { machine, writeSection } from './results.mjs';

export const JS_BUDGET_BYTES = 100 * 1024;

buildWeb();
const product = await startProduct();
const browser = await openBrowser({ viewport: { width: 360, height: 740 } });
const files = [];
try {
  const page = await browser.context.newPage();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({
      type,
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(product.url + '/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
} finally {
  await browser.close();
  await product.stop();
}

const sum = (type, key) => files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
const js = sum('script', 'gzip');
const css = sum('stylesheet', 'gzip');
const kb = (n) => (n / 1024).toFixed(1);
const verdict = js <= JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
console.log(
  `first load of /: JS ${kb(js)} KB gzip (${files.filter((f) => f.type === 'script').length} files), CSS ${kb(css)} KB gzip — ${verdict} (${kb(JS_BUDGET_BYTES)} KB)`,
);
for (const f of files) console.log(`  ${f.type.padEnd(10)} ${kb(f.gzip).padStart(6)} KB  ${f.url}`);

writeSection(
  'first-load',
  `## First load of \`/\`

Everything the browser downloads as script or stylesheet to show \`/\` on a first visit (fresh profile,
360 × 740), each body gzip-compressed at level 9 and summed. Budget: ${kb(JS_BUDGET_BYTES)} KB of JS.
Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.

| what | gzip |
|---|---:|
| JS (${files.filter((f) => f.type === 'script').length} files) | **${kb(js)} KB** (${verdict}) |
| CSS | ${kb(css)} KB |

| file | type | gzip (KB) | raw (KB) |
|---|---|---:|---:|
${files.map((f) => `| \`${f.url}\` | ${f.type} | ${kb(f.gzip)} | ${kb(f.raw)} |`).join('\n')}`,
);
if (js > JS_BUDGET_BYTES) process.exit(1);
