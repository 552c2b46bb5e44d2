import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, findCountryByCode, flagEmoji, isCountryCode } from './countries';
import { LANGUAGES } from './languages';

const REGIONAL_A = 0x1f1e6;

describe('countries', () => {
  it('has about 200 entries, India then Brazil first, the rest by English name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(COUNTRIES[0]?.code).toBe('IN');
    expect(COUNTRIES[1]?.code).toBe('BR');
    const rest = COUNTRIES.slice(2).map((c) => c.name.en);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names every entry in every interface language, mostly not as in English', () => {
    for (const country of COUNTRIES) {
      for (const language of LANGUAGES) expect(countryName(country, language).trim()).not.toBe('');
    }
    const translated = COUNTRIES.filter((c) => LANGUAGES.some((l) => c.name[l] !== c.name.en));
    expect(translated.length).toBeGreaterThan(COUNTRIES.length * 0.9);
    const germany = findCountryByCode('DE');
    expect(germany?.name.de).toBe('Deutschland');
    expect(germany?.name.ua).toBe('Німеччина');
    expect(germany?.name.jp).toBe('ドイツ');
    expect(germany?.name.cn).toBe('德国');
    expect(germany?.name.hi).toBe('जर्मनी');
    expect(findCountryByCode('IN')?.name.te).toBe('భారతదేశం');
    expect(findCountryByCode('NP')?.name.ne).toBe('नेपाल');
    expect(findCountryByCode('BD')?.name.bn).toBe('বাংলাদেশ');
  });

  it('takes only the codes of the list as country codes: two letters are not a country', () => {
    for (const country of COUNTRIES) expect(isCountryCode(country.code)).toBe(true);
    expect(isCountryCode('IN')).toBe(true);
    expect(isCountryCode('BR')).toBe(true);
    for (const code of ['OS', 'YD', 'IP', 'BC', 'ZZ', 'in', 'IND', '', ' IN'])
      expect(isCountryCode(code)).toBe(false);
  });

  it('keeps the legacy English names and the Kazakhstan prefix of the spec', () => {
    expect(findCountryByCode('AN')?.name.en).toBe('Netherlands Antilles');
    expect(findCountryByCode('AN')?.dial_code).toBe('+599');
    expect(findCountryByCode('LY')?.name.en).toBe('Libyan Arab Jamahiriya');
    expect(findCountryByCode('MK')?.name.en).toBe('Macedonia, the Former Yugoslav Republic of');
    expect(findCountryByCode('LY')?.name.de).toBe('Libyen');
    expect(findCountryByCode('KZ')?.dial_code).toBe('+77');
    expect(findCountryByCode('RU')?.dial_code).toBe('+7');
  });

  it('shares +1, +44 and +61 among several entries', () => {
    const sharing = (dial: string) => COUNTRIES.filter((c) => c.dial_code === dial).map((c) => c.code);
    expect(sharing('+1')).toEqual(expect.arrayContaining(['US', 'CA', 'JM', 'BS']));
    expect(sharing('+44')).toEqual(expect.arrayContaining(['GB', 'JE', 'GG', 'IM']));
    expect(sharing('+61')).toEqual(expect.arrayContaining(['AU', 'CX', 'CC']));
  });

  it('gives the spec calling codes of India, Brazil, Nepal and Bangladesh', () => {
    expect(findCountryByCode('IN')?.dial_code).toBe('+91');
    expect(findCountryByCode('BR')?.dial_code).toBe('+55');
    expect(findCountryByCode('NP')?.dial_code).toBe('+977');
    expect(findCountryByCode('BD')?.dial_code).toBe('+880');
  });

  it('finds by code in any case, and returns null for an unknown one', () => {
    expect(findCountryByCode('in')?.code).toBe('IN');
    expect(findCountryByCode('ZZ')).toBeNull();
    expect(findCountryByCode('AQ')).toBeNull();
  });

  it('has a well-formed dial code, code and flag for every entry', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), (country) => {
        expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
        expect(country.code).toMatch(/^[A-Z]{2}$/);
        const points = Array.from(country.flag, (c) => c.codePointAt(0));
        expect(points).toEqual(Array.from(country.code, (c) => REGIONAL_A + c.charCodeAt(0) - 65));
        expect(findCountryByCode(country.code)).toBe(country);
      }),
    );
  });

  it('turns any two letters into two regional-indicator symbols', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2}$/), (code) => {
        const flag = flagEmoji(code);
        expect(Array.from(flag)).toHaveLength(2);
        expect(flag).toBe(flagEmoji(code.toUpperCase()));
        expect(flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
      }),
    );
  });
});

describe('Traditional Chinese names', () => {
  it('are written in Traditional characters, not copied from the Simplified list', () => {
    const germany = findCountryByCode('DE')!;
    expect(germany.name.zh).toBe('德國');
    expect(germany.name.cn).toBe('德国');
    const differing = COUNTRIES.filter((c) => c.name.zh !== c.name.cn).length;
    expect(differing).toBeGreaterThan(COUNTRIES.length / 4);
  });
});
