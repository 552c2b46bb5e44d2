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
import { storage } from './storage';

export type Messages = typeof en;

// Every language is two chunks: the sections drawn before the first render (FIRST_LOAD_SECTIONS,
// a kilobyte or two) and the whole file, read as text (JSON.parse reads it faster than a script
// of the same object), loaded with the first page or modal that needs the rest. English is one
// language like the others: a Hindi reader downloads no English at all (every locale has every
// key, locales.test.ts), and English is the fallback only of what a locale file cannot miss.
type FirstLoadChunk = { default: Partial<Messages>; whole: () => Promise<string> };
const FIRST_LOAD = import.meta.glob<FirstLoadChunk>('../locales/*.json', { query: '?first-load' });

function firstLoadChunk(language: Language): Promise<FirstLoadChunk> {
  const load = FIRST_LOAD[`../locales/${language}.json`];
  if (!load) throw new Error(`no locale file for ${language}`);
  return load();
}

/** A language's messages of the first render (the shell and the visitor's home). */
export async function loadFirstMessages(language: Language): Promise<Partial<Messages>> {
  return (await firstLoadChunk(language)).default;
}

/** The whole messages loaded or loading, by the tag i18next knows them by (digits chosen included). */
const whole = new Map<string, Promise<void>>();

/**
 * Loads all of a language's messages (the current one unless told), once: the pages and modals
 * beyond the first render wait for it before drawing (`withAllMessages`).
 */
export function loadAllMessages(language: Language = currentLanguage()): Promise<void> {
  const tag = toBcp47(language);
  let loading = whole.get(tag);
  if (!loading) {
    loading = firstLoadChunk(language)
      .then(({ whole: loadWhole }) => loadWhole())
      .then(
        (text) => {
          i18next.addResourceBundle(tag, 'translation', JSON.parse(text) as Messages, true, false);
        },
        (cause: unknown) => {
          whole.delete(tag); // offline: the next attempt loads it again
          throw cause;
        },
      );
    whole.set(tag, loading);
  }
  return loading;
}

/** A chunk loader that also waits for all the reader's messages (for a page or modal past the first render). */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAllMessages()]))[0];
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

/** Starts i18next in the initial language, its first-load messages loaded before the first render. */
export async function startI18n(language: Language = initialLanguage()): Promise<typeof i18next> {
  // A Hindi, Marathi or Nepali reader's choice of Devanagari digits (lib/digits.ts) is in the tag.
  setDevanagariDigits(Boolean(storage.get(DIGITS_STORAGE_KEY)));
  let start = language;
  let messages: Partial<Messages>;
  try {
    messages = await loadFirstMessages(language);
  } catch {
    // Offline with an uncached language: English until it can load (the service worker keeps it).
    start = DEFAULT_LANGUAGE;
    messages = await loadFirstMessages(DEFAULT_LANGUAGE).catch(() => ({}));
  }
  // i18next runs with the BCP 47 tags, not the spec's codes: it picks plural forms by
  // Intl.PluralRules of its language (`ua` or `cz` would get English rules) and writes
  // `{{count, number}}` by Intl.NumberFormat of it (Indian grouping, Latin digits for Bengali).
  whole.clear(); // (started again, as tests do: init drops every message loaded before)
  await i18next.init({
    lng: toBcp47(start),
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [toBcp47(start)]: { translation: messages } },
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

/**
 * Switches the interface language, remembers it under the spec's `language` key. The new
 * language comes whole once any page has needed the whole of the old one.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const tag = toBcp47(language);
  if (whole.size > 0) await loadAllMessages(language);
  else if (!i18next.hasResourceBundle(tag, 'translation'))
    i18next.addResourceBundle(tag, 'translation', await loadFirstMessages(language), true, false);
  await i18next.changeLanguage(tag);
  storage.set(LANGUAGE_STORAGE_KEY, language);
  rememberLanguageInCookie(language);
  applyDocumentLanguage(language);
}

/** The current interface language. */
export function currentLanguage(): Language {
  return languageOfTag(i18next.language) ?? DEFAULT_LANGUAGE;
}
