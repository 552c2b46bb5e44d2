import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { seriousViolations, type AxeViolation } from './browser';

/** Steps the end-to-end tests share: the outbox, signing up by phone, the layout checks. */

const baseURL = inject('baseURL');

/** A fresh Indian mobile number: 10 digits starting 6 to 9. */
export function randomIndianNumber(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return `${6 + Math.floor(Math.random() * 4)}${digits}`;
}

type OutboxMessage = { id: string; recipient: string; body: string; createdAt: string };

/** The newest code the outbox "sent" to a number or address, other than those already read. */
export async function readCode(recipient: string, alreadyRead: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const url = new URL('/api/dev/outbox', baseURL);
        url.searchParams.set('recipient', recipient);
        const response = await fetch(url);
        if (!response.ok) return `outbox answered ${response.status}`;
        const { data } = (await response.json()) as { data: OutboxMessage[] };
        const latest = data
          .filter((m) => m.recipient === recipient && !alreadyRead.has(m.id))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        const found = latest?.body.match(/\b(\d{6})\b/)?.[1];
        if (latest && found) {
          alreadyRead.add(latest.id);
          code = found;
          return 'found';
        }
        return 'none yet';
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe('found');
  return code!;
}

/** Opens the sign-in modal from the header and asks for a code for an Indian number. */
export async function askForCode(page: Page, number: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const country = dialog.getByRole('combobox', { name: 'Country' });
  await country.fill('India');
  await dialog.getByRole('option', { name: '🇮🇳 India (+91)' }).click();
  await dialog.getByLabel('Mobile number').fill(number);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('One-time code').waitFor();
  return dialog;
}

/** A new user: a code to a number never seen, then registration; resolves signed in, at `/`, past the first-run path. */
export async function signUp(page: Page, read: Set<string>) {
  const number = randomIndianNumber();
  const username = `e2e${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const codeDialog = await askForCode(page, number);
  await codeDialog.getByLabel('One-time code').fill(await readCode(`+91${number}`, read));
  await codeDialog.getByRole('button', { name: 'Verify and sign in' }).click();
  // A busy machine may take more than expect.poll's second to verify and move on.
  const path = () => page.evaluate(() => location.pathname);
  await expect.poll(path, { timeout: 10_000 }).toBe('/register/');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByRole('button', { name: 'Create account' }).click();
  const account = page.getByRole('banner').getByRole('button', { name: `Account: ${username}` });
  await account.waitFor();
  await expect.poll(path, { timeout: 10_000 }).toBe('/');
  // Home opens the first-run path once after a registration: skipped here, never shown again.
  const firstRun = page.getByRole('dialog', { name: /^Welcome to / });
  await firstRun.getByRole('button', { name: 'Skip' }).click();
  await firstRun.waitFor({ state: 'detached' });
  return { number, username, account };
}

/** How far the page is wider than the window (0 or less: no horizontal scrolling). */
export async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** axe's violations as readable lines, for an assertion's diff. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id} ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);

/** The layout and accessibility of what is on the screen now: no sideways scrolling, no serious axe finding. */
export async function checkScreen(page: Page, what: string) {
  expect.soft(await overflow(page), `${what}: horizontal overflow at 360 px`).toBe(0);
  expect
    .soft(describeViolations(await seriousViolations(page)), `${what}: serious axe violations`)
    .toEqual([]);
}
