import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A reader of another language than English, in the browser: the interface's own words in their
 * language (read from the web's locale files, so the test finds the buttons by the names that
 * reader sees), and the checks each screen of their journey passes: the page says their language,
 * no English word shows outside names and brands, large amounts use Indian grouping, and (on a
 * phone) nothing is wider than the screen.
 */

export type ReaderLanguage = 'hi' | 'bn';

type Messages = { [key: string]: string | Messages };

/**
 * The interface's words in a language: `t('auth.sendCode')`, with `{{name}}` and plurals filled
 * (a value not given leaves its `{{name}}`, for a template to match).
 */
export function wordsOf(language: ReaderLanguage) {
  const file = path.resolve(import.meta.dirname, `../apps/web/src/locales/${language}.json`);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
  const plural = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => {
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (key: string, values: Record<string, string | number> = {}): string => {
    const count = values['count'];
    const text =
      (typeof count === 'number' ? lookup(`${key}_${plural.select(count)}`) : undefined) ?? lookup(key);
    if (text === undefined) throw new Error(`no ${key} in ${language}.json`);
    return text.replace(/\{\{\s*(\w+)\s*(?:,\s*number\s*)?\}\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) return `{{${name}}}`;
      return typeof value === 'number' ? new Intl.NumberFormat(`${language}-IN`).format(value) : value;
    });
  };
}

/**
 * Names and brands a page in Hindi or Bengali rightly writes in Latin letters: the product's and
 * its currencies' names, the documents and codes of Indian KYC and payments as Indians write them
 * (PAN, IFSC, OTP, UPI), and the services a gamer links (Discord, Steam …). Anything else in Latin
 * letters is English left untranslated. The journey adds the names of this run: the gamer's own
 * username, and the games, quests, campaigns and vouchers the api sent (operator content).
 */
export const NAMES_AND_BRANDS = [
  'K-Cash',
  'K-Points',
  'K-Quest',
  'K-Drop',
  'K-Store',
  'K-Play',
  'KPlay',
  'Klash',
  'POG',
  'KYC',
  'USDT',
  'PAN',
  'OTP',
  'IFSC',
  'UPI',
  'INR',
  'Google',
  'Telegram',
  'Discord',
  'Steam',
  'Instagram',
  'YouTube',
  'Facebook',
  'WhatsApp',
  'EVM',
  'NFT',
  // Acronyms Indian readers see in Latin letters whatever their language: a file's format, and the
  // anti-money-laundering policy's name (AML/KYC) as the law and banks write it.
  'PDF',
  'AML',
  // The POG card's own name, kept in every language as the brand it is (the locales do so).
  'Proof of Gamer',
] as const;

/** The visible text of the page in its own language (see `englishWords`), read in the page. */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const own = document.documentElement.lang.split('-')[0];
    const out: string[] = [document.title];
    // An element marked in another language (the language picker's "English") says what it is:
    // its text is not a leak. A closed <select> shows its chosen option only.
    const foreign = (el: Element) => {
      const marked = el.closest('[lang]');
      return marked !== null && marked.getAttribute('lang')!.split('-')[0] !== own;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, template, noscript')) continue;
      const select = parent.closest('select');
      if (select && !(parent instanceof HTMLOptionElement && parent.selected)) continue;
      if (!(select ?? parent).checkVisibility({ checkVisibilityCSS: true })) continue;
      if (foreign(parent)) continue;
      out.push(node.textContent);
    }
    // What the reader sees in an empty field, and hears as a control's name.
    for (const el of Array.from(
      document.body.querySelectorAll('[placeholder], [aria-label], img[alt], [title]'),
    )) {
      if (!el.checkVisibility({ checkVisibilityCSS: true }) || foreign(el)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'alt', 'title']) {
        const value = el.getAttribute(attribute);
        if (value) out.push(value);
      }
    }
    return out.join('\n');
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English words in a text, each with a little context. How it decides:
 * 1. Names and brands (`allowed`) are taken out first, longest first, exactly as written, as whole
 *    words (so `PAN` goes, `PANEL` stays).
 * 2. Addresses, e-mail addresses, @handles, codes (a word with a digit in it: `HDFC0001234`,
 *    `KP-7F3K-…`, `234F`) and masks (`XXXX XXXX 2346`, as Aadhaar numbers are masked) are taken
 *    out: they are not words of a language.
 * 3. What is left is split into words at spaces and punctuation (a hyphen joins); a word with a
 *    run of 3 or more Latin letters is English (or another Latin-script language) left in the
 *    page. Two-letter words (`GB`, `ID`, `PC`) are too often units and abbreviations to judge one
 *    by one; an untranslated sentence always has longer words than those.
 */
