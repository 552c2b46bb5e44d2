import { describe, expect, it } from 'vitest';
import { ARTICLE_SLUG_PATTERN, articleHref, isBannerLink } from './content';

describe('where a banner may lead', () => {
  it('is a page of this site or an https address', () => {
    for (const link of ['/k-store', '/gamer/k-drop?tab=live', '/', 'https://docs.example.com/k-cash'])
      expect(isBannerLink(link), link).toBe(true);
  });

  it('is never another scheme, a protocol-relative address or no address', () => {
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      'http://example.com',
      'javascript:alert(1)',
      'k-store',
      '',
    ])
      expect(isBannerLink(link), link).toBe(false);
  });
});

describe('an article’s slug', () => {
  it('is lower-case words joined by hyphens', () => {
    expect(ARTICLE_SLUG_PATTERN.test('how-k-cash-works')).toBe(true);
    for (const slug of ['How-K-Cash', 'two--hyphens', '-edge', 'with space', 'ünïcode'])
      expect(ARTICLE_SLUG_PATTERN.test(slug), slug).toBe(false);
  });
});

describe('an article’s page', () => {
  it('is under /article-details, its slug one segment', () => {
    expect(articleHref('how-k-cash-works')).toBe('/article-details/how-k-cash-works');
    expect(articleHref('a/b c')).toBe('/article-details/a%2Fb%20c');
  });
});
