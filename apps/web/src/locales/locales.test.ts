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
// Product names stay as they are; a few ordinary words (French "Documentation", German
// "Clans") are the same in some languages, but never more than a tenth of the rest.
const PRODUCT_NAMES = new Set(['K-Quest', 'K-Drop', 'K-Store', 'Proof of Gamer', '404']);
const SAME_AS_ENGLISH_ALLOWED = 0.1;

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
      const translatable = [...messages].filter(([key]) => !PRODUCT_NAMES.has(englishOf(key)));
      const same = translatable.filter(([key, value]) => value === englishOf(key)).map(([key]) => key);
      expect(same.length / translatable.length, same.join(', ')).toBeLessThanOrEqual(SAME_AS_ENGLISH_ALLOWED);
    });
  });
});
