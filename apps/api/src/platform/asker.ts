import type { FastifyRequest } from 'fastify';
import type { Language } from '@kp/domain/languages';
import { readerLanguage } from './reader-language';

/**
 * Who asks for a message to be sent to a person (a one-time code): the address its budgets count,
 * and the language the request is read in (`readerLanguage`), which the message is worded in
 * unless the account it goes to has its own stored.
 */
export type Asker = { ip: string; language: Language };

/** The asker of a request. */
export function askerOf(request: FastifyRequest): Asker {
  return { ip: request.ip, language: readerLanguage(request) };
}
