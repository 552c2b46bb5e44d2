import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  ELLIPSIS,
  SHORT_TEXT_MAX_LENGTH,
  formatCompact,
  formatCurrencyAmount,
  formatKcash,
  formatNumber,
  formatDecimalText,
  formatPogScore,
  shortenText,
  truncateDecimals,
  truncateTo2,
} from './display';
import { LANGUAGES, setDevanagariDigits, toBcp47, type Language } from './languages';

// Reads a number back from a language's formatting: drops the group separators (and the bidi
// marks Hebrew adds), and makes the decimal separator a point.
function parseBack(text: string, language: Language): number {
  const parts = new Intl.NumberFormat(toBcp47(language)).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const plain = text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .split(group)
    .join('')
    .replace(/\s/g, '')
    .replace(decimal, '.')
    .replace('\u2212', '-');
  return Number(plain);
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('truncateTo2', () => {
  it('cuts to two decimals without rounding, on the decimal digits', () => {
    expect(truncateTo2(1.005)).toBe(1);
    expect(truncateTo2(0.29)).toBe(0.29);
    expect(truncateTo2(1.019999)).toBe(1.01);
    expect(truncateTo2(1.999)).toBe(1.99);
    expect(truncateTo2(-1.239)).toBe(-1.23);
    expect(truncateTo2(-0.001)).toBe(0);
    expect(truncateTo2(1e-7)).toBe(0);
    expect(truncateTo2(123456789.987)).toBe(123456789.98);
    expect(truncateTo2(1e21)).toBe(1e21);
    expect(truncateTo2(Number.NaN)).toBeNaN();
    expect(truncateDecimals(1.59, 0)).toBe(1);
  });

  it('keeps any amount of whole cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(truncateTo2(cents / 100)).toBe(cents / 100);
      }),
    );
  });

  it('never grows a number, drops less than a cent, keeps at most two decimals, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const cut = truncateTo2(value);
        expect(Math.abs(cut)).toBeLessThanOrEqual(Math.abs(value));
        expect(Math.abs(value - cut)).toBeLessThan(0.01 + Math.abs(value) * Number.EPSILON);
        expect(cut === 0 || Math.sign(cut) === Math.sign(value)).toBe(true);
        expect(String(cut).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
        expect(truncateTo2(cut)).toBe(cut);
      }),
    );
  });
});

describe('formatNumber', () => {
  it('groups thousands as the language does', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567.891, 'de')).toBe('1.234.567,89');
    expect(formatNumber(1234567, 'ru')).toBe('1\u00a0234\u00a0567');
  });

  it('reads back as the number in all 20 languages', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.integer({ min: -1e12, max: 1e12 }), (language, value) => {
        const text = formatNumber(value, language);
        expect(text.length).toBeGreaterThan(0);
        expect(parseBack(text, language)).toBe(value);
      }),
    );
  });
});

describe('formatKcash', () => {
  it('shows amounts from a million in millions with two truncated decimals and M', () => {
    expect(formatKcash(1_000_000, 'en')).toBe('1.00M');
    expect(formatKcash(1_234_567, 'en')).toBe('1.23M');
    expect(formatKcash(1_999_999, 'en')).toBe('1.99M');
    expect(formatKcash(250_000_000, 'en')).toBe('250.00M');
    expect(formatKcash(1_234_567, 'de')).toBe('1,23M');
  });

  it('shows smaller amounts in full with separators', () => {
    expect(formatKcash(999_999, 'en')).toBe('999,999');
    expect(formatKcash(999_999.999, 'en')).toBe('999,999.99');
    expect(formatKcash(1500, 'en')).toBe('1,500');
    expect(formatKcash(0, 'en')).toBe('0');
  });

  it('in all 20 languages, keeps the amount’s leading digits and reads back within the cut', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.integer({ min: 0, max: 1e12 }), (language, amount) => {
        const text = formatKcash(amount, language);
        if (amount >= 1_000_000) {
          expect(text.endsWith('M')).toBe(true);
          const millions = parseBack(text.slice(0, -1), language);
          expect(millions).toBe(Math.trunc(amount / 10_000) / 100);
          expect(digitsOf(text)).toBe(String(Math.trunc(amount / 10_000)));
        } else {
          expect(parseBack(text, language)).toBe(amount);
        }
      }),
    );
  });
});

describe('formatCompact', () => {
  it('uses K, M and B in English', () => {
    expect(formatCompact(1500, 'en')).toBe('1.5K');
    expect(formatCompact(999, 'en')).toBe('999');
    expect(formatCompact(15_999, 'en')).toBe('15K');
    expect(formatCompact(999_999, 'en')).toBe('999K');
    expect(formatCompact(2_500_000, 'en')).toBe('2.5M');
    expect(formatCompact(7_000_000_000, 'en')).toBe('7B');
    expect(formatCompact(-1500, 'en')).toBe('-1.5K');
  });

  it('keeps the letters in every language, with its decimal separator', () => {
    expect(formatCompact(1500, 'de')).toBe('1,5K');
    expect(formatCompact(1500, 'jp')).toBe('1.5K');
    expect(formatCompact(2_500_000, 'fr')).toBe('2,5M');
  });

  it('matches Intl’s English compact notation, truncated, up to a trillion', () => {
    const intl = new Intl.NumberFormat('en', { notation: 'compact', roundingMode: 'trunc' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (value) => {
        expect(formatCompact(value, 'en')).toBe(intl.format(value));
      }),
    );
  });

  it('in all 20 languages, is non-empty and reads back to at most the value, within its unit', () => {
    const units = { K: 1e3, M: 1e6, B: 1e9 } as const;
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.integer({ min: 0, max: 1e13 }), (language, value) => {
        const text = formatCompact(value, language);
        expect(text.length).toBeGreaterThan(0);
        const suffix = text.at(-1) as keyof typeof units;
        const unit = Object.hasOwn(units, suffix) ? units[suffix] : 1;
        const shown = parseBack(unit === 1 ? text : text.slice(0, -1), language) * unit;
        expect(shown).toBeLessThanOrEqual(value);
        expect(value - shown).toBeLessThan(unit);
      }),
    );
  });
});

