// Draws the pages of src/prerender.tsx into the built shell (dist/index.html) and writes them to
// dist/prerendered/, with dist/prerendered/pages.json mapping each path to its file. The api sends
// these to readers of English arriving on those paths; every other path gets the plain shell.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const OUT = path.join(DIST, 'prerendered');
const ROOT_TAG = '<div id="root"></div>';

const { PRERENDERED_PAGES, renderPage } = await import(
  pathToFileURL(path.join(WEB, '.ssr/prerender.js')).href
);
// These pages go to readers of English only: they ask for its first-render texts with the entry,
// not after it (first-load-texts.json, written by locale-sections-plugin.ts).
const firstLoadTexts = JSON.parse(fs.readFileSync(path.join(DIST, 'first-load-texts.json'), 'utf8'));
if (!firstLoadTexts.en) throw new Error('first-load-texts.json names no English chunk');
const shell = fs
  .readFileSync(path.join(DIST, 'index.html'), 'utf8')
  .replace('</head>', `<link rel="modulepreload" crossorigin href="/${firstLoadTexts.en}"></head>`);
if (!shell.includes(ROOT_TAG)) throw new Error(`dist/index.html has no ${ROOT_TAG}`);

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT);
const pages = {};
for (const page of PRERENDERED_PAGES) {
  const markup = await renderPage(page.paths[0]);
  const html = shell.replace(
    ROOT_TAG,
    `<div id="root" data-prerendered="${page.paths.join(' ')}">${markup}</div>`,
  );
  fs.writeFileSync(path.join(OUT, `${page.name}.html`), html);
  // The same page for a browser that carries a session cookie: the header holds the account's
  // place instead of offering Sign in (styles.css, html[data-session]) until the session is read.
  fs.writeFileSync(
    path.join(OUT, `${page.name}.session.html`),
    html.replace('<html ', '<html data-session="hint" '),
  );
  for (const p of page.paths) pages[p] = `${page.name}.html`;
  console.log(
    `prerendered ${page.paths.join(', ')} → prerendered/${page.name}.html (${(html.length / 1024).toFixed(1)} KB)`,
  );
}
fs.writeFileSync(path.join(OUT, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
