import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { checkScreen, readCode, signUp } from './helpers';

const baseURL = inject('baseURL');

let browser: Browser;
beforeAll(async () => {
  browser = await launch(); // a 360 × 740 phone
});
afterAll(() => browser.close());

/** The sandbox KYC provider's ordinary values (apps/api/src/providers/kyc/README.md): all verified. */
const KYC = {
  pan: 'ABCPE1234F',
  name: 'Asha Gamer',
  aadhaar: '2345 6781 2346',
  accountNumber: '123456781234',
  ifsc: 'HDFC0001234',
};

/** An amount as the screens write it in English ('1,039.5', '−12') in hundredths, exactly. */
function hundredths(text: string): number {
  const match = /^([+−-])?([\d,]+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: "${text}"`);
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole!.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '−' || sign === '-' ? -value : value;
}

/** The K-Cash balance the header shows, in hundredths (its link's name carries the amount). */
async function headerKcash(page: Page): Promise<number> {
  const link = page.getByRole('banner').getByRole('link', { name: /^Balance: / });
  await link.waitFor();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return hundredths(/^Balance: (.+?) K-Cash\. /.exec(name)?.[1] ?? '');
}

/** Waits until the header's K-Cash balance is `expected` hundredths. */
async function expectHeaderKcash(page: Page, expected: number) {
  await expect.poll(() => headerKcash(page), { timeout: 10_000 }).toBe(expected);
}

/** The value beside a label in a definition list or a row of one (`label value` on the screen). */
async function valueAfter(scope: Locator, label: string): Promise<string> {
  const text = await scope.innerText();
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\n\\s*([^\\n]+)`).exec(text);
  if (!match) throw new Error(`no "${label}" in:\n${text}`);
  return match[1]!.trim();
}

const path = (page: Page) => page.evaluate(() => location.pathname + location.search);

