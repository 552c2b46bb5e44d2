import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { AppError } from '@kp/domain/errors';
import { describe, expect, it } from 'vitest';
import { telegramWidgetPayload, verifyTelegramInitData, verifyTelegramWidgetLogin } from './telegram-login';

// Signing is written here from Telegram's pages, apart from the code under test, so that a
// misreading of the documentation in one is not silently repeated in the other.
const BOT_TOKEN = '123456789:TEST-bot-token_for-unit-tests';
const OTHER_TOKEN = '987654321:another-bot-token';
const NOW = new Date('2025-06-01T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;

type Fields = Record<string, string | number>;

function dataCheckString(fields: Fields): string {
  return Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

/** Login Widget: secret = SHA256(bot_token), hash = hex(HMAC_SHA256(data_check_string, secret)). */
function signWidget(fields: Fields, token = BOT_TOKEN): Fields {
  const secret = createHash('sha256').update(token).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
  return { ...fields, hash };
}

/** Mini App: secret = HMAC_SHA256(key "WebAppData", bot_token); the rest as for the widget. */
function signInitData(fields: Record<string, string>, token = BOT_TOKEN): Record<string, string> {
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
  return { ...fields, hash };
}

/** A query string encoded the way Telegram hands it to the Mini App (%20, %2B, …). */
function toQuery(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

function widgetFields(overrides: Fields = {}): Fields {
  return {
    id: 279058397,
    first_name: 'Vladislav',
    last_name: 'Kibenko',
    username: 'vdkfrost',
    photo_url: 'https://t.me/i/userpic/320/abc.jpg',
    auth_date: NOW_S - 30,
    ...overrides,
  };
}

const USER_JSON = JSON.stringify({
  id: 279058397,
  first_name: 'Vladislav + - ? \\/',
  last_name: 'Kibenko',
  username: 'vdkfrost',
  language_code: 'ru',
  is_premium: true,
  allows_write_to_pm: true,
  photo_url: 'https://t.me/i/userpic/320/abc.svg',
});

function initDataFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: USER_JSON,
    auth_date: String(NOW_S - 30),
    signature: 'TYJxVcisqbWjtodPepiJ6ghziUL94-KNpG8Pau-X7oNNLNBM72APCpi_RKiUlBvcqo5L',
    ...overrides,
  };
}

const options = { botToken: BOT_TOKEN, now: NOW };

/** Runs `fn` and returns the reason it refused the sign-in; fails the test if it did anything else. */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe('TELEGRAM_AUTH_INVALID');
    expect(appError.statusCode).toBe(401);
    return (appError.cause as Error).message;
  }
  throw new Error('expected the sign-in to be refused');
}

