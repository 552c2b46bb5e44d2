import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { checkScreen, readCode, signUp } from './helpers';
import { sendProof, type Quest } from './k-quest-gamer';
import { signInOperator, type Operator } from './operator';

// Clans on a 360×800 phone against the real api: a chief is approved and creates a clan with a
// logo through the create clan code; two gamers find it and join; one leaves and is refused
// rejoining for the rule's days (the wait-list modal); both finish a quest stage and move, with
// their clan, on the weekly leaderboards; the chief's delete waits for the rule's days (the
// world's development clock moved past them), then goes through the delete clan code. The promotion overlay shows to a clanless gamer
// and never to a member.

const baseURL = inject('baseURL');
const PHONE = { width: 360, height: 800 };
const RULES = {
  minDaysBeforeClanDelete: 7,
  minDaysToJoinClanAfterLeaving: 3,
  minDaysToRecreateClanAfterDelete: 0,
};

type Player = { browser: Browser; page: Page; errors: string[]; number: string; username: string };
const browsers: Browser[] = [];
const read = new Set<string>();
let operator: Operator;

async function player(): Promise<Player> {
  const browser = await launch({ viewport: PHONE });
  browsers.push(browser);
  const { page, errors } = await newPage(browser);
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  const { number, username } = await signUp(page, read);
  return { browser, page, errors, number, username };
}

