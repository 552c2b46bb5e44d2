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
// Product names stay as they are; a few ordinary words (French "Documentation", German
// "Clans") are the same in some languages, but never more than a tenth of the rest.
const PRODUCT_NAMES = new Set(['K-Quest', 'K-Drop', 'K-Store', 'Proof of Gamer', '404']);
const SAME_AS_ENGLISH_ALLOWED = 0.1;

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
      const translatable = [...messages].filter(([key]) => !PRODUCT_NAMES.has(english.get(key) ?? ''));
      const same = translatable.filter(([key, value]) => value === english.get(key)).map(([key]) => key);
      expect(same.length / translatable.length, same.join(', ')).toBeLessThanOrEqual(SAME_AS_ENGLISH_ALLOWED);
    });
  });
});
