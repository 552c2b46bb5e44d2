// `npm run screenshots`: pictures of the product's pages as a gamer sees them, to look at before a
// change is called done (and for docs/design.md). Starts the product as the e2e tests do (the
// built web, the api in development mode with the demo data; SKIP_WEB_BUILD=1 reuses the build),
// signs a new user in by phone through the api (the code read from the dev outbox) unless
// SCREENSHOTS_SIGNED_OUT=1, and photographs each page at each size in each language.
//
// Settings (environment):
//   SCREENSHOTS_OUT        where the PNGs go (default /tmp/kp-screenshots)
//   SCREENSHOTS_PATHS      comma-separated paths (default: the pages of the tab bar and the account)
//   SCREENSHOTS_LANGUAGES  comma-separated languages (default en,pt,he)
//   SCREENSHOTS_SIZES      comma-separated WIDTHxHEIGHT (default 360x800,1280x800)
//   SCREENSHOTS_FULL_PAGE  1: the whole page, not only the first screen
import fs from 'node:fs';
import path from 'node:path';
import { openBrowser } from './browser.mjs';
import { buildWebAsync, startProduct } from './product.mjs';

const env = process.env;
const list = (value, fallback) => (value ? value.split(',').map((item) => item.trim()) : fallback);
const OUT = env.SCREENSHOTS_OUT || '/tmp/kp-screenshots';
const PATHS = list(env.SCREENSHOTS_PATHS, [
  '/',
  '/k-quest/',
  '/gamer/k-drop',
  '/klash',
  '/tournaments/',
  '/transaction-history/',
  '/k-store/',
  '/collect-earnings',
  '/profile/',
]);
const LANGUAGES = list(env.SCREENSHOTS_LANGUAGES, ['en', 'pt', 'he']);
const SIZES = list(env.SCREENSHOTS_SIZES, ['360x800', '1280x800']).map((size) => {
  const [width, height] = size.split('x').map(Number);
  return { width, height };
});
const SIGNED_OUT = env.SCREENSHOTS_SIGNED_OUT === '1';

/** A phone number of the demo's India (+91 9…), new each run. */
const waId = () => `919${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Signs a new user in through the api, in the browser context's cookie jar (the web then refreshes into it). */
async function signIn(request, base) {
  const number = waId();
  const login = await request.post(`${base}/api/authentication/login?source=website&region=IN`, {
    data: { waId: number, platform: 'browser', hostname: 'localhost' },
  });
  if (login.status() !== 201) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const outbox = await request.get(`${base}/api/dev/outbox?recipient=${encodeURIComponent(`+${number}`)}`);
  const code = (await outbox.json()).data?.[0]?.body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the outbox');
  const verify = await request.post(`${base}/api/authentication/verify`, {
    data: { challengeId: (await login.json()).data.challengeId, code },
  });
  if (verify.status() !== 200) throw new Error(`verify: ${verify.status()} ${await verify.text()}`);
  const token = (await verify.json()).data.accessToken;
  const register = await request.post(`${base}/api/authentication/register`, {
    headers: { authorization: `Bearer ${token}` },
    data: { username: `shot${number.slice(-6)}`, firstName: 'Asha' },
  });
  if (register.status() >= 300) throw new Error(`register: ${register.status()} ${await register.text()}`);
}

const fileName = (language, size, page) =>
  `${language}-${size.width}x${size.height}-${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;

async function main() {
  if (env.SKIP_WEB_BUILD !== '1') await buildWebAsync();
  fs.mkdirSync(OUT, { recursive: true });
  const product = await startProduct();
  const browser = await openBrowser();
  const base = product.url.replace('127.0.0.1', 'localhost');
  try {
    if (!SIGNED_OUT) await signIn(browser.context.request, base);
    const page = await browser.context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const language of LANGUAGES) {
      // The language, and (signed in) the hint that makes the web ask who is signed in.
      await page.addInitScript(
        ({ lang, signedIn }) => {
          localStorage.setItem('language', lang);
          if (signedIn) localStorage.setItem('loginMethod', 'phone');
        },
        { lang: language, signedIn: !SIGNED_OUT },
      );
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const target of PATHS) {
          await page.goto(base + target, { waitUntil: 'networkidle' });
          await page.waitForTimeout(300);
          const file = path.join(OUT, fileName(language, size, target));
          await page.screenshot({ path: file, fullPage: env.SCREENSHOTS_FULL_PAGE === '1' });
          console.log(file);
        }
      }
    }
    if (errors.length) console.warn(`Errors on the pages:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();
