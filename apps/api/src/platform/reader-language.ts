import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';
import { matchLanguage, type Language } from '@kp/domain/languages';
import type { RequestAuth } from './auth-guard';

/**
 * The interface language a request is read in: the account's stored choice when there is one,
 * else the best fit of the request's `Accept-Language` (the web sends its current language
 * there), else English.
 */
export function readerLanguage(
  request: { headers: IncomingHttpHeaders },
  chosen?: Language | null,
): Language {
  if (chosen) return chosen;
  return matchLanguage(new Negotiator({ headers: request.headers }).languages());
}

/** The interface language stored for an account (null: none chosen, or no such account). */
export type AccountLanguage = (userId: string) => Promise<Language | null>;

/** Each request's language, found once (one narrow read of the account at most) and kept with it. */
const languageOfRequest = new WeakMap<FastifyRequest, Promise<Language>>();

/**
 * Lets the requests find their signed-in caller's stored language (the users module answers);
 * without it every request is read in its Accept-Language.
 */
export function registerReaderLanguage(app: FastifyInstance, accountLanguage: AccountLanguage): void {
  app.decorate('accountLanguage', accountLanguage);
}

/**
 * The signed-in caller of a request, for its language only: the one its guard let in, else (a
 * public route) the one its token names when it carries a good one. A bad or stale token is no
 * caller here: the route itself decides whether it is refused.
 */
async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const signedIn = () => (request.auth as RequestAuth | null)?.userId ?? null;
  if (request.auth || !app.hasDecorator('authorize')) return signedIn();
  if (!request.headers.authorization && !request.cookies?.[COOKIE_KEYS.accessToken]) return null;
  try {
    // The guard's check as it is (token, sign-in still on); it reads only the request.
    await app.authorize('user').call(app, request, undefined as unknown as FastifyReply);
  } catch {
    return null;
  }
  return signedIn();
}

async function findReaderLanguage(request: FastifyRequest): Promise<Language> {
  const app = request.server as FastifyInstance | undefined;
  if (!app?.hasDecorator('accountLanguage')) return readerLanguage(request);
  const userId = await callerOf(app, request);
  return readerLanguage(request, userId ? await app.accountLanguage(userId) : null);
}

/**
 * The language a request is read in, the one place every route finds it (content in the
 * reader's language, the words of a code it sends): a signed-in caller's stored choice, else
 * Accept-Language, else English. Found once per request, whatever asks for it how often.
 */
export function readerLanguageOf(request: FastifyRequest): Promise<Language> {
  let language = languageOfRequest.get(request);
  if (!language) {
    language = findReaderLanguage(request);
    languageOfRequest.set(request, language);
  }
  return language;
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    accountLanguage: AccountLanguage;
  }
}
