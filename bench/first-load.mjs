// What the browser downloads to show `/` on a first visit: JS (with any locale texts the scripts
// fetch) and CSS, gzip-compressed bytes, measured in a real browser with a fresh profile. Fails
// over the budget of 100 KB of JS.
import zlib from 'node:zlib';
import { buildWeb, startProduct } from '../scripts/product.mjs';
import { openBrowser } from '../scripts/browser.mjs';
import { machine, writeSection } from './results.mjs';

export const JS_BUDGET_BYTES = 100 * 1024;

buildWeb();
const product = await startProduct();

/** The readers measured: English, and the languages of our audience (issue 18). */
const READERS = ['en-US', 'hi-IN', 'bn-IN', 'ta-IN', 'te-IN', 'pt-BR'];

/** What a first visit of `/` downloads for a reader whose browser speaks `locale`. */
async function firstLoad(locale) {
  const browser = await openBrowser({ viewport: { width: 360, height: 740 }, locale });
  const files = [];
  try {
    const page = await browser.context.newPage();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      // A locale's whole texts are fetched as JSON (lib/i18n.ts): counted with the scripts.
      const isTexts = url.pathname.startsWith('/assets/') && url.pathname.endsWith('.json');
      const type = isTexts ? 'script' : response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({
        type,
        url: url.pathname,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(product.url + '/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
  } finally {
    await browser.close();
  }
  return files;
}

const loads = [];
try {
  for (const locale of READERS) loads.push({ locale, files: await firstLoad(locale) });
} finally {
  await product.stop();
}

const sum = (files, type, key) => files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
const kb = (n) => (n / 1024).toFixed(1);
const verdictOf = (js) => (js <= JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET');
for (const { locale, files } of loads) {
  const js = sum(files, 'script', 'gzip');
  console.log(
    `first load of / (${locale}): JS ${kb(js)} KB gzip (${js} bytes, ${files.filter((f) => f.type === 'script').length} files), CSS ${kb(sum(files, 'stylesheet', 'gzip'))} KB gzip — ${verdictOf(js)} (${kb(JS_BUDGET_BYTES)} KB)`,
  );
  for (const f of files) console.log(`  ${f.type.padEnd(10)} ${kb(f.gzip).padStart(6)} KB  ${f.url}`);
}

const [english] = loads;
writeSection(
  'first-load',
  `## First load of \`/\`

Everything the browser downloads as script or stylesheet to show \`/\` on a first visit (fresh profile,
360 × 740, the browser's language as given), each body gzip-compressed at level 9 and summed; locale
texts fetched as JSON count as script. Budget: ${kb(JS_BUDGET_BYTES)} KB of JS for every language. Each
language's texts of the first render are a chunk of a kilobyte or two (\`?first-load\`,
apps/web/locale-sections-plugin.ts); the rest comes with the first page or modal past it. Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.

| reader | JS files | JS gzip | CSS gzip |
|---|---:|---:|---:|
${loads
  .map(({ locale, files }) => {
    const js = sum(files, 'script', 'gzip');
    return `| ${locale} | ${files.filter((f) => f.type === 'script').length} | **${kb(js)} KB** (${js} bytes, ${verdictOf(js)}) | ${kb(sum(files, 'stylesheet', 'gzip'))} KB |`;
  })
  .join('\n')}

The files of the English reader's first load:

| file | type | gzip (KB) | raw (KB) |
|---|---|---:|---:|
${english.files.map((f) => `| \`${f.url}\` | ${f.type} | ${kb(f.gzip)} | ${kb(f.raw)} |`).join('\n')}`,
);
if (loads.some(({ files }) => sum(files, 'script', 'gzip') > JS_BUDGET_BYTES)) process.exit(1);
