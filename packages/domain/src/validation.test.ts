import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors';
import { GAME_LOGIN_METHODS } from './games';
import { SUBMISSION_TYPES } from './tasks';
import {
  BANK_ACCOUNT_PATTERN,
  BASE58_ADDRESS_PATTERN,
  DIGITS_PATTERN,
  FIRST_NAME_LENGTH,
  FORM_MESSAGES,
  FORMAT_MESSAGES,
  GAME_LOGIN_VALUE_SCHEMAS,
  NAME_PATTERN,
  POG_NAME_LENGTH,
  SUBMISSION_VALUE_SCHEMAS,
  USERNAME_LENGTH,
  VALIDATION_MESSAGES,
  bankAccountSchema,
  citySchema,
  emailSchema,
  firstNameSchema,
  gameLoginSchema,
  ifscSchema,
  imageTypeSchema,
  isBase58Address,
  isEmail,
  isEvmAddress,
  isIfsc,
  isIndianMobileNumber,
  isQuestStillValid,
  isSteamId,
  isUrl,
  isValidGameLoginValue,
  isValidSubmission,
  pogNameSchema,
  submissionSchema,
  usernameSchema,
} from './validation';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('limits and messages', () => {
  it('keeps the spec limits and the messages that quote them in agreement', () => {
    expect(USERNAME_LENGTH).toEqual({ min: 5, max: 10 });
    expect(POG_NAME_LENGTH).toEqual({ min: 5, max: 12 });
    expect(FIRST_NAME_LENGTH).toEqual({ min: 3, max: 15 });
    expect(VALIDATION_MESSAGES.usernameLength).toBe(
      `min ${USERNAME_LENGTH.min} max ${USERNAME_LENGTH.max} characters`,
    );
    expect(VALIDATION_MESSAGES.pogNameLength).toBe(
      `Username must be between ${POG_NAME_LENGTH.min} and ${POG_NAME_LENGTH.max} characters`,
    );
    expect(VALIDATION_MESSAGES.firstNameLength).toBe(
      `min ${FIRST_NAME_LENGTH.min} and max ${FIRST_NAME_LENGTH.max} characters`,
    );
  });

  it('has the eight form messages in sentence case', () => {
    expect(Object.values(FORM_MESSAGES)).toEqual([
      'Please select an option',
      'Please enter city',
      'Please enter college name',
      'Please enter valid mobile number',
      'Please enter valid email',
      'Please enter value',
      'Please select correct option',
      'Please select country',
    ]);
  });

  it('writes each message once, and leaves the uniqueness error to the error catalogue', () => {
    const all = [
      ...Object.values(VALIDATION_MESSAGES),
      ...Object.values(FORM_MESSAGES),
      ...Object.values(FORMAT_MESSAGES),
    ];
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(ERRORS.USERNAME_TAKEN.message);
  });
});

describe('usernames and names', () => {
  it('checks a generic username with the spec messages, spaces first', () => {
    expect(usernameSchema.safeParse('gamer01').success).toBe(true);
    expect(messages(usernameSchema.safeParse('ga mer'))[0]).toBe('Spaces are not allowed in the username');
    expect(messages(usernameSchema.safeParse('abcd'))).toEqual(['min 5 max 10 characters']);
    expect(messages(usernameSchema.safeParse('abcdefghijk'))).toEqual(['min 5 max 10 characters']);
    expect(messages(usernameSchema.safeParse('gamer_01'))).toEqual(['Special characters are not allowed']);
  });

  it('checks a POG name: 5 to 12 characters, no special characters', () => {
    expect(pogNameSchema.safeParse('ProGamer2024').success).toBe(true);
    expect(messages(pogNameSchema.safeParse('abc'))).toEqual([
      'Username must be between 5 and 12 characters',
    ]);
    expect(messages(pogNameSchema.safeParse('ProGamer20245'))).toEqual([
      'Username must be between 5 and 12 characters',
    ]);
    expect(messages(pogNameSchema.safeParse('pro.gamer'))).toEqual(['Special characters are not allowed']);
    expect(messages(pogNameSchema.safeParse('pro gamer'))).toEqual(['Special characters are not allowed']);
  });

  it('checks a first name: not empty, no spaces, 3 to 15, letters of any script', () => {
    expect(firstNameSchema.safeParse('Asha').success).toBe(true);
    expect(firstNameSchema.safeParse('Иван').success).toBe(true);
    expect(firstNameSchema.safeParse('Ελένη').success).toBe(true);
    expect(firstNameSchema.safeParse('अमित').success).toBe(true);
    expect(messages(firstNameSchema.safeParse(''))[0]).toBe('Please enter value');
    expect(messages(firstNameSchema.safeParse('Ana Maria'))).toEqual(['spacing not allowed']);
    expect(messages(firstNameSchema.safeParse('Al'))).toEqual(['min 3 and max 15 characters']);
    expect(messages(firstNameSchema.safeParse('Abcdefghijklmnop'))).toEqual(['min 3 and max 15 characters']);
    expect(messages(firstNameSchema.safeParse('R2D2'))).toEqual(['only alphabets allowed']);
  });

  it('lets a name have letters and spaces only', () => {
    expect(NAME_PATTERN.test('Ana Maria')).toBe(true);
    expect(NAME_PATTERN.test('Ana-Maria')).toBe(false);
    expect(NAME_PATTERN.test('Ана Мария')).toBe(true);
  });

  it('accepts exactly the usernames of 5 to 10 latin letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (value) => {
        const expected = /^[A-Za-z0-9]{5,10}$/.test(value);
        expect(usernameSchema.safeParse(value).success).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{5,12}$/), (value) => {
        expect(pogNameSchema.safeParse(value).success).toBe(true);
      }),
    );
  });
});

