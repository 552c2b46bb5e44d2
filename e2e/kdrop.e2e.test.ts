import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { checkScreen, signUp } from './helpers';
import { injectTestWallet } from './injected-wallet.fixtures';

const baseURL = inject('baseURL');
const chain = inject('localChain');
const xAccount = inject('xAccount');
const discordAccount = inject('discordAccount');
const telegramAccount = inject('telegramAccount');

const CAMPAIGN_PATH = '/gamer/k-drop/monsoon-airdrop';

let browser: Browser;
beforeAll(async () => {
  browser = await launch(); // a 360 × 740 phone
});
afterAll(() => browser.close());

/** An amount as the header writes it in English ('1,025', '25.5') in hundredths, exactly. */
function hundredths(text: string): number {
  const match = /^([\d,]+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: "${text}"`);
  const [, whole, fraction = ''] = match;
  return Number(whole!.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The K-Cash balance the header shows, in hundredths (its link's name carries the amount). */
async function headerKcash(page: Page): Promise<number> {
  const link = page.getByRole('banner').getByRole('link', { name: /^Balance: / });
  await link.waitFor();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return hundredths(/^Balance: (.+?) K-Cash\. /.exec(name)?.[1] ?? '');
}

/** The campaign's task at `position` (its row is named "Task N: <title>"). */
const taskRow = (page: Page, position: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Task ${position}: `) });

/** The one action button of a task's row (not "What is checked" nor "Why?"). */
const taskButton = (row: Locator, name: string) => row.getByRole('button', { name, exact: true });

/** The check passed: the "Task verified" modal, closed with Done, and the row's button says Verified. */
async function expectVerified(page: Page, position: number) {
  const verified = page.getByRole('dialog', { name: 'Task verified' });
  await verified.waitFor({ timeout: 15_000 });
  await verified.getByRole('button', { name: 'Done' }).click();
  await verified.waitFor({ state: 'detached' });
  const button = taskButton(taskRow(page, position), 'Verified');
  await button.waitFor();
  expect(await button.isDisabled()).toBe(true);
}

/** Presses a task's Validate and waits for it to pass. */
async function validate(page: Page, position: number) {
  await taskButton(taskRow(page, position), 'Validate').click();
  await expectVerified(page, position);
}

/**
 * Connects a task's account by leaving for the local provider: Continue → the task connect modal →
 * "Connect <account>" → (the modal that leaves) → the provider's page, where `approve` is pressed →
 * back through `/social-connect/<provider>` to the campaign, with "<account> connected".
 */
async function connectThroughProvider(
  page: Page,
  position: number,
  account: string,
  provider: string,
  approve: string,
  leave: (page: Page) => Promise<void> = async () => {},
) {
  await taskButton(taskRow(page, position), 'Continue').click();
  const connect = page.getByRole('dialog', { name: `Connect ${account}` });
  await connect.getByRole('button', { name: `Connect ${account}` }).click();
  await leave(page);
  await page.waitForURL((url) => !url.href.startsWith(baseURL), { timeout: 15_000 });
  await page.getByRole('button', { name: approve }).click();
  await page.waitForURL((url) => url.pathname === `/social-connect/${provider}`, { timeout: 15_000 });
  await page.waitForURL((url) => url.pathname === CAMPAIGN_PATH, { timeout: 15_000 });
  await page.getByText(`${account} connected`).waitFor();
}

/**
 * Opens a link-first task's steps (Continue), which name the account the check goes through, and
 * presses the modal's Validate.
 */
async function validateFromSteps(page: Page, position: number, handle: string) {
  await taskButton(taskRow(page, position), 'Continue').click();
  const steps = page.getByRole('dialog', { name: 'How to complete this task' });
  await steps.getByText(new RegExp(`Connected as @?${handle}$`)).waitFor();
  await steps.getByRole('button', { name: 'Validate' }).click();
  await expectVerified(page, position);
}

