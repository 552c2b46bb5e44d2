// Lighthouse (mobile settings: emulated mid-range phone, slow 4G, 4× CPU slowdown) on `/` of the
// production build, three runs, median performance score and LCP.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildWeb, startProduct } from '../scripts/product.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/browser.mjs';
import { machine, writeSection } from './results.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

buildWeb();
const product = await startProduct();
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(product.url + '/', {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audits = result.lhr.audits;
      runs.push({
        score: Math.round(result.lhr.categories.performance.score * 100),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue),
        fcp: Math.round(audits['first-contentful-paint'].numericValue),
        tbt: Math.round(audits['total-blocking-time'].numericValue),
        cls: audits['cumulative-layout-shift'].numericValue,
      });
      console.log(`run ${i + 1}: score ${runs.at(-1).score}, LCP ${runs.at(-1).lcp} ms`);
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await product.stop();
}

const m = {
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  fcp: median(runs.map((r) => r.fcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
};
console.log(
  `median of ${RUNS}: performance ${m.score}, LCP ${m.lcp} ms, FCP ${m.fcp} ms, TBT ${m.tbt} ms, CLS ${m.cls.toFixed(3)}`,
);
writeSection(
  'lighthouse',
  `## Lighthouse on \`/\` (mobile)

Lighthouse's default mobile settings (emulated phone, simulated slow 4G, 4× CPU slowdown) against the
production build served by \`npm start\`, Debian's Chromium, median of ${RUNS} runs.
Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.

| performance | LCP | FCP | TBT | CLS |
|---:|---:|---:|---:|---:|
| **${m.score}** | ${m.lcp} ms | ${m.fcp} ms | ${m.tbt} ms | ${m.cls.toFixed(3)} |

Runs: ${runs.map((r) => `${r.score} / ${r.lcp} ms`).join(', ')}.`,
);