describe('Indian mobile numbers', () => {
  it('are 10 digits starting 6 to 9', () => {
    expect(isIndianMobileNumber('9876543210')).toBe(true);
    expect(isIndianMobileNumber('6000000000')).toBe(true);
    expect(isIndianMobileNumber('5876543210')).toBe(false);
    expect(isIndianMobileNumber('987654321')).toBe(false);
    expect(isIndianMobileNumber('98765432100')).toBe(false);
  });
});

describe('formats', () => {
  it('checks emails by the standard pattern', () => {
    expect(isEmail('asha@example.in')).toBe(true);
    expect(isEmail('asha@example')).toBe(false);
    expect(isEmail('not an email')).toBe(false);
    expect(messages(emailSchema.safeParse('x'))).toEqual(['Please enter valid email']);
  });

  it('takes JPEG uploads only', () => {
    expect(imageTypeSchema.safeParse('image/jpeg').success).toBe(true);
    expect(imageTypeSchema.safeParse('image/png').success).toBe(false);
  });

  it('checks digits, base58, bank account and IFSC patterns', () => {
    expect(DIGITS_PATTERN.test('0123')).toBe(true);
    expect(DIGITS_PATTERN.test('12a')).toBe(false);
    expect(DIGITS_PATTERN.test('')).toBe(false);
    expect(isBase58Address('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe(true);
    expect(isBase58Address('0xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe(false);
    expect(isBase58Address('1'.repeat(31))).toBe(false);
    expect(isBase58Address('1'.repeat(45))).toBe(false);
    expect(bankAccountSchema.safeParse('123456789').success).toBe(true);
    expect(bankAccountSchema.safeParse('12345678').success).toBe(false);
    expect(BANK_ACCOUNT_PATTERN.test('1'.repeat(18))).toBe(true);
    expect(BANK_ACCOUNT_PATTERN.test('1'.repeat(19))).toBe(false);
    expect(isIfsc('SBIN0001234')).toBe(true);
    expect(isIfsc('SBIN1001234')).toBe(false);
    expect(isIfsc('sbin0001234')).toBe(false);
    expect(ifscSchema.parse(' sbin0001234 ')).toBe('SBIN0001234');
  });

  it('checks EVM addresses', () => {
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isEvmAddress('52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE')).toBe(false);
  });

  it('takes Steam ids in their three forms, a numeric one of 17 digits', () => {
    expect(isSteamId('STEAM_0:1:12345678')).toBe(true);
    expect(isSteamId('[U:1:24691357]')).toBe(true);
    expect(isSteamId('76561197984648085')).toBe(true);
    expect(isSteamId('7656119798464808')).toBe(false);
    expect(isSteamId('765611979846480851')).toBe(false);
    expect(isSteamId('STEAM_0:2:1')).toBe(false);
    expect(isSteamId('[U:2:1]')).toBe(false);
  });

  it('takes http(s) links with a real hostname', () => {
    expect(isUrl('https://example.com/path?q=1')).toBe(true);
    expect(isUrl('http://sub.example.co.in')).toBe(true);
    expect(isUrl('https://xn--fsqu00a.xn--0zwm56d/')).toBe(true);
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('http://localhost:3000')).toBe(false);
    expect(isUrl('example.com')).toBe(false);
  });

  it('accepts every generated base58 address and bank account, and no base58 with a 0, O, I or l', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/), (value) => {
        expect(BASE58_ADDRESS_PATTERN.test(value)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{31,43}$/),
        fc.constantFrom('0', 'O', 'I', 'l'),
        (value, bad) => {
          expect(BASE58_ADDRESS_PATTERN.test(value + bad)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9,18}$/), (value) => {
        expect(BANK_ACCOUNT_PATTERN.test(value)).toBe(true);
      }),
    );
  });

  it('accepts every web URL fast-check makes', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          fc.pre(/^https?:\/\/[^/:?#]*\.[a-z]{2,}(?:[:/?#]|$)/i.test(url));
          expect(isUrl(url)).toBe(true);
        },
      ),
    );
  });
});

describe('city and other required fields', () => {
  it('asks for a city when it is blank', () => {
    expect(messages(citySchema.safeParse('  '))).toEqual(['Please enter city']);
    expect(citySchema.parse(' Pune ')).toBe('Pune');
  });
});

