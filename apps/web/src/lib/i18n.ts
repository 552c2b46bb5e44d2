import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  matchLanguage,
  textDirection,
  toBcp47,
  type Language,
} from '@kp/domain/languages';
import en from '../locales/en.json';
import { LANGUAGE_COOKIE } from './prerender-marker';
import { storage } from './storage';

export type Messages = typeof en;

// English ships in the first chunk (it is the fallback); every other language is its own chunk.
const LOADERS = import.meta.glob<{ default: Messages }>(['../locales/*.json', '!../locales/en.json']);

/** Loads a language's messages: English is built in, the others come as their own chunk. */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return en;
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
  let start = language;
  let messages = en;
  try {
    messages = await loadMessages(language);
  } catch {
    start = DEFAULT_LANGUAGE; // offline with an uncached language: English until it can load
  }
  await i18next.init({
    lng: start,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en }, [start]: { translation: messages } },
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
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadMessages(language));
  }
  await i18next.changeLanguage(language);
  storage.set(LANGUAGE_STORAGE_KEY, language);
  rememberLanguageInCookie(language);
  applyDocumentLanguage(language);
}

/** The current interface language. */
export function currentLanguage(): Language {
  const language = i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
