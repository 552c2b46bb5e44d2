import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from './brand';
import { codeMessage } from './code-messages';
import { LANGUAGES, type Language } from './languages';

const CODE = '482915';
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
const englishWords = (minutes: number) => {
  const { text, subject } = codeMessage('en', CODE, minutes);
  return new Set(words(`${text} ${subject}`).filter((w) => w !== BRAND_NAME.toLowerCase()));
};

/**
 * Words these languages share with the English message as their own words (German "Code", French
 * "minutes", Dutch "is"): anything else of the English in them would be English left untranslated.
 */
const OWN_WORDS: Partial<Record<Language, readonly string[]>> = {
  de: ['code', 'in', 'minute'],
  fr: ['code', 'minute', 'minutes'],
  nl: ['code', 'is'],
};

/** The languages written in the Latin script; every other shows no Latin letter but the brand. */
const LATIN_SCRIPT: ReadonlySet<Language> = new Set([
  'en',
  'pl',
  'cz',
  'pt',
  'es',
  'ro',
  'de',
  'fr',
  'nl',
  'it',
  'ee',
]);

describe('code messages', () => {
  it('has a text and a subject in every language, the text with the code and the minutes', () => {
    for (const language of LANGUAGES) {
      const { text, subject } = codeMessage(language, CODE, 5);
      expect(text, language).toContain(CODE);
      expect(text, language).toMatch(/(^|\D)5(\D|$)/);
      expect(text, language).toContain(BRAND_NAME);
      expect(subject, language).toContain(BRAND_NAME);
      expect(subject, language).not.toContain(CODE);
      // A text message's WebOTP line goes after it: the text itself is one paragraph.
      expect(text, language).not.toContain('\n');
    }
  });

  it('words every language in itself: no English word but the brand', () => {
    for (const minutes of [1, 2, 5, 21]) {
      const english = englishWords(minutes);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const { text, subject } = codeMessage(language, CODE, minutes);
        const all = `${text} ${subject}`;
        if (!LATIN_SCRIPT.has(language))
          expect(all.replaceAll(BRAND_NAME, ''), language).not.toMatch(/[A-Za-z]/);
        const shared = words(all).filter((w) => english.has(w) && !OWN_WORDS[language]?.includes(w));
        expect(shared, `${language} at ${minutes} minutes`).toEqual([]);
      }
    }
  });

  it('gives every language its own wording, different from every other', () => {
    const texts = LANGUAGES.map((language) => codeMessage(language, CODE, 5).text);
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });

  it('words the minutes by each language’s plural rules', () => {
    expect(codeMessage('en', CODE, 1).text).toContain('in 1 minute.');
    expect(codeMessage('en', CODE, 5).text).toContain('in 5 minutes.');
    expect(codeMessage('ru', CODE, 1).text).toContain('1 минуту');
    expect(codeMessage('ru', CODE, 3).text).toContain('3 минуты');
    expect(codeMessage('ru', CODE, 5).text).toContain('5 минут.');
    expect(codeMessage('pl', CODE, 5).text).toContain('5 minut.');
    expect(codeMessage('cz', CODE, 5).text).toContain('5 minut.');
    expect(codeMessage('ro', CODE, 20).text).toContain('20 de minute');
    expect(codeMessage('hi', CODE, 5).text).toBe(
      'आपका KPlay कोड 482915 है। यह 5 मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।',
    );
  });
});
