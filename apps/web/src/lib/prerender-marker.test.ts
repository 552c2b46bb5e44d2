import { describe, expect, it } from 'vitest';
import { canHydrate } from './prerender-marker';

const base = { prerenderedPath: '/ /home', path: '/', language: 'en', isEmbedded: false };

describe('adopting a prerendered page', () => {
  it('adopts the page drawn for this path, in English, not embedded', () => {
    expect(canHydrate(base)).toBe(true);
    expect(canHydrate({ ...base, path: '/home' })).toBe(true);
  });

  it('draws afresh otherwise', () => {
    expect(canHydrate({ ...base, prerenderedPath: null })).toBe(false);
    expect(canHydrate({ ...base, path: '/privacy-policy' })).toBe(false);
    expect(canHydrate({ ...base, language: 'he' })).toBe(false);
    expect(canHydrate({ ...base, isEmbedded: true })).toBe(false);
  });
});
