import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGITS_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './languages';
import { CLAN_OVERLAY_STORAGE_KEYS } from './clan-overlay';
import { COOKIE_KEYS, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('has the thirteen stored keys of the spec, the referral code, the first run and the digits, distinct, the language and digits ones shared with languages', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(values).toHaveLength(16);
    expect(new Set(values).size).toBe(values.length);
    expect(STORAGE_KEYS.language).toBe(LANGUAGE_STORAGE_KEY);
    expect(STORAGE_KEYS.digits).toBe(DIGITS_STORAGE_KEY);
    expect(COOKIE_KEYS).toEqual({
      accessToken: STORAGE_KEYS.accessToken,
      refreshToken: STORAGE_KEYS.refreshToken,
    });
  });

  it('keeps the clan overlay’s keys apart from every other', () => {
    const all = [...Object.values(STORAGE_KEYS), ...Object.values(CLAN_OVERLAY_STORAGE_KEYS)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('uses key names safe in storage and cookies', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(STORAGE_KEYS), ...Object.values(CLAN_OVERLAY_STORAGE_KEYS)),
        (key) => {
          expect(key).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
        },
      ),
    );
  });
});
