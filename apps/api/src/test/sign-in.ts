import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let nextNumber = 0;

/** A fresh valid Indian mobile number as a waId (91 + 10 digits starting 9). */
export function newWaId(): string {
  nextNumber += 1;
  const tail = String(Date.now() % 1e5).padStart(5, '0') + String(nextNumber).padStart(4, '0');
  return `919${tail}`;
}

/** The calling code and mobile prefix of each country a test signs in from, before 7 unique digits. */
const MOBILE_PREFIXES = { BR: '551198', DE: '4915112' } as const;

/**
 * A fresh valid mobile number of a country as a waId: the country a sign-in verifies, and so the
 * country law and tax follow (Brazil: 55 11 98…, Germany: 49 1511 2…).
 */
export function newWaIdOf(country: keyof typeof MOBILE_PREFIXES): string {
  nextNumber += 1;
  const tail = String(Date.now() % 1e3).padStart(3, '0') + String(nextNumber).padStart(4, '0');
  return `${MOBILE_PREFIXES[country]}${tail}`;
}

/** The cookies a response set, as a Cookie header. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The code of the latest outbox message to a number. */
export async function latestCode(app: FastifyInstance, e164: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?recipient=${encodeURIComponent(e164)}`,
  });
  const body = res.json().data[0]?.body as string | undefined;
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${e164}`);
  return code;
}

/** Asks for a code for a waId and answers the challenge (from `remoteAddress` when given). */
export async function startLogin(
  app: FastifyInstance,
  waId: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/login?source=website&region=IN',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { waId, platform: 'browser', hostname: 'localhost' },
  });
}

export type PhoneSignInOptions = {
  /** The address both calls come from (app.inject's own unless given). */
  remoteAddress?: string;
  /** Reads the code sent to a number (`+<waId>`): the outbox route's `latestCode` unless given. */
  readCode?: (recipient: string) => Promise<string>;
};

/** Signs in by phone end to end (code read from the outbox): the verify answer and its cookies. */
export async function signInByPhone(
  app: FastifyInstance,
  waId: string = newWaId(),
  options: PhoneSignInOptions = {},
) {
  const login = await startLogin(app, waId, {}, options.remoteAddress);
  if (login.statusCode !== 201) throw new Error(`login failed: ${login.body}`);
  const { challengeId } = login.json().data;
  const code = await (options.readCode ?? ((recipient) => latestCode(app, recipient)))(`+${waId}`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/authentication/verify',
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: { challengeId, code },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const data = verify.json().data as {
    accessToken: string;
    refreshToken: string;
    isNewUser: boolean;
    user: { id: string; username: string | null };
  };
  return { ...data, waId, cookie: cookieHeader(verify), response: verify };
}

let nextTelegramId = 880_000;

/**
 * Signs a new user in with Telegram (a Login Widget answer signed with the bot token, as Telegram
 * signs it): an account without a phone number. `remoteAddress` keeps per-address limits apart.
 */
export async function signInByTelegram(
  app: FastifyInstance,
  options: { botToken: string; now: Date; firstName?: string; remoteAddress?: string },
): Promise<{ id: string; accessToken: string; headers: Record<string, string> }> {
  const fields: Record<string, string | number> = {
    id: ++nextTelegramId,
    first_name: options.firstName ?? 'Ravi',
    auth_date: Math.floor(options.now.getTime() / 1000),
  };
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(options.botToken).digest();
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication/telegram',
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: { ...fields, hash: createHmac('sha256', secret).update(check).digest('hex') },
  });
  if (res.statusCode !== 200) throw new Error(`telegram sign-in failed: ${res.body}`);
  const data = res.json().data;
  if (data.user.phoneNumber !== null) throw new Error('a Telegram sign-in came back with a phone number');
  return {
    id: data.user.id,
    accessToken: data.accessToken,
    headers: { authorization: `Bearer ${data.accessToken}` },
  };
}
