import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { walkInLanguage } from './reader-journey';

/** The reader's own network (TEST-NET-3), as a gamer's phone has. */
const ADDRESS = '203.0.113.10';

// Issue 18, done when: a browser set to Hindi (hi-IN, as an Indian phone sends it) gets the whole
// journey in Hindi: home, sign-in with the SMS text in Hindi from the outbox, a quest, a campaign,
// collecting earnings with the tax sheet, the store; Indian number grouping; no English word
// outside names and brands (reader-language.ts says how a screen is read and judged).

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ viewport: { width: 412, height: 915 }, locale: 'hi-IN', address: ADDRESS });
});
afterAll(() => browser.close());

describe('the journey in Hindi', () => {
  it('home, sign-in, a quest, a campaign, collecting earnings with the tax sheet and the store, all in Hindi', async () => {
    const { page, errors } = await newPage(browser);
    // The demo content comes in Hindi: every operator text must be in Hindi too.
    await walkInLanguage(page, {
      language: 'hi',
      phone: false,
      englishFallbackAllowed: false,
      address: ADDRESS,
    });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
