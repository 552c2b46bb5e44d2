import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_LANGUAGES,
  LANGUAGES,
  LANGUAGE_BCP47,
  LANGUAGE_NATIVE_NAMES,
  SPEC_LANGUAGES,
  isLanguage,
  languageOfTag,
  matchLanguage,
  setDevanagariDigits,
  textDirection,
  toBcp47,
} from './languages';

describe('languages', () => {
  it('has the 20 languages of the spec and our audience’s six, each with a BCP 47 tag Intl accepts', () => {
    expect(SPEC_LANGUAGES).toHaveLength(20);
    expect(new Set(LANGUAGES)).toEqual(new Set([...SPEC_LANGUAGES, ...AUDIENCE_LANGUAGES]));
    expect(LANGUAGES).toHaveLength(26);
    expect(LANGUAGES.slice(0, 7)).toEqual(['en', 'hi', 'bn', 'mr', 'te', 'ta', 'ne']);
    for (const l of LANGUAGES) {
      expect(Intl.getCanonicalLocales(toBcp47(l))).toHaveLength(1);
      // Each tag names a locale the runtime has data for (its plural rules and numbers are real).
      expect(Intl.PluralRules.supportedLocalesOf([toBcp47(l)])).toEqual([toBcp47(l)]);
    }
  });

  it('writes numbers in Latin digits with Indian grouping for Indian readers', () => {
    for (const language of ['hi', 'bn', 'mr', 'te', 'ta'] as const)
      expect(new Intl.NumberFormat(toBcp47(language)).format(1234567.5), language).toBe('12,34,567.5');
    expect(new Intl.NumberFormat(toBcp47('ne')).format(1234567.5)).toMatch(/^12,?34,?567\.5$/);
    expect(new Intl.NumberFormat(toBcp47('en')).format(1234567.5)).toBe('1,234,567.5');
  });

  it('names each Indian language in its own script', () => {
    expect(AUDIENCE_LANGUAGES.map((l) => LANGUAGE_NATIVE_NAMES[l])).toEqual([
      'हिन्दी',
      'বাংলা',
      'मराठी',
      'తెలుగు',
      'தமிழ்',
      'नेपाली',
    ]);
  });

  it('maps the spec codes that are not BCP 47', () => {
    expect(LANGUAGE_BCP47).toMatchObject({
      ua: 'uk',
      cz: 'cs',
      by: 'be',
      ee: 'et',
      jp: 'ja',
      cn: 'zh-Hans',
      zh: 'zh-Hant',
    });
  });

  it('turns only Hebrew right-to-left', () => {
    expect(LANGUAGES.filter((l) => textDirection(l) === 'rtl')).toEqual(['he']);
  });

  it('matches browser preferences to a spec language', () => {
    expect(matchLanguage(['pt-BR', 'en'])).toBe('pt');
    expect(matchLanguage(['uk-UA'])).toBe('ua');
    expect(matchLanguage(['zh-TW'])).toBe('zh');
    expect(matchLanguage(['zh-CN'])).toBe('cn');
    expect(matchLanguage(['hi-IN', 'en-IN'])).toBe('hi');
    expect(matchLanguage(['bn-BD'])).toBe('bn');
    expect(matchLanguage(['ne-NP'])).toBe('ne');
    expect(matchLanguage(['ta-IN'])).toBe('ta');
    expect(matchLanguage(['te'])).toBe('te');
    expect(matchLanguage(['mr-IN'])).toBe('mr');
    expect(matchLanguage(['xx'])).toBe('en');
    fc.assert(fc.property(fc.array(fc.string()), (tags) => isLanguage(matchLanguage(tags))));
  });

  it('gives Hindi, Marathi and Nepali readers who chose them Devanagari digits, and no one else', () => {
    setDevanagariDigits(true);
    try {
      expect(['hi', 'mr', 'ne'].map((l) => toBcp47(l as 'hi'))).toEqual([
        'hi-u-nu-deva',
        'mr-u-nu-deva',
        'ne-u-nu-deva',
      ]);
      expect(toBcp47('bn')).toBe('bn-u-nu-latn');
      expect(toBcp47('en')).toBe('en');
      expect(new Intl.NumberFormat(toBcp47('hi')).format(100000)).toBe('१,००,०००');
      // The tag reads back as its language (i18next knows the language by it).
      for (const l of LANGUAGES) expect(languageOfTag(toBcp47(l))).toBe(l);
      expect(matchLanguage(['hi-IN'])).toBe('hi');
    } finally {
      setDevanagariDigits(false);
    }
    expect(toBcp47('hi')).toBe('hi');
    expect(languageOfTag('hi-u-nu-deva')).toBeUndefined();
    expect(new Intl.NumberFormat(toBcp47('hi')).format(100000)).toBe('1,00,000');
  });
});
