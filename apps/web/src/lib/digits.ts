import {
  DEVANAGARI_LANGUAGES,
  DIGITS_STORAGE_KEY,
  hasDevanagariDigits,
  setDevanagariDigits,
  type Language,
} from '@kp/domain/languages';
import { changeLanguage, currentLanguage } from './i18n';
import { storage } from './storage';

/**
 * A Hindi, Marathi or Nepali reader's choice of digits: Latin (123, as our texts, prices and
 * phones write them) or Devanagari (१२३). Stored on this device; lib/i18n.ts reads it when the
 * page starts, and the language's tag carries it (`-u-nu-deva`, toBcp47) so that every number,
 * count and date Intl writes for the page uses those digits.
 */

/** Whether a language is written in Devanagari, so that its readers may choose its digits. */
export function offersDevanagariDigits(language: Language): boolean {
  return DEVANAGARI_LANGUAGES.includes(language);
}

/** Whether this reader chose Devanagari digits. */
export { hasDevanagariDigits };

/**
 * Remembers the choice and redraws the page in it; when the language's texts cannot be had
 * (offline, and never loaded under this tag), nothing changes and the error is thrown.
 */
export async function chooseDevanagariDigits(on: boolean): Promise<void> {
  const language = currentLanguage();
  const was = hasDevanagariDigits();
  setDevanagariDigits(on);
  try {
    await changeLanguage(language);
  } catch (error) {
    setDevanagariDigits(was);
    throw error;
  }
  if (on) storage.set(DIGITS_STORAGE_KEY, 'deva');
  else storage.remove(DIGITS_STORAGE_KEY);
}
