import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@kp/domain/errors';
import { loadAllEnglish } from './i18n';
import { ERROR_KEYS, FIELD_MESSAGE_KEYS, fieldMessageKey } from './messages';

beforeAll(() => loadAllEnglish());
const english = (key: string) => i18next.getFixedT('en')(key as never);

describe('the words of forms and errors', () => {
  it('says each domain field message, in English, in the domain’s own words', () => {
    for (const [message, key] of Object.entries(FIELD_MESSAGE_KEYS)) expect(english(key)).toBe(message);
  });

  it('says each error, in English, as the catalogue does (the spec’s words where it has them)', () => {
    const { SERVICE_UNAVAILABLE, ...worded } = ERROR_KEYS;
    for (const [code, key] of Object.entries(worded)) {
      expect(english(key), code).toBe(ERRORS[code as keyof typeof worded].message);
    }
    // Seen by the web mostly when the reader is offline, so it says what to do about it.
    expect(english(SERVICE_UNAVAILABLE)).toMatch(/check your connection/i);
    expect(english(ERROR_KEYS.PHONE_ALREADY_EXISTS)).toBe('Phone number already exists');
    expect(english(ERROR_KEYS.SOMETHING_WENT_WRONG)).toBe('Something went wrong');
    expect(english(ERROR_KEYS.USERNAME_TAKEN)).toBe('Username already taken!');
  });

  it('falls back to Something went wrong for a message it does not know', () => {
    expect(fieldMessageKey('Invalid input')).toBe(ERROR_KEYS.SOMETHING_WENT_WRONG);
  });
});