describe('verifyTelegramWidgetLogin', () => {
  it('accepts a payload signed with the bot token and returns the identity', () => {
    const payload = signWidget(widgetFields());
    expect(verifyTelegramWidgetLogin(payload, options)).toEqual({
      telegramId: '279058397',
      firstName: 'Vladislav',
      lastName: 'Kibenko',
      username: 'vdkfrost',
      photoUrl: 'https://t.me/i/userpic/320/abc.jpg',
      authDate: new Date((NOW_S - 30) * 1000),
    });
  });

  it('accepts id and auth_date as strings, as a redirect sends them', () => {
    const payload = signWidget(widgetFields({ id: '279058397', auth_date: String(NOW_S - 30) }));
    expect(verifyTelegramWidgetLogin(payload, options).telegramId).toBe('279058397');
  });

  it('returns null for the optional fields a user does not have', () => {
    const payload = signWidget({ id: 42, first_name: 'Ann', auth_date: NOW_S });
    expect(verifyTelegramWidgetLogin(payload, options)).toMatchObject({
      telegramId: '42',
      firstName: 'Ann',
      lastName: null,
      username: null,
      photoUrl: null,
    });
  });

  it('treats a key whose value is undefined as not received', () => {
    const payload = { ...signWidget({ id: 42, first_name: 'Ann', auth_date: NOW_S }), last_name: undefined };
    expect(verifyTelegramWidgetLogin(payload, options).lastName).toBeNull();
  });

  it('refuses a payload with a changed field', () => {
    const payload = { ...signWidget(widgetFields()), id: 1 };
    expect(refusal(() => verifyTelegramWidgetLogin(payload, options))).toBe('hash mismatch');
    const renamed = { ...signWidget(widgetFields()), first_name: 'Vladislaw' };
    expect(refusal(() => verifyTelegramWidgetLogin(renamed, options))).toBe('hash mismatch');
  });

  it('refuses a wrong hash', () => {
    const payload = { ...signWidget(widgetFields()), hash: 'ab'.repeat(32) };
    expect(refusal(() => verifyTelegramWidgetLogin(payload, options))).toBe('hash mismatch');
  });

  it('refuses a hash that is not 64 lowercase hex digits', () => {
    const signed = signWidget(widgetFields());
    for (const hash of [String(signed.hash).toUpperCase(), String(signed.hash).slice(2), 'zz', '']) {
      expect(refusal(() => verifyTelegramWidgetLogin({ ...signed, hash }, options))).toMatch(/hash/);
    }
  });

  it('refuses a payload signed with another bot token', () => {
    const payload = signWidget(widgetFields(), OTHER_TOKEN);
    expect(refusal(() => verifyTelegramWidgetLogin(payload, options))).toBe('hash mismatch');
  });

  it('refuses a payload signed the Mini App way', () => {
    const fields = widgetFields();
    const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
    const hash = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
    expect(refusal(() => verifyTelegramWidgetLogin({ ...fields, hash }, options))).toBe('hash mismatch');
  });

  it('refuses a payload without a hash', () => {
    const { hash: _hash, ...payload } = signWidget(widgetFields());
    expect(refusal(() => verifyTelegramWidgetLogin(payload, options))).toBe('malformed widget payload');
  });

  it('refuses a payload without id, first_name or auth_date, even when signed', () => {
    for (const key of ['id', 'first_name', 'auth_date']) {
      const fields = widgetFields();
      delete fields[key];
      expect(refusal(() => verifyTelegramWidgetLogin(signWidget(fields), options))).toBe(
        'malformed widget payload',
      );
    }
  });

  it('refuses anything that is not an object', () => {
    for (const payload of [null, [], 'id=1', 42]) {
      expect(
        refusal(() => verifyTelegramWidgetLogin(payload as unknown as Record<string, unknown>, options)),
      ).toBe('malformed widget payload');
    }
  });

  it('accepts auth_date up to the max age, and refuses it one second older', () => {
    const atLimit = signWidget(widgetFields({ auth_date: NOW_S - 86_400 }));
    expect(verifyTelegramWidgetLogin(atLimit, options).telegramId).toBe('279058397');
    const tooOld = signWidget(widgetFields({ auth_date: NOW_S - 86_401 }));
    expect(refusal(() => verifyTelegramWidgetLogin(tooOld, options))).toBe('auth_date too old');
  });

  it('takes a shorter max age from the options', () => {
    const payload = signWidget(widgetFields({ auth_date: NOW_S - 301 }));
    expect(refusal(() => verifyTelegramWidgetLogin(payload, { ...options, maxAgeSeconds: 300 }))).toBe(
      'auth_date too old',
    );
    expect(verifyTelegramWidgetLogin(payload, { ...options, maxAgeSeconds: 301 }).firstName).toBe(
      'Vladislav',
    );
  });

  it('allows auth_date 60 s ahead of the clock, and refuses it further in the future', () => {
    const skewed = signWidget(widgetFields({ auth_date: NOW_S + 60 }));
    expect(verifyTelegramWidgetLogin(skewed, options).firstName).toBe('Vladislav');
    const future = signWidget(widgetFields({ auth_date: NOW_S + 61 }));
    expect(refusal(() => verifyTelegramWidgetLogin(future, options))).toBe('auth_date in the future');
  });

  it('includes extra fields in the check', () => {
    const withExtra = signWidget(widgetFields({ allows_write_to_pm: 'true', zz_new: 7 }));
    expect(verifyTelegramWidgetLogin(withExtra, options).telegramId).toBe('279058397');

    const added = { ...signWidget(widgetFields()), is_admin: 'true' };
    expect(refusal(() => verifyTelegramWidgetLogin(added, options))).toBe('hash mismatch');

    const { zz_new: _dropped, ...removed } = withExtra;
    expect(refusal(() => verifyTelegramWidgetLogin(removed, options))).toBe('hash mismatch');
  });

  it('refuses extra fields that are neither strings nor numbers', () => {
    for (const extra of [{ a: 1 }, [1], true, null]) {
      const payload = { ...signWidget(widgetFields()), extra };
      expect(refusal(() => verifyTelegramWidgetLogin(payload, options))).toBe('malformed widget payload');
    }
  });

  it('refuses a value with a line feed, which could be re-read as other fields', () => {
    // Signed "…\nlast_name=x\nusername=admin" could otherwise be replayed as { last_name, username }.
    const payload = signWidget(widgetFields({ last_name: 'x\nusername=admin' }));
    delete payload.username;
    expect(refusal(() => verifyTelegramWidgetLogin(payload, options))).toBe(
      'field not representable in the data-check-string',
    );
  });

  it('refuses text that is not well-formed Unicode', () => {
    const payload = signWidget(widgetFields({ first_name: 'Ann\ud800' }));
    expect(refusal(() => verifyTelegramWidgetLogin(payload, options))).toBe('malformed Unicode in a field');
  });

  it('never puts the bot token or the hash in the error', () => {
    const payload = signWidget(widgetFields(), OTHER_TOKEN);
    try {
      verifyTelegramWidgetLogin(payload, { ...options, botToken: BOT_TOKEN });
      expect.unreachable();
    } catch (error) {
      const appError = error as AppError;
      const seen = [
        appError.message,
        JSON.stringify(appError.toBody()),
        (appError.cause as Error).message,
        String(appError.stack),
      ].join(' ');
      for (const secret of [BOT_TOKEN, OTHER_TOKEN, String(payload.hash)]) expect(seen).not.toContain(secret);
    }
  });

  it('throws a plain error, not a refused sign-in, when the bot token is not configured', () => {
    const payload = signWidget(widgetFields());
    expect(() => verifyTelegramWidgetLogin(payload, { ...options, botToken: '' })).toThrow(
      'Telegram bot token is not configured',
    );
  });

  it('refuses a payload when any character of any field value is changed', () => {
    const line = (arb: fc.Arbitrary<string>) => arb.filter((s) => !s.includes('\n'));
    const text = (minLength: number) => line(fc.string({ unit: 'binary', minLength, maxLength: 20 }));
    const payloadArb = fc.record(
      {
        id: fc.oneof(
          fc.integer({ min: 1, max: 2 ** 52 }),
          fc.bigInt({ min: 1n, max: 2n ** 52n }).map(String),
        ),
        first_name: text(1),
        last_name: text(1),
        username: fc.stringMatching(/^[a-zA-Z0-9_]{1,32}$/),
        photo_url: fc.webUrl(),
        auth_date: fc.integer({ min: NOW_S - 86_400, max: NOW_S + 60 }),
        extra_field: text(1),
      },
      { requiredKeys: ['id', 'first_name', 'auth_date'] },
    );
    const replacement = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });

    fc.assert(
      fc.property(payloadArb, fc.nat(), fc.nat(), replacement, (fields, keyPick, charPick, char) => {
        const payload = signWidget(fields);
        expect(verifyTelegramWidgetLogin(payload, options).telegramId).toBe(String(fields.id));

        const keys = Object.keys(payload);
        const key = keys[keyPick % keys.length]!;
        const chars = [...String(payload[key])];
        const at = charPick % chars.length;
        fc.pre(chars[at] !== char);
        chars[at] = char;
        const tampered = { ...payload, [key]: chars.join('') };
        refusal(() => verifyTelegramWidgetLogin(tampered, options));
      }),
      { numRuns: 500 },
    );
  });
});

