import type { Page, Response } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { signUp } from './helpers';
import { injectTestWallet } from './injected-wallet.fixtures';
import { completeCampaign, fundForTasks, type Campaign } from './k-drop-gamer';
import { completeQuest, type Quest } from './k-quest-gamer';
import { signInOperator } from './operator';

// The demo's promise, kept end to end: a new gamer on a phone completes every campaign that is
// live and every quest that is live, as the demo data offers them today (found through the api,
// not listed here): every task of a campaign verified and its reward claimed, every stage of a
// quest completed. The outside world is the e2e world's local servers (X, Discord, Telegram,
// Steam, the chain, the sample game) and its operator, who reviews proofs. Nothing the gamer taps
// on these pages may lead to a 404 or to a provider this installation has not configured.

const baseURL = inject('baseURL');
const chain = inject('localChain');
const operatorPhone = inject('operatorPhone');

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ viewport: { width: 360, height: 800 } });
});
afterAll(() => browser.close());

/** An api answer's data, read with the page's session (its cookies), as the web reads it. */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${baseURL}${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The campaigns of a status the gamer is offered, every page of them, each with its tasks and progress. */
async function campaignsIn(page: Page, status: 'LIVE' | 'PUBLISHED'): Promise<Campaign[]> {
  const found: { slug: string }[] = [];
  for (let offset = 0; ;) {
    const list = await api<{ campaigns: { slug: string }[]; isLastCard: boolean; offset: number }>(
      page,
      `/api/platform-campaign-hub/airdrop-campaign/campaigns/by-state?status=${status}&pageLimit=20&offset=${offset}`,
    );
    found.push(...list.campaigns);
    if (list.isLastCard || list.campaigns.length === 0) break;
    offset = list.offset;
  }
  return Promise.all(
    found.map((c) => api<Campaign>(page, `/api/platform-campaign-hub/airdrop-campaign/${c.slug}`)),
  );
}

/** The live quests, every page of them, each with its stages. */
async function liveQuests(page: Page): Promise<Quest[]> {
  const found: { slug: string }[] = [];
  for (let offset = 0; ; offset += 50) {
    const list = await api<{ quests: { slug: string }[]; total: number }>(
      page,
      `/api/quest/live?limit=50&offset=${offset}`,
    );
    found.push(...list.quests);
    if (offset + 50 >= list.total) break;
  }
  return Promise.all(found.map((q) => api<Quest>(page, `/api/quest/${q.slug}`)));
}

/**
 * What went wrong in the api's answers to the page: a 404, or a provider or chain this
 * installation has not configured (an error code, or a check's error type, `…_NOT_CONFIGURED`).
 */
function watchAnswers(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL).origin || !url.pathname.startsWith('/api/')) return;
    const what = `${response.request().method()} ${url.pathname} ${response.status()}`;
    if (response.status() === 404) problems.push(what);
    if (response.status() >= 300 && response.status() < 400) return;
    response
      .text()
      .then((body) => {
        if (/_NOT_CONFIGURED\b/.test(body)) problems.push(`${what}: ${body.slice(0, 300)}`);
      })
      .catch(() => {});
  });
  return problems;
}

/** The links of the page's main content to the product's own pages. */
function ownLinks(page: Page): Promise<string[]> {
  return page.$$eval('main a[href]', (anchors) =>
    (anchors as HTMLAnchorElement[])
      .map((a) => new URL(a.href))
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
      .map((url) => url.pathname + url.search),
  );
}

/** Opens each link in a tab of its own: none may be the "Page not found" page. */
async function expectNoDeadEnds(browser: Browser, links: Iterable<string>) {
  const tab = await browser.context.newPage();
  for (const link of links) {
    await tab.goto(`${baseURL}${link}`);
    // Every page has its title, the 404 page too: once there is one, the page is what it will be.
    await tab.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await tab.getByRole('heading', { name: 'Page not found' }).count(), `${link}: a 404`).toBe(0);
  }
  await tab.close();
}

