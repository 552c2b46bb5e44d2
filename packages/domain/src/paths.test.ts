import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath } from './paths';

describe('normalizePath', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(normalizePath('/home/')).toBe('/home');
    expect(normalizePath('/k-quest/colexion//')).toBe('/k-quest/colexion');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('is idempotent and never ends in a slash except for the root', () => {
    fc.assert(
      fc.property(fc.webPath(), (p) => {
        const once = normalizePath(p);
        expect(normalizePath(once)).toBe(once);
        expect(once === '/' || !once.endsWith('/')).toBe(true);
      }),
    );
  });
});
