import type { Locator, Page } from 'playwright-core';
import { createWalletClient, erc20Abi, http, publicActions, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { expect, inject } from 'vitest';

/**
 * A gamer completing a K-Drop campaign on its page, as they would: each task's one button, the
 * modal it opens (the steps, or the connect modal that leaves for the provider's page and comes
 * back), its link, its code, then the claim. What the outside world does (the local providers
 * offering the gamer's accounts, the chain holding their tokens) stands in for the real services.
 */

const baseURL = inject('baseURL');
const chain = inject('localChain');
const gamer = inject('secondGamer');

/** A campaign's task as the api gives it (the contract's campaignTask, the fields used here). */
export type Task = {
  position: number;
  type: string;
  title: string;
  description: string;
  config: Record<string, unknown>;
};
export type Campaign = {
  id: string;
  slug: string;
  title: string;
  status: string;
  claimRequiresSignature: boolean;
  reward: { amount: string; currency: string; poolRemaining: string } | null;
  tasks: Task[];
  progress: { tasksVerified: number; tasksTotal: number } | null;
  claim: { status: string } | null;
};

/**
 * The provider pages of the local X, Discord, Telegram and Steam: the name the product gives the
 * account, its callback path, the account the gamer picks and the button that allows it.
 */
const PROVIDERS: Record<string, { path: string; account: string; approve: string }> = {
  X: { path: 'twitter', account: gamer.x.id, approve: 'Authorize app' },
  Discord: { path: 'discord', account: gamer.discord.id, approve: 'Authorize' },
  Telegram: { path: 'telegram', account: String(gamer.telegram.id), approve: 'Log in' },
  Steam: { path: 'steam', account: gamer.steamId, approve: 'Sign in' },
};
const WALLET = 'EVM wallet';

/** The task's row (named "Task N: <title>") and its one action button. */
const taskRow = (page: Page, position: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Task ${position}: `) });
const ACTIONS = ['Verified', 'Validate', 'Continue', 'Complete task', 'Revalidate'] as const;
const actionOf = (row: Locator) => row.getByRole('button', { name: new RegExp(`^(${ACTIONS.join('|')})$`) });

/**
 * The outside world holds what the hold-token tasks ask, on the local chain: the chain's funded
 * holder sends each token's minimum to the gamer's wallet (a transfer on chain, as a friend would).
 */
export async function fundForTasks(tasks: readonly Task[], to: Address) {
  const holder = createWalletClient({
    account: privateKeyToAccount(chain.holder.privateKey),
    chain: hardhat,
    transport: http(chain.rpcUrl),
  }).extend(publicActions);
  for (const task of tasks.filter((t) => t.type === 'hold_web3_token')) {
    const { chainId, tokenAddress, minBalance } = task.config as Record<string, string | number>;
    expect(chainId, `${task.title}: the e2e world runs chain ${chain.chainId} only`).toBe(chain.chainId);
    const hash = await holder.writeContract({
      address: tokenAddress as Hex,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, BigInt(minBalance!)],
    });
    expect((await holder.waitForTransactionReceipt({ hash })).status).toBe('success');
  }
}

/** The check passed: "Task verified", closed with Done; any other answer fails with its words. */
async function expectVerified(page: Page, task: Task) {
  const verified = page.getByRole('dialog', { name: 'Task verified' });
  try {
    await verified.waitFor({ timeout: 20_000 });
  } catch {
    const shown = await page.getByRole('dialog').allInnerTexts();
    throw new Error(`task ${task.position} (${task.title}) was not verified: ${shown.join(' | ')}`);
  }
  await verified.getByRole('button', { name: 'Done' }).click();
  await verified.waitFor({ state: 'detached' });
}

/** A task's modal must not say that this installation cannot connect the account it needs. */
async function expectConfigured(dialog: Locator, task: Task) {
  const refusal = dialog.getByText(/cannot connect .* accounts yet/);
  expect(await refusal.count(), `task ${task.position} (${task.title}): an account not configured`).toBe(0);
}

/** Connects an account from the task connect modal: on the provider's page, or the wallet's signature. */
async function connect(page: Page, task: Task, dialog: Locator, campaignPath: string) {
  const name = /^Connect (.+)$/.exec((await dialog.getByRole('heading').first().innerText()).trim())?.[1];
  await expectConfigured(dialog, task);
  if (name === WALLET) {
    await dialog.getByRole('button', { name: `Connect ${WALLET}` }).click();
    await page
      .getByRole('dialog', { name: `Connect ${WALLET}` })
      .getByRole('button', { name: 'Connect wallet' })
      .click();
    const connected = page.getByRole('dialog', { name: 'Wallet connected' });
    await connected.waitFor({ timeout: 15_000 });
    // Linked, the task is checked again at once: its result opens above the success.
    await expectVerified(page, task);
    await connected.getByRole('button', { name: 'Done' }).click();
    return;
  }
  const provider = name ? PROVIDERS[name] : undefined;
  if (!provider) throw new Error(`task ${task.position} asks to connect ${name}: no local provider for it`);
  await dialog.getByRole('button', { name: `Connect ${name}` }).click();
  if (name === 'Telegram') {
    // Telegram has a modal of its own before its login page.
    await page
      .getByRole('dialog', { name: 'Connect Telegram' })
      .getByRole('button', { name: 'Connect Telegram' })
      .click();
  }
  await page.waitForURL((url) => !url.href.startsWith(baseURL), { timeout: 15_000 });
  await page.locator('select').selectOption(provider.account);
  await page.getByRole('button', { name: provider.approve }).click();
  await page.waitForURL((url) => url.pathname === campaignPath, { timeout: 15_000 });
  await page.getByText(`${name} connected`).waitFor();
}

/** The steps modal: the task's link opened first, its code typed in (the task tells it), then Validate. */
async function followSteps(page: Page, task: Task, steps: Locator) {
  await expectConfigured(steps, task);
  const link = steps.getByRole('link', { name: /^Open the link/ });
  if (await link.count()) {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    // Our redirect records the visit and sends the tab on, to a site this world may not reach.
    await tab.close();
  }
  const code = steps.getByLabel('Code', { exact: true });
  if (await code.count()) {
    const told = /\bcode is ([A-Za-z0-9_-]+)/i.exec(task.description)?.[1];
    if (!told) throw new Error(`task ${task.position} (${task.title}) asks for a code it does not tell`);
    await code.fill(told);
  }
  if (await steps.getByLabel('Link to your post on X').count())
    throw new Error(`task ${task.position} (${task.title}) asks for a post on X: this test does not post`);
  await steps.getByRole('button', { name: 'Validate' }).click();
  await expectVerified(page, task);
}

/** Passes one task through its row's button, whatever it asks first, until the row says Verified. */
async function passTask(page: Page, task: Task, campaignPath: string) {
  const row = taskRow(page, task.position);
  for (let presses = 0; presses < 4; presses++) {
    const action = actionOf(row);
    await action.waitFor();
    const label = (await action.innerText()).replace('✓', '').trim();
    if (label === 'Verified') return;
    await action.click();
    if (label === 'Validate' || label === 'Revalidate') {
      await expectVerified(page, task);
      continue;
    }
    const steps = page.getByRole('dialog', { name: 'How to complete this task' });
    const connecting = page.getByRole('dialog', { name: /^Connect / });
    await steps.or(connecting).first().waitFor();
    if (await connecting.count()) await connect(page, task, connecting, campaignPath);
    else await followSteps(page, task, steps);
  }
  throw new Error(`task ${task.position} (${task.title}) is still not verified`);
}

/**
 * Opens a live campaign from the K-Drop list, starts it, passes every task in order and claims
 * its reward (signed by the wallet when the campaign asks); the page says so at each step.
 */
export async function completeCampaign(page: Page, campaign: Campaign) {
  const path = `/gamer/k-drop/${campaign.slug}`;
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'K-Drop' })
    .click();
  await page.waitForURL((url) => url.pathname === '/gamer/k-drop');
  await page
    .getByRole('article')
    .filter({ hasText: campaign.title })
    .getByRole('link', { name: campaign.title })
    .click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
  await page.getByRole('button', { name: 'Get started' }).click();
  const total = campaign.tasks.length;
  await page.getByText(`0 of ${total} tasks verified`).waitFor();

  for (const task of [...campaign.tasks].sort((a, b) => a.position - b.position))
    await passTask(page, task, path);
  await page.getByText(`${total} of ${total} tasks verified`).waitFor();

  if (!campaign.reward) return;
  await page.getByText('Every task is verified: your reward is ready.').waitFor();
  await page.getByRole('button', { name: 'Claim reward' }).click();
  if (campaign.claimRequiresSignature)
    await page
      .getByRole('dialog', { name: 'Sign reward claim' })
      .getByRole('button', { name: 'Sign with wallet' })
      .click();
  const success = page.getByRole('dialog', { name: 'Reward disbursement success' });
  await success.waitFor({ timeout: 15_000 });
  await success.getByRole('button', { name: 'Done' }).click();
  await page.getByText(/^Reward credited: /).waitFor({ timeout: 15_000 });
}
