import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, type Browser } from './browser';
import { checkScreen, randomIndianNumber, readCode, signUp } from './helpers';
import { signInOperator } from './operator';

// A gamer likes another gamer's Proof of Gamer card on /pog-showcase at 360 × 800 in Chromium,
// against the real api: the other gamer signs up, is granted K-Cash by the operator, pays for a
// slot and quick-mints a card through the api (the local chain mints it, POG_MINT_DURATION_MS is
// 3 s in the e2e world); the gamer finds that card in the feed, likes it, sees the count go up,
// and finds the like still there after a reload.

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch({ viewport: { width: 360, height: 800 } });
});
afterAll(() => browser.close());

type Call = { method?: 'GET' | 'POST'; body?: unknown; token: string; idempotent?: boolean };

async function api<T>(path: string, { method = 'GET', body, token, idempotent }: Call): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotent) headers['idempotency-key'] = randomUUID();
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Another gamer with a minted card, made through the api: their POG name. */
async function gamerWithCard(): Promise<string> {
  const number = randomIndianNumber();
  const login = await fetch(new URL('/api/authentication/login?source=website&region=IN', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ waId: `91${number}`, platform: 'browser', hostname: new URL(baseURL).hostname }),
  });
  const { challengeId } = ((await login.json()) as { data: { challengeId: string } }).data;
  const verify = await fetch(new URL('/api/authentication/verify', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challengeId, code: await readCode(`+91${number}`, new Set()) }),
  });
  const { accessToken: token } = ((await verify.json()) as { data: { accessToken: string } }).data;
  const suffix = number.slice(-5);
  const me = await api<{ id: string }>('/api/authentication/register', {
    method: 'POST',
    token,
    body: { username: `feed${suffix}` },
  });
  const name = `Ravi${suffix}`;
  await api('/api/tps/pog/name', { method: 'POST', token, body: { name } });
  const operator = await signInOperator(inject('operatorPhone'));
  await operator.grantKcash(me.id, '100');
  await api('/api/tps/pog/slot-unlock', {
    method: 'POST',
    token,
    body: { currency: 'KCASH' },
    idempotent: true,
  });
  await api('/api/tps/pog/quick-mint', { method: 'POST', token, body: { genre: 'ACTION' } });
  await expect
    .poll(
      async () =>
        (await api<{ card: { status: string } | null }>('/api/tps/pog/status', { token })).card?.status,
      { timeout: 45_000, interval: 1000 },
    )
    .toBe('minted');
  return name;
}

/** The like button of a card in a section, by its name: "Like <name>, likes: <count>". */
const likeButton = (page: Page, name: string, likes: number, section = 'All POGs') =>
  page
    .getByRole('region', { name: section })
    .getByRole('article', { name: `POG card of ${name}` })
    .getByRole('button', { name: `Like ${name}, likes: ${likes}`, exact: true });

describe('the POG feed in Chromium', () => {
  it('a gamer likes another gamer’s card on the showcase, and the like stays after a reload', async () => {
    const other = await gamerWithCard();
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await signUp(page, new Set());

    await page.goto(`${baseURL}/pog-showcase`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'POG showcase' }).waitFor();
    for (const section of ['Legendary POGs', 'Hottest POGs', 'My clan', 'All POGs'])
      await page.getByRole('region', { name: section }).waitFor();
    // Not in a clan: the way to one.
    await page.getByRole('region', { name: 'My clan' }).getByRole('link', { name: 'Join a clan' }).waitFor();

    const like = likeButton(page, other, 0);
    await like.waitFor({ timeout: 20_000 });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.scrollIntoViewIfNeeded();
    await checkScreen(page, '/pog-showcase');

    await like.click();
    const liked = likeButton(page, other, 1);
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');

    // After a reload the like is still the gamer's, and the card is among the hottest of the week.
    await page.reload({ waitUntil: 'networkidle' });
    const again = likeButton(page, other, 1);
    await again.waitFor({ timeout: 20_000 });
    expect(await again.getAttribute('aria-pressed')).toBe('true');
    expect(await likeButton(page, other, 1, 'Hottest POGs').getAttribute('aria-pressed')).toBe('true');
    await checkScreen(page, '/pog-showcase, liked');
    expect(errors).toEqual([]);
  });
});
