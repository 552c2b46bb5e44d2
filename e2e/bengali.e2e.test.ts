import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { walkInLanguage } from './reader-journey';

/** The reader's own network (TEST-NET-3), as a gamer's phone has. */
const ADDRESS = '203.0.113.20';

// Issue 18, done when: the Hindi journey (hindi.e2e.test.ts) in Bengali, on a 360 px phone with
// nothing wider than the screen. The demo content has no Bengali: the operator texts the api says
// it sent in English (its fallback) are the only English allowed beside names and brands.

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ viewport: { width: 360, height: 800 }, locale: 'bn-IN', address: ADDRESS });
});
afterAll(() => browser.close());

describe('the journey in Bengali on a 360 px phone', () => {
  it('home, sign-in, a quest, a campaign, collecting earnings with the tax sheet and the store, all in Bengali and within the screen', async () => {
    const { page, errors } = await newPage(browser);
    await walkInLanguage(page, {
      language: 'bn',
      phone: true,
      englishFallbackAllowed: true,
      address: ADDRESS,
    });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
