import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, toBcp47, type Language } from '@kp/domain/languages';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en as Tree);

const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

/** A file's keys with each count-based plural's forms (`found_one`, `found_other`) as one `found_#`. */
function keysOf(messages: Map<string, string>): Set<string> {
  return new Set([...messages.keys()].map((key) => key.replace(PLURAL_KEY, '$1_#')));
}

/** The plural forms a language writes for a count, as Intl.PluralRules has them. */
const categoriesOf = (language: Language) =>
  [...new Intl.PluralRules(toBcp47(language)).resolvedOptions().pluralCategories].sort();

/** Each count-based plural of a file with the forms it writes. */
function pluralForms(messages: Map<string, string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of messages.keys()) {
    const [, base, category] = PLURAL_KEY.exec(key) ?? [];
    if (base && category) forms.set(base, [...(forms.get(base) ?? []), category].sort());
  }
  return forms;
}

/** The English text a key of another language translates (a plural form: English `other`). */
const englishOf = (key: string) => english.get(key) ?? english.get(key.replace(PLURAL_KEY, '$1_other')) ?? '';
/**
 * Names that stay as they are in every language, each with why. A value made of these,
 * placeholders, numbers and punctuation only ("1 USDT = {{rate}}", "+{{amount}} XP") is not a
 * text to translate.
 */
const NAMES: ReadonlyMap<string, string> = new Map([
  ['K-Cash', "the product's currency"],
  ['K-Quest', "the product's quests"],
  ['K-Quests', "the product's quests, several"],
  ['K-Drop', "the product's drops"],
  ['K-Store', "the product's store"],
  ['Klash', "the product's arena"],
  ['Proof of Gamer', "the product's gamer card"],
  ['USDT', 'a currency'],
  ['XP', 'the game points, written so in every language'],
  ['Android', 'a platform'],
  ['iOS', 'a platform'],
  ['Mac', 'a platform'],
  ['Windows', 'a platform'],
  ['PC', 'a platform, written so by gamers in the Indian languages too'],
  ['Discord', 'a service'],
  ['Google', 'a service'],
  ['Steam', 'a service'],
  ['Telegram', 'a service'],
  ['Facebook', 'a service'],
  ['WhatsApp', 'a service'],
  ['X', 'a service'],
  ['Twitter', 'a service'],
  ['Discorder', "a POG badge's name, after its service"],
  ['Telegramer', "a POG badge's name, after its service"],
  ['Xer', "a POG badge's name, after its service"],
  ['Aadhaar', "India's identity document"],
  ['PAN', "India's tax number"],
  ['IFSC', "an Indian bank branch's code"],
  ['CPF', "Brazil's tax number"],
  ['CNPJ', "Brazil's company number"],
  ['MMORPG', 'a game genre, written so by gamers'],
  ['MOBA', 'a game genre, written so by gamers'],
  ['RPG', 'a game genre, written so by gamers'],
]);
const NAME_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${[...NAMES.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}-])`,
  'gu',
);
/** True when nothing in the value is a word to translate. */
const isNotText = (value: string) => !/\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, '').replace(NAME_PATTERN, ''));

/**
 * Languages not written in Latin letters: an English word left in them is a miss, never a
 * word they share with English. In the Latin-script ones a few words are the same (German
 * "Status", French "Documentation", Dutch "Games"), but never more than a twentieth.
 */
const OWN_SCRIPT = new Set(['bg', 'by', 'ru', 'ua', 'el', 'he', 'hi', 'bn', 'mr', 'ne', 'ta', 'te', 'jp', 'cn', 'zh']);
const SAME_AS_ENGLISH_ALLOWED = 0.05;

describe('the locale files', () => {
  // i18next runs with BCP 47 tags (lib/i18n.ts), so its plural forms are those of Intl.PluralRules.
  it('writes English counts in its two forms', () => {
    expect(pluralForms(english).size).toBeGreaterThan(0);
    for (const [key, forms] of pluralForms(english)) expect(forms, key).toEqual(['one', 'other']);
  });

  it('has one file per language of the spec, and no other', () => {
    const files = fs
      .readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.basename(f, '.json'))
      .sort();
    expect(files).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (language) => {
    const messages = flatten(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `${language}.json`), 'utf8')));

    it('has every key of the English file and no other', () => {
      const [theirs, ours] = [keysOf(messages), keysOf(english)];
      const missing = [...ours].filter((key) => !theirs.has(key));
      const extra = [...theirs].filter((key) => !ours.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('writes each count in exactly the plural forms of its language', () => {
      const categories = categoriesOf(language);
      for (const [key, forms] of pluralForms(messages)) expect(forms, key).toEqual(categories);
    });

    it('keeps every placeholder and leaves no value empty', () => {
      for (const [key, value] of messages) {
        expect(value.trim(), key).not.toBe('');
        expect(placeholders(value), key).toEqual(placeholders(englishOf(key)));
      }
    });

    it('is translated, not a copy of the English', () => {
      const translatable = [...messages].filter(([key]) => !isNotText(englishOf(key)));
      const same = translatable.filter(([key, value]) => value === englishOf(key)).map(([key]) => key);
      if (OWN_SCRIPT.has(language)) expect(same).toEqual([]);
      else expect(same.length / translatable.length, same.join(', ')).toBeLessThanOrEqual(SAME_AS_ENGLISH_ALLOWED);
    });

    it("keeps the English file's key order", () => {
      const shared = (keys: Iterable<string>, other: Set<string>) => [...keys].filter((key) => other.has(key));
      const [theirs, ours] = [[...keysOf(messages)], [...keysOf(english)]];
      expect(shared(new Set(theirs), new Set(ours))).toEqual(shared(new Set(ours), new Set(theirs)));
    });
  });

  it('counts only names, placeholders, numbers and punctuation as not text', () => {
    expect(isNotText('{{count}} / {{max}}')).toBe(true);
    expect(isNotText('1 USDT = {{rate}} K-Cash')).toBe(true);
    expect(isNotText('X (Twitter)')).toBe(true);
    expect(isNotText('Proof of Gamer')).toBe(true);
    expect(isNotText('PIX key')).toBe(false);
    expect(isNotText('Xeroxed')).toBe(false);
    expect(isNotText('Account: {{name}}')).toBe(false);
  });
});