describe('the demo, completable', () => {
  it('lets a new gamer complete every live campaign and every live quest it offers', async () => {
    const { page, errors } = await newPage(browser);
    // The gamer's own wallet (a browser extension's, from the page's first script on): a new
    // account, so that it is linked to this gamer only.
    const privateKey = generatePrivateKey();
    const address = privateKeyToAccount(privateKey).address;
    await injectTestWallet(page, privateKey, { chainId: chain.chainId, rpcUrl: chain.rpcUrl });
    const problems = watchAnswers(page);
    const links = new Set<string>();

    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const { username } = await signUp(page, new Set());
    const quester = { username, isChief: false, operator: await signInOperator(operatorPhone) };

    // ---- K-Drop: every live campaign, every task verified, the reward claimed ---------------
    const campaigns = await campaignsIn(page, 'LIVE');
    expect(campaigns.length, 'the demo has a live campaign').toBeGreaterThan(0);
    await fundForTasks(
      campaigns.flatMap((c) => c.tasks),
      address,
    );
    for (const campaign of campaigns) {
      expect(campaign.tasks.length, `${campaign.title} has tasks to complete`).toBeGreaterThan(0);
      await completeCampaign(page, campaign);
      for (const link of await ownLinks(page)) links.add(link);
      const done = await api<Campaign>(page, `/api/platform-campaign-hub/airdrop-campaign/${campaign.slug}`);
      expect(done.progress, campaign.title).toMatchObject({
        tasksVerified: campaign.tasks.length,
        tasksTotal: campaign.tasks.length,
      });
      if (campaign.reward) expect(done.claim?.status, `${campaign.title}: reward`).toBe('credited');
    }

    // One announced, not started yet, cannot be completed today; once it starts it must be able
    // to be: it has tasks, and its pool can pay a reward.
    for (const upcoming of await campaignsIn(page, 'PUBLISHED')) {
      expect(upcoming.tasks.length, `${upcoming.title} has tasks`).toBeGreaterThan(0);
      if (upcoming.reward)
        expect(Number(upcoming.reward.poolRemaining), `${upcoming.title}'s pool`).toBeGreaterThanOrEqual(
          Number(upcoming.reward.amount),
        );
    }

    // ---- K-Quest: every live quest, from the list, every stage completed ---------------------
    const quests = await liveQuests(page);
    expect(quests.length, 'the demo has live quests').toBeGreaterThan(0);
    // The live quests of the list the gamer picks from are the api's.
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    const titles = quests.map((q) => q.title).sort();
    const showLive = async () => {
      await page.getByLabel('State').selectOption('live');
      await expect
        .poll(async () => (await cards.allInnerTexts()).sort(), { timeout: 10_000 })
        .toEqual(titles);
    };
    for (const quest of quests) {
      expect(quest.stages.length, `${quest.title} has stages`).toBeGreaterThan(0);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Quests' })
        .click();
      await page.waitForURL((url) => url.pathname === '/k-quest/');
      await showLive();
      await cards.getByText(quest.title, { exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/k-quest/${quest.slug}`);
      await completeQuest(page, quest, quester);
      for (const link of await ownLinks(page)) links.add(link);
    }

    // ---- My quests says so too; nothing on these pages was a dead end --------------------
    await page.goto(`${baseURL}/gamer/k-quest`);
    for (const quest of quests)
      await page
        .getByRole('listitem')
        .filter({ hasText: quest.title })
        .getByText(`All ${quest.stages.length} stages done`)
        .waitFor();
    await expectNoDeadEnds(browser, links);
    expect(problems).toEqual([]);
    // The local providers' pages have no icon: their 404s are not the product's.
    const origin = new URL(baseURL).origin;
    const providerIcons = (error: string) =>
      /^Failed to load resource: .*\b404\b.*\((https?:\/\/[^/]+)\/favicon\.ico\)$/.exec(error)?.[1];
    expect(errors.filter((error) => (providerIcons(error) ?? origin) === origin)).toEqual([]);
  }, 180_000);
});
