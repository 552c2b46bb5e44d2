/** The 20 interface languages of the spec, by the spec's own codes, in the spec's order. */
export const SPEC_LANGUAGES = [
  'en',
  'ru',
  'pl',
  'ua',
  'cz',
  'by',
  'pt',
  'es',
  'ro',
  'bg',
  'de',
  'fr',
  'nl',
  'it',
  'cn',
  'zh',
  'ee',
  'jp',
  'he',
  'el',
] as const;

/**
 * The languages of our audience the spec does not list (issue 18: gamers in India, Nepal and
 * Bangladesh): Hindi, Bengali, Marathi, Telugu, Tamil, Nepali, by their BCP 47 codes.
 */
export const AUDIENCE_LANGUAGES = ['hi', 'bn', 'mr', 'te', 'ta', 'ne'] as const;

/**
 * Every interface language, as the language picker offers them: English, our audience's
 * languages, then the spec's others in the spec's order.
 */
export const LANGUAGES: readonly [Language, ...Language[]] = [
  'en',
  ...AUDIENCE_LANGUAGES,
  ...SPEC_LANGUAGES.filter((language) => language !== 'en'),
];

export type Language = (typeof SPEC_LANGUAGES)[number] | (typeof AUDIENCE_LANGUAGES)[number];

/** The language used when none is chosen or stored. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The client-side stored key holding the chosen language (spec section 3). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The cookie mirroring the stored language, so the server knows whether its prerendered English
 * pages fit the reader (not secret; the same name as the stored key).
 */
export const LANGUAGE_COOKIE = LANGUAGE_STORAGE_KEY;

/**
 * The BCP 47 tags for Intl and the html lang attribute of the codes that are not tags themselves
 * (the spec's ua, cz, by, cn, zh, ee, jp) or need more: every other code is its own tag.
 */
export const LANGUAGE_BCP47: Partial<Record<Language, string>> = {
  ua: 'uk',
  cz: 'cs',
  by: 'be',
  cn: 'zh-Hans',
  zh: 'zh-Hant',
  ee: 'et',
  jp: 'ja',
  // Bengali, Marathi and Nepali write numbers in their own digits by default (CLDR); our gamers'
  // apps, prices and phones use Latin digits, as the texts do: Intl is told so (`nu-latn`).
  bn: 'bn-u-nu-latn',
  mr: 'mr-u-nu-latn',
  ne: 'ne-u-nu-latn',
};

/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  pl: 'Polski',
  ua: 'Українська',
  cz: 'Čeština',
  by: 'Беларуская',
  pt: 'Português',
  es: 'Español',
  ro: 'Română',
  bg: 'Български',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  it: 'Italiano',
  cn: '简体中文',
  zh: '繁體中文',
  ee: 'Eesti',
  jp: '日本語',
  he: 'עברית',
  el: 'Ελληνικά',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  mr: 'मराठी',
  te: 'తెలుగు',
  ta: 'தமிழ்',
  ne: 'नेपाली',
};

/** Whether a value is one of the spec's language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The text direction of a language: 'rtl' for Hebrew (the only one), 'ltr' otherwise. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'he' ? 'rtl' : 'ltr';
}

/** The languages written in Devanagari (Hindi, Marathi, Nepali): their readers may choose its digits. */
export const DEVANAGARI_LANGUAGES: readonly Language[] = ['hi', 'mr', 'ne'];

/** The client-side stored key holding a reader's choice of Devanagari digits (`deva`; absent: Latin). */
export const DIGITS_STORAGE_KEY = 'digits';

let devanagariDigits = false;

/**
 * Whether readers of a Devanagari language get its digits (१,००,०००) rather than Latin ones. The
 * web sets it from the reader's stored choice; `toBcp47` then gives their language's tag with
 * `-u-nu-deva`, so every Intl format (numbers, plural counts, dates) writes those digits.
 */
export function setDevanagariDigits(on: boolean): void {
  devanagariDigits = on;
}

/** Whether Devanagari digits are chosen (`setDevanagariDigits`). */
export function hasDevanagariDigits(): boolean {
  return devanagariDigits;
}

/** The BCP 47 tag for Intl of a spec language code (with the digits the reader chose). */
export function toBcp47(language: Language): string {
  return devanagariDigits && DEVANAGARI_LANGUAGES.includes(language)
    ? `${language}-u-nu-deva`
    : (LANGUAGE_BCP47[language] ?? language);
}

/** The spec language of a tag `toBcp47` gave (the name i18next knows it by); undefined for any other. */
export function languageOfTag(tag: string): Language | undefined {
  return LANGUAGES.find((language) => toBcp47(language) === tag);
}

/** Picks the spec language that best fits a browser's preferred BCP 47 tags, else the default. */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const exact = LANGUAGES.find((l) => toBcp47(l).toLowerCase() === lower);
    if (exact) return exact;
    if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo') return 'zh';
    const base = lower.split('-')[0];
    const byBase = LANGUAGES.find((l) => toBcp47(l).split('-')[0] === base);
    if (byBase) return byBase;
  }
  return DEFAULT_LANGUAGE;
}
