import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setDevanagariDigits } from '@kp/domain/languages';
import { countdownDigits, formatCountdown, formatDate, formatDay, formatRelative, formatWait } from './dates';

// A fixed time zone for the whole file (the browser's, in the product): India's, half an hour off
// the hour, where 18:45 UTC is already the next day.
const zone = process.env.TZ;
process.env.TZ = 'Asia/Kolkata';
afterAll(() => {
  process.env.TZ = zone;
});
afterEach(() => setDevanagariDigits(false));

// Intl writes some spaces as no-break ones (before AM, inside Russian dates): compared as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const MOMENT = '2026-11-23T18:45:00.000Z'; // 24 November, 00:15 in India
const NOW = Date.parse('2026-11-23T12:00:00.000Z'); // 23 November, 17:30 in India
const at = (ms: number) => NOW + ms;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDate', () => {
  it('writes the day in the reader’s language and time zone', () => {
    expect(formatDate(MOMENT, 'en')).toBe('November 24, 2026');
    expect(formatDate(MOMENT, 'hi')).toBe('24 नवंबर 2026');
    expect(plain(formatDate(MOMENT, 'ru'))).toBe('24 ноября 2026 г.');
    expect(formatDate(MOMENT, 'he')).toBe('24 בנובמבר 2026');
    expect(formatDate(MOMENT, 'jp')).toBe('2026年11月24日');
    expect(formatDate(Date.parse(MOMENT), 'de')).toBe('24. November 2026');
    expect(formatDate(new Date(MOMENT), 'ua')).toMatch(/^24 листопада 2026/);
  });

  it('adds the hour and minute for a date and time', () => {
    expect(plain(formatDate(MOMENT, 'en', 'dateTime'))).toBe('Nov 24, 2026, 12:15 AM');
    expect(plain(formatDate(MOMENT, 'hi', 'dateTime'))).toBe('24 नव॰ 2026, 12:15 am');
    expect(plain(formatDate(MOMENT, 'ru', 'dateTime'))).toBe('24 нояб. 2026 г., 00:15');
    expect(formatDate(MOMENT, 'jp', 'dateTime')).toBe('2026/11/24 0:15');
  });

  it('writes Devanagari digits for a Hindi reader who chose them', () => {
    setDevanagariDigits(true);
    expect(formatDate(MOMENT, 'hi')).toBe('२४ नवंबर २०२६');
    expect(plain(formatDate(MOMENT, 'hi', 'dateTime'))).toBe('२४ नव॰ २०२६, १२:१५ am');
    expect(formatDate(MOMENT, 'en')).toBe('November 24, 2026');
  });
});

describe('formatDay', () => {
  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatDay('2026-01-05', 'en')).toBe('January 5, 2026');
    expect(formatDay('2026-01-05', 'hi')).toBe('5 जनवरी 2026');
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatDay('2026-01-05', 'fr')).toBe('5 janvier 2026');
    } finally {
      process.env.TZ = 'Asia/Kolkata';
    }
  });
});

describe('formatRelative', () => {
  it('says a moment ahead in the reader’s language', () => {
    expect(formatRelative(at(3 * DAY), NOW, 'en')).toBe('in 3 days');
    expect(formatRelative(at(3 * DAY), NOW, 'ru')).toBe('через 3 дня');
    expect(formatRelative(at(3 * DAY), NOW, 'hi')).toBe('3 दिन में');
    expect(formatRelative(at(3 * DAY), NOW, 'he')).toBe('בעוד 3 ימים');
    expect(formatRelative(at(3 * DAY), NOW, 'jp')).toBe('3 日後');
    expect(formatRelative(at(3 * DAY), NOW, 'pl')).toBe('za 3 dni');
  });

  it('chooses the unit that says it in the smallest number under the next unit', () => {
    expect(formatRelative(at(45 * SECOND), NOW, 'en')).toBe('in 45 seconds');
    expect(formatRelative(at(59.2 * SECOND), NOW, 'en')).toBe('in 1 minute');
    expect(formatRelative(at(5 * MINUTE + 10 * SECOND), NOW, 'en')).toBe('in 5 minutes');
    expect(formatRelative(at(59.7 * MINUTE), NOW, 'en')).toBe('in 1 hour');
    expect(formatRelative(at(3 * HOUR), NOW, 'en')).toBe('in 3 hours');
    expect(formatRelative(at(20 * DAY), NOW, 'en')).toBe('in 20 days');
    expect(formatRelative(at(75 * DAY), NOW, 'en')).toBe('in 2 months');
    expect(formatRelative(at(800 * DAY), NOW, 'en')).toBe('in 2 years');
    expect(formatRelative(at(-5 * MINUTE), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelative(at(-2 * HOUR), NOW, 'hi')).toBe('2 घंटे पहले');
    expect(formatRelative(NOW, NOW, 'en')).toBe('now');
  });

  it('counts the seconds of a countdown up: a moment not yet reached is not "now"', () => {
    expect(formatRelative(at(200), NOW, 'en')).toBe('in 1 second');
    expect(formatRelative(at(44_100), NOW, 'en')).toBe('in 45 seconds');
  });

  it('counts days on the reader’s calendar: tomorrow is the next calendar day', () => {
    // 17:30 in India: seven hours later is tomorrow's 00:30, still said in hours.
    expect(formatRelative(at(7 * HOUR), NOW, 'en')).toBe('in 7 hours');
    expect(formatRelative(at(30 * HOUR), NOW, 'en')).toBe('tomorrow');
    // 36 hours later is the day after tomorrow in India (25 November, 05:30).
    expect(formatRelative(at(36 * HOUR), NOW, 'en')).toBe('in 2 days');
    expect(formatRelative(at(-DAY), NOW, 'ru')).toBe('вчера');
  });

  it('writes a Hindi reader’s chosen Devanagari digits', () => {
    setDevanagariDigits(true);
    expect(formatRelative(at(3 * DAY), NOW, 'hi')).toBe('३ दिन में');
    expect(formatRelative(at(45 * SECOND), NOW, 'mr')).toBe('४५ सेकंदांमध्ये');
  });

  it('says a wait of some seconds from now', () => {
    expect(formatWait(30, 'en')).toBe('in 30 seconds');
    expect(formatWait(180, 'de')).toBe('in 3 Minuten');
  });
});

describe('formatCountdown', () => {
  it('writes minutes and seconds, hours, then days before the clock', () => {
    expect(formatCountdown(4 * MINUTE + 59 * SECOND + 400, 'en')).toBe('4:59');
    expect(formatCountdown(3 * HOUR + 4 * MINUTE + 5 * SECOND, 'en')).toBe('3:04:05');
    expect(formatCountdown(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND, 'en')).toBe('2 days 03:04:05');
    expect(formatCountdown(DAY, 'ru')).toBe('1 день 00:00:00');
    expect(formatCountdown(-5 * SECOND, 'en')).toBe('0:00');
  });

  it('writes a Hindi reader’s digits', () => {
    expect(formatCountdown(2 * DAY + 9 * SECOND, 'hi')).toBe('2 दिन 00:00:09');
    setDevanagariDigits(true);
    expect(formatCountdown(2 * DAY + 9 * SECOND, 'hi')).toBe('२ दिन ००:००:०९');
    expect(countdownDigits(DAY + 5 * HOUR, 'hi')).toEqual({
      days: '०१',
      hours: '०५',
      minutes: '००',
      seconds: '००',
    });
  });

  it('gives the countdown’s parts as two digits each', () => {
    expect(countdownDigits(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND, 'en')).toEqual({
      days: '02',
      hours: '03',
      minutes: '04',
      seconds: '05',
    });
  });
});
