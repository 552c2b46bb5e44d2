import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createContentRepository } from './content.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The store placement: no demo banner is there.
  await createContentRepository(t.database.db).insertBanners([
    {
      placement: 'k-store',
      title: 'Vouchers for K-Cash',
      subtitle: 'Spend what you earn.',
      linkUrl: '/k-store',
      position: 1,
      translations: {
        hi: { title: 'K-Cash से वाउचर', subtitle: 'जो कमाओ, वो खर्च करो।' },
        pt: { title: 'Vouchers por K-Cash' },
      },
    },
    {
      placement: 'k-store',
      title: 'Weekend deals',
      subtitle: 'Two days only.',
      linkUrl: '/k-store',
      position: 2,
    },
  ]);
});
afterAll(() => t.close());

async function banners(acceptLanguage?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/banners?placement=k-store',
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['vary']).toContain('Accept-Language');
  const data = res.json().data as { title: string; subtitle: string; language: string }[];
  return {
    language: res.headers['content-language'],
    texts: data.map(({ title, subtitle, language }) => ({ title, subtitle, language })),
  };
}

describe('banners in the reader’s language', () => {
  it('are in English by default', async () => {
    expect(await banners()).toEqual({
      language: 'en',
      texts: [
        { title: 'Vouchers for K-Cash', subtitle: 'Spend what you earn.', language: 'en' },
        { title: 'Weekend deals', subtitle: 'Two days only.', language: 'en' },
      ],
    });
  });

  it('are in Hindi for a Hindi reader, those without Hindi in English', async () => {
    expect(await banners('hi-IN,hi;q=0.9,en;q=0.8')).toEqual({
      language: 'hi',
      texts: [
        { title: 'K-Cash से वाउचर', subtitle: 'जो कमाओ, वो खर्च करो।', language: 'hi' },
        { title: 'Weekend deals', subtitle: 'Two days only.', language: 'en' },
      ],
    });
  });

  it('fall back to English per field where a translation is partial', async () => {
    const { texts } = await banners('pt-BR');
    expect(texts[0]).toEqual({
      title: 'Vouchers por K-Cash',
      subtitle: 'Spend what you earn.',
      language: 'pt',
    });
  });

  it('are in English for a language none is translated into', async () => {
    const { language, texts } = await banners('ta');
    expect(language).toBe('en');
    expect(texts.map((banner) => banner.language)).toEqual(['en', 'en']);
    expect(texts[0]!.title).toBe('Vouchers for K-Cash');
  });
});