describe('the money flow in Chromium', () => {
  it('verifies KYC, collects earnings with India’s tax, swaps, buys K-Cash, redeems a voucher and finds it all in the history', async () => {
    const { page, errors } = await newPage(browser);
    const read = new Set<string>();
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const { number } = await signUp(page, read);
    await expectHeaderKcash(page, 0);

    // ---- Collect earnings: India asks for KYC first --------------------------------------
    await page.goto(`${baseURL}/collect-earnings`, { waitUntil: 'networkidle' });
    const airdrop = page.getByRole('button', { name: 'Collect Welcome gift: USDT' });
    await airdrop.waitFor();
    const taxNotice = page.getByRole('region', { name: 'Tax on winnings' });
    await taxNotice.getByText(/section 194BA.* 30% tax on your net winnings/).waitFor();
    expect(await valueAfter(taxNotice, 'Tax withheld')).toBe('None yet');
    await checkScreen(page, '/collect-earnings');
    await airdrop.click();
    const kycModal = page.getByRole('dialog', { name: 'Complete your KYC' });
    await kycModal.waitFor();
    await checkScreen(page, '/collect-earnings, the KYC collect-earning modal');
    await kycModal.getByRole('button', { name: 'Complete KYC' }).click();
    await expect.poll(() => path(page)).toBe('/kyc?requiredDoc=pan');

    // ---- KYC in the sandbox: PAN, Aadhaar, bank; the live status turns verified ----------
    const steps = page.getByRole('list', { name: 'Verification steps' });
    const pan = steps.getByRole('region', { name: /PAN$/ });
    await pan.getByLabel('PAN', { exact: true }).waitFor();
    await page.getByText('To collect your earnings, verify your PAN.').waitFor();
    await checkScreen(page, '/kyc?requiredDoc=pan');
    await pan.getByLabel('PAN', { exact: true }).fill(KYC.pan);
    await pan.getByLabel('Name as on your PAN card').fill(KYC.name);
    await pan.getByRole('button', { name: 'Verify' }).click();
    await pan.getByText('Checking', { exact: true }).waitFor();
    await pan.getByText('Verified', { exact: true }).waitFor();
    await pan.getByText(`Verified as ${KYC.name}`).waitFor();
    expect(await pan.innerText()).toContain('234F'); // the last four, and no more
    expect(await pan.innerText()).not.toContain(KYC.pan);

    const aadhaar = steps.getByRole('region', { name: /Aadhaar$/ });
    await aadhaar.getByLabel('Aadhaar number').fill(KYC.aadhaar);
    await aadhaar.getByRole('button', { name: 'Verify' }).click();
    await aadhaar.getByText('Verified', { exact: true }).waitFor();
    expect(await aadhaar.innerText()).not.toContain('6781');

    const bank = steps.getByRole('region', { name: /Bank account$/ });
    await bank.getByLabel('Account number', { exact: true }).fill(KYC.accountNumber);
    await bank.getByLabel('Account number again').fill(KYC.accountNumber);
    await bank.getByLabel('IFSC').fill(KYC.ifsc);
    await bank.getByRole('button', { name: 'Verify' }).click();
    await bank.getByText('Verified', { exact: true }).waitFor();
    await page.getByText('Your identity is verified.', { exact: true }).waitFor();
    await checkScreen(page, '/kyc, verified');

    // The one-time KYC bonus: 100 K-Cash.
    await page.getByRole('button', { name: 'Claim 100 K-Cash' }).click();
    await page.getByRole('status').filter({ hasText: '100 K-Cash added to your balance.' }).waitFor();
    await page
      .getByRole('region', { name: 'KYC bonus' })
      .getByText(/^You claimed 100 K-Cash on /)
      .waitFor();
    await expectHeaderKcash(page, 100_00);

    // ---- Collect: the USDT airdrop, then K-Cash, each with 30 % withheld -----------------
    await page.goto(`${baseURL}/collect-earnings`, { waitUntil: 'networkidle' });
    await airdrop.click();
    // First the sheet: what arrives and what is withheld, and why; nothing moves before Confirm.
    let sheet = page.getByRole('dialog', { name: 'Before you collect' });
    const usdtLine = sheet.getByRole('listitem', { name: 'USDT' });
    expect(await valueAfter(usdtLine, 'Earned')).toBe('1.5 USDT');
    expect(await valueAfter(usdtLine, 'Withheld as tax')).toBe('− 0.45 USDT');
    expect(await valueAfter(usdtLine, 'Arrives in your balance')).toBe('1.05 USDT');
    expect(await sheet.innerText()).toMatch(/section 194BA of the Income-tax Act\) asks us to withhold 30%/);
    await checkScreen(page, '/collect-earnings, the sheet before collecting');
    await sheet.getByRole('button', { name: 'Confirm and collect' }).click();
    let details = page.getByRole('dialog', { name: 'Transaction details' });
    await details.getByText('Welcome gift: USDT').waitFor();
    // 1.5 USDT earned, nothing bought this financial year: 30 % of it is withheld.
    expect(await valueAfter(details, 'Amount earned')).toBe('1.5 USDT');
    expect(await valueAfter(details, 'Tax withheld')).toBe('0.45 USDT');
    expect(await details.innerText()).toMatch(/Section 194BA, 30%, financial year \d{4}-\d{2}/);
    expect(await valueAfter(details, 'Received')).toBe('1.05 USDT');
    await page.getByRole('status').filter({ hasText: 'Collected 1.05 USDT.' }).waitFor();
    await details.getByText('Credited to your balance').waitFor();
    await checkScreen(page, '/collect-earnings, the transaction details modal');
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Collect Welcome gift: K-Cash' }).click();
    sheet = page.getByRole('dialog', { name: 'Before you collect' });
    expect(await valueAfter(sheet.getByRole('listitem', { name: 'K-Cash' }), 'Arrives in your balance')).toBe(
      '1.75 K-Cash',
    );
    await sheet.getByRole('button', { name: 'Confirm and collect' }).click();
    details = page.getByRole('dialog', { name: 'Transaction details' });
    await details.getByText('Welcome gift: K-Cash').waitFor();
    expect(await valueAfter(details, 'Amount earned')).toBe('2.5 K-Cash');
    expect(await valueAfter(details, 'Tax withheld')).toBe('0.75 K-Cash');
    expect(await valueAfter(details, 'Received')).toBe('1.75 K-Cash');
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'detached' });
    await expect
      .poll(() => valueAfter(taxNotice, 'Tax withheld'))
      .toMatch(/^(0\.45 USDT, 0\.75 K-Cash|0\.75 K-Cash, 0\.45 USDT)$/);
    await expectHeaderKcash(page, 101_75);
    expect(await page.getByRole('listitem').filter({ hasText: 'Welcome gift: USDT' }).innerText()).toContain(
      'collected',
    );

    // ---- Swap the USDT: the fee modal's promise is what the balance gains ----------------
    await page.goto(`${baseURL}/swap`, { waitUntil: 'networkidle' });
    await page.getByLabel('USDT to swap').waitFor();
    await checkScreen(page, '/swap');
    const before = await headerKcash(page);
    await page.getByRole('button', { name: 'Max: Swap all your USDT' }).click();
    expect(await page.getByLabel('USDT to swap').inputValue()).toBe('1.05');
    await page.getByText('You receive about 1,039.5 K-Cash after fees').waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    const fees = page.getByRole('dialog', { name: 'Fees' });
    await fees.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await valueAfter(fees, 'You swap')).toBe('1.05 USDT');
    expect(await valueAfter(fees, 'Platform fee (1%)')).toBe('− 0.0105 USDT');
    const promised = await valueAfter(fees, 'You receive');
    expect(promised).toBe('1,039.5 K-Cash');
    await checkScreen(page, '/swap, the fee modal');
    await fees.getByRole('button', { name: 'Continue' }).click();
    const swapModal = page.getByRole('dialog', { name: 'Swap', exact: true });
    await swapModal.getByText('Swap 1.05 USDT for 1,039.5 K-Cash?').waitFor();
    await swapModal.getByRole('button', { name: 'Confirm swap' }).click();
    await page.getByRole('status').filter({ hasText: 'Swapped 1.05 USDT for 1,039.5 K-Cash' }).waitFor();
    await swapModal.waitFor({ state: 'detached' });
    await expectHeaderKcash(page, before + hundredths(promised.replace(/ K-Cash$/, '')));

    // ---- Buy K-Cash through the sandbox's hosted checkout --------------------------------
    await page.goto(`${baseURL}/buy-kcash/`, { waitUntil: 'networkidle' });
    expect(await page.getByLabel('Pay in').inputValue()).toBe('INR');
    await page.getByLabel('Amount to pay').fill('850');
    const quote = page.getByRole('region', { name: 'What you get' });
    await quote.getByText('9,750 K-Cash').waitFor();
    expect(await valueAfter(quote, 'USDT bought')).toBe('10 USDT');
    await checkScreen(page, '/buy-kcash/');
    const beforePurchase = await headerKcash(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/sandbox\/payments\/checkout\//);
    await page.getByRole('heading', { level: 1, name: /^Pay / }).waitFor();
    await checkScreen(page, 'the sandbox checkout');
    await page.getByRole('button', { name: /^Pay 850(\.00)? INR$/ }).click();
    await page.waitForURL(/\/buy-kcash\/\?order=/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Payment received: 9,750 K-Cash added to your balance.' })
      .waitFor({ timeout: 15_000 });
    await checkScreen(page, '/buy-kcash/?order=…');
    await expectHeaderKcash(page, beforePurchase + 9_750_00);

    // ---- Redeem a voucher with a one-time code from the outbox ---------------------------
    await page.goto(`${baseURL}/k-store/`, { waitUntil: 'networkidle' });
    const redeem = page.getByRole('button', { name: 'Redeem Mobile recharge ₹100' });
    await redeem.waitFor();
    await checkScreen(page, '/k-store/');
    const beforeRedemption = await headerKcash(page);
    await redeem.click();
    const confirm = page.getByRole('dialog', { name: 'Redeem a voucher' });
    // ₹100 at the default 85 rupees a USDT: 1,176.47 K-Cash, priced 1,180 (store.seed.ts).
    expect(await valueAfter(confirm, 'You pay')).toBe('1,180 K-Cash');
    await checkScreen(page, '/k-store/, the store redemption modal');
    await confirm.getByRole('button', { name: 'Send the code' }).click();
    const otp = page.getByRole('dialog', { name: 'Confirm with your code' });
    await otp.getByLabel('One-time code').fill(await readCode(`+91${number}`, read));
    await checkScreen(page, '/k-store/, the store OTP modal');
    await otp.getByRole('button', { name: 'Confirm purchase' }).click();
    await page.waitForURL(/\/purchase-confirmation\?redemptionId=/);
    await page.getByText('Your voucher is ready').waitFor();
    const code = page.getByText(/^KP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await code.waitFor();
    const voucherCode = await code.innerText();
    await checkScreen(page, '/purchase-confirmation');
    await expectHeaderKcash(page, beforeRedemption - 1_180_00);

    // ---- The transaction history: a row for every step, summing to the balance -----------
    await page.goto(`${baseURL}/transaction-history/`, { waitUntil: 'networkidle' });
    const list = page.getByRole('main').getByRole('list');
    await list.getByRole('listitem').first().waitFor();
    await checkScreen(page, '/transaction-history/');
    const rows = await list.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const kind = item.querySelector('p')?.textContent ?? '';
        const amount = item.lastElementChild?.textContent ?? '';
        const text = item.textContent ?? '';
        const sub = text.includes('· Earned K-Cash')
          ? 'earned'
          : text.includes('· Purchased K-Cash')
            ? 'purchased'
            : null;
        return { kind, amount: amount.trim(), sub, hasLink: item.querySelector('a') !== null };
      }),
    );
    const row = (kind: string, amount: string, sub: 'earned' | 'purchased' | null = null) =>
      expect(rows, `${kind} ${amount}`).toContainEqual({ kind, amount, sub, hasLink: true });
    // Winnings and the bonus are earned K-Cash; swapped and bought K-Cash is the user's own money
    // (purchased); the store spends earned K-Cash first.
    // Each row in plain words, each currency by its one name.
    row('Collected earnings', '+1.05 USDT');
    row('Collected earnings', '+1.75 K-Cash', 'earned');
    row('Reward', '+100 K-Cash', 'earned');
    row('Swapped USDT', '−1.05 USDT');
    row('Swapped USDT', '+1,039.5 K-Cash', 'purchased');
    row('Bought K-Cash', '+9,750 K-Cash', 'purchased');
    // The store spends earned K-Cash first (all 101.75 of it), then purchased: one row each.
    row('Redeemed a voucher', '−101.75 K-Cash', 'earned');
    row('Redeemed a voucher', '−1,078.25 K-Cash', 'purchased');
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.amount).join(' ')).not.toContain('KCASH');
    const kcashSum = rows
      .filter((r) => r.amount.endsWith(' K-Cash'))
      .reduce((sum, r) => sum + hundredths(r.amount.replace(/ K-Cash$/, '')), 0);
    expect(kcashSum).toBe(9_711_25);
    expect(await headerKcash(page)).toBe(kcashSum);

    // Each row leads to what caused it: the redemption's row to its confirmation, with its code.
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Redeemed a voucher' })
      .first()
      .getByRole('link', { name: 'View details' })
      .click();
    await page.waitForURL(/\/purchase-confirmation\?redemptionId=/);
    await page.getByText(voucherCode, { exact: true }).waitFor();

    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
