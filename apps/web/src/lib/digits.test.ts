import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber } from '@kp/domain/display';
import { DIGITS_STORAGE_KEY, LANGUAGES, setDevanagariDigits } from '@kp/domain/languages';
import hi from '../locales/hi.json';
import { formatDate } from './dates';
import { chooseDevanagariDigits, hasDevanagariDigits, offersDevanagariDigits } from './digits';
import { changeLanguage, currentLanguage, loadAllMessages, startI18n } from './i18n';

const found = (count: number) => i18next.t('games.found', { count });

afterEach(async () => {
  setDevanagariDigits(false);
  localStorage.clear();
  await changeLanguage('en');
});

describe('a Devanagari reader’s choice of digits', () => {
  it('writes 1,00,000 as १,००,००० in a Hindi reader’s counts, numbers and dates once chosen', async () => {
    await changeLanguage('hi');
    await loadAllMessages(); // the counts are drawn by pages past the first render
    expect(found(100_000)).toBe(hi.games.found_other.replace('{{count, number}}', '1,00,000'));

    await chooseDevanagariDigits(true);
    expect(i18next.language).toBe('hi-u-nu-deva');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-u-nu-deva');
    expect(localStorage.getItem(DIGITS_STORAGE_KEY)).toBe('deva');
    // Plural texts still take Hindi's plural forms, their count in the chosen digits.
    expect(found(100_000)).toBe(hi.games.found_other.replace('{{count, number}}', '१,००,०००'));
    expect(found(1)).toBe(hi.games.found_one.replace('{{count, number}}', '१'));
    expect(formatNumber(100_000, currentLanguage())).toBe('१,००,०००');
    expect(formatDate('2026-11-23T06:00:00.000Z', 'hi')).toBe('२३ नवंबर २०२६');

    await chooseDevanagariDigits(false);
    expect(i18next.language).toBe('hi');
    expect(localStorage.getItem(DIGITS_STORAGE_KEY)).toBeNull();
    expect(found(100_000)).toBe(hi.games.found_other.replace('{{count, number}}', '1,00,000'));
  });

  it('keeps the choice for the other Devanagari languages, and leaves every other language’s digits', async () => {
    await changeLanguage('hi');
    await chooseDevanagariDigits(true);
    await changeLanguage('mr');
    expect(i18next.language).toBe('mr-u-nu-deva');
    expect(formatNumber(1_234_567, 'mr')).toBe('१२,३४,५६७');
    await changeLanguage('bn');
    expect(i18next.language).toBe('bn-u-nu-latn');
    expect(formatNumber(1_234_567, 'bn')).toBe('12,34,567');
    await changeLanguage('en');
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
  });

  it('is offered to readers of Hindi, Marathi and Nepali only', () => {
    expect(LANGUAGES.filter(offersDevanagariDigits)).toEqual(['hi', 'mr', 'ne']);
  });

  it('starts the page in the stored choice', async () => {
    localStorage.setItem(DIGITS_STORAGE_KEY, 'deva');
    await startI18n('hi');
    expect(hasDevanagariDigits()).toBe(true);
    expect(i18next.language).toBe('hi-u-nu-deva');
    await loadAllMessages();
    expect(found(100_000)).toBe(hi.games.found_other.replace('{{count, number}}', '१,००,०००'));
    localStorage.clear();
    await startI18n('en');
    expect(hasDevanagariDigits()).toBe(false);
    expect(i18next.language).toBe('en');
  });
});
