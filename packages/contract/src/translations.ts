import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '@kp/domain/content-translations';
import { LANGUAGES } from '@kp/domain/languages';

/**
 * Operator-written texts per language (issue 18; packages/domain content-translations.ts). Items
 * are sent with each translated field in the reader's language when it has it (else English) and
 * `language`, the language their texts are in; operators send and read the translations as kept.
 */

/** The language an item's texts were sent in. */
export const contentLanguage = z
  .enum(LANGUAGES)
  .describe(
    "the language of this item's texts: the reader's (account choice, else Accept-Language) when it has them, else en",
  );

/** The refusal of a key a strict object does not know, in words an operator can act on. */
function unknownKeys(what: string, known: readonly string[]) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `${what} ${issue.keys?.join(', ')}: use ${known.join(', ')}`
      : undefined;
}

/**
 * The translations operators send with an item: `{ [language]: { [field]: text } }`, languages
 * other than English (the item's own fields are English), only the kind's translated fields, each
 * text checked by its English field's own schema (the same limits).
 */
export function translationsInput<S extends Record<string, z.ZodType<string>>>(fields: S) {
  const names = Object.keys(fields);
  const texts = z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])) as {
      [K in keyof S]: z.ZodOptional<S[K]>;
    },
    { error: unknownKeys('not a translated field:', names) },
  );
  return z
    .partialRecord(z.enum(TRANSLATION_LANGUAGES), texts, {
      error: unknownKeys('not a language to translate into:', TRANSLATION_LANGUAGES),
    })
    .describe(`per language other than en, the translated ${names.join(', ')}`);
}

/** An item's translations as kept, for operators. */
export function storedTranslations<F extends string>(fields: readonly [F, ...F[]]) {
  return z
    .partialRecord(z.enum(TRANSLATION_LANGUAGES), z.partialRecord(z.enum(fields), z.string()))
    .describe(`per language other than en, the translated ${fields.join(', ')}`);
}
