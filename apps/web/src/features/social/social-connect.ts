import { isSocialProvider, type SocialProvider } from '@kp/domain/social';
import type { LinkedSocialAccount } from '@kp/contract/social';
import { call } from '../../lib/api-client';
import { browserLocation } from '../../lib/browser-location';

/**
 * Connecting a social account by leaving for the provider's page and coming back: where the
 * browser comes back to, what is kept for the way back (sessionStorage, this tab only), and how
 * each provider's answer is read from the address.
 */

/** The page every provider sends the browser back to: `/social-connect/<provider>`. */
export const SOCIAL_CONNECT_PREFIX = '/social-connect/';

/** Where a user goes back to when no (valid) page was kept: their profile. */
export const DEFAULT_RETURN_TO = '/profile/';

/** The sessionStorage key of the connection under way. */
export const PENDING_CONNECT_KEY = 'kp.socialConnect';

/** Why the way back failed before the api was asked: the user said no, or the address held nothing usable. */
export type ReturnErrorCode = 'ACCESS_DENIED' | 'INVALID_ANSWER';

/** A way back that failed before the api was asked. */
export class ReturnError extends Error {
  readonly code: ReturnErrorCode;
  constructor(code: ReturnErrorCode) {
    super(code);
    this.name = 'ReturnError';
    this.code = code;
  }
}

/** A connection under way: which provider, and the page of this site to go back to. */
export type PendingConnect = { provider: SocialProvider; returnTo: string };

/** The page of this site a provider sends the browser back to (registered with X, Discord and Google). */
export function redirectUriOf(provider: SocialProvider): string {
  return `${location.origin}${SOCIAL_CONNECT_PREFIX}${provider}`;
}

/** A path of this site (a single leading '/', no scheme or other host); anything else is the profile. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_TO;
  // '/\evil.example' is another host to some browsers; control characters have no place in a path.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return DEFAULT_RETURN_TO;
  return value;
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage refused (some embedded frames): the way back falls to the profile
  }
}

/** Keeps the connection under way for the way back. */
export function savePending(pending: PendingConnect): void {
  try {
    session()?.setItem(PENDING_CONNECT_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or refused: coming back still works, to the profile.
  }
}

/** The connection under way, or null when none was kept (another tab, storage refused, tampered). */
export function readPending(): PendingConnect | null {
  try {
    const value: unknown = JSON.parse(session()?.getItem(PENDING_CONNECT_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { provider, returnTo } = value as Record<string, unknown>;
    if (!isSocialProvider(provider)) return null;
    return { provider, returnTo: safeReturnTo(returnTo) };
  } catch {
    return null;
  }
}

/** Forgets the connection under way (done, or failed). */
export function clearPending(): void {
  try {
    session()?.removeItem(PENDING_CONNECT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The provider's page to connect an account on, coming back to `redirectUriOf(provider)`. */
export async function fetchConnectUrl(provider: SocialProvider, signal?: AbortSignal): Promise<string> {
  const redirectUri = redirectUriOf(provider);
  if (provider === 'steam') {
    const { data } = await call('getSteamConnectUrl', { query: { redirectUri } }, { signal });
    return data.url;
  }
  const { data } = await call(
    'getSocialAuthUrl',
    { query: { provider, redirectUri, host: location.host } },
    { signal },
  );
  return data.url;
}

/**
 * Asks the api for the provider's page, keeps `{ provider, returnTo }` for the way back and
 * leaves for it. Rejects (nothing kept, nowhere left for) when the api says no.
 */
export async function leaveToConnect(
  provider: SocialProvider,
  returnTo: string,
  signal?: AbortSignal,
): Promise<void> {
  const url = await fetchConnectUrl(provider, signal);
  if (signal?.aborted) return;
  savePending({ provider, returnTo: safeReturnTo(returnTo) });
  browserLocation.assign(url);
}

function decodeBase64Json(text: string): unknown {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The Login Widget's fields, as `link-telegram` takes them (the api checks their signature). */
export type TelegramLogin = {
  id: string | number;
  first_name: string;
  auth_date: string | number;
  hash: string;
  [field: string]: string | number;
};

/**
 * Telegram's answer from the address's fragment (`#tgAuthResult=<base64url or base64 JSON>`): the
 * Login Widget's fields. A refusal (`false`) is ACCESS_DENIED, anything unreadable INVALID_ANSWER.
 */
export function readTelegramResult(hash: string): TelegramLogin {
  // Not URLSearchParams: it would read a plain base64 '+' as a space.
  const raw = /(?:^#?|&)tgAuthResult=([^&]*)/.exec(hash)?.[1];
  if (raw === 'false') throw new ReturnError('ACCESS_DENIED');
  let fields: unknown = null;
  try {
    if (raw) fields = decodeBase64Json(decodeURIComponent(raw));
  } catch {
    fields = null;
  }
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) throw new ReturnError('INVALID_ANSWER');
  const record: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields))
    if (typeof value === 'string' || typeof value === 'number') record[key] = value;
  const { id, first_name: firstName, auth_date: authDate, hash: signature } = record;
  if (
    id === undefined ||
    typeof firstName !== 'string' ||
    authDate === undefined ||
    typeof signature !== 'string'
  )
    throw new ReturnError('INVALID_ANSWER');
  return { ...record, id, first_name: firstName, auth_date: authDate, hash: signature };
}

/** Steam's OpenID 2.0 answer: the `openid.*` parameters of the query, as `connect/steam` takes them. */
export function readOpenIdParams(search: URLSearchParams): Record<string, string> {
  if (search.get('openid.mode') === 'cancel') throw new ReturnError('ACCESS_DENIED');
  const params = Object.fromEntries([...search].filter(([key]) => key.startsWith('openid.')));
  if (!params['openid.return_to']) throw new ReturnError('INVALID_ANSWER');
  return params;
}

/**
 * An OAuth 2 / OpenID Connect answer (X, Discord, Google): `code`, `state` and `iss`, or `error`
 * (`access_denied`: the user said no).
 */
export function readAuthorizationAnswer(search: URLSearchParams): {
  code: string;
  state: string;
  iss?: string;
} {
  const error = search.get('error');
  if (error === 'access_denied') throw new ReturnError('ACCESS_DENIED');
  const code = search.get('code');
  const state = search.get('state');
  if (error || !code || !state) throw new ReturnError('INVALID_ANSWER');
  const iss = search.get('iss');
  return { code, state, ...(iss ? { iss } : {}) };
}

/**
 * Finishes a connection with what the provider sent the browser back with (the address's query
 * and fragment): the account it linked, or the api's AppError, or a ReturnError.
 */
export async function finishConnect(
  provider: SocialProvider,
  answer: { search: string; hash: string },
): Promise<LinkedSocialAccount> {
  const search = new URLSearchParams(answer.search);
  switch (provider) {
    case 'steam':
      return (await call('connectSteam', { body: readOpenIdParams(search) })).data;
    case 'telegram':
      return (await call('linkTelegram', { body: readTelegramResult(answer.hash) })).data;
    default:
      return (await call('authenticateSocial', { body: { provider, ...readAuthorizationAnswer(search) } }))
        .data;
  }
}