describe('shortenText', () => {
  it('shortens strings over 30 characters to 30, ellipsis included', () => {
    const long = 'The quick brown fox jumps over the lazy dog';
    expect(shortenText(long)).toBe('The quick brown fox jumps ove…');
    expect(shortenText(long)).toHaveLength(SHORT_TEXT_MAX_LENGTH);
    expect(shortenText('a'.repeat(30))).toBe('a'.repeat(30));
    expect(shortenText('a'.repeat(31))).toBe(`${'a'.repeat(29)}${ELLIPSIS}`);
    expect(shortenText('abcdefghijklmnopqrstuvwxyzabc defg')).toBe('abcdefghijklmnopqrstuvwxyzabc…');
  });

  it('counts an emoji or an accented letter as one character and never splits it', () => {
    const thumbs = '👍🏽'.repeat(40);
    expect(shortenText(thumbs)).toBe(`${'👍🏽'.repeat(29)}${ELLIPSIS}`);
  });

  it('returns short strings unchanged and long ones as a prefix plus the ellipsis, at most 30 long', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const count = (text: string) => Array.from(segmenter.segment(text)).length;
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const short = shortenText(text);
        if (count(text) <= SHORT_TEXT_MAX_LENGTH) {
          expect(short).toBe(text);
        } else {
          expect(count(short)).toBeLessThanOrEqual(SHORT_TEXT_MAX_LENGTH);
          expect(short.endsWith(ELLIPSIS)).toBe(true);
          expect(text.startsWith(short.slice(0, -ELLIPSIS.length))).toBe(true);
        }
      }),
    );
  });
});

describe('formatPogScore', () => {
  it('shows 00 for a missing score and two digits at least', () => {
    expect(formatPogScore(undefined)).toBe('00');
    expect(formatPogScore(null)).toBe('00');
    expect(formatPogScore(Number.NaN)).toBe('00');
    expect(formatPogScore(7)).toBe('07');
    expect(formatPogScore(86)).toBe('86');
    expect(formatPogScore(100)).toBe('100');
  });

  it('writes the reader’s digits, two at least', () => {
    expect(formatPogScore(7, 'en')).toBe('07');
    expect(formatPogScore(null, 'hi')).toBe('00');
    expect(formatPogScore(1234, 'hi')).toBe('1234');
    setDevanagariDigits(true);
    try {
      expect(formatPogScore(7, 'hi')).toBe('०७');
    } finally {
      setDevanagariDigits(false);
    }
  });

  it('always has at least two digits for a score of 0 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (score) => {
        expect(formatPogScore(score)).toMatch(/^\d{2,}$/);
        expect(Number(formatPogScore(score))).toBe(score);
      }),
    );
  });
});

describe('formatCurrencyAmount', () => {
  it('shows K-Cash by its rule and other currencies truncated to two decimals', () => {
    expect(formatCurrencyAmount('1234.50', 'KCASH', 'en')).toBe('1,234.5');
    expect(formatCurrencyAmount('2500000.00', 'KCASH', 'en')).toBe('2.50M');
    expect(formatCurrencyAmount('12.345678', 'USDT', 'en')).toBe('12.34');
    expect(formatCurrencyAmount('-3.999999', 'KRT', 'de')).toBe('-3,99');
    expect(formatCurrencyAmount('1500000', 'KPOINTS', 'en')).toBe('1,500,000');
  });

  it('leaves a string that is not a number as it is', () => {
    expect(formatCurrencyAmount('n/a', 'USDT', 'en')).toBe('n/a');
  });
});

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('never counts below zero, nor from a time that is not a number', () => {
    expect(countdownParts(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('adds back up to the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (ms) => {
        const { days, hours, minutes, seconds } = countdownParts(ms);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(Math.floor(ms / 1000));
      }),
    );
  });
});

describe('formatDecimalText', () => {
  it('writes a decimal text exactly, past a number’s precision, in the reader’s separators', () => {
    expect(formatDecimalText('12345678901234567890.123456789', 'en', 18)).toBe(
      '12,345,678,901,234,567,890.123456789',
    );
    expect(formatDecimalText('1500.5', 'de', 6)).toBe('1.500,5');
    expect(formatDecimalText('1234567', 'hi', 0)).toBe('12,34,567');
    expect(formatDecimalText('0.123', 'en', 2)).toBe('0.12');
    expect(formatDecimalText('n/a', 'en', 2)).toBe('n/a');
  });
});
