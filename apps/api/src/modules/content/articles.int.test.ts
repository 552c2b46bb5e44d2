import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser, type SignedInUser } from '../../test/factories';
import { createContentRepository } from './content.repository';

/** Articles to read (`/article-details/<slug>`), in the reader's language (issue 18). */

const NOW = new Date('2026-07-01T09:00:00Z');
const DAY = 86_400_000;
let t: TestApp;
let hindiReader: SignedInUser;

const at = (days: number) => new Date(NOW.getTime() + days * DAY);

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW.toISOString()) });
  await createContentRepository(t.database.db).insertArticles([
    {
      slug: 'how-k-cash-works',
      title: 'How K-Cash works',
      summary: 'Earning, swapping and spending K-Cash.',
      body: 'K-Cash is earned by completing quests.\n\nSpend it in the store.',
      translations: {
        hi: {
          title: 'K-Cash कैसे काम करता है',
          summary: 'K-Cash कमाना, स्वैप करना और खर्च करना।',
          body: 'K-Cash क्वेस्ट पूरे करके कमाया जाता है।\n\nइसे स्टोर में खर्च करो।',
        },
        pt: { title: 'Como funciona o K-Cash' },
      },
      publishedAt: at(-3),
    },
    {
      slug: 'clan-season-one',
      title: 'Clan season one',
      summary: 'What clans are and how seasons work.',
      body: 'Clans compete on the leaderboard for a season.',
      translations: { hi: { title: 'क्लैन सीज़न वन' } },
      publishedAt: at(-1),
    },
    {
      slug: 'monsoon-cup',
      title: 'The Monsoon Cup',
      summary: 'Coming soon.',
      body: 'Not out yet.',
      publishedAt: at(2),
    },
  ]);
  hindiReader = await signedInUser(t.app);
  const stored = await t.app.inject({
    method: 'PUT',
    url: '/api/users/language',
    headers: hindiReader.headers,
    payload: { language: 'hi' },
  });
  expect(stored.statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the list of articles', () => {
  it('shows the published ones, newest first, a page at a time, without their text', async () => {
    const res = await get('/api/articles');
    expect(res.statusCode, res.body).toBe(200);
    const { articles, total } = res.json().data;
    expect(total).toBe(2);
    expect(articles).toEqual([
      {
        id: expect.any(String),
        slug: 'clan-season-one',
        title: 'Clan season one',
        summary: 'What clans are and how seasons work.',
        publishedAt: at(-1).toISOString(),
        language: 'en',
      },
      expect.objectContaining({ slug: 'how-k-cash-works', publishedAt: at(-3).toISOString() }),
    ]);
    const second = (await get('/api/articles?limit=1&offset=1')).json().data;
    expect(second.total).toBe(2);
    expect(second.articles.map((a: { slug: string }) => a.slug)).toEqual(['how-k-cash-works']);
  });

  it('is in the reader’s language, per field in English where it has none', async () => {
    const res = await get('/api/articles', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(res.headers['content-language']).toBe('hi');
    expect(res.headers['vary']).toContain('Accept-Language');
    expect(res.json().data.articles).toMatchObject([
      { title: 'क्लैन सीज़न वन', summary: 'What clans are and how seasons work.', language: 'hi' },
      { title: 'K-Cash कैसे काम करता है', summary: 'K-Cash कमाना, स्वैप करना और खर्च करना।', language: 'hi' },
    ]);
  });

  it('refuses a page out of its bounds', async () => {
    for (const query of ['limit=0', 'limit=51', 'offset=-1', 'limit=ten', 'sort=old'])
      expect((await get(`/api/articles?${query}`)).statusCode, query).toBe(400);
  });
});

describe('one article', () => {
  it('is read by its slug, its text too, in the reader’s language', async () => {
    const res = await get('/api/articles/how-k-cash-works', { 'accept-language': 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json().data).toEqual({
      id: expect.any(String),
      slug: 'how-k-cash-works',
      title: 'K-Cash कैसे काम करता है',
      summary: 'K-Cash कमाना, स्वैप करना और खर्च करना।',
      body: 'K-Cash क्वेस्ट पूरे करके कमाया जाता है।\n\nइसे स्टोर में खर्च करो।',
      publishedAt: at(-3).toISOString(),
      language: 'hi',
    });
  });

  it('falls back to English per field, and is in English for a language it has no words in', async () => {
    const pt = (await get('/api/articles/how-k-cash-works', { 'accept-language': 'pt-BR' })).json().data;
    expect(pt).toMatchObject({
      title: 'Como funciona o K-Cash',
      summary: 'Earning, swapping and spending K-Cash.',
      language: 'pt',
    });
    const ta = await get('/api/articles/how-k-cash-works', { 'accept-language': 'ta' });
    expect(ta.headers['content-language']).toBe('en');
    expect(ta.json().data).toMatchObject({ title: 'How K-Cash works', language: 'en' });
  });

  it('is in a signed-in reader’s stored language whatever their Accept-Language says', async () => {
    const res = await get('/api/articles/clan-season-one', {
      'accept-language': 'en',
      ...hindiReader.headers,
    });
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json().data).toMatchObject({ title: 'क्लैन सीज़न वन', language: 'hi' });
  });

  it('is 404 ARTICLE_NOT_FOUND for a slug of none, and for one not published yet', async () => {
    for (const slug of ['no-such-article', 'monsoon-cup', 'HOW-K-CASH-WORKS']) {
      const res = await get(`/api/articles/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json(), slug).toMatchObject({ errorCode: 'ARTICLE_NOT_FOUND' });
    }
    expect((await get(`/api/articles/${'a'.repeat(81)}`)).statusCode).toBe(400);
  });
});
