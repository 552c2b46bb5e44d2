import { describe, expect, it } from 'vitest';
import { LANGUAGES, isLanguage, type Language } from '@kp/domain/languages';
import type { PolicyDocument } from './policy-document';

// Every policy text there is, read at once: ./policies/<slug>/<language>.ts.
const FILES = import.meta.glob<PolicyDocument>('./policies/*/*.ts', { eager: true, import: 'default' });

const texts = Object.entries(FILES).map(([file, document]) => {
  const [, slug = '', language = ''] = /^\.\/policies\/([\w-]+)\/([\w-]+)\.ts$/.exec(file) ?? [];
  return { file, slug, language, document };
});
const english = new Map(texts.filter((t) => t.language === 'en').map((t) => [t.slug, t.document]));
const translations = texts.filter((t) => t.language !== 'en');

/** The policies of the spec (app/routes.tsx). */
const SLUGS = ['aml-kyc-policy', 'privacy-policy', 'risk-disclosure-policy', 'terms-and-conditions'];

/** Every policy is translated into every language of the interface. */
const TRANSLATED: readonly Language[] = LANGUAGES.filter((language) => language !== 'en');

/** A document's shape: what must match the English one, whatever the language. */
function shapeOf(document: PolicyDocument) {
  return {
    updated: document.updated,
    intro: document.intro.length,
    sections: document.sections.map((section) => ({
      id: section.id,
      paragraphs: section.paragraphs.length,
      list: section.list?.length ?? null,
    })),
  };
}

/**
 * Names that stay as they are in every language: the product's and its currencies', the
 * documents and laws named, the app's paths and storage key (compared ignoring case and
 * hyphens: German writes "Proof-of-Gamer-Karte").
 */
const KEPT_NAMES = [
  'KPlay',
  'K-Cash',
  'K-Quest',
  'K-Drop',
  'K-Store',
  'K-Points',
  'Klash',
  'Proof of Gamer',
  'POG',
  'KYC',
  'USDT',
  'EVM',
  'PAN',
  'Aadhaar',
  'IFSC',
  'CPF',
  'DPDP Act',
  'LGPD',
  '/delete-user-account',
  '"language"',
];
// Each language quotes the storage item's name its own way: „language“, «language», 「language」.
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('-', ' ')
    .replace(/["„“”«»「」]/g, '');

/** The numbers of a text (ages, limits, rates, dates), in order of size: Latin digits only. */
const numbersOf = (text: string): string[] => (text.match(/\d+/g) ?? []).sort();

/** Every text a reader reads in a document. */
function stringsOf(document: PolicyDocument): string[] {
  return [
    document.title,
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.list ?? []),
    ]),
  ];
}

describe('the policy texts', () => {
  it('has the English (binding) text of every policy, and no other policy', () => {
    expect([...english.keys()].sort()).toEqual(SLUGS);
    expect([...new Set(texts.map((t) => t.slug))].sort()).toEqual(SLUGS);
  });

  it('names each translation by a language of the app (the locale files’ codes)', () => {
    for (const { file, language } of translations) expect(isLanguage(language), file).toBe(true);
  });

  it.each(TRANSLATED)('translates every policy into %s', (language) => {
    for (const slug of SLUGS) expect(FILES[`./policies/${slug}/${language}.ts`], slug).toBeDefined();
  });

  it('gives every policy the same translations', () => {
    const languagesOf = (slug: string) =>
      translations
        .filter((t) => t.slug === slug)
        .map((t) => t.language)
        .sort();
    for (const slug of SLUGS) expect(languagesOf(slug), slug).toEqual(languagesOf(SLUGS[0] ?? ''));
  });

  it('gives each section of an English text a unique anchor', () => {
    for (const [slug, document] of english) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size, slug).toBe(ids.length);
      for (const id of ids) expect(id, slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  describe.each(translations)('$file', ({ slug, document }) => {
    const original = english.get(slug);

    it('translates the current English text: same date, same sections (ids, order), same paragraphs and items', () => {
      expect(original).toBeDefined();
      if (original) expect(shapeOf(document)).toEqual(shapeOf(original));
    });

    it('has no empty text', () => {
      for (const text of stringsOf(document)) expect(text.trim(), JSON.stringify(text)).not.toBe('');
    });

    it('keeps every number of the English text, in Latin digits as the locale files write them', () => {
      if (!original) return;
      const theirs = stringsOf(document);
      // A translation may write a number English spells out ("five years": 5年), never lose one.
      stringsOf(original).forEach((text, i) => {
        const kept = numbersOf(theirs[i] ?? '');
        for (const number of numbersOf(text)) {
          expect(kept, text).toContain(number);
          kept.splice(kept.indexOf(number), 1);
        }
      });
    });

    it('keeps names, brands and the app’s paths as they are', () => {
      if (!original) return;
      const theirs = stringsOf(document);
      stringsOf(original).forEach((text, i) => {
        for (const name of KEPT_NAMES.filter((n) => text.includes(n)))
          expect(comparable(theirs[i] ?? ''), `${name} in: ${text}`).toContain(comparable(name));
      });
    });

    it('is a translation: its title and no sentence left in English', () => {
      if (!original) return;
      expect(document.title).not.toBe(original.title);
      const theirs = stringsOf(document);
      const left = stringsOf(original).filter((text, i) => text.length > 40 && theirs[i] === text);
      expect(left).toEqual([]);
    });
  });
});
