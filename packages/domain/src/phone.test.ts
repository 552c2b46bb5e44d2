import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dialCodeOf,
  isValidPhoneNumber,
  maskPhoneNumber,
  phoneFromWaId,
  phoneNumberSchema,
  phoneWithCountrySchema,
  toWaId,
} from './phone';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('phone numbers', () => {
  it('takes Indian mobile numbers of 10 digits starting 6 to 9', () => {
    expect(isValidPhoneNumber('5876543210', 'IN')).toBe(false);
    expect(isValidPhoneNumber('9876543210', 'IN')).toBe(true);
    expect(isValidPhoneNumber('9876543210', '+91')).toBe(true);
    expect(isValidPhoneNumber('98765 43210', 'IN')).toBe(false);
  });

  it('counts an empty value as valid', () => {
    expect(isValidPhoneNumber('', 'IN')).toBe(true);
    expect(isValidPhoneNumber('  ', 'BR')).toBe(true);
    expect(phoneNumberSchema('IN').safeParse('').success).toBe(true);
  });

  it('checks other countries with the international parser', () => {
    expect(isValidPhoneNumber('11987654321', 'BR')).toBe(true);
    expect(isValidPhoneNumber('11987654321', '+55')).toBe(true);
    expect(isValidPhoneNumber('9812345678', 'NP')).toBe(true);
    expect(isValidPhoneNumber('1712345678', 'BD')).toBe(true);
    expect(isValidPhoneNumber('2025550123', 'US')).toBe(true);
    expect(isValidPhoneNumber('12', 'US')).toBe(false);
    expect(isValidPhoneNumber('7012345678', 'KZ')).toBe(true);
    expect(isValidPhoneNumber('012345678', '+77')).toBe(true);
    expect(isValidPhoneNumber('2025550123', 'ZZ')).toBe(false);
  });

  it('refuses a number of another calling code than the chosen one', () => {
    expect(isValidPhoneNumber('+447911123456', 'US')).toBe(false);
    expect(isValidPhoneNumber('+447911123456', 'GB')).toBe(false);
    expect(isValidPhoneNumber('7911123456', 'GB')).toBe(true);
  });

  it('puts the mobile number message on the number field', () => {
    const result = phoneWithCountrySchema.safeParse({ countryCode: 'IN', phoneNumber: '12345' });
    expect(result.error?.issues).toMatchObject([
      { path: ['phoneNumber'], message: 'Please enter valid mobile number' },
    ]);
    expect(messages(phoneWithCountrySchema.safeParse({ countryCode: '', phoneNumber: '' }))).toEqual([
      'Please select country',
    ]);
    expect(phoneWithCountrySchema.safeParse({ countryCode: 'BR', phoneNumber: '11987654321' }).success).toBe(
      true,
    );
  });

  it('accepts every Indian mobile number and nothing else for India', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[6-9]\d{9}$/), (value) => {
        expect(isValidPhoneNumber(value, 'IN')).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 14 }), (value) => {
        const expected = value.trim() === '' || /^[6-9]\d{9}$/.test(value.trim());
        expect(isValidPhoneNumber(value, 'IN')).toBe(expected);
      }),
    );
  });
});

describe('waId', () => {
  it('reads international digits under the form rule', () => {
    expect(phoneFromWaId('919876543210')).toEqual({ e164: '+919876543210', country: 'IN' });
    expect(phoneFromWaId('+5511987654321')).toEqual({ e164: '+5511987654321', country: 'BR' });
    expect(phoneFromWaId('915876543210')).toBeNull(); // India: must start 6 to 9
    expect(phoneFromWaId('91987654321')).toBeNull(); // India: 10 digits
    expect(phoneFromWaId('abc')).toBeNull();
    expect(phoneFromWaId('')).toBeNull();
  });

  it('builds the waId the form means, and reads it back', () => {
    expect(toWaId('IN', '9876543210')).toBe('919876543210');
    expect(toWaId('+55', '11987654321')).toBe('5511987654321');
    expect(toWaId('IN', '1234')).toBeNull();
    expect(toWaId('IN', '')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 9 }), fc.stringMatching(/^\d{9}$/), (first, rest) => {
        const waId = toWaId('IN', `${first}${rest}`);
        expect(waId).not.toBeNull();
        expect(phoneFromWaId(waId!)?.e164).toBe(`+${waId}`);
      }),
    );
  });

  it('reads the dial code a number starts with, one code for every country under it', () => {
    expect(dialCodeOf('+919876543210')).toBe('+91');
    expect(dialCodeOf('+5511987654321')).toBe('+55');
    expect(dialCodeOf('+12025550123')).toBe('+1'); // the US
    expect(dialCodeOf('+18765550123')).toBe('+1'); // Jamaica, under the same code
    expect(dialCodeOf('+9999')).toBeNull();
  });

  it('masks all but the last four digits', () => {
    expect(maskPhoneNumber('+919876543210')).toBe('+91 ••••••3210');
    expect(maskPhoneNumber('+5511987654321')).toBe('+55 •••••••4321');
  });
});
