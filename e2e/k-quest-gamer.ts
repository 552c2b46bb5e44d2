import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Operator } from './operator';

/**
 * A gamer completing a K-Quest quest on its page, as they would: Start (or Play, off to the game
 * and back), then each stage: the game confirms it, or a proof sent from the stage's field, which
 * its pattern settles or an operator reviews. A clan chief's stage sends them to apply as one first.
 */

const baseURL = inject('baseURL');
const sampleGameURL = inject('sampleGameURL');
const gamer = inject('secondGamer');

/** A quest as the api gives it (the contract's questDetail, the fields used here). */
export type Quest = {
  id: string;
  slug: string;
  title: string;
  thirdPartyClientId: string | null;
  stages: { id: string; title: string; proofMethod: string; submissionType: string }[];
};

/** The gamer on their quests: who they are, whether they became a clan chief, and the operator. */
export type Quester = { username: string; isChief: boolean; operator: Operator };

const token = () => randomBytes(6).toString('hex');

/**
 * What the gamer posted or did elsewhere, as the link (or Steam id) a stage of this submission type
 * takes: each one new (a link proves one user's stage only).
 */
const PROOFS: Record<string, () => string> = {
  Discord: () => `https://discord.gg/${token()}`,
  Instagram: () => `https://www.instagram.com/p/${token()}/`,
  Twitter: () => `https://x.com/${gamer.x.username}/status/${BigInt(`0x${token()}`)}`,
  Facebook: () => `https://www.facebook.com/${gamer.x.username}/posts/${token()}`,
  YouTube: () => `https://www.youtube.com/watch?v=${token()}`,
  link: () => `https://example.com/reports/${token()}`,
  Steam: () => gamer.steamId,
};

const STATUS = {
  open: 'To do',
  review: 'Proof sent: waiting for review',
  done: 'Completed',
} as const;

/** A stage's card (the list item under its title). */
const stageCard = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** The stage's status line, once it reads one of `statuses`. */
async function statusOf(card: Locator, ...statuses: string[]): Promise<string> {
  const line = card.getByText(new RegExp(`^(${statuses.join('|')})$`));
  await line.waitFor({ timeout: 15_000 });
  return line.innerText();
}

/** Plays the sample game's run in the page it opened: as many targets as its goal says, and back. */
async function playTheGame(page: Page, quest: Quest) {
  await page.waitForURL((url) => url.href.startsWith(sampleGameURL), { timeout: 15_000 });
  const goal = await page.getByText(/^Hit \d+ targets in one run/).innerText();
  const hits = Number(/^Hit (\d+)/.exec(goal)![1]);
  await page.getByRole('button', { name: 'Start a run' }).click();
  for (let n = 1; n <= hits; n++) await page.getByRole('button', { name: `Target ${n}` }).click();
  await page.getByText(/stage completed/).waitFor({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to the quest' }).click();
  await page.waitForURL((url) => url.href.startsWith(baseURL), { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: quest.title }).waitFor();
}

/**
 * Applies as a clan chief on /clan-chief/ (the verified number is filled in; a city of the list,
 * not from a college), and the operator approves the application.
 */
async function becomeClanChief(page: Page, operator: Operator, username: string) {
  await page.goto(`${baseURL}/clan-chief/`);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('City').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Send application' }).click();
  await page.getByRole('heading', { name: 'Your application is under review' }).waitFor();
  await operator.approveClanChief(username);
  await page.reload();
  await page.getByRole('heading', { name: 'You are a clan chief' }).waitFor();
}

/**
 * Sends a stage's proof from its field; the stage completes at once (its moment shown and closed)
 * or waits for review: the value sent, to review, or null.
 */
export async function sendProof(page: Page, stage: Quest['stages'][number]): Promise<string | null> {
  const card = stageCard(page, stage.title);
  const proof = PROOFS[stage.submissionType];
  if (!proof) throw new Error(`stage ${stage.title} takes a ${stage.submissionType} proof: none here`);
  const value = proof();
  await card.getByLabel(`Your ${stage.submissionType} proof`).fill(value);
  await card.getByRole('button', { name: 'Send proof' }).click();
  const refused = card.getByRole('alert');
  const outcome = card.getByText(new RegExp(`^(${STATUS.review}|${STATUS.done})$`));
  await outcome.or(refused).first().waitFor({ timeout: 15_000 });
  if (await refused.count()) throw new Error(`${stage.title}: ${await refused.innerText()}`);
  if ((await outcome.innerText()) === STATUS.review) return value;
  const moment = page.getByRole('dialog', { name: `Stage complete: ${stage.title}` });
  await moment.getByRole('button', { name: 'Keep going' }).click();
  await moment.waitFor({ state: 'detached' });
  return null;
}

/**
 * Starts a live quest from its page (Play for a game's quest: the run is played there, and the game
 * reports the stage), completes every stage and checks the quest is completed, on the page and by
 * the api. The operator reviews what waits for review; a clan chief's stage makes the gamer one.
 */
export async function completeQuest(page: Page, quest: Quest, quester: Quester) {
  const path = `/k-quest/${quest.slug}`;
  const title = page.getByRole('heading', { level: 1, name: quest.title });
  const open = async () => {
    await page.goto(`${baseURL}${path}`);
    await title.waitFor();
  };
  await title.waitFor();
  if (quest.thirdPartyClientId) {
    await page.getByRole('button', { name: 'Play' }).click();
    await playTheGame(page, quest);
  } else {
    await page.getByRole('button', { name: 'Start quest' }).click();
  }
  await page.getByText('You are on this quest. Complete its stages below.').waitFor();

  const toReview: string[] = [];
  for (const stage of quest.stages) {
    const card = stageCard(page, stage.title);
    const status = await statusOf(card, STATUS.open, STATUS.review, STATUS.done);
    if (status !== STATUS.open) continue;
    if (await card.getByText(/confirms this stage when you reach it in the game/).count())
      throw new Error(`stage ${stage.title} of ${quest.title} waits for the game, which did not report it`);
    if (stage.proofMethod === 'clanchief/v2' && !quester.isChief) {
      // Only clan chiefs may send this proof (the api refuses others): the gamer applies first.
      await becomeClanChief(page, quester.operator, quester.username);
      quester.isChief = true;
      await open();
    }
    const sent = await sendProof(page, stage);
    if (sent) toReview.push(sent);
  }

  if (toReview.length) {
    await quester.operator.approveProofs(toReview);
    await open();
  }
  for (const stage of quest.stages)
    expect(await statusOf(stageCard(page, stage.title), STATUS.done), stage.title).toBe(STATUS.done);
  const status = await page.request.get(`${baseURL}/api/userquest/queststatus?questId=${quest.id}`);
  const { data } = (await status.json()) as { data: { userQuest: { status: string } | null } };
  expect(data.userQuest?.status, `${quest.title} completed`).toBe('completed');
}
