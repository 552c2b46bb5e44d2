import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * Operator-written texts (game descriptions, quests, stages, campaigns, tasks, vouchers, banners,
 * articles, tournaments) are written in English, the fallback, and may carry translations into the other
 * interface languages: `{ [language]: { [field]: text } }`, only the kind's translatable fields.
 */

/** The languages a text may be translated into: every interface language but English. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter(
  (language): language is TranslationLanguage => language !== DEFAULT_LANGUAGE,
);
export type TranslationLanguage = Exclude<Language, 'en'>;

/** An item's translations: per language, the translated texts of some of its fields. */
export type Translations<F extends string = string> = Partial<
  Record<TranslationLanguage, Partial<Record<F, string>>>
>;

/** The fields each kind of operator-written content translates (the others are names, links, ids). */
export const TRANSLATED_FIELDS = {
  banner: ['title', 'subtitle'],
  article: ['title', 'summary', 'body'],
  game: ['description'],
  quest: ['title', 'description'],
  questStage: ['title', 'description'],
  campaign: ['title', 'description'],
  campaignTask: ['title', 'description'],
  voucher: ['title', 'description'],
  tournament: ['title', 'description'],
} as const;

export type TranslatedKind = keyof typeof TRANSLATED_FIELDS;
export type TranslatedField<K extends TranslatedKind> = (typeof TRANSLATED_FIELDS)[K][number];
