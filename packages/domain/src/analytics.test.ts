import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsPageName } from './analytics';

describe('analyticsPageName', () => {
  it('names a page by its first path segment, or Home', () => {
    expect(analyticsPageName('/')).toBe('Home');
    expect(analyticsPageName('')).toBe('Home');
    expect(analyticsPageName('/k-quest/colexion')).toBe('k-quest');
    expect(analyticsPageName('/privacy-policy')).toBe('privacy-policy');
    expect(analyticsPageName('/home/')).toBe('home');
  });

  it('never returns an empty name', () => {
    fc.assert(fc.property(fc.webPath(), (path) => analyticsPageName(path).length > 0));
  });
});
