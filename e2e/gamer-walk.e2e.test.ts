import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { checkScreen, signUp } from './helpers';

// A new gamer on a 360×800 phone walks everything the product puts in front of them: the five
// destinations of the bottom tab bar, and every link and card of the home page. Nothing they can
// tap may lead to a 404, scroll sideways, fail axe's serious rules, or show a broken picture or
// one without its size (which would shift the page as it loads).

const baseURL = inject('baseURL');
const TAB_BAR_DESTINATIONS = ['Home', 'Quests', 'K-Drop', 'Play', 'Wallet'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ viewport: { width: 360, height: 800 } });
});
afterAll(() => browser.close());

/** The bottom tab bar of a phone: the navigation landmark holding the five destinations. */
const tabBar = (page: Page) =>
  page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Wallet', exact: true }) });

/** What a page must be, wherever a tap led: found, within the screen, accessible, its pictures whole. */
async function checkPage(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('heading', { name: 'Page not found' }).count(), `${what}: a 404`).toBe(0);
  await checkScreen(page, what);
  // Pictures below the fold load when scrolled to: bring each into view before looking at it.
  const images = page.locator('main img');
  for (let i = 0; i < (await images.count()); i++) await images.nth(i).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // A lazy picture starts loading a moment after it comes into view: give each time to finish.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('main img')).every((img) => (img as HTMLImageElement).complete),
      undefined,
      // A picture the api draws at its first request can take long on a loaded machine; a broken
      // one is `complete` at once, so a longer wait hides nothing.
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  const broken = await page.$$eval('main img', (imgs) =>
    (imgs as HTMLImageElement[])
      .map((img) => {
        const why = !img.complete
          ? 'still loading'
          : img.naturalWidth === 0
            ? 'broken'
            : !img.getAttribute('width') || !img.getAttribute('height')
              ? 'without its size'
              : '';
        return why && `${img.currentSrc || img.src}: ${why}`;
      })
      .filter(Boolean),
  );
  // One still loading after that wait on a machine busy with every other suite is not broken if its
  // address answers a picture: ask it directly.
  const found: string[] = [];
  for (const entry of broken) {
    const [, src] = /^(.*): still loading$/.exec(entry) ?? [];
    const response = src ? await page.request.get(src, { timeout: 60_000 }).catch(() => null) : null;
    const picture = response?.ok() && response.headers()['content-type']?.startsWith('image/');
    if (!picture) found.push(entry);
  }
  expect.soft(found, `${what}: pictures broken or without their size`).toEqual([]);
}

describe('a gamer’s walk on a phone', () => {
  it('reaches the five destinations of the tab bar and every link of the home page, with no dead end', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await signUp(page, new Set());

    const bar = tabBar(page);
    for (const name of TAB_BAR_DESTINATIONS)
      expect(await bar.getByRole('link', { name, exact: true }).isVisible(), `tab ${name}`).toBe(true);
    for (const name of TAB_BAR_DESTINATIONS) {
      await bar.getByRole('link', { name, exact: true }).click();
      await checkPage(page, `the ${name} tab (${new URL(page.url()).pathname})`);
      expect(await bar.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
    }

    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const links = await page.$$eval('main a[href]', (anchors) =>
      (anchors as HTMLAnchorElement[])
        .map((a) => new URL(a.href))
        .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
        .map((url) => url.pathname + url.search),
    );
    expect(links.length, 'the home page leads somewhere').toBeGreaterThan(3);
    for (const link of [...new Set(links)]) {
      await page.goto(`${baseURL}${link}`, { waitUntil: 'networkidle' });
      await checkPage(page, `${link} (from the home page)`);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
