// `npm run design:screenshots`: a picture of each part of the design system (tokens, type,
// buttons, fields …) for docs/design.md, drawn from apps/web/src/design/gallery.tsx through the
// server build of the web (renderGallery) with the app's own stylesheet, at 360 px wide, in
// Debian's Chromium. SKIP_WEB_BUILD=1 reuses the last build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openBrowser } from './browser.mjs';
import { buildWebAsync, ROOT, startProduct } from './product.mjs';

const OUT = path.join(ROOT, 'docs/design');
const WEB = path.join(ROOT, 'apps/web');

if (process.env.SKIP_WEB_BUILD !== '1') await buildWebAsync();
const { renderGallery } = await import(pathToFileURL(path.join(WEB, '.ssr/prerender.js')).href);
const markup = await renderGallery();
const shell = fs.readFileSync(path.join(WEB, 'dist/index.html'), 'utf8');
const stylesheets = [...shell.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).join('');
const page = `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">${stylesheets}</head><body>${markup}</body></html>`;

fs.mkdirSync(OUT, { recursive: true });
const product = await startProduct();
const browser = await openBrowser({ viewport: { width: 360, height: 800 } });
try {
  const tab = await browser.context.newPage();
  // The gallery is served from the product's own origin, so that its art and stylesheet load.
  await tab.route(`${product.url}/design-gallery`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: page }),
  );
  await tab.goto(`${product.url}/design-gallery`, { waitUntil: 'networkidle' });
  const names = await tab.$$eval('[data-component]', (sections) =>
    sections.map((section) => section.getAttribute('data-component')),
  );
  for (const name of names) {
    const file = path.join(OUT, `${name}.png`);
    await tab.locator(`[data-component="${name}"]`).screenshot({ path: file });
    console.log(path.relative(ROOT, file));
  }
} finally {
  await browser.close();
  await product.stop();
}
