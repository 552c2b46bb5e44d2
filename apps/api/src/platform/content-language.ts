import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TranslationLanguage, Translations } from '@kp/domain/content-translations';
import { DEFAULT_LANGUAGE, toBcp47, type Language } from '@kp/domain/languages';
import { readerLanguageOf } from './reader-language';

/**
 * Operator-written texts in the reader's language (issue 18). Each item keeps its English fields
 * (the fallback) and its translations; an answer sends each field in the reader's language when
 * it has it, else in English, and says the language of each item's texts (`language`) and of the
 * answer (`Content-Language`, with `Vary: Accept-Language, Authorization, Cookie` for caches).
 */

/** An item's texts as sent: its translated fields and the language they are in. */
export type InLanguage<F extends string> = Record<F, string> & { language: Language };

/**
 * One item's fields in a language: each field's translation when it has one, else its English
 * text. The item is in the language when at least one of its fields is; else it is in English.
 */
export function textsInLanguage<F extends string>(
  english: Record<F, string>,
  translations: Translations<F> | null | undefined,
  language: Language,
): InLanguage<F> {
  const translated = translations?.[language as TranslationLanguage];
  const fields = { ...english };
  let isTranslated = false;
  for (const field of Object.keys(english) as F[]) {
    const text = translated?.[field];
    if (typeof text === 'string' && text.length > 0) {
      fields[field] = text;
      isTranslated = true;
    }
  }
  return { ...fields, language: isTranslated ? language : DEFAULT_LANGUAGE };
}

/** The texts of one answer: the reader's language, and each item's fields in it. */
export type ContentTexts = {
  readonly language: Language;
  /** An item's fields in the reader's language, per field falling back to English. */
  pick<F extends string>(
    english: Record<F, string>,
    translations: Translations<F> | null | undefined,
  ): InLanguage<F>;
};

/** The texts of an answer in a language; `sent()` is the reader's language once an item was in it. */
export function contentTexts(language: Language): ContentTexts & { sent(): Language } {
  let isSentInLanguage = false;
  return {
    language,
    pick(english, translations) {
      const texts = textsInLanguage(english, translations, language);
      if (texts.language !== DEFAULT_LANGUAGE) isSentInLanguage = true;
      return texts;
    },
    sent: () => (isSentInLanguage ? language : DEFAULT_LANGUAGE),
  };
}

/**
 * The titles of items named inside other texts (a movement's note, an earning's title) in the
 * reader's language, by key: only the items that have their title in it (the others keep the
 * words written where they are named).
 */
export function translatedTitles(
  reader: ContentTexts,
  items: readonly { key: string; title: string; translations: Translations<'title'> | null }[],
): ReadonlyMap<string, string> {
  const titles = new Map<string, string>();
  for (const { key, title, translations } of items) {
    const picked = reader.pick<'title'>({ title }, translations);
    if (picked.language !== DEFAULT_LANGUAGE) titles.set(key, picked.title);
  }
  return titles;
}

/** The texts of an internal read (another module's): the English fields, as written. */
export function englishTexts(): ContentTexts {
  return contentTexts(DEFAULT_LANGUAGE);
}

/** A language as a Content-Language tag: its BCP 47 tag without Intl's extensions (`-u-nu-latn`). */
export function contentLanguageTag(language: Language): string {
  return toBcp47(language).replace(/-u-.*$/, '');
}

/**
 * What an answer's language depends on: Accept-Language, and a signed-in caller's token (their
 * stored language wins), in a header or a cookie.
 */
const READER_HEADERS = ['Accept-Language', 'Authorization', 'Cookie'];

/** Adds the reader's headers to the answer's Vary (keeping what others put there, e.g. Origin). */
function varyOnReader(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*')) return;
  const has = new Set(names.map((name) => name.toLowerCase()));
  const added = READER_HEADERS.filter((name) => !has.has(name.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...names, ...added].join(', '));
}

/**
 * Answers a route carrying operator-written texts in its reader's language (readerLanguageOf: a
 * signed-in caller's stored choice, else Accept-Language, else English): the handler gets the
 * answer's texts, and the reply is marked with the language sent (the reader's when any item was
 * in it, else English) and varies on Accept-Language and the caller's token. A cache of such answers
 * keys on them.
 */
export async function answerInReaderLanguage<T>(
  ctx: { request: FastifyRequest; reply: FastifyReply },
  answer: (texts: ContentTexts) => Promise<T> | T,
): Promise<T> {
  const texts = contentTexts(await readerLanguageOf(ctx.request));
  const result = await answer(texts);
  ctx.reply.header('content-language', contentLanguageTag(texts.sent()));
  varyOnReader(ctx.reply);
  return result;
}
