import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  languageOfTag,
  matchLanguage,
  textDirection,
  toBcp47,
  type Language,
  LANGUAGE_COOKIE,
  DIGITS_STORAGE_KEY,
  setDevanagariDigits,
} from '@kp/domain/languages';
import type en from '../locales/en.json';
import {
  app,
  error,
  footer,
  header,
  home,
  modal,
  nav,
  notFound,
  policy,
  session,
  toast,
} from '../locales/en.json';
import { storage } from './storage';

export type Messages = typeof en;

// The English of the shell and of the pages drawn ahead ships in the first chunk (English is the
// fallback of every language); the bundler leaves the other sections of en.json out of it. The
// whole file (sign-in and the pages behind it need the rest) is its own chunk, read as text: a
// separate module, so it does not pull those sections back in. Every other language is its own
// chunk, whole.
const FIRST_LOAD_ENGLISH = { app, header, nav, footer, home, policy, notFound, error, modal, toast, session };
const LOADERS = import.meta.glob<{ default: Messages }>(['../locales/*.json', '!../locales/en.json']);

let allEnglish: Promise<void> | undefined;

/**
 * Loads the English texts of the features behind sign-in (the fallback of every language);
 * their modal and page loaders wait for it before drawing.
 */
export function loadAllEnglish(): Promise<void> {
  allEnglish ??= import('../locales/en.json?raw').then(
    ({ default: text }) => {
      i18next.addResourceBundle('en', 'translation', JSON.parse(text) as Messages, true, false);
    },
    (cause: unknown) => {
      allEnglish = undefined; // offline: the next attempt loads it again
      throw cause;
    },
  );
  return allEnglish;
}

/** A chunk loader that also waits for the whole English (for a page or modal behind sign-in). */
export function withAllEnglish<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAllEnglish()]))[0];
}

/** Loads a language's messages (for English, those of the first load); each other one is its own chunk. */
export async function loadMessages(language: Language): Promise<Partial<Messages>> {
  if (language === 'en') return FIRST_LOAD_ENGLISH;
  const load = LOADERS[`../locales/${language}.json`];
  if (!load) throw new Error(`no locale file for ${language}`);
  return (await load()).default;
}

/** The language to start in: the stored choice, else the browser's, else English. */
export function initialLanguage(): Language {
  const stored = storage.get(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return matchLanguage(globalThis.navigator?.languages ?? []);
}

/** Sets `lang` and `dir` on the page for a language. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return; // drawing pages at build time
  document.documentElement.lang = toBcp47(language);
  document.documentElement.dir = textDirection(language);
}

/** Starts i18next in the initial language, its messages loaded before the first render. */
export async function startI18n(language: Language = initialLanguage()): Promise<typeof i18next> {
  // A Hindi, Marathi or Nepali reader's choice of Devanagari digits (lib/digits.ts) is in the tag.
  setDevanagariDigits(Boolean(storage.get(DIGITS_STORAGE_KEY)));
  let start = language;
  let messages: Partial<Messages> = FIRST_LOAD_ENGLISH;
  try {
    messages = await loadMessages(language);
  } catch {
    start = DEFAULT_LANGUAGE; // offline with an uncached language: English until it can load
  }
  // i18next runs with the BCP 47 tags, not the spec's codes: it picks plural forms by
  // Intl.PluralRules of its language (`ua` or `cz` would get English rules) and writes
  // `{{count, number}}` by Intl.NumberFormat of it (Indian grouping, Latin digits for Bengali).
  await i18next.init({
    lng: toBcp47(start),
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: FIRST_LOAD_ENGLISH }, [toBcp47(start)]: { translation: messages } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(start);
  return i18next;
}

/**
 * Mirrors the choice in a cookie (not secret) so the server sends its prerendered English pages
 * only to readers of English, and everyone else gets the app drawn in their language at once.
 */
function rememberLanguageInCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Switches the interface language, remembers it under the spec's `language` key. */
export async function changeLanguage(language: Language): Promise<void> {
  const tag = toBcp47(language);
  if (!i18next.hasResourceBundle(tag, 'translation')) {
    i18next.addResourceBundle(tag, 'translation', await loadMessages(language));
  }
  await i18next.changeLanguage(tag);
  storage.set(LANGUAGE_STORAGE_KEY, language);
  rememberLanguageInCookie(language);
  applyDocumentLanguage(language);
}

/** The current interface language. */
export function currentLanguage(): Language {
  return languageOfTag(i18next.language) ?? DEFAULT_LANGUAGE;
}
