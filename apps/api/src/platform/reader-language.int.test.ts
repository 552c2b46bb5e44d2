import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRepository } from '../modules/content/content.repository';
import { createTestApp, type TestApp } from '../test/app';
import { createCampaign, signedInUser, type SignedInUser } from '../test/factories';
import { newWaId } from '../test/sign-in';
import { fixedClock } from './clock';

/**
 * A signed-in reader is read in their account's stored language, whatever their request's
 * Accept-Language says (issue 18): on user routes, on public routes that see a caller, and on
 * public routes whose request carries a good token; found once per request.
 */

const HUB = '/api/platform-campaign-hub';
const ADMIN = newWaId();
let t: TestApp;
let hindi: SignedInUser;
let stranger: SignedInUser;
let campaignId: string;
let lookups = 0;

beforeAll(async () => {
  t = await createTestApp({
    clock: fixedClock('2026-07-01T09:00:00Z'),
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` },
  });
  const admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  await createContentRepository(t.database.db).insertBanners([
    {
      placement: 'k-store',
      title: 'Vouchers for K-Cash',
      subtitle: 'Spend what you earn.',
      linkUrl: '/k-store',
      translations: { hi: { title: 'K-Cash से वाउचर', subtitle: 'जो कमाओ, वो खर्च करो।' } },
    },
  ]);
  ({ id: campaignId } = await createCampaign(t.app, admin, {
    campaign: { slug: 'holi-drop', title: 'Holi Drop', translations: { hi: { title: 'होली ड्रॉप' } } },
    tasks: [{ type: 'general_uri_redirection', config: { url: 'https://example.com/holi' } }],
  }));
  hindi = await signedInUser(t.app);
  stranger = await signedInUser(t.app);
  const stored = await t.app.inject({
    method: 'PUT',
    url: '/api/users/language',
    headers: hindi.headers,
    payload: { language: 'hi' },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  // Counts the reads of an account's language, to see each request makes one at most.
  const accountLanguage = t.app.accountLanguage;
  t.app.accountLanguage = (userId) => {
    lookups += 1;
    return accountLanguage(userId);
  };
}, 120_000);
afterAll(() => t.close());

const ENGLISH = { 'accept-language': 'en' };

async function bannerOf(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/banners?placement=k-store', headers });
  expect(res.statusCode, res.body).toBe(200);
  return { contentLanguage: res.headers['content-language'], title: res.json().data[0].title as string };
}

describe('the stored language of a signed-in reader', () => {
  it('wins over Accept-Language on a public route that sees no caller, the token in a header', async () => {
    expect(await bannerOf({ ...ENGLISH, ...hindi.headers })).toEqual({
      contentLanguage: 'hi',
      title: 'K-Cash से वाउचर',
    });
  });

  it('makes the answers vary on the token as on Accept-Language, for caches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/banners?placement=k-store',
      headers: ENGLISH,
    });
    expect(res.headers['vary']).toEqual(expect.stringContaining('Accept-Language, Authorization, Cookie'));
  });

  it('wins as well for the website, the token in its cookie', async () => {
    expect(await bannerOf({ ...ENGLISH, cookie: hindi.cookie })).toEqual({
      contentLanguage: 'hi',
      title: 'K-Cash से वाउचर',
    });
  });

  it('wins on a public route that reads its caller, and on a route for signed-in users', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `${HUB}/airdrop-campaign/campaigns/by-state?status=LIVE`,
      headers: { ...ENGLISH, cookie: hindi.cookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['content-language']).toBe('hi');
    expect(listed.json().data.campaigns[0]).toMatchObject({ title: 'होली ड्रॉप', language: 'hi' });

    const started = await t.app.inject({
      method: 'POST',
      url: `${HUB}/user-progress/start`,
      headers: { ...ENGLISH, ...hindi.headers },
      payload: { campaignId },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers['content-language']).toBe('hi');
    expect(started.json().data).toMatchObject({ title: 'होली ड्रॉप', language: 'hi' });
  });

  it('is looked up once per request, never per item', async () => {
    const before = lookups;
    await bannerOf({ ...ENGLISH, ...hindi.headers });
    await t.app.inject({
      method: 'GET',
      url: `${HUB}/airdrop-campaign/campaigns/by-state?status=LIVE`,
      headers: { ...ENGLISH, ...hindi.headers },
    });
    expect(lookups - before).toBe(2);
  });

  it('leaves a reader without a stored language to their Accept-Language', async () => {
    expect(await bannerOf({ 'accept-language': 'hi-IN', ...stranger.headers })).toMatchObject({
      contentLanguage: 'hi',
    });
    expect(await bannerOf({ ...ENGLISH, ...stranger.headers })).toMatchObject({ contentLanguage: 'en' });
  });

  it('does not make a bad token on a public route a refusal: the request is read as a stranger’s', async () => {
    expect(await bannerOf({ ...ENGLISH, authorization: 'Bearer not.a.token' })).toEqual({
      contentLanguage: 'en',
      title: 'Vouchers for K-Cash',
    });
  });
});