describe('game login values', () => {
  it('checks each login method by its rule', () => {
    expect(isValidGameLoginValue('in_game_email', 'asha@example.in')).toBe(true);
    expect(isValidGameLoginValue('in_game_email', 'asha')).toBe(false);
    expect(isValidGameLoginValue('in_game_wallet', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidGameLoginValue('metamask_wallet', '0x123')).toBe(false);
    expect(isValidGameLoginValue('solana_wallet', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe(true);
    expect(isValidGameLoginValue('solana_wallet', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isValidGameLoginValue('user_name', 'pro_gamer')).toBe(true);
    expect(isValidGameLoginValue('user_name', 'pro gamer')).toBe(false);
    expect(isValidGameLoginValue('in_game_user_id', 'id 7')).toBe(false);
    expect(isValidGameLoginValue('in_game_user_id', '')).toBe(false);
    expect(isValidGameLoginValue('steam_id', '76561197984648085')).toBe(true);
  });

  it('has a rule for every login method and reports on the value field', () => {
    expect(Object.keys(GAME_LOGIN_VALUE_SCHEMAS).sort()).toEqual([...GAME_LOGIN_METHODS].sort());
    const result = gameLoginSchema.safeParse({ method: 'in_game_email', value: 'nope' });
    expect(result.error?.issues).toMatchObject([{ path: ['value'], message: 'Please enter valid email' }]);
    expect(messages(gameLoginSchema.safeParse({ method: 'fax', value: 'x' }))).toEqual([
      'Please select correct option',
    ]);
    expect(gameLoginSchema.safeParse({ method: 'user_name', value: 'gamer' }).success).toBe(true);
  });

  it('refuses any user name or user id with a space', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('user_name', 'in_game_user_id'),
        (a, b, method) => {
          expect(isValidGameLoginValue(method, `${a} ${b}`)).toBe(false);
        },
      ),
    );
  });
});

describe('submissions', () => {
  it('checks each submission type by its pattern', () => {
    expect(isValidSubmission('Discord', 'https://discord.gg/kplay')).toBe(true);
    expect(isValidSubmission('Discord', 'https://example.com/kplay')).toBe(false);
    expect(isValidSubmission('Instagram', 'https://www.instagram.com/p/abc123/')).toBe(true);
    expect(isValidSubmission('Twitter', 'https://x.com/kplay/status/1')).toBe(true);
    expect(isValidSubmission('Twitter', 'https://twitter.com/kplay')).toBe(true);
    expect(isValidSubmission('Twitter', 'https://notx.com/kplay')).toBe(false);
    expect(isValidSubmission('Facebook', 'https://www.facebook.com/kplay')).toBe(true);
    expect(isValidSubmission('YouTube', 'https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isValidSubmission('YouTube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isValidSubmission('YouTube', 'https://vimeo.com/1')).toBe(false);
    expect(isValidSubmission('link', 'https://example.com')).toBe(true);
    expect(isValidSubmission('link', 'not a link')).toBe(false);
    expect(isValidSubmission('Steam', '[U:1:24691357]')).toBe(true);
    expect(isValidSubmission('Steam', 'https://steamcommunity.com/id/x')).toBe(false);
  });

  it('has a rule for every submission type and reports on the value field', () => {
    expect(Object.keys(SUBMISSION_VALUE_SCHEMAS).sort()).toEqual([...SUBMISSION_TYPES].sort());
    const result = submissionSchema.safeParse({ type: 'link', value: 'nope' });
    expect(result.error?.issues).toMatchObject([{ path: ['value'], message: 'Please enter valid link' }]);
  });

  it('refuses for every social type what is not a URL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBMISSION_TYPES.filter((t) => t !== 'Steam')),
        fc.string(),
        (type, value) => {
          fc.pre(!/^https?:\/\//.test(value));
          expect(isValidSubmission(type, value)).toBe(false);
        },
      ),
    );
  });
});

describe('isQuestStillValid', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('counts an empty end or a future date as still valid', () => {
    expect(isQuestStillValid(null, now)).toBe(true);
    expect(isQuestStillValid(undefined, now)).toBe(true);
    expect(isQuestStillValid('', now)).toBe(true);
    expect(isQuestStillValid('2025-06-01T12:00:01Z', now)).toBe(true);
    expect(isQuestStillValid(new Date('2025-06-02'), now)).toBe(true);
  });

  it('counts a past end, the end itself, or an unreadable date as over', () => {
    expect(isQuestStillValid('2025-05-31T00:00:00Z', now)).toBe(false);
    expect(isQuestStillValid(now, now)).toBe(false);
    expect(isQuestStillValid('not a date', now)).toBe(false);
  });

  it('is valid exactly when the end is after now, as a Date or an ISO string', () => {
    const instant = fc.integer({ min: -8.64e15, max: 8.64e15 });
    fc.assert(
      fc.property(instant, instant, (end, at) => {
        const expected = end > at;
        expect(isQuestStillValid(new Date(end), new Date(at))).toBe(expected);
        expect(isQuestStillValid(new Date(end).toISOString(), new Date(at))).toBe(expected);
      }),
    );
  });
});
