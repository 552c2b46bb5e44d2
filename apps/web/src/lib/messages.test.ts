import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError, ERRORS, errorMessage, type ErrorCode } from '@kp/domain/errors';
import { loadAllMessages } from './i18n';
import { ERROR_CASE_KEYS, ERROR_KEYS, FIELD_MESSAGE_KEYS, errorText, fieldMessageKey } from './messages';

beforeAll(() => loadAllMessages());
const english = (key: string, params?: Record<string, string>) =>
  i18next.getFixedT('en')(key as never, params);
// A value for every parameter a message may name.
const SAMPLE = {
  provider: 'Discord',
  currency: 'K-Cash',
  header: 'Sandbox-Signature',
  accepted: 'INR, BRL',
  document: 'PAN',
  days: '3',
  required: '60',
  current: '30',
  tier: 'Gold',
  max: '7',
  cost: '2500',
};
// Worded by their page, by the document in their details (features/kyc/kyc-messages.ts).
const WORDED_BY_THEIR_PAGE = new Set<string>([
  'KYC_NOT_FOR_REGION',
  'KYC_PREREQUISITE_MISSING',
  'KYC_ALREADY_VERIFIED',
  'KYC_DOCUMENT_IN_USE',
]);
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe('the words of forms and errors', () => {
  it('says each domain field message, in English, in the domain’s own words', () => {
    for (const [message, key] of Object.entries(FIELD_MESSAGE_KEYS)) expect(english(key)).toBe(message);
  });

  it('says each error, in English, as the catalogue does (the spec’s words where it has them)', () => {
    const { SERVICE_UNAVAILABLE, ...worded } = ERROR_KEYS;
    for (const [code, key] of Object.entries(worded)) {
      expect(english(key, SAMPLE), code).toBe(errorMessage(code as ErrorCode, SAMPLE));
    }
    // Seen by the web mostly when the reader is offline, so it says what to do about it.
    expect(english(SERVICE_UNAVAILABLE)).toMatch(/check your connection/i);
    expect(english(ERROR_KEYS.PHONE_ALREADY_EXISTS)).toBe('Phone number already exists');
    expect(english(ERROR_KEYS.SOMETHING_WENT_WRONG)).toBe('Something went wrong');
    expect(english(ERROR_KEYS.USERNAME_TAKEN)).toBe('Username already taken!');
  });

  it('says each case of a code as the catalogue does, and has words for every case and every code with parameters', () => {
    for (const [code, entry] of Object.entries(ERRORS) as [ErrorCode, (typeof ERRORS)[ErrorCode]][]) {
      if (WORDED_BY_THEIR_PAGE.has(code)) continue;
      const variants: Record<string, string> = 'variants' in entry ? entry.variants : {};
      const cases: Record<string, string> =
        (ERROR_CASE_KEYS as Record<string, Record<string, string>>)[code] ?? {};
      expect(Object.keys(cases).sort(), code).toEqual(Object.keys(variants).sort());
      for (const [variant, key] of Object.entries(cases))
        expect(english(key, SAMPLE), `${code}.${variant}`).toBe(errorMessage(code, SAMPLE, variant));
      if (placeholdersOf(entry.message).length > 0) expect(ERROR_KEYS, code).toHaveProperty(code);
      for (const name of [entry.message, ...Object.values(variants)].flatMap(placeholdersOf))
        expect(SAMPLE, `${code}: {${name}}`).toHaveProperty(name);
    }
  });

  it('words an error of the api by its case, else its code, with its parameters; else Something went wrong', () => {
    const t = i18next.getFixedT('en');
    const notLinked = new AppError('SOCIAL_ACCOUNT_NOT_LINKED', { params: { provider: 'Steam' } });
    expect(errorText(t, notLinked)).toBe('No Steam account is connected to your profile');
    const signsIn = new AppError('SOCIAL_ACCOUNT_NOT_LINKED', {
      variant: 'signs_in',
      params: { provider: 'Google' },
    });
    expect(errorText(t, signsIn)).toBe('Your Google account is how you sign in: it stays connected');
    expect(errorText(t, AppError.fromBody(signsIn.toBody()))).toBe(errorText(t, signsIn));
    expect(errorText(t, new AppError('TOURNAMENT_NOT_FOUND'))).toBe(ERRORS.TOURNAMENT_NOT_FOUND.message);
    // No words here: never the api's message, whatever it says.
    expect(errorText(t, new AppError('ART_ICON_NOT_FOUND'))).toBe('Something went wrong');
  });

  it('falls back to Something went wrong for a message it does not know', () => {
    expect(fieldMessageKey('Invalid input')).toBe(ERROR_KEYS.SOMETHING_WENT_WRONG);
  });
});
