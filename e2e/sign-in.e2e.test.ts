import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launch, newPage, seriousViolations, type Browser } from './browser';
import { askForCode, describeViolations, overflow, randomIndianNumber, readCode, signUp } from './helpers';

const baseURL = inject('baseURL');
const googleAccount = inject('googleAccount');

let browser: Browser;
beforeAll(async () => {
  browser = await launch(); // a 360 × 740 phone
});
afterAll(() => browser.close());

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
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('tel');
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
    // Home opens the first-run path once after a registration; skipped, it is not shown again.
    const firstRun = page.getByRole('dialog', { name: 'Welcome to KPlay' });
    await firstRun.getByRole('button', { name: 'Skip' }).click();
    await firstRun.waitFor({ state: 'detached' });
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // No token where a script could read it: the session is in httpOnly cookies only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/token|eyJ/i);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/accessToken|refreshToken/);

    // Sign out from the account menu, confirmed in the logout modal.
    await account.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out' })
      .getByRole('button', { name: 'Yes, sign out' })
      .click();
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

describe('the gamer’s profile and Google sign-in in Chromium', () => {
  // Each in a browser of its own: the one above is still signed in.
  let fresh: Browser;
  beforeEach(async () => {
    fresh = await launch();
  });
  afterEach(() => fresh.close());

  it('signs up by phone, changes language, adds an email on /profile/, signs out and back in with Google', async () => {
    const { page } = await newPage(fresh);
    // Errors of the product's pages only: the provider's login page is not ours.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(baseURL))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const read = new Set<string>();
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const { username, account } = await signUp(page, read);

    // Another language, then back, from the account menu: the interface follows, the session stays.
    await account.click();
    const language = page.getByRole('banner').getByRole('combobox');
    await language.selectOption('pt');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pt');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Conta: ${username}` })
      .waitFor();
    await language.selectOption('en');
    await account.waitFor();
    await page.keyboard.press('Escape');
    await language.waitFor({ state: 'hidden' });

    // The profile, from the account menu: at 360 px, without serious accessibility violations.
    await account.click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/profile/');
    await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
    await page.getByText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);

    // The Google account's email, added through the code sent to it: the same person.
    await page.getByRole('button', { name: 'Add email' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Add email' });
    await emailDialog.getByLabel('Email').fill(googleAccount.email);
    await emailDialog.getByRole('button', { name: 'Send code' }).click();
    await emailDialog.getByLabel('One-time code').fill(await readCode(googleAccount.email, read));
    await emailDialog.getByRole('button', { name: 'Verify email' }).click();
    await page.getByRole('region', { name: 'Contact details' }).getByText(googleAccount.email).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Sign out: the logout modal asks first.
    await account.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const logout = page.getByRole('dialog', { name: 'Sign out' });
    await logout.getByText('Are you sure you want to sign out?').waitFor();
    await logout.getByRole('button', { name: 'Yes, sign out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');

    // Back in with Google (the local provider's development login takes the account's subject).
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Continue with Google' })
      .click();
    await page.waitForURL((url) => !url.href.startsWith(baseURL));
    await page.locator('input[name="login"]').fill(googleAccount.sub);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.href.startsWith(baseURL));
    await account.waitFor();
    expect(await account.innerText()).toBe(username);
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    expect(await page.evaluate(() => location.search)).toBe('');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads Telegram’s widget only when asked, and says so when it cannot', async () => {
    const { page } = await newPage(fresh);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    const telegram = dialog.getByRole('button', { name: 'Log in with Telegram' });
    await telegram.waitFor();
    const widgets = () => page.locator('script[src^="https://telegram.org/"]').count();
    expect(await widgets()).toBe(0);
    // Refused either way: the page's CSP (script-src 'self') allows no script from telegram.org,
    // and the test does not reach the internet.
    await page.route('https://telegram.org/**', (route) => route.abort());
    await telegram.click();
    await page.getByRole('alert').filter({ hasText: 'Telegram sign-in could not be loaded' }).waitFor();
    expect(await widgets()).toBe(0);
    expect(await telegram.isEnabled()).toBe(true);
    await page.close();
  });

  it('asks for an account’s deletion and shows the initiated modal, and keeps the account on request', async () => {
    const { page, errors } = await newPage(fresh);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await signUp(page, new Set());
    await page.goto(`${baseURL}/delete-user-account`, { waitUntil: 'networkidle' });
    await page.getByText(/grace period of 30 days/).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Delete my account' }).click();
    const initiated = page.getByRole('dialog', { name: 'Account deletion initiated' });
    await initiated.getByText(/Your account will be deleted on/).waitFor();
    await initiated.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByText('Your account will not be deleted.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Delete my account' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
