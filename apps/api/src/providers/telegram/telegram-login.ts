// Telegram sign-in, checked as Telegram documents it:
// - Login Widget: https://core.telegram.org/widgets/login#checking-authorization
// - Mini App initData: https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app
// Both sign a data-check-string (every received field but `hash`, as `key=value`, sorted by key,
// joined by '\n') with HMAC-SHA256; they differ only in how the secret key comes from the bot token.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@kp/domain/errors';
import { z } from 'zod';

/** A Telegram user whose sign-in data carried a valid signature from Telegram. */
export type TelegramIdentity = {
  telegramId: string;
  firstName: string;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
  authDate: Date;
};

/** What a check needs: the bot's token, the current time and how old a sign-in may be (seconds). */
export type TelegramVerifyOptions = { botToken: string; now: Date; maxAgeSeconds?: number };

/** How old a Telegram sign-in may be by default, in seconds (one day). */
export const TELEGRAM_AUTH_MAX_AGE_SECONDS = 86_400;

// How far ahead of our clock auth_date may be, for clocks that disagree a little.
const MAX_CLOCK_SKEW_SECONDS = 60;
const HASH_HEX = /^[0-9a-f]{64}$/;
const DIGITS = /^\d+$/;
const LONE_SURROGATE = /\p{Cs}/u;

// The widget sends numbers for id and auth_date, a redirect sends strings: both become the string
// that went into the data-check-string (String(n) is what Telegram signed for a JSON number).
const scalar = z.union([z.string(), z.number()]).transform(String);
const integer = z.union([z.string().regex(DIGITS), z.number().int().nonnegative()]).transform(String);

/** The Login Widget's body; fields Telegram may add later are kept, as they are part of the check. */
export const telegramWidgetPayload = z
  .object({
    id: integer,
    first_name: scalar,
    last_name: scalar.optional(),
    username: scalar.optional(),
    photo_url: scalar.optional(),
    auth_date: integer,
    hash: z.string(),
  })
  .catchall(scalar);

// The `user` field of initData, read only once the signature holds; other keys are ignored.
const initDataUser = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  photo_url: z.string().optional(),
});

/** Checks a Login Widget payload and returns the Telegram user it names; throws TELEGRAM_AUTH_INVALID. */
export function verifyTelegramWidgetLogin(
  payload: Record<string, unknown>,
  options: TelegramVerifyOptions,
): TelegramIdentity {
  assertOptions(options);
  const parsed = telegramWidgetPayload.safeParse(withoutUndefined(payload));
  if (!parsed.success) throw invalid('malformed widget payload');
  const { hash, ...fields } = parsed.data;

  const secretKey = createHash('sha256').update(options.botToken).digest();
  assertSigned(definedEntries(fields), hash, secretKey);
  const authDate = checkAuthDate(fields.auth_date, options);

  return {
    telegramId: fields.id,
    firstName: fields.first_name,
    lastName: fields.last_name || null,
    username: fields.username || null,
    photoUrl: fields.photo_url || null,
    authDate,
  };
}

/** Checks a Mini App's initData query string and returns its user; throws TELEGRAM_AUTH_INVALID. */
export function verifyTelegramInitData(initData: string, options: TelegramVerifyOptions): TelegramIdentity {
  assertOptions(options);
  if (typeof initData !== 'string' || initData === '') throw invalid('empty initData');

  const entries = [...new URLSearchParams(initData)];
  const fields = new Map(entries);
  // With a key twice, which value was signed and which one is read would be a guess.
  if (fields.size !== entries.length) throw invalid('repeated key in initData');
  const hash = fields.get('hash');
  if (hash === undefined) throw invalid('missing hash');
  fields.delete('hash');

  const secretKey = createHmac('sha256', 'WebAppData').update(options.botToken).digest();
  assertSigned([...fields], hash, secretKey);

  const authDate = checkAuthDate(fields.get('auth_date'), options);
  const user = initDataUser.safeParse(parseJson(fields.get('user')));
  if (!user.success) throw invalid('initData has no readable user');

  return {
    telegramId: String(user.data.id),
    firstName: user.data.first_name,
    lastName: user.data.last_name || null,
    username: user.data.username || null,
    photoUrl: user.data.photo_url || null,
    authDate,
  };
}

/** Throws unless `hash` is Telegram's signature of these fields under `secretKey`. */
function assertSigned(fields: [string, string][], hash: string, secretKey: Buffer): void {
  for (const [key, value] of fields) {
    // A '\n' in a value or a '=' in a key would let one signed string be read as other fields;
    // Telegram never signs either, nor text that is not well-formed Unicode (it would hash as U+FFFD).
    if (key === '' || key.includes('=') || key.includes('\n') || value.includes('\n'))
      throw invalid('field not representable in the data-check-string');
    if (LONE_SURROGATE.test(key) || LONE_SURROGATE.test(value)) throw invalid('malformed Unicode in a field');
  }
  if (!HASH_HEX.test(hash)) throw invalid('hash is not 64 lowercase hex digits');

  const dataCheckString = [...fields]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const expected = createHmac('sha256', secretKey).update(dataCheckString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) throw invalid('hash mismatch');
}

/** The auth_date as a Date, once it is neither older than allowed nor ahead of the clock. */
function checkAuthDate(authDate: string | undefined, options: TelegramVerifyOptions): Date {
  if (authDate === undefined || !DIGITS.test(authDate)) throw invalid('missing or malformed auth_date');
  const authSeconds = Number(authDate);
  const nowSeconds = options.now.getTime() / 1000;
  const maxAge = options.maxAgeSeconds ?? TELEGRAM_AUTH_MAX_AGE_SECONDS;
  if (nowSeconds - authSeconds > maxAge) throw invalid('auth_date too old');
  if (authSeconds - nowSeconds > MAX_CLOCK_SKEW_SECONDS) throw invalid('auth_date in the future');
  return new Date(authSeconds * 1000);
}

// A misconfigured server is a 500, not a refused sign-in; the messages never carry the token.
function assertOptions(options: TelegramVerifyOptions): void {
  if (typeof options.botToken !== 'string' || options.botToken === '')
    throw new Error('Telegram bot token is not configured');
  if (!(options.now instanceof Date) || Number.isNaN(options.now.getTime()))
    throw new Error('Telegram sign-in check needs a valid current time');
  const maxAge = options.maxAgeSeconds;
  if (maxAge !== undefined && !(Number.isFinite(maxAge) && maxAge >= 0))
    throw new Error('Telegram sign-in maxAgeSeconds must be a non-negative number');
}

// A key whose value is undefined was not received (JSON cannot carry undefined).
function withoutUndefined(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

function definedEntries(fields: Record<string, string | undefined>): [string, string][] {
  return Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// The reason stays on the server (as the cause); the client learns only that sign-in was refused.
function invalid(reason: string): AppError {
  return new AppError('TELEGRAM_AUTH_INVALID', { cause: new Error(reason) });
}