describe('K-Drop in Chromium', () => {
  it('opens the live Monsoon Airdrop, connects X, Discord, Telegram, Steam and a wallet, passes every task in order and claims 25 K-Cash', async () => {
    const { page, errors } = await newPage(browser);
    // The wallet lives in the page from its first script on, as a browser extension's does.
    const wallet = await injectTestWallet(page, chain.holder.privateKey, {
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await signUp(page, new Set());
    const startingKcash = await headerKcash(page);

    // ---- The home page's K-Drop row (loaded when it comes near) shows the live campaign --------
    const homeRow = page.getByRole('region', { name: 'K-Drop campaigns' });
    await homeRow.scrollIntoViewIfNeeded();
    await homeRow.getByRole('link', { name: 'Monsoon Airdrop' }).waitFor({ timeout: 15_000 });

    // ---- The K-Drop list, then the campaign ----------------------------------------------------
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'K-Drop' })
      .click();
    await page.waitForURL((url) => url.pathname === '/gamer/k-drop');
    const card = page.getByRole('article').filter({ hasText: 'Monsoon Airdrop' });
    await card.getByText('Get started').waitFor();
    await checkScreen(page, '/gamer/k-drop');
    await card.getByRole('link', { name: 'Monsoon Airdrop' }).click();
    await page.waitForURL((url) => url.pathname === CAMPAIGN_PATH);
    await page.getByRole('heading', { level: 1, name: 'Monsoon Airdrop' }).waitFor();
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByText('0 of 9 tasks verified').waitFor();
    await checkScreen(page, 'the campaign');

    // Task 2 waits for task 1: one line above the locked tasks says so (not each of their rows), and
    // a locked task's button, drawn as off, opens the lock modal naming task 1.
    const second = taskRow(page, 2);
    await page.getByText('Finish task 1 to unlock the next one. Locked: 8', { exact: true }).waitFor();
    expect(await page.getByText(/to unlock the next one/).count()).toBe(1);
    expect(await second.getByText(/unlock/).count()).toBe(0);
    // (X is not connected yet, so its button says Continue; locked, it only explains the lock.)
    await taskButton(second, 'Continue').click();
    const lock = page.getByRole('dialog', { name: 'Task locked' });
    await lock.getByText('1. Connect your X account').waitFor();
    await checkScreen(page, 'the lock modal');
    await lock.getByRole('button', { name: 'OK' }).click();

    // ---- 1. Link X, on the local X's authorize page -----------------------------------------
    // The social connect loading modal shows while the api gives X's page: its answer is held
    // (then let through as it was) until the modal has been seen, so the check is not a race.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/social/social-auth',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await connectThroughProvider(page, 1, 'X', 'twitter', 'Authorize app', async () => {
      const loading = page.getByRole('dialog', { name: 'Connect X' });
      await loading.getByText('Connecting your X account…').waitFor();
      await loading.getByText('You will go to X to allow the connection, then come back here.').waitFor();
      release();
    });
    await page.unrouteAll();
    await validate(page, 1);

    // ---- 2. Follow @kplay_gg (the local X's account already follows it) ---------------------
    await validateFromSteps(page, 2, xAccount.username);

    // ---- 3. Join the Discord server --------------------------------------------------------
    await connectThroughProvider(page, 3, 'Discord', 'discord', 'Authorize');
    await validateFromSteps(page, 3, discordAccount.username);

    // ---- 4. Join the Telegram channel: the Telegram connect modal, then Telegram's login ------
    await connectThroughProvider(page, 4, 'Telegram', 'telegram', 'Log in', async () => {
      const telegram = page.getByRole('dialog', { name: 'Connect Telegram' });
      await telegram.getByText(/Link your Telegram account/).waitFor();
      await telegram.getByRole('button', { name: 'Connect Telegram' }).click();
    });
    await validateFromSteps(page, 4, telegramAccount.username);

    // ---- 5. Link Steam -------------------------------------------------------------------------
    await connectThroughProvider(page, 5, 'Steam', 'steam', 'Sign in');
    await validate(page, 5);

    // ---- 6. Link the wallet: the injected wallet signs the Sign-In with Ethereum message ---------
    await taskButton(taskRow(page, 6), 'Continue').click();
    await page
      .getByRole('dialog', { name: 'Connect EVM wallet' })
      .getByRole('button', { name: 'Connect EVM wallet' })
      .click();
    await page
      .getByRole('dialog', { name: 'Connect EVM wallet' })
      .getByRole('button', { name: 'Connect wallet' })
      .click();
    const connected = page.getByRole('dialog', { name: 'Wallet connected' });
    await connected.waitFor({ timeout: 15_000 });
    // Linked, the task is checked again at once: its result opens above the success.
    await expectVerified(page, 6);
    await connected.getByText(new RegExp(`${chain.holder.address.slice(0, 6)}.*is now linked`)).waitFor();
    await connected.getByRole('button', { name: 'Done' }).click();
    const siwe = wallet.requests.find((r) => r.method === 'personal_sign');
    expect(String(siwe?.params[1]).toLowerCase()).toBe(chain.holder.address.toLowerCase());

    // ---- 7. Hold 1 KPT on chain 31337: read from the local node (the holder has 1000) ---------
    await validate(page, 7);

    // ---- 8. Visit the announcement: our redirect records it, then sends on (example.com) -----
    await taskButton(taskRow(page, 8), 'Continue').click();
    const visitSteps = page.getByRole('dialog', { name: 'How to complete this task' });
    const [tab, redirect] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .context()
        .waitForEvent('response', (response) => new URL(response.url()).pathname.endsWith('/visit')),
      visitSteps.getByRole('link', { name: /^Open the link/ }).click(),
    ]);
    // Recorded, the visit is sent on to the announcement (example.com, which may not load here).
    expect(redirect.status()).toBeGreaterThanOrEqual(300);
    expect(redirect.status()).toBeLessThan(400);
    expect(redirect.headers()['location']).toBe('https://example.com/kplay/monsoon-airdrop');
    await tab.close();
    await visitSteps.getByRole('button', { name: 'Validate' }).click();
    await expectVerified(page, 8);

    // ---- 9. The secret code: a wrong one fails with its reason, then MONSOON passes ------------
    await taskButton(taskRow(page, 9), 'Complete task').click();
    let codeSteps = page.getByRole('dialog', { name: 'How to complete this task' });
    await codeSteps.getByLabel('Code', { exact: true }).fill('MONSOOM');
    await codeSteps.getByRole('button', { name: 'Validate' }).click();
    const failed = page
      .getByRole('dialog')
      .filter({ hasText: 'This code is not the one this task asks for.' });
    await failed.waitFor({ timeout: 15_000 });
    await failed.getByRole('alert').getByText('This code is not the one this task asks for.').waitFor();
    await checkScreen(page, 'a failed check');
    await failed.getByRole('button', { name: 'Revalidate' }).click();
    codeSteps = page.getByRole('dialog', { name: 'How to complete this task' });
    await codeSteps.getByLabel('Code', { exact: true }).fill('MONSOON');
    await codeSteps.getByRole('button', { name: 'Validate' }).click();
    await expectVerified(page, 9);
    await page.getByText('9 of 9 tasks verified').waitFor();

    // ---- Claim: the wallet signs the EIP-712 claim on chain 31337, 25 K-Cash arrive -------------
    await page.getByText('Every task is verified: your reward is ready.').waitFor();
    await page.getByRole('button', { name: 'Claim reward' }).click();
    const sign = page.getByRole('dialog', { name: 'Sign reward claim' });
    await sign.getByRole('button', { name: 'Sign with wallet' }).click();
    const success = page.getByRole('dialog', { name: 'Reward disbursement success' });
    await success.getByText('25 K-Cash', { exact: true }).waitFor({ timeout: 15_000 });
    await checkScreen(page, 'the claim success modal');
    await success.getByRole('button', { name: 'Done' }).click();
    await page.getByText(/^Reward credited: 25 K-Cash on /).waitFor();
    await expect.poll(() => headerKcash(page), { timeout: 10_000 }).toBe(startingKcash + 2_500);

    const methods = wallet.requests.map((r) => r.method);
    expect(methods).toContain('personal_sign');
    expect(methods).toContain('eth_signTypedData_v4');
    const claim = wallet.requests.find((r) => r.method === 'eth_signTypedData_v4')!;
    expect(JSON.parse(String(claim.params[1]))).toMatchObject({
      domain: { chainId: chain.chainId },
      primaryType: 'Claim',
    });
    // The local X, Discord, Telegram and Steam pages have no icon: their 404s are not the product's.
    const origin = new URL(baseURL).origin;
    const providerIcons = (error: string) =>
      /^Failed to load resource: .*\b404\b.*\((https?:\/\/[^/]+)\/favicon\.ico\)$/.exec(error)?.[1];
    expect(errors.filter((error) => (providerIcons(error) ?? origin) === origin)).toEqual([]);
  }, 120_000);
});
