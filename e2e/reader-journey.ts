import { randomBytes } from 'node:crypto';
import type { Locator, Page, Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { verhoeffCheckDigit } from '@kp/domain/kyc';
import { randomIndianNumber } from './helpers';
import { signInOperator } from './operator';
import {
  checkReaderScreen,
  englishWords,
  inScriptOf,
  NAMES_AND_BRANDS,
  wordsOf,
  type ReaderLanguage,
} from './reader-language';

/**
 * A gamer whose browser speaks Hindi or Bengali walks the product's whole journey in the interface
 * their browser asked for: home, sign-in by phone (the SMS text read from the outbox), a quest, a
 * K-Drop campaign, collecting earnings with India's tax sheet, and the K-Store. Every screen on
 * the way passes checkReaderScreen (its language, no English word, Indian grouping, and on a phone
 * no overflow). The buttons are found by the names this reader sees, from the web's locale files.
 */

const baseURL = inject('baseURL');
const operatorPhone = inject('readerOperatorPhone');

/** Random digits, none of the sandbox's test values (`0000`, `1111`, `9999` decide an outcome). */
const digits = (length: number) => Array.from({ length }, () => 2 + Math.floor(Math.random() * 7)).join('');
const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/**
 * Identity documents the sandbox KYC provider verifies (apps/api/src/providers/kyc/README.md):
 * new ones each run, since a document verifies one account only.
 */
function newKycDocuments() {
  const aadhaar = digits(11);
  return {
    pan: `${letters(3)}P${letters(1)}${digits(4)}${letters(1)}`,
    name: 'Asha Gamer',
    aadhaar: `${aadhaar}${verhoeffCheckDigit(aadhaar)}`,
    accountNumber: digits(12),
    ifsc: 'HDFC0001234',
  };
}

/** K-Cash the operator grants, so that an amount of a lakh and more shows on every screen. */
const GRANT = 150_000;
/** The same as a reader of Hindi or Bengali writes it: Indian grouping, Latin digits. */
const GRANT_WRITTEN = '1,50,000';

/** A quest stage's proof, as a gamer would paste it (a link proves one user's stage only). */
const PROOFS: Record<string, () => string> = {
  Discord: () => `https://discord.gg/${randomBytes(6).toString('hex')}`,
  Instagram: () => `https://www.instagram.com/p/${randomBytes(6).toString('hex')}/`,
  YouTube: () => `https://www.youtube.com/watch?v=${randomBytes(6).toString('hex')}`,
};

type Stage = { id: string; title: string; proofMethod: string; submissionType: string };
type Quest = { id: string; slug: string; title: string; thirdPartyClientId: string | null; stages: Stage[] };
type Campaign = { slug: string; title: string };

/** A template of the locale as a pattern: `{{name}}` matches anything. */
const pattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/**
 * Names the api sent this run, which the page rightly shows as written: game names, currency names
 * (the reward token's is the operator's), voucher brands; and for a language the demo content does
 * not come in, the operator's texts the api said it sent in English instead (`language: 'en'`,
 * the fallback issue 18 asks for).
 */
function watchApiNames(page: Page, englishFallbackAllowed: boolean): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown, key = '') => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key));
    if (!value || typeof value !== 'object') return;
    const item = value as Record<string, unknown>;
    const isCurrency = 'scale' in item || 'currency' in item;
    const inEnglish = englishFallbackAllowed && item['language'] === 'en';
    for (const [field, inner] of Object.entries(item)) {
      if (typeof inner !== 'string') visit(inner, field);
      else if (field === 'name' && (/game/i.test(key) || isCurrency)) names.add(inner);
      else if (['currencyName', 'brand', 'symbol'].includes(field)) names.add(inner);
      else if (inEnglish) names.add(inner);
    }
  };
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL).origin || !url.pathname.startsWith('/api/')) return;
    if (!response.headers()['content-type']?.includes('application/json')) return;
    response
      .json()
      .then((body: unknown) => visit(body, url.pathname))
      .catch(() => {});
  });
  return names;
}

/** The codes a campaign's tasks tell the gamer to type (`… code is MONSOON …`, as the demo writes it in English). */
async function campaignCodes(slug: string): Promise<string[]> {
  const response = await fetch(new URL(`/api/platform-campaign-hub/airdrop-campaign/${slug}`, baseURL), {
    headers: { 'accept-language': 'en' },
  });
  const { data } = (await response.json()) as { data: { tasks: { description: string }[] } };
  return data.tasks.flatMap((task) => /\bcode is ([A-Za-z0-9_-]+)/i.exec(task.description)?.[1] ?? []);
}

