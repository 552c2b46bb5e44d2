import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import { matchLanguage, type Language } from '@kp/domain/languages';

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
