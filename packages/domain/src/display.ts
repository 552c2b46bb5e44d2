import { DEFAULT_POG_SCORE } from './constants';
import { isLanguage, toBcp47, type Language } from './languages';

/**
 * Display rules of spec section 9, through Intl in the user's language. Amounts are truncated,
 * never rounded, wherever digits are dropped: a balance is never shown larger than it is.
 */

/** KCASH amounts from this value on are shown in millions. */
export const KCASH_MILLIONS_FROM = 1_000_000;

/** The longest a shortened string may be, ellipsis included, in user-perceived characters. */
export const SHORT_TEXT_MAX_LENGTH = 30;

/** The single character that ends a shortened string. */
export const ELLIPSIS = '…';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  // By the tag, not the language: a Hindi reader's tag changes with their choice of digits.
  const tag = toBcp47(language);
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

// The shortest decimal string that reads back as the number (what JavaScript prints), without
// exponent. Cutting digits from it, rather than multiplying, keeps 0.29 at 0.29 and 1.005 at 1.00.
function toPlainDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[1]}${match[2] ?? ''}`;
  const point = 1 + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Cuts a number to at most `digits` decimals toward zero, on its decimal digits (1.005 → 1, 0.29 → 0.29). */
export function truncateDecimals(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const [whole = '0', fraction = ''] = toPlainDecimal(Math.abs(value)).split('.');
  const cut = Number(`${whole}.${fraction.slice(0, digits)}0`);
  return value < 0 && cut !== 0 ? -cut : cut;
}

/** Cuts a number to two decimals toward zero (truncates, never rounds). */
export function truncateTo2(value: number): number {
  return truncateDecimals(value, 2);
}

/** A number with the language's thousands separators and at most two decimals (Intl rounding). */
export function formatNumber(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(language, { maximumFractionDigits: 2, ...options }).format(value);
}

/**
 * A decimal written out as text (`'1234.500001'`, a token's amount past a JavaScript number's
 * precision) with the language's separators and digits, every decimal kept up to `maxDecimals`;
 * text that is not a plain decimal comes back as it is.
 */
export function formatDecimalText(text: string, language: Language, maxDecimals: number): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const maximumFractionDigits = Math.min(Math.max(0, maxDecimals), 100);
  return numberFormat(language, { maximumFractionDigits }).format(text as `${number}`);
}

/**
 * A KCASH amount: from 1,000,000 on, in millions with exactly two decimals (truncated) and an
 * 'M' suffix, as 1.23M; below that, the truncated amount with thousands separators.
 */
export function formatKcash(amount: number, language: Language): string {
  if (Math.abs(amount) >= KCASH_MILLIONS_FROM) {
    const millions = truncateTo2(amount / KCASH_MILLIONS_FROM);
    return `${formatNumber(millions, language, { minimumFractionDigits: 2 })}M`;
  }
  return formatNumber(truncateTo2(amount), language);
}

const COMPACT_UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * A compact amount with the spec's K, M and B suffixes, in every language: Intl's own compact
 * forms differ too much between languages (German writes 1500 in full, Japanese counts in 万), so
 * the letters stay and only the digits and decimal separator follow the language. Like Intl's
 * English compact notation, one decimal is kept below 10 and none from 10 on, but truncated, so
 * 1500 → '1.5K', 15_999 → '15K' and 999_999 → '999K'; from a thousand billion it stays in B.
 */
export function formatCompact(value: number, language: Language): string {
  const size = Math.abs(value);
  const unit = COMPACT_UNITS.find((u) => size >= u.size);
  const mantissa = unit ? value / unit.size : value;
  const shown = truncateDecimals(mantissa, Math.abs(mantissa) < 10 ? 1 : 0);
  return formatNumber(shown, language, { maximumFractionDigits: 1 }) + (unit?.suffix ?? '');
}

function graphemes(text: string): string[] {
  // Intl.Segmenter keeps emoji and accented letters whole; older engines fall back to code points.
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (s) => s.segment,
    );
  }
  return Array.from(text);
}

/**
 * Shortens a string longer than `maxLength` (30) user-perceived characters to its first
 * `maxLength - 1`, trailing spaces dropped, followed by '…'; so the result is never longer than
 * `maxLength`, ellipsis included. Shorter strings come back unchanged.
 */
export function shortenText(text: string, maxLength: number = SHORT_TEXT_MAX_LENGTH): string {
  const characters = graphemes(text);
  if (characters.length <= maxLength) return text;
  return (
    characters
      .slice(0, Math.max(0, maxLength - 1))
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/**
 * A POG score as at least two digits ('07'), or the default '00' when there is none; for a
 * reader's language, in their digits ('०७' for a Hindi reader who chose Devanagari ones).
 */
export function formatPogScore(score: number | null | undefined, language?: Language): string {
  const known = score !== null && score !== undefined && Number.isFinite(score);
  if (language) {
    const options = { minimumIntegerDigits: DEFAULT_POG_SCORE.length, useGrouping: false } as const;
    return numberFormat(language, options).format(known ? Math.trunc(score) : 0);
  }
  if (!known) return DEFAULT_POG_SCORE;
  return String(Math.trunc(score)).padStart(DEFAULT_POG_SCORE.length, '0');
}

/**
 * An amount of a currency as the api writes it (a decimal string, e.g. '1234.50') for the
 * screen: K-Cash by its own rule (millions from 1,000,000), every other currency truncated to two
 * decimals with the language's separators.
 */
export function formatCurrencyAmount(amount: string, currencyCode: string, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const known = isLanguage(language) ? language : 'en';
  return currencyCode === 'KCASH' ? formatKcash(value, known) : formatNumber(truncateTo2(value), known);
}

/** The parts of a countdown (spec section 4: days, hours, minutes and seconds); never negative. */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Splits the time left until a moment (milliseconds) into whole days, hours, minutes and seconds. */
export function countdownParts(ms: number): CountdownParts {
  const total = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
