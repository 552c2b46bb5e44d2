import { describe, expect, it } from 'vitest';
import { isLanguage, type Language } from '@kp/domain/languages';
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

/** The languages every policy is translated into (the others are added as they are written). */
const TRANSLATED: readonly Language[] = [
  'hi',
  'bn',
  'ne',
  'ta',
  'te',
  'mr',
  'pt',
  'es',
  'fr',
  'de',
  'it',
  'nl',
];

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

    it('is a translation: its title and no sentence left in English', () => {
      if (!original) return;
      expect(document.title).not.toBe(original.title);
      const theirs = stringsOf(document);
      const left = stringsOf(original).filter((text, i) => text.length > 40 && theirs[i] === text);
      expect(left).toEqual([]);
    });
  });
});