/** Moves the api's development clock (the e2e world runs with DEV_CLOCK). */
async function moveClock(body: { days?: number; minutes?: number; reset?: boolean }) {
  const res = await fetch(`${baseURL}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The overlay's schedule made due now, as one carried over from an earlier visit would be. */
async function overlayDueNow(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      'clanOverlay',
      JSON.stringify({ showings: 0, shownInSession: null, scheduledAt: Date.now() }),
    ),
  );
}
const overlayState = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('clanOverlay') ?? 'null') as {
        scheduledAt: number | null;
        showings: number;
      },
  );

afterAll(async () => {
  await moveClock({ reset: true });
  await Promise.all(browsers.map((b) => b.close()));
});

describe('clans on a phone', () => {
  let chief: Player;
  let first: Player;
  let second: Player;
  const clanName = `Raiders ${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;

  it('an approved chief creates a clan with a logo through the create clan code', async () => {
    // The operator's sign-in reads its code with expect.poll: inside a test.
    operator = await signInOperator(inject('operatorPhone'));
    await operator.setClanRules(RULES);
    chief = await player();
    const { page } = chief;
    await page.goto(`${baseURL}/clan-chief/`);
    await page.getByLabel('Email').fill(`${chief.username}@example.com`);
    await page.getByLabel('City').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Your application is under review' }).waitFor();
    await operator.approveClanChief(chief.username);
    await page.reload();
    await page.getByRole('link', { name: 'Create your clan' }).click();
    await page.getByRole('region', { name: 'Create your clan' }).waitFor();
    await checkScreen(page, 'the create clan form');

    // A picture that is not a JPEG is refused before anything is sent.
    await page
      .getByLabel('Choose a logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a jpeg') });
    await page.getByText('Only JPEG images are allowed').waitFor();
    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e11d48' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Choose a logo')
      .setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: logo });
    await page.getByLabel('Replace logo').waitFor();

    await page.getByRole('textbox', { name: 'Clan name' }).fill(clanName);
    await page.getByRole('combobox', { name: 'City' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Description' }).fill('We raid every evening.');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new clan' });
    await dialog.getByLabel('One-time code').fill(await readCode(`+91${chief.number}`, read));
    await dialog.getByRole('button', { name: 'Create clan' }).click();
    await page.getByRole('heading', { level: 2, name: clanName }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('1/50', { exact: true }).count()).toBe(1);
    const logoSrc = await page.locator('main img').nth(1).getAttribute('src');
    expect(logoSrc).toMatch(/^\/api\/platform-clans\/images\//);
    // The clan is new: deleting it waits for the rule's days, and the button says when.
    expect(await page.getByRole('button', { name: /Delete possible from/ }).isDisabled()).toBe(true);
    await checkScreen(page, 'the clan page of its chief');
  });

  it('two gamers find the clan by its name and join it', async () => {
    first = await player();
    second = await player();
    for (const gamer of [first, second]) {
      const { page } = gamer;
      await page.goto(`${baseURL}/gamer/my-clan`);
      await page.getByRole('searchbox', { name: 'Search clans' }).fill(clanName);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: `Join ${clanName}` }).click();
      await page.getByRole('heading', { level: 2, name: clanName }).waitFor({ timeout: 15_000 });
    }
    const members = second.page.getByRole('region', { name: 'Members' });
    await expect.poll(() => members.getByRole('listitem').count()).toBe(3);
    expect(await second.page.getByText('3/50', { exact: true }).count()).toBe(1);
    await checkScreen(second.page, 'the clan page of a member');
  });

  it('they finish a quest stage, earn its XP and move on the weekly leaderboards, with their clan', async () => {
    const res = await fetch(`${baseURL}/api/quest/cricket-clash-super-over`);
    const quest = ((await res.json()) as { data: Quest }).data;
    const stage = quest.stages.find((s) => s.submissionType === 'Discord')!;
    for (const gamer of [first, second]) {
      const { page } = gamer;
      await page.goto(`${baseURL}/k-quest/${quest.slug}`);
      await page.getByRole('button', { name: 'Start quest' }).click();
      await page.getByText('You are on this quest. Complete its stages below.').waitFor();
      // The header's level ring says the XP: none yet, then the stage's 50.
      const level = (xp: number) => page.getByRole('img', { name: `Level 1: ${xp} of 100 XP to level 2` });
      await level(0).waitFor();
      expect(await sendProof(page, stage), 'verified at once').toBeNull();
      await level(50).waitFor();

      await page.goto(`${baseURL}/k-quest/?leaderboard`);
      await page.getByRole('button', { name: 'This week', pressed: true }).waitFor();
      const me = page.locator('tr[aria-current="true"]');
      await expect.poll(() => me.innerText()).toMatch(new RegExp(`${gamer.username}\\s+You\\s+50`));
    }
    const { page } = second;
    await page.getByRole('tab', { name: 'Clans' }).click();
    const ours = page.locator('tr[aria-current="true"]');
    // The clan scores its members' XP this week: the chief's 0 and the two stages' 50 each.
    await expect.poll(() => ours.innerText()).toMatch(new RegExp(`${clanName}\\s+Your clan\\s+100`));
    await checkScreen(page, 'the weekly clan leaderboard');
  });

  it('shows the promotion overlay to nobody in a clan', async () => {
    const { page } = second;
    await overlayDueNow(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await expect.poll(async () => (await overlayState(page)).scheduledAt, { timeout: 15_000 }).toBeNull();
    expect(await page.getByRole('dialog', { name: 'Join a clan' }).count()).toBe(0);
    expect((await overlayState(page)).showings).toBe(0);
  });

  it('a member leaves, is told the rule’s wait, and is refused rejoining with the wait-list modal', async () => {
    const { page } = first;
    await page.goto(`${baseURL}/my-clan/`);
    await page.getByRole('button', { name: 'Leave clan' }).click();
    const dialog = page.getByRole('dialog', { name: `Leave ${clanName}?` });
    await dialog
      .getByText(`You can join a clan again in ${RULES.minDaysToJoinClanAfterLeaving} days.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Leave clan' }).click();
    await page.getByRole('heading', { name: 'Find a clan' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search clans' }).fill(clanName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Join ${clanName}` }).click();
    const waitList = page.getByRole('dialog', { name: 'You can join a clan again soon' });
    await waitList.getByText(`${RULES.minDaysToJoinClanAfterLeaving} days left`).waitFor();
    await checkScreen(page, 'the wait-list modal');
    await waitList.getByRole('button', { name: 'OK' }).click();
  });

  it('shows the promotion overlay to a clanless gamer, inviting them to browse clans', async () => {
    const { page } = first;
    await overlayDueNow(page);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const overlay = page.getByRole('dialog', { name: 'Join a clan' });
    await overlay.waitFor({ timeout: 15_000 });
    await checkScreen(page, 'the clan promotion overlay');
    await overlay.getByRole('link', { name: 'Browse clans' }).click();
    await page.getByRole('heading', { name: 'Find a clan' }).waitFor();
    expect(await overlayState(page)).toMatchObject({ showings: 1, scheduledAt: null });
  });

  it('the chief deletes the clan through the delete clan code once the rule’s days have passed', async () => {
    const { page } = chief;
    for (const p of [chief, first, second]) expect(p.errors, p.username).toEqual([]);
    // The world's development clock (DEV_CLOCK) moved past the rule's days; put back at the end.
    await moveClock({ days: RULES.minDaysBeforeClanDelete, minutes: 1 });
    await page.reload();
    await page.getByRole('button', { name: 'Delete clan' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${clanName}?` })
      .getByRole('button', { name: 'Send code' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm deleting your clan' });
    await dialog.getByLabel('One-time code').fill(await readCode(`+91${chief.number}`, read));
    await dialog.getByRole('button', { name: 'Delete clan' }).click();
    await page.getByRole('heading', { name: 'Create your clan' }).waitFor({ timeout: 15_000 });
    // Its member is released: in no clan, free to join another at once.
    await second.page.goto(`${baseURL}/my-clan/`);
    await second.page.getByRole('heading', { name: 'Find a clan' }).waitFor();
    // A week on, the access tokens have expired: a page's first ask is refused, and the session
    // renewed (the browser logs the refusal). Nothing else went wrong.
    const expired = /status of 401 \(Unauthorized\) \(.*\/api\/users\/me\/profile\)$/;
    for (const p of [chief, first, second])
      expect(
        p.errors.filter((e) => !expired.test(e)),
        p.username,
      ).toEqual([]);
    await moveClock({ reset: true });
    await operator.setClanRules({
      minDaysBeforeClanDelete: 7,
      minDaysToJoinClanAfterLeaving: 3,
      minDaysToRecreateClanAfterDelete: 30,
    });
  });
});
