import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LIMITS } from '@kp/domain/content';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';

/** Operators write banners and articles with their translations (issue 18). */

const ADMIN = newWaId();
let t: TestApp;
let admin: Record<string, string>;
let gamer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  gamer = (await signedInUser(t.app)).headers;
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const send = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const BANNER = {
  placement: 'k-store',
  title: 'Vouchers for K-Cash',
  subtitle: 'Spend what you earn.',
  linkUrl: '/k-store',
  position: 1,
  translations: { hi: { title: 'K-Cash से वाउचर', subtitle: 'जो कमाओ, वो खर्च करो।' } },
};
const ARTICLE = {
  slug: 'how-to-join-a-clan',
  title: 'How to join a clan',
  summary: 'Find a clan and play together.',
  body: 'Open the clans page.\n\nPick one and join.',
  translations: { pt: { title: 'Como entrar em um clã', body: 'Abra a página dos clãs.' } },
};

async function storeBanners(acceptLanguage: string) {
  const res = await send('GET', '/api/banners?placement=k-store', { 'accept-language': acceptLanguage });
  return res.json().data as { title: string; subtitle: string; language: string }[];
}

describe('operators’ banners', () => {
  let bannerId: string;

  it('are created with their translations, and shown in the reader’s language', async () => {
    const res = await send('POST', '/api/admin/banners', admin, BANNER);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ ...BANNER, isActive: true });
    bannerId = res.json().data.id;
    expect(await storeBanners('hi')).toMatchObject([
      { title: 'K-Cash से वाउचर', subtitle: 'जो कमाओ, वो खर्च करो।', language: 'hi' },
    ]);
  });

  it('are changed field by field; translations sent replace the whole set', async () => {
    const res = await send('PATCH', `/api/admin/banners/${bannerId}`, admin, {
      translations: { pt: { title: 'Vouchers por K-Cash' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Vouchers for K-Cash',
      translations: { pt: { title: 'Vouchers por K-Cash' } },
    });
    expect(res.json().data.translations).not.toHaveProperty('hi');
    expect(await storeBanners('hi')).toMatchObject([{ title: 'Vouchers for K-Cash', language: 'en' }]);
    expect(await storeBanners('pt-BR')).toMatchObject([{ title: 'Vouchers por K-Cash', language: 'pt' }]);

    const off = await send('PATCH', `/api/admin/banners/${bannerId}`, admin, { isActive: false });
    expect(off.json().data.isActive).toBe(false);
    expect(await storeBanners('en')).toEqual([]);
    const listed = await send('GET', '/api/admin/banners?placement=k-store', admin);
    expect(listed.json().data).toMatchObject({ total: 1, banners: [{ id: bannerId, isActive: false }] });
  });

  it('refuses what is not a banner: 400 with the field, 404 BANNER_NOT_FOUND', async () => {
    const refused = [
      { ...BANNER, linkUrl: 'javascript:alert(1)' },
      { ...BANNER, linkUrl: '//evil.example/page' },
      { ...BANNER, linkUrl: 'http://example.com' },
      { ...BANNER, placement: 'sidebar' },
      { ...BANNER, title: 'x'.repeat(CONTENT_LIMITS.banner.title.max + 1) },
      { ...BANNER, translations: { xx: { title: 'Hello' } } },
      { ...BANNER, translations: { en: { title: 'Hello' } } },
      { ...BANNER, translations: { hi: { body: 'नहीं' } } },
      { ...BANNER, translations: { hi: { title: 'x'.repeat(CONTENT_LIMITS.banner.title.max + 1) } } },
      { ...BANNER, colour: 'red' },
    ];
    for (const body of refused) {
      const res = await send('POST', '/api/admin/banners', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await send('PATCH', `/api/admin/banners/${bannerId}`, admin, {})).statusCode).toBe(400);
    const missing = await send('PATCH', `/api/admin/banners/${crypto.randomUUID()}`, admin, { position: 2 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('BANNER_NOT_FOUND');
    const https = await send('POST', '/api/admin/banners', admin, {
      ...BANNER,
      linkUrl: 'https://docs.example.com/k-cash',
      isActive: false,
    });
    expect(https.statusCode, https.body).toBe(201);
  });
});

describe('operators’ articles', () => {
  let articleId: string;

  it('are created with their translations, published now unless a time is given', async () => {
    const res = await send('POST', '/api/admin/articles', admin, ARTICLE);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject(ARTICLE);
    articleId = res.json().data.id;
    const read = await send('GET', `/api/articles/${ARTICLE.slug}`, { 'accept-language': 'pt-BR' });
    expect(read.json().data).toMatchObject({
      title: 'Como entrar em um clã',
      summary: 'Find a clan and play together.',
      body: 'Abra a página dos clãs.',
      language: 'pt',
    });
  });

  it('wait for their time when published in the future, and move with a new slug', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const res = await send('PATCH', `/api/admin/articles/${articleId}`, admin, {
      slug: 'joining-a-clan',
      publishedAt: later,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'joining-a-clan',
      publishedAt: later,
      title: ARTICLE.title,
    });
    expect((await send('GET', '/api/articles/joining-a-clan', {})).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/articles', admin)).json().data).toMatchObject({
      total: 1,
      articles: [{ slug: 'joining-a-clan' }],
    });
    await send('PATCH', `/api/admin/articles/${articleId}`, admin, { publishedAt: new Date().toISOString() });
    expect((await send('GET', '/api/articles/joining-a-clan', {})).statusCode).toBe(200);
  });

  it('keep their slugs apart: 409 ARTICLE_SLUG_TAKEN', async () => {
    const other = await send('POST', '/api/admin/articles', admin, { ...ARTICLE, slug: 'clan-rules' });
    expect(other.statusCode).toBe(201);
    for (const res of [
      await send('POST', '/api/admin/articles', admin, { ...ARTICLE, slug: 'joining-a-clan' }),
      await send('PATCH', `/api/admin/articles/${other.json().data.id}`, admin, { slug: 'joining-a-clan' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('ARTICLE_SLUG_TAKEN');
    }
  });

  it('refuses what is not an article: 400, 404 ARTICLE_NOT_FOUND', async () => {
    const refused = [
      { ...ARTICLE, slug: 'Not A Slug' },
      { ...ARTICLE, body: '' },
      { ...ARTICLE, body: 'x'.repeat(CONTENT_LIMITS.article.body.max + 1) },
      { ...ARTICLE, publishedAt: 'tomorrow' },
      { ...ARTICLE, translations: { pt: { slug: 'outro' } } },
      { ...ARTICLE, translations: { pt: { title: 'a\u0000b' } } },
    ];
    for (const body of refused)
      expect((await send('POST', '/api/admin/articles', admin, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    const missing = await send('PATCH', `/api/admin/articles/${crypto.randomUUID()}`, admin, {
      title: 'New',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('ARTICLE_NOT_FOUND');
  });
});

describe('who may write content', () => {
  it('is an operator only: 401 signed out, 403 for a gamer', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/banners'],
      ['POST', '/api/admin/banners', BANNER],
      ['PATCH', `/api/admin/banners/${crypto.randomUUID()}`, { position: 3 }],
      ['GET', '/api/admin/articles'],
      ['POST', '/api/admin/articles', { ...ARTICLE, slug: 'by-a-gamer' }],
      ['PATCH', `/api/admin/articles/${crypto.randomUUID()}`, { title: 'Mine now' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, gamer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await send('GET', '/api/articles/by-a-gamer', {})).statusCode).toBe(404);
  });
});
