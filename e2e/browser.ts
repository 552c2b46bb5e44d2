import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the benchmarks, without type declarations
import { openBrowser } from '../scripts/browser.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Browser = { context: BrowserContext; close(): Promise<void> };

/**
 * Debian's Chromium with a fresh profile; with a `locale` (a BCP 47 tag such as hi-IN) its
 * navigator.languages and every request's Accept-Language ask for that language first, as a phone
 * set to it does; with an `address`, its requests come from that address (a network of its own).
 */
export function launch(
  options: { viewport?: { width: number; height: number }; locale?: string; address?: string } = {},
): Promise<Browser> {
  const { locale, address } = options;
  return openBrowser({
    viewport: options.viewport ?? { width: 360, height: 740 },
    ...(locale && { locale }),
    extraHTTPHeaders: {
      ...(locale && { 'accept-language': `${locale},${locale.split('-')[0]};q=0.9,en;q=0.5` }),
      // Through the e2e world's proxy (TRUST_PROXY), from a network of this browser's own.
      ...(address && { 'x-forwarded-for': address }),
    },
  });
}

/** A new page that records console errors and uncaught exceptions. */
export async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location().url;
      errors.push(where ? `${message.text()} (${where})` : message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** axe-core's serious and critical violations on the current page. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the devtools protocol: the page's CSP (script-src 'self') rightly refuses
  // an inline <script>, and the test must not loosen it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