/** The latest outbox message to a number not read yet, waited for. */
async function readMessage(recipient: string, read: Set<string>): Promise<{ body: string; code: string }> {
  let found: { body: string; code: string } | undefined;
  await expect
    .poll(
      async () => {
        const url = new URL('/api/dev/outbox', baseURL);
        url.searchParams.set('recipient', recipient);
        const { data } = (await (await fetch(url)).json()) as {
          data: { id: string; recipient: string; body: string; createdAt: string }[];
        };
        const latest = data
          .filter((m) => m.recipient === recipient && !read.has(m.id))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
        const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
        if (!latest || !code) return 'none yet';
        read.add(latest.id);
        found = { body: latest.body, code };
        return 'found';
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe('found');
  return found!;
}

/** An api answer's data, with the page's session and language. */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${baseURL}${path}`, {
    headers: { 'accept-language': await page.evaluate(() => navigator.languages.join(',')) },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export type Journey = {
  language: ReaderLanguage;
  /** A 360 px phone: no screen may be wider than it. */
  phone: boolean;
  /** Operator texts the api says it sent in English (no translation in this language) are allowed. */
  englishFallbackAllowed: boolean;
  /** The network the reader comes from (their browser's X-Forwarded-For, launch's `address`). */
  address: string;
};

/** The whole journey in the reader's language; every screen checked on the way. */
export async function walkInLanguage(page: Page, journey: Journey) {
  const { language } = journey;
  const t = wordsOf(language);
  const names = watchApiNames(page, journey.englishFallbackAllowed);
  const run = new Set<string>();
  const screen = (what: string) =>
    checkReaderScreen(page, what, { language, phone: journey.phone, names: () => [...names, ...run] });
  const read = new Set<string>();

  // ---- Home, as a visitor whose browser asks for the language ------------------------------
  const [first] = await Promise.all([
    page.waitForRequest((request) => request.url() === `${baseURL}/`),
    page.goto(`${baseURL}/`, { waitUntil: 'networkidle' }),
  ]);
  expect(first.headers()['accept-language'], 'the browser asks for the language').toMatch(
    new RegExp(`^${language}-IN\\b`),
  );
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header.signIn') })
    .waitFor();
  await screen('home, a visitor');

  // ---- Sign in by phone: the code's text message is in the language -----------------------
  const number = randomIndianNumber();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header.signIn') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.title') });
  await dialog.getByLabel(t('auth.phoneNumber')).waitFor();
  await screen('the sign-in modal');
  await dialog.getByRole('combobox', { name: t('auth.country') }).fill('+91');
  await dialog.getByRole('option', { name: /\(\+91\)$/ }).click();
  await dialog.getByLabel(t('auth.phoneNumber')).fill(number);
  await dialog.getByRole('button', { name: t('auth.sendCode') }).click();
  const codeField = dialog.getByLabel(t('auth.code'), { exact: true });
  await codeField.waitFor();
  await screen('the sign-in modal, the code step');
  const sms = await readMessage(`+91${number}`, read);
  // The worded text, then the WebOTP line for the browser (`@host #code`): a machine's line.
  const [worded = '', webOtp = ''] = sms.body.split('\n\n');
  expect(inScriptOf(language, worded), `the SMS is in ${language}: ${worded}`).toBe(true);
  expect(englishWords(worded, NAMES_AND_BRANDS), `the SMS: ${worded}`).toEqual([]);
  expect(webOtp).toMatch(new RegExp(`^@\\S+ #${sms.code}$`));
  await codeField.fill(sms.code);
  await dialog.getByRole('button', { name: t('auth.verify') }).click();
  const path = () => page.evaluate(() => location.pathname);
  await expect.poll(path, { timeout: 10_000 }).toBe('/register/');
  await page.getByLabel(new RegExp(`^${t('register.username')}`)).waitFor();
  await screen('/register/');
  const username = `e2e${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  run.add(username);
  await page.getByLabel(new RegExp(`^${t('register.username')}`)).fill(username);
  await page.getByRole('button', { name: t('register.submit') }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('account.menu', { name: username }) })
    .waitFor();
  await expect.poll(path, { timeout: 10_000 }).toBe('/');
  const firstRun = page.getByRole('dialog', { name: pattern(t('firstRun.title')) });
  await firstRun.waitFor();
  await screen('home, the first-run path');
  await firstRun.getByRole('button', { name: t('firstRun.skip') }).click();
  await firstRun.waitFor({ state: 'detached' });

  // ---- A lakh and a half of K-Cash from the operator: Indian grouping on every screen now ---
  const me = await api<{ id: string }>(page, '/api/users/me/profile');
  const operator = await signInOperator(operatorPhone, { address: journey.address });
  await operator.grantKcash(me.id, String(GRANT), 'e2e: a lakh and a half of K-Cash to show Indian grouping');
  await page.reload({ waitUntil: 'networkidle' });
  const balance = page.getByRole('banner').getByRole('link', { name: pattern(t('account.kcashBalance')) });
  await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toContain(GRANT_WRITTEN);
  await screen('home, signed in');

  // ---- A quest: its page, started, a stage's proof sent ------------------------------------
  const live = await api<{ quests: { slug: string }[] }>(page, '/api/quest/live?limit=50&offset=0');
  const quests = await Promise.all(live.quests.map((q) => api<Quest>(page, `/api/quest/${q.slug}`)));
  const quest = quests.find(
    (q) =>
      !q.thirdPartyClientId &&
      q.stages.some((s) => PROOFS[s.submissionType] && !/clanchief/.test(s.proofMethod)),
  );
  if (!quest) throw new Error('no live quest with a stage a link proves');
  await page.goto(`${baseURL}/k-quest/`, { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('link', { name: quest.title }).first().waitFor();
  await screen('/k-quest/');
  await page.getByRole('main').getByRole('link', { name: quest.title }).first().click();
  await page.waitForURL((url) => url.pathname === `/k-quest/${quest.slug}`);
  await page.getByRole('heading', { level: 1, name: quest.title }).waitFor();
  await screen('a quest');
  await page.getByRole('button', { name: t('quests.start') }).click();
  await page.getByText(t('quests.started')).waitFor();
  await screen('a quest, started');
  const stage = quest.stages.find((s) => PROOFS[s.submissionType] && !/clanchief/.test(s.proofMethod))!;
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: stage.title, exact: true }) });
  await card
    .getByLabel(t('quests.proofLabel', { type: stage.submissionType }))
    .fill(PROOFS[stage.submissionType]!());
  await card.getByRole('button', { name: t('quests.sendProof') }).click();
  const review = card.getByText(t('quests.stageStatus.in_review'), { exact: true });
  const moment = page.getByRole('dialog', { name: t('quests.stageDone', { stage: stage.title }) });
  await review.or(moment).first().waitFor({ timeout: 15_000 });
  await screen('a quest, a proof sent');
  if (await moment.count()) {
    await moment.getByRole('button', { name: t('quests.stageDoneClose') }).click();
    await moment.waitFor({ state: 'detached' });
  }

  // ---- A K-Drop campaign: the list, its page, started, a task's steps ----------------------
  const campaigns = await api<{ campaigns: Campaign[] }>(
    page,
    '/api/platform-campaign-hub/airdrop-campaign/campaigns/by-state?status=LIVE&pageLimit=20&offset=0',
  );
  const campaign = campaigns.campaigns[0];
  if (!campaign) throw new Error('no live campaign');
  for (const code of await campaignCodes(campaign.slug)) run.add(code);
  await page.goto(`${baseURL}/gamer/k-drop`, { waitUntil: 'networkidle' });
  const campaignLink = page.getByRole('article').getByRole('link', { name: campaign.title }).first();
  await campaignLink.waitFor();
  await screen('/gamer/k-drop');
  await campaignLink.click();
  await page.waitForURL((url) => url.pathname === `/gamer/k-drop/${campaign.slug}`);
  await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
  await screen('a campaign');
  await page.getByRole('button', { name: t('campaign.start.button'), exact: true }).click();
  const tasks = page.getByRole('listitem', { name: pattern(t('campaign.lock.task')) });
  await tasks.first().waitFor();
  await page
    .getByText(pattern(t('campaign.progress')))
    .first()
    .waitFor();
  await screen('a campaign, started');
  await tasks.first().getByRole('button').last().click();
  const taskModal = page.getByRole('dialog');
  await taskModal.first().waitFor();
  await screen('a campaign, a task’s modal');
  await page.keyboard.press('Escape');
  await taskModal.first().waitFor({ state: 'detached' });

  // ---- Collect earnings: KYC first, then the tax sheet and the transaction's details -------
  await page.goto(`${baseURL}/collect-earnings`, { waitUntil: 'networkidle' });
  const taxNotice = page.getByRole('region', { name: t('earnings.tax.title') });
  await taxNotice.waitFor();
  const collect = page.getByRole('button', { name: pattern(t('earnings.collectNamed')) });
  await collect.first().waitFor();
  await screen('/collect-earnings');
  await collect.first().click();
  const kycModal = page.getByRole('dialog', { name: t('earnings.kycModal.title') });
  await kycModal.waitFor();
  await screen('/collect-earnings, the KYC modal');
  await kycModal.getByRole('button', { name: t('earnings.kycModal.action') }).click();
  await expect
    .poll(() => page.evaluate(() => location.pathname + location.search))
    .toBe('/kyc?requiredDoc=pan');
  const steps = page.getByRole('list', { name: t('kyc.stepsLabel') });
  const KYC = newKycDocuments();
  const step = (document: 'pan' | 'aadhaar' | 'bank') =>
    steps.getByRole('region', { name: new RegExp(`${t(`kyc.documents.${document}`)}$`) });
  const verified = (region: Locator) => region.getByText(t('kyc.status.verified'), { exact: true }).waitFor();
  await step('pan').getByLabel(t('kyc.fields.pan'), { exact: true }).waitFor();
  await screen('/kyc?requiredDoc=pan');
  await step('pan').getByLabel(t('kyc.fields.pan'), { exact: true }).fill(KYC.pan);
  await step('pan').getByLabel(t('kyc.fields.panName')).fill(KYC.name);
  // The gamer's own name, as on their PAN card and as the registry answers it (in capitals).
  run.add(KYC.name).add(KYC.name.toUpperCase());
  await step('pan')
    .getByRole('button', { name: t('kyc.verify') })
    .click();
  await verified(step('pan'));
  await step('aadhaar').getByLabel(t('kyc.fields.aadhaar')).fill(KYC.aadhaar);
  await step('aadhaar')
    .getByRole('button', { name: t('kyc.verify') })
    .click();
  await verified(step('aadhaar'));
  await step('bank').getByLabel(t('kyc.fields.accountNumber'), { exact: true }).fill(KYC.accountNumber);
  await step('bank').getByLabel(t('kyc.fields.confirmAccountNumber')).fill(KYC.accountNumber);
  await step('bank').getByLabel(t('kyc.fields.ifsc')).fill(KYC.ifsc);
  await step('bank')
    .getByRole('button', { name: t('kyc.verify') })
    .click();
  await verified(step('bank'));
  await page.getByText(t('kyc.complete'), { exact: true }).waitFor();
  await screen('/kyc, verified');

  await page.goto(`${baseURL}/collect-earnings`, { waitUntil: 'networkidle' });
  await collect.first().click();
  const sheet = page.getByRole('dialog', { name: t('earnings.confirm.title') });
  await sheet.getByRole('button', { name: t('earnings.confirm.button') }).waitFor();
  await sheet.getByText(t('earnings.confirm.withheld')).first().waitFor();
  await screen('/collect-earnings, the tax sheet');
  await sheet.getByRole('button', { name: t('earnings.confirm.button') }).click();
  const details = page.getByRole('dialog', { name: t('earnings.detailsModal.title') });
  await details.getByText(t('earnings.events.credited')).first().waitFor({ timeout: 15_000 });
  await screen('/collect-earnings, the transaction’s details');
  await details
    .getByRole('button', { name: t('earnings.detailsModal.close') })
    .last()
    .click();
  await details.waitFor({ state: 'detached' });
  await screen('/collect-earnings, collected');

  // ---- The K-Store: a voucher redeemed with the code of a text message in the language ------
  // The mobile recharge: paid in K-Cash, confirmed with a code by text message.
  const { vouchers } = await api<{ vouchers: { slug: string; title: string }[] }>(
    page,
    '/api/vouchers?limit=50&offset=0',
  );
  const recharge = vouchers.find((v) => v.slug === 'mobile-recharge-inr-100');
  if (!recharge) throw new Error('no mobile recharge voucher in the store');
  await page.goto(`${baseURL}/k-store/`, { waitUntil: 'networkidle' });
  const redeem = page.getByRole('button', { name: t('store.redeemVoucher', { title: recharge.title }) });
  await redeem.waitFor();
  await screen('/k-store/');
  // The balance the store shows beside its vouchers is more than a lakh: in Indian grouping.
  expect(await page.getByRole('main').innerText()).toMatch(/(^|[^\d,])\d{1,2}(,\d{2})+,\d{3}(?![\d,])/);
  await redeem.click();
  const confirm = page.getByRole('dialog', { name: t('store.confirm.title') });
  await confirm.getByRole('button', { name: t('store.confirm.sendCode') }).waitFor();
  await screen('/k-store/, the redemption modal');
  await confirm.getByRole('button', { name: t('store.confirm.sendCode') }).click();
  const otp = page.getByRole('dialog', { name: t('store.otp.title') });
  await otp.getByLabel(t('store.otp.code'), { exact: true }).waitFor();
  const storeSms = await readMessage(`+91${number}`, read);
  const [storeWorded = ''] = storeSms.body.split('\n\n');
  expect(inScriptOf(language, storeWorded), `the store's SMS is in ${language}: ${storeWorded}`).toBe(true);
  expect(englishWords(storeWorded, NAMES_AND_BRANDS), `the store's SMS: ${storeWorded}`).toEqual([]);
  await otp.getByLabel(t('store.otp.code'), { exact: true }).fill(storeSms.code);
  await screen('/k-store/, the code modal');
  await otp.getByRole('button', { name: t('store.otp.verify') }).click();
  await page.waitForURL(/\/purchase-confirmation\?redemptionId=/);
  await page.getByText(t('store.confirmation.completedTitle')).waitFor();
  await screen('/purchase-confirmation');
}
