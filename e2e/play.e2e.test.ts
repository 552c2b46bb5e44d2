import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { checkScreen, signUp } from './helpers';

const baseURL = inject('baseURL');
const sampleGameURL = inject('sampleGameURL');

let browser: Browser;
beforeAll(async () => {
  browser = await launch(); // a 360 × 740 phone
});
afterAll(() => browser.close());

/** Plays one run of Target Rush (the sample game) in `frame`, hitting every target it shows. */
async function playRun(game: Pick<Page, 'getByRole'>, hits: number) {
  await game.getByRole('button', { name: 'Start a run' }).click();
  for (let n = 1; n <= hits; n++) await game.getByRole('button', { name: `Target ${n}` }).click();
}

describe('playing a third-party game in Chromium', () => {
  it('links a game username where asked, starts a quest, plays the sample game through the redirect and comes back with an earning ready', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const { username } = await signUp(page, new Set());

    // ---- Browse the games: link a username where a game asks for one --------------------
    await page.goto(`${baseURL}/games/`, { waitUntil: 'networkidle' });
    await page.getByLabel('Search games').fill('Colexion');
    const card = page.getByRole('article').filter({ hasText: 'Colexion' });
    await card.getByRole('button', { name: 'Add username — Colexion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add game username' });
    await dialog.getByLabel('Your user name').fill(username);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your user name for Colexion is saved.').waitFor();
    await checkScreen(page, '/games/');
    // Target Rush knows its players by the platform's token: its card offers Play instead.
    await page.getByLabel('Search games').fill('Target');
    await page
      .getByRole('article')
      .filter({ hasText: 'Target Rush' })
      .getByRole('link', { name: 'Play — Target Rush' })
      .waitFor();

    // ---- The quest: Play starts it and sends the player to the game with a code ----------
    await page.goto(`${baseURL}/k-quest/target-rush-first-run`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'First Run' }).waitFor();
    await checkScreen(page, 'the quest');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${sampleGameURL}/play`), { timeout: 15_000 });
    await page.getByText(`Playing as ${username}`).waitFor();

    // A run short of the goal reports nothing; a run of 5 completes the stage.
    await playRun(page, 5);
    await page.getByText(/stage completed/).waitFor({ timeout: 15_000 });

    // ---- Back on the platform: the stage is completed and its earning is ready ----------
    await page.getByRole('link', { name: 'Back to the quest' }).click();
    await page.waitForURL((url) => url.href.startsWith(baseURL), { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'First Run' }).waitFor();
    await page.getByText('Completed', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Collect your earnings' }).click();
    await page.getByRole('button', { name: /Collect First Run: Hit 5 targets/ }).waitFor();
    await checkScreen(page, '/collect-earnings');
    expect(errors).toEqual([]);
  });

  it('joins a tournament, plays it in the arena frame and finds the score on the live leaderboard; a past one shows its prizes', async () => {
    // A browser of its own: another player than the first test's.
    const player = await launch();
    onTestFinished(() => player.close());
    const { page, errors } = await newPage(player);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const { username } = await signUp(page, new Set());

    // ---- A concluded tournament has paid its prizes (the schedule job does it after start) ---
    await page.goto(`${baseURL}/tournaments/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Tournaments' }).waitFor();
    await checkScreen(page, '/tournaments/');
    await page.getByRole('tab', { name: 'Past' }).click();
    await page.getByRole('link', { name: 'Target Rush Launch Cup' }).click();
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: 'networkidle' });
          return page.getByText('Ended: prizes paid').count();
        },
        { timeout: 40_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    await page
      .getByText(/^Rank 1: /)
      .first()
      .waitFor();

    // ---- Join the free live cup and play it in the arena -----------------------------------
    await page.goto(`${baseURL}/tournaments/`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Target Rush Weekly Cup' }).click();
    await page.getByRole('button', { name: 'Join for free' }).click();
    await page.getByText('You are in this tournament.').waitFor();
    await checkScreen(page, 'a tournament');
    // The tournament's Play (the tab bar has a Play too).
    await page.getByRole('main').getByRole('link', { name: 'Play', exact: true }).click();
    await page.waitForURL(/\/klash\?game=target-rush&tournament=/);
    // Target Rush knows the player by the platform's token: the arena asks no game username.
    await page.getByTitle('Target Rush, the game').waitFor({ timeout: 15_000 });
    const game = page.frameLocator('iframe[title="Target Rush, the game"]');
    await game.getByText(`Playing as ${username}`).waitFor({ timeout: 15_000 });
    await checkScreen(page, 'the arena with the game in its frame');
    await playRun(game, 6);
    await game.getByText(/reported to the tournament/).waitFor({ timeout: 25_000 });

    // ---- Back on the tournament: the live leaderboard has the run -----------------------
    await game
      .getByRole('link', { name: /tournament/i })
      .first()
      .click();
    await page.waitForURL(/\/tournaments\/\?id=/, { timeout: 15_000 });
    const mine = page.getByRole('row').filter({ hasText: username });
    await mine.waitFor({ timeout: 15_000 });
    expect(await mine.innerText()).toMatch(/\b6\b/);
    expect(errors).toEqual([]);
  });
});