export function englishWords(text: string, allowed: Iterable<string>): string[] {
  let rest = text;
  const names = [...new Set(allowed)].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const name of names)
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  rest = rest
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/(^|\s)@\w+/g, ' ');
  const found: string[] = [];
  for (const line of rest.split('\n')) {
    for (const word of line.split(/[\s,.;:!?()[\]{}"'“”‘’«»|/\\<>=+*·•…–—।॥]+/u)) {
      if (/\d/.test(word) || /^X+$/.test(word) || !/[A-Za-z]{3,}/.test(word)) continue;
      found.push(`${word}  ← ${line.trim().slice(0, 120)}`);
    }
  }
  return [...new Set(found)];
}

/**
 * Amounts of a hundred thousand or more grouped the Western way ("150,000", "1,500,000"): in
 * Indian grouping (1,50,000; 15,00,000) only the last group has three digits, so three digits
 * before a comma mean Western grouping.
 */
export function westernGroupings(text: string): string[] {
  return [...text.matchAll(/\d*\d{3},\d[\d,]*/g)].map((m) => m[0]);
}

/** The elements wider than the window, or reaching out of it sideways (at most a few, named). */
function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : ''
      } "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const wide: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      // Nothing to see: empty, or a screen reader's text (a 1 px box, clipped).
      if (box.width <= 1 || box.height <= 1) continue;
      // A box clipped by a scrolling ancestor (a row that scrolls sideways on purpose) is not
      // the page's overflow: only what the page itself would scroll to counts.
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const overflowX = getComputedStyle(a).overflowX;
        if (overflowX !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (box.width > width + 0.5 || box.left < -0.5 || box.right > width + 0.5)
        wide.push(`${name(el)}: ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
    }
    return wide.slice(0, 8);
  });
}

export type ScreenCheck = {
  language: ReaderLanguage;
  /** Names of this run (username, operator content the api sent) besides NAMES_AND_BRANDS. */
  names: () => Iterable<string>;
  /** On a phone: no sideways scrolling, no element wider than the screen. */
  phone: boolean;
};

/**
 * What every screen of the journey must be in the reader's language: `lang` says it, no English
 * word, large amounts in Indian grouping, and on a phone nothing wider than the screen. Soft
 * assertions: one run lists every screen's findings.
 */
export async function checkReaderScreen(page: Page, what: string, check: ScreenCheck) {
  // A screen is read once it has settled: its texts and pictures loaded.
  await page.waitForLoadState('networkidle');
  const lang = await page.evaluate(() => document.documentElement.lang);
  expect.soft(lang.split('-')[0], `${what}: the page's lang`).toBe(check.language);
  const text = await pageText(page);
  expect
    .soft(englishWords(text, [...NAMES_AND_BRANDS, ...check.names()]), `${what}: English words`)
    .toEqual([]);
  expect.soft(westernGroupings(text), `${what}: amounts grouped the Western way`).toEqual([]);
  if (check.phone) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${what}: horizontal overflow`).toBeLessThanOrEqual(0);
    expect.soft(await tooWide(page), `${what}: elements wider than the screen`).toEqual([]);
  }
}

/** Whether a text is in the script of the language (Devanagari for Hindi, Bengali for Bengali). */
export function inScriptOf(language: ReaderLanguage, text: string): boolean {
  const script = language === 'hi' ? /\p{Script=Devanagari}/u : /\p{Script=Bengali}/u;
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  const own = letters.filter((c) => script.test(c));
  // Mostly the reader's script: names (KPlay) aside, the sentence is theirs.
  return own.length > 0 && own.length >= letters.length / 2;
}
