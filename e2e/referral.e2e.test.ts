import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { checkScreen, signUp } from './helpers';

// The referral campaign at 360 × 800 in Chromium, against the real api: gamer A finds the invite on
// /my-pog, copies their referral link on the profile; gamer B opens it, signs up (the code is
// applied after registration) and checks in, a first action; A's progress shows one qualified
// gamer and the first milestone, and the referral reward waits on A's collect-earnings page (the
// settlement job pays within seconds).

const baseURL = inject('baseURL');
const PHONE = { width: 360, height: 800 };
const browsers: Browser[] = [];

async function gamer(url = `${baseURL}/`) {
  const browser = await launch({ viewport: PHONE });
  browsers.push(browser);
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { page, errors } = await newPage(browser);
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, errors };
}

const referralSection = (page: Page) => page.getByRole('region', { name: 'Invite gamers' });

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
});

describe('the referral campaign on a phone', () => {
  let a: Awaited<ReturnType<typeof gamer>>;
  let link: string;
  let friendName: string;

  it('A finds the invite from /my-pog and copies their referral link', async () => {
    a = await gamer();
    await signUp(a.page, new Set());
    await a.page.goto(`${baseURL}/my-pog`, { waitUntil: 'networkidle' });
    await a.page.getByRole('link', { name: 'Invite gamers and earn rewards' }).click();
    const section = referralSection(a.page);
    await section.getByText('Invite your first gamer').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => a.page.evaluate(() => location.pathname + location.hash))
      .toBe('/profile#referral');
    await checkScreen(a.page, 'the referral section, empty');

    await section.getByRole('button', { name: 'Copy your referral link' }).click();
    await section.getByRole('button', { name: 'Copy your referral link' }).getByText('Copied').waitFor();
    link = await a.page.evaluate(() => navigator.clipboard.readText());
    const copied = new URL(link);
    expect(copied.searchParams.get('ref')).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(copied.searchParams.get('utm_source')).toBe('copy');
    const x = new URL((await section.getByRole('link', { name: 'X' }).getAttribute('href'))!);
    expect(new URL(x.searchParams.get('url')!).searchParams.get('utm_source')).toBe('x');
  });

  it('B signs up through the link and completes a first action', async () => {
    // The link names the installation's PUBLIC_URL; the test's world answers on baseURL.
    const through = new URL(link);
    const b = await gamer(`${baseURL}/${through.search}`);
    ({ username: friendName } = await signUp(b.page, new Set()));
    await b.page
      .getByText('Your friend’s referral code was applied to your account.')
      .waitFor({ timeout: 15_000 });
    await b.page.goto(`${baseURL}/profile`, { waitUntil: 'networkidle' });
    await b.page.getByRole('button', { name: /^Check in/ }).click();
    await b.page.getByText('Checked in today').first().waitFor({ timeout: 15_000 });
    expect(b.errors).toEqual([]);
  });

  it('A sees one qualified gamer, the first milestone reached and the reward to collect', async () => {
    const section = referralSection(a.page);
    const invited = section.getByRole('region', { name: 'Gamers you invited' }).getByRole('listitem');
    // Qualified at B's check-in; paid by the settlement job within seconds: read again until then.
    await expect
      .poll(
        async () => {
          await a.page.reload({ waitUntil: 'networkidle' });
          await section.getByText(/^Qualified: /).waitFor({ timeout: 15_000 });
          if ((await section.getByText('Qualified: 1 · Signed up: 1').count()) === 0)
            return 'not qualified yet';
          return (await invited.first().textContent())?.includes('+20 K-Cash') ? 'paid' : 'not paid yet';
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe('paid');
    expect(await invited.first().textContent()).toContain(friendName);
    expect(await invited.first().textContent()).toContain('Qualified');
    const first = section.getByRole('region', { name: 'Milestones' }).getByRole('listitem').first();
    expect(await first.textContent()).toContain('Reached');
    await checkScreen(a.page, 'the referral section with a qualified gamer');

    await section.getByRole('link', { name: 'Collect your earnings' }).click();
    await a.page
      .getByText('Referral reward: a gamer you invited qualified')
      .first()
      .waitFor({ timeout: 15_000 });
    await checkScreen(a.page, 'the collect-earnings page with the referral reward');
    expect(a.errors).toEqual([]);
  });
});
