import { DEFAULT_LANGUAGE, type Language } from '@kp/domain/languages';
import type { PolicyDocument } from './policy-document';
import { POLICY_FILES } from './policy-files';

/** A policy as drawn: its document and the language it is written in. */
export type PolicyText = { document: PolicyDocument; language: Language };

/** A load under way, its text kept once it has come. */
type Loading = Promise<PolicyText> & { value?: PolicyText };

const loading = new Map<string, Loading>();

const documentPath = (slug: string, language: Language) => `./policies/${slug}/${language}.ts`;

/** Whether a policy has a text of its own in a language (English always has). */
export function hasPolicyText(slug: string, language: Language): boolean {
  return documentPath(slug, language) in POLICY_FILES;
}

/** The language a policy is drawn in when asked for in one: that one, else English. */
const shownLanguage = (slug: string, language: Language): Language =>
  hasPolicyText(slug, language) ? language : DEFAULT_LANGUAGE;

/** A policy in a language (or English, as `loadPolicy`) if it has loaded already. */
export function loadedPolicy(slug: string, language: Language): PolicyText | undefined {
  return loading.get(`${slug}/${shownLanguage(slug, language)}`)?.value;
}

/** The language a policy is requested in: the binding English when the address asks for it (`?lang=en`). */
export function requestedLanguage(search: string, reader: Language): Language {
  return new URLSearchParams(search).get('lang') === DEFAULT_LANGUAGE ? DEFAULT_LANGUAGE : reader;
}

/**
 * Loads a policy in a language, or in English where it has no translation: one chunk, the
 * same promise for every caller (`loadedPolicy` reads it once it has come). A failed load (offline)
 * is forgotten, so the next visit tries again.
 */
export function loadPolicy(slug: string, language: Language): Promise<PolicyText> {
  const shown = shownLanguage(slug, language);
  const key = `${slug}/${shown}`;
  const known = loading.get(key);
  if (known) return known;
  const load = POLICY_FILES[documentPath(slug, shown)];
  if (!load) return Promise.reject(new Error(`no policy document ${slug}`));
  const promise: Loading = load().then((module) => ({ document: module.default, language: shown }));
  promise.then(
    (value) => {
      promise.value = value;
    },
    () => loading.delete(key),
  );
  loading.set(key, promise);
  return promise;
}
