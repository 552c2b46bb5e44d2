import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, seriousViolations, type Browser } from './browser';

const baseURL = inject('baseURL');
const POLICIES = ['/aml-kyc-policy', '/privacy-policy', '/risk-disclosure-policy', '/terms-and-conditions'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('the app shell in Chromium', () => {
  it('loads the home page with no console errors', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.dataset.page)).toBe('Home');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('paints the home page and the policies before any script runs', async () => {
    const noScript = await launch();
    try {
      const page = await noScript.context.newPage();
      await page.route('**/*.js', (route) => route.abort());
      for (const path of ['/', '/privacy-policy']) {
        await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
        expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
        expect(await page.getByRole('banner').count(), path).toBe(1);
      }
    } finally {
      await noScript.close();
    }
  });

  it('serves /home/ as the home page too', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseURL}/home/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.dataset.page)).toBe('home');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches to Hebrew: right-to-left, translated, and remembered', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const englishHeading = await page.getByRole('heading', { level: 1 }).first().innerText();
    await page.getByRole('combobox', { name: /language/i }).selectOption('he');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('he');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().innerText())
      .not.toBe(englishHeading);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('he');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hides the header with ?header=false and the footer with ?footer=false', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseURL}/?header=false`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await page.goto(`${baseURL}/privacy-policy?footer=false`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await page.close();
  });

  it('renders each policy page with its written content', async () => {
    const { page, errors } = await newPage(browser);
    for (const path of POLICIES) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { message: path }).toBe(1);
      expect(await page.getByRole('heading', { level: 2 }).count(), path).toBeGreaterThanOrEqual(3);
      const words = (await page.locator('main').innerText()).split(/\s+/).length;
      expect(words, path).toBeGreaterThan(250);
      expect(await page.evaluate(() => document.body.dataset.page)).toBe(path.slice(1));
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseURL}/no-such-page/at-all`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('404').count()).toBeGreaterThan(0);
    const home = page.getByRole('main').getByRole('link', { name: /home/i });
    expect(await home.count()).toBeGreaterThan(0);
    await home.first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has no serious accessibility violations on these pages', async () => {
    const { page } = await newPage(browser);
    for (const path of ['/', '/privacy-policy', '/terms-and-conditions', '/no-such-page']) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      const violations = await seriousViolations(page);
      expect(
        violations.map((v) => `${path}: ${v.id} ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`),
      ).toEqual([]);
    }
    await page.close();
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const { page } = await newPage(browser);
    for (const path of ['/', '/privacy-policy', '/no-such-page']) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.close();
  });
});

describe('the installable app', () => {
  it('links a manifest with installable icons', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await fetch(new URL(href!, baseURL))).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const res = await fetch(new URL(icon.src, baseURL));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/png');
    }
    await page.close();
  });

  it('serves the shell offline once the service worker is installed', async () => {
    const offline = await launch();
    try {
      const page = await offline.context.newPage();
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload({ waitUntil: 'networkidle' }); // now controlled by the worker
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await offline.context.setOffline(true);
      await page.goto(`${baseURL}/privacy-policy`, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => page.getByRole('banner').count()).toBeGreaterThan(0);
    } finally {
      await offline.close();
    }
  });
});
