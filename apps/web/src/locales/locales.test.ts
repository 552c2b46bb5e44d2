import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kp/domain/languages';
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

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en as Tree);

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
const isNotText = (value: string) => !/\p{L}/u.test(value.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(NAME_PATTERN, ''));

/**
 * Languages not written in Latin letters: an English word left in them is a miss, never a
 * word they share with English. In the Latin-script ones a few words are the same (German
 * "Status", French "Documentation", Dutch "Games"), but never more than a twentieth.
 */
const OWN_SCRIPT = new Set(['bg', 'by', 'ru', 'ua', 'el', 'he', 'hi', 'bn', 'mr', 'ne', 'ta', 'te', 'jp', 'cn', 'zh']);
const SAME_AS_ENGLISH_ALLOWED = 0.05;

describe('the locale files', () => {
  // i18next picks plural forms by the language code, and several of ours are not BCP 47 tags
  // (ua, by, cz, ee, jp …): it would apply English rules, and Polish or Russian counts would fall
  // back to the English text. Counts are written as "Label: {{count}}" instead.
  it('has no count-based plural keys', () => {
    const plural = [...english.keys()].filter((key) => /_(zero|one|two|few|many|other)$/.test(key));
    expect(plural).toEqual([]);
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
      const missing = [...english.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('keeps every placeholder and leaves no value empty', () => {
      for (const [key, value] of messages) {
        expect(value.trim(), key).not.toBe('');
        expect(placeholders(value), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    });

    it('is translated, not a copy of the English', () => {
      const translatable = [...messages].filter(([key]) => !isNotText(english.get(key) ?? ''));
      const same = translatable.filter(([key, value]) => value === english.get(key)).map(([key]) => key);
      if (OWN_SCRIPT.has(language)) expect(same).toEqual([]);
      else expect(same.length / translatable.length, same.join(', ')).toBeLessThanOrEqual(SAME_AS_ENGLISH_ALLOWED);
    });

    it("keeps the English file's key order", () => {
      const shared = (keys: Iterable<string>, other: Map<string, string>) => [...keys].filter((key) => other.has(key));
      expect(shared(messages.keys(), english)).toEqual(shared(english.keys(), messages));
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
