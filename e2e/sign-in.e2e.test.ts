import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, seriousViolations, type Browser } from './browser';

const baseURL = inject('baseURL');

let browser: Browser;
beforeAll(async () => {
  browser = await launch(); // a 360 × 740 phone
});
afterAll(() => browser.close());

/** A fresh Indian mobile number: 10 digits starting 6 to 9. */
function randomIndianNumber(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return `${6 + Math.floor(Math.random() * 4)}${digits}`;
}

type OutboxMessage = { id: string; recipient: string; body: string; createdAt: string };

/** The newest code the outbox "sent" to a number, other than those already read. */
async function readCode(recipient: string, alreadyRead: Set<string>): Promise<string> {
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
async function askForCode(page: Page, number: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Search countries').fill('India');
  await dialog.getByLabel('Country', { exact: true }).selectOption('IN');
  await dialog.getByLabel('Mobile number').fill(number);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('One-time code').waitFor();
  return dialog;
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('signing in by phone in Chromium', () => {
  it('signs a new number up, registers it, signs out and back in without registering again', async () => {
    const { page, errors } = await newPage(browser);
    const number = randomIndianNumber();
    const recipient = `+91${number}`;
    const username = `e2e${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const read = new Set<string>();

    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Mobile number').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const violations = await seriousViolations(page);
    expect(
      violations.map((v) => `${v.id} ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`),
    ).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Sign up: a code to a number never seen, then registration.
    const codeDialog = await askForCode(page, number);
    expect(await codeDialog.getByText(/We sent a 6-digit code to .*\+91\s•+\d{4}/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await codeDialog.getByLabel('One-time code').fill(await readCode(recipient, read));
    await codeDialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/register/');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel(/^Username/).fill(username);
    await page.getByRole('button', { name: 'Create account' }).click();
    const account = page.getByRole('banner').getByRole('button', { name: `Account: ${username}` });
    await account.waitFor();
    expect(await account.innerText()).toBe(username);
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // No token where a script could read it: the session is in httpOnly cookies only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/token|eyJ/i);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/accessToken|refreshToken/);

    // Sign out from the account menu.
    await account.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');

    // Back in with the same number: no registration this time.
    const again = await askForCode(page, number);
    await again.getByLabel('One-time code').fill(await readCode(recipient, read));
    await again.getByRole('button', { name: 'Verify and sign in' }).click();
    await account.waitFor();
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A reload finds the session through the cookies.
    await page.reload({ waitUntil: 'networkidle' });
    await account.waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });
});