describe('telegramWidgetPayload', () => {
  it('turns numbers into the strings that were signed and keeps extra fields', () => {
    expect(
      telegramWidgetPayload.parse({
        id: 7,
        first_name: 'Ann',
        auth_date: 1700000000,
        hash: 'h',
        new_field: 3,
      }),
    ).toEqual({ id: '7', first_name: 'Ann', auth_date: '1700000000', hash: 'h', new_field: '3' });
  });

  it('rejects a missing field, a non-integer id and a non-scalar extra field', () => {
    const base = { id: 7, first_name: 'Ann', auth_date: 1700000000, hash: 'h' };
    expect(telegramWidgetPayload.safeParse({ ...base, hash: undefined }).success).toBe(false);
    expect(telegramWidgetPayload.safeParse({ ...base, id: 7.5 }).success).toBe(false);
    expect(telegramWidgetPayload.safeParse({ ...base, id: '7a' }).success).toBe(false);
    expect(telegramWidgetPayload.safeParse({ ...base, extra: { a: 1 } }).success).toBe(false);
  });
});

describe('verifyTelegramInitData', () => {
  it('accepts initData signed with the bot token and returns its user', () => {
    const initData = toQuery(signInitData(initDataFields()));
    expect(verifyTelegramInitData(initData, options)).toEqual({
      telegramId: '279058397',
      firstName: 'Vladislav + - ? \\/',
      lastName: 'Kibenko',
      username: 'vdkfrost',
      photoUrl: 'https://t.me/i/userpic/320/abc.svg',
      authDate: new Date((NOW_S - 30) * 1000),
    });
  });

  it('does not depend on the order of the fields in the query string', () => {
    const signed = signInitData(initDataFields());
    const reversed = Object.fromEntries(Object.entries(signed).reverse());
    expect(verifyTelegramInitData(toQuery(reversed), options).telegramId).toBe('279058397');
  });

  it('returns null for the optional fields a user does not have', () => {
    const user = JSON.stringify({ id: 42, first_name: 'Ann', language_code: 'en' });
    const initData = toQuery(signInitData(initDataFields({ user })));
    expect(verifyTelegramInitData(initData, options)).toMatchObject({
      telegramId: '42',
      firstName: 'Ann',
      lastName: null,
      username: null,
      photoUrl: null,
    });
  });

  it('refuses initData with a changed field', () => {
    const signed = signInitData(initDataFields());
    const otherUser = toQuery({ ...signed, user: USER_JSON.replace('279058397', '279058398') });
    expect(refusal(() => verifyTelegramInitData(otherUser, options))).toBe('hash mismatch');
    const otherQuery = toQuery({ ...signed, query_id: 'AAHdF6IQAAAAAN0XohDhrOrd' });
    expect(refusal(() => verifyTelegramInitData(otherQuery, options))).toBe('hash mismatch');
  });

  it('refuses a wrong hash', () => {
    const initData = toQuery({ ...signInitData(initDataFields()), hash: '0'.repeat(64) });
    expect(refusal(() => verifyTelegramInitData(initData, options))).toBe('hash mismatch');
  });

  it('refuses initData signed with another bot token', () => {
    const initData = toQuery(signInitData(initDataFields(), OTHER_TOKEN));
    expect(refusal(() => verifyTelegramInitData(initData, options))).toBe('hash mismatch');
  });

  it('refuses initData signed the Login Widget way', () => {
    const fields = initDataFields();
    const secret = createHash('sha256').update(BOT_TOKEN).digest();
    const hash = createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
    expect(refusal(() => verifyTelegramInitData(toQuery({ ...fields, hash }), options))).toBe(
      'hash mismatch',
    );
  });

  it('refuses initData without a hash, and empty initData', () => {
    const { hash: _hash, ...fields } = signInitData(initDataFields());
    expect(refusal(() => verifyTelegramInitData(toQuery(fields), options))).toBe('missing hash');
    expect(refusal(() => verifyTelegramInitData('', options))).toBe('empty initData');
  });

  it('refuses a key given twice', () => {
    const signed = toQuery(signInitData(initDataFields()));
    const userAgain = `${signed}&user=${encodeURIComponent(JSON.stringify({ id: 1, first_name: 'Eve' }))}`;
    expect(refusal(() => verifyTelegramInitData(userAgain, options))).toBe('repeated key in initData');
    expect(refusal(() => verifyTelegramInitData(`${signed}&hash=${'0'.repeat(64)}`, options))).toBe(
      'repeated key in initData',
    );
  });

  it('refuses signed initData without a readable user', () => {
    const { user: _user, ...withoutUser } = initDataFields();
    expect(refusal(() => verifyTelegramInitData(toQuery(signInitData(withoutUser)), options))).toBe(
      'initData has no readable user',
    );
    const notJson = toQuery(signInitData(initDataFields({ user: '{"id":1,' })));
    expect(refusal(() => verifyTelegramInitData(notJson, options))).toBe('initData has no readable user');
    const noName = toQuery(signInitData(initDataFields({ user: '{"id":1}' })));
    expect(refusal(() => verifyTelegramInitData(noName, options))).toBe('initData has no readable user');
  });

  it('refuses signed initData without auth_date', () => {
    const { auth_date: _authDate, ...fields } = initDataFields();
    expect(refusal(() => verifyTelegramInitData(toQuery(signInitData(fields)), options))).toBe(
      'missing or malformed auth_date',
    );
  });

  it('accepts auth_date up to the max age, and refuses it one second older', () => {
    const atLimit = toQuery(signInitData(initDataFields({ auth_date: String(NOW_S - 86_400) })));
    expect(verifyTelegramInitData(atLimit, options).telegramId).toBe('279058397');
    const tooOld = toQuery(signInitData(initDataFields({ auth_date: String(NOW_S - 86_401) })));
    expect(refusal(() => verifyTelegramInitData(tooOld, options))).toBe('auth_date too old');
    const short = toQuery(signInitData(initDataFields({ auth_date: String(NOW_S - 61) })));
    expect(refusal(() => verifyTelegramInitData(short, { ...options, maxAgeSeconds: 60 }))).toBe(
      'auth_date too old',
    );
  });

  it('allows auth_date 60 s ahead of the clock, and refuses it further in the future', () => {
    const skewed = toQuery(signInitData(initDataFields({ auth_date: String(NOW_S + 60) })));
    expect(verifyTelegramInitData(skewed, options).telegramId).toBe('279058397');
    const future = toQuery(signInitData(initDataFields({ auth_date: String(NOW_S + 61) })));
    expect(refusal(() => verifyTelegramInitData(future, options))).toBe('auth_date in the future');
  });

  it('includes every field but hash in the check, signature and new fields too', () => {
    const withExtra = signInitData(initDataFields({ chat_type: 'sender', chat_instance: '-1665603357' }));
    expect(verifyTelegramInitData(toQuery(withExtra), options).telegramId).toBe('279058397');

    const added = toQuery({ ...signInitData(initDataFields()), start_param: 'ref42' });
    expect(refusal(() => verifyTelegramInitData(added, options))).toBe('hash mismatch');

    const { signature: _signature, ...withoutSignature } = signInitData(initDataFields());
    expect(refusal(() => verifyTelegramInitData(toQuery(withoutSignature), options))).toBe('hash mismatch');
  });

  it('refuses initData when any character of any decoded field value is changed', () => {
    const userArb = fc.record(
      {
        id: fc.integer({ min: 1, max: 2 ** 52 }),
        first_name: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
        last_name: fc.string({ unit: 'binary', maxLength: 20 }),
        username: fc.stringMatching(/^[a-zA-Z0-9_]{1,32}$/),
        language_code: fc.constantFrom('en', 'ru', 'hi'),
        is_premium: fc.boolean(),
      },
      { requiredKeys: ['id', 'first_name'] },
    );
    const fieldsArb = fc.record(
      {
        user: userArb.map((user) => JSON.stringify(user)),
        auth_date: fc.integer({ min: NOW_S - 86_400, max: NOW_S + 60 }).map(String),
        query_id: fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
        start_param: fc.string({ unit: 'binary', maxLength: 20 }).filter((s) => !s.includes('\n')),
      },
      { requiredKeys: ['user', 'auth_date'] },
    );
    const replacement = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });

    fc.assert(
      fc.property(fieldsArb, fc.nat(), fc.nat(), replacement, (fields, keyPick, charPick, char) => {
        const signed = signInitData(fields);
        verifyTelegramInitData(toQuery(signed), options);

        const keys = Object.keys(signed).filter((key) => signed[key] !== '');
        const key = keys[keyPick % keys.length]!;
        const chars = [...signed[key]!];
        const at = charPick % chars.length;
        fc.pre(chars[at] !== char);
        chars[at] = char;
        refusal(() => verifyTelegramInitData(toQuery({ ...signed, [key]: chars.join('') }), options));
      }),
      { numRuns: 500 },
    );
  });
});
