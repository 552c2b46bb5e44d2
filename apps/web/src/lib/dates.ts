import { countdownParts } from '@kp/domain/display';
import { toBcp47, type Language } from '@kp/domain/languages';

/**
 * Dates, times, relative times and countdowns as the reader writes them: through Intl in their
 * language's tag (`toBcp47`: Indian readers' grouping, a Hindi reader's Devanagari digits when
 * chosen) and the browser's time zone. The one place the web turns a moment into words.
 */

/** A moment: an ISO 8601 string as the api sends it, epoch milliseconds or a Date. */
export type Moment = string | number | Date;

const formats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();

// Built once per tag and options (a list of dates would build one per row otherwise). By the tag,
// not the language: it changes with a Hindi reader's choice of digits.
function cached<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(
  kind: string,
  language: Language,
  options: object,
  make: (tag: string) => F,
): F {
  const tag = toBcp47(language);
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make(tag);
    formats.set(key, format);
  }
  return format;
}

const DATE_STYLES = {
  date: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', language, options, (tag) => new Intl.DateTimeFormat(tag, options));
}

const timeOf = (moment: Moment) => (moment instanceof Date ? moment.getTime() : new Date(moment).getTime());

/**
 * A moment in the reader's words and time zone: `date` alone ('23 November 2026', '२३ नवंबर
 * २०२६') or `dateTime` with the hour and minute ('23 Nov 2026, 6:00 pm').
 */
export function formatDate(
  moment: Moment,
  language: Language,
  style: keyof typeof DATE_STYLES = 'date',
): string {
  return dateFormat(language, DATE_STYLES[style]).format(timeOf(moment));
}

/**
 * A calendar day written `YYYY-MM-DD` (a policy's last update) in the reader's words: the same
 * day for every reader, not moved by their time zone as a moment would be.
 */
export function formatDay(day: string, language: Language): string {
  return dateFormat(language, { ...DATE_STYLES.date, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

// The reader's calendar day of a moment, as a count of days (in the browser's time zone).
function dayNumber(time: number): number {
  const date = new Date(time);
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

const SECONDS_PER = { minute: 60, hour: 3600 } as const;

/**
 * How far a moment is from `now`, in the reader's words: 'in 45 seconds', 'in 5 minutes', 'in 3
 * hours', 'tomorrow', 'in 3 days', 'in 2 months', '2 hours ago', 'yesterday', 'now'. The unit is
 * the largest that says it in a number under its next one (under 60 seconds, 60 minutes, 24
 * hours, 30 days, 12 months); days count on the reader's calendar, so 'tomorrow' is the next
 * calendar day. Seconds are counted up, as a countdown does: 0.2 seconds left is 'in 1 second'.
 */
export function formatRelative(moment: Moment, now: number, language: Language): string {
  const format = cached(
    'relative',
    language,
    {},
    (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }),
  );
  const time = timeOf(moment);
  const seconds = (time - now) / 1000;
  const size = Math.abs(seconds);
  if (Math.ceil(size) < 60) return format.format(Math.sign(seconds) * Math.ceil(size), 'second');
  const minutes = Math.round(seconds / SECONDS_PER.minute);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(seconds / SECONDS_PER.hour);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  const days = dayNumber(time) - dayNumber(now);
  if (Math.abs(days) < 30) return format.format(days, 'day');
  const months = Math.round(days / 30.44);
  if (Math.abs(months) < 12) return format.format(months, 'month');
  return format.format(Math.round(days / 365.25), 'year');
}

/** A wait of some seconds from now in the reader's words ('in 45 seconds', 'in 3 minutes'). */
export function formatWait(seconds: number, language: Language): string {
  const now = Date.now();
  return formatRelative(now + seconds * 1000, now, language);
}

function twoDigits(language: Language): Intl.NumberFormat {
  const options = { minimumIntegerDigits: 2, useGrouping: false } as const;
  return cached('number', language, options, (tag) => new Intl.NumberFormat(tag, options));
}

/**
 * The parts of a countdown (spec section 4: days, hours, minutes, seconds; never negative) as
 * two-digit numbers in the reader's digits ('03', '०३'): the campaign timer's boxes.
 */
export function countdownDigits(
  ms: number,
  language: Language,
): Record<keyof ReturnType<typeof countdownParts>, string> {
  const parts = countdownParts(ms);
  const format = twoDigits(language);
  return {
    days: format.format(parts.days),
    hours: format.format(parts.hours),
    minutes: format.format(parts.minutes),
    seconds: format.format(parts.seconds),
  };
}

/**
 * A live countdown in the reader's digits: '4:59' under an hour, '3:04:05' under a day, then the
 * days before it ('2 days 03:04:05', '2 दिन 03:04:05'); never negative.
 */
export function formatCountdown(ms: number, language: Language): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  const pad = twoDigits(language);
  const plain = cached('number', language, {}, (tag) => new Intl.NumberFormat(tag));
  const tail = `${pad.format(minutes)}:${pad.format(seconds)}`;
  if (days > 0) {
    const options = { style: 'unit', unit: 'day', unitDisplay: 'long' } as const;
    const inDays = cached('number', language, options, (tag) => new Intl.NumberFormat(tag, options));
    return `${inDays.format(days)} ${pad.format(hours)}:${tail}`;
  }
  return hours > 0 ? `${plain.format(hours)}:${tail}` : `${plain.format(minutes)}:${pad.format(seconds)}`;
}
