import { afterEach, describe, expect, it } from 'vitest';
import { isolate } from './user-text';

describe('isolate', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('leaves a left-to-right name bare in a left-to-right page', () => {
    document.documentElement.dir = 'ltr';
    expect(isolate('Ann_99!')).toBe('Ann_99!');
    expect(isolate('आशा')).toBe('आशा');
  });

  it('isolates a right-to-left name in a left-to-right page', () => {
    document.documentElement.dir = 'ltr';
    expect(isolate('שרה!')).toBe('\u2068שרה!\u2069');
    expect(isolate('Ali علي')).toBe('\u2068Ali علي\u2069');
  });

  it('isolates every name in a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    expect(isolate('Ann_99!')).toBe('\u2068Ann_99!\u2069');
  });
});
