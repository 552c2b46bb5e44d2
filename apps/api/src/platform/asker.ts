import type { FastifyRequest } from 'fastify';
import type { Language } from '@kp/domain/languages';
import { readerLanguageOf } from './reader-language';

/**
 * Who asks for a message to be sent to a person (a one-time code): the address its budgets count,
 * and the language the request is read in (`readerLanguageOf`: the signed-in caller's stored one,
 * else Accept-Language), which the message is worded in unless the account it goes to has its own.
 */
export type Asker = { ip: string; language: Language };

/** The asker of a request. */
export async function askerOf(request: FastifyRequest): Promise<Asker> {
  return { ip: request.ip, language: await readerLanguageOf(request) };
}
