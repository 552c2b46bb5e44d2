import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_BCP47, isLanguage, matchLanguage, textDirection, toBcp47 } from './languages';

describe('languages', () => {
  it('has the 20 languages of the spec, each with a BCP 47 tag Intl accepts', () => {
    expect(LANGUAGES).toHaveLength(20);
    for (const l of LANGUAGES) expect(Intl.getCanonicalLocales(toBcp47(l))).toHaveLength(1);
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
    expect(matchLanguage(['xx'])).toBe('en');
    fc.assert(fc.property(fc.array(fc.string()), (tags) => isLanguage(matchLanguage(tags))));
  });
});
