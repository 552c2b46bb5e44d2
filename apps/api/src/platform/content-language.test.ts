import { describe, expect, it } from 'vitest';
import { contentLanguageTag, contentTexts, textsInLanguage } from './content-language';

const english = { title: 'Start a clan', subtitle: 'Lead your college.' };
const translations = {
  hi: { title: 'क्लैन बनाओ', subtitle: 'अपने कॉलेज को लीड करो।' },
  pt: { title: 'Crie um clã' },
  de: { title: '' },
};

describe('operator-written texts in the reader’s language', () => {
  it('sends the translation and says its language', () => {
    expect(textsInLanguage(english, translations, 'hi')).toEqual({ ...translations.hi, language: 'hi' });
  });

  it('falls back to English per field, and is in the language when one field is', () => {
    expect(textsInLanguage(english, translations, 'pt')).toEqual({
      title: 'Crie um clã',
      subtitle: 'Lead your college.',
      language: 'pt',
    });
  });

  it('is in English for a language without a translation, an empty one, or none at all', () => {
    expect(textsInLanguage(english, translations, 'ta')).toEqual({ ...english, language: 'en' });
    expect(textsInLanguage(english, translations, 'de')).toEqual({ ...english, language: 'en' });
    expect(textsInLanguage(english, {}, 'hi')).toEqual({ ...english, language: 'en' });
    expect(textsInLanguage(english, translations, 'en')).toEqual({ ...english, language: 'en' });
  });

  it('says an answer is in the reader’s language once one of its items was', () => {
    const texts = contentTexts('hi');
    texts.pick(english, {});
    expect(texts.sent()).toBe('en');
    texts.pick(english, translations);
    expect(texts.sent()).toBe('hi');
  });

  it('names the language by its BCP 47 tag, without Intl’s extensions', () => {
    expect(contentLanguageTag('ua')).toBe('uk');
    expect(contentLanguageTag('bn')).toBe('bn');
    expect(contentLanguageTag('cn')).toBe('zh-Hans');
  });
});
