import { toBcp47, type Language } from '@kp/domain/languages';

/** A country's name (ISO 3166-1 alpha-2) in the reader's language, by the browser's own list. */
export function countryLabel(code: string, language: Language): string {
  try {
    const names = new Intl.DisplayNames([toBcp47(language)], {
      type: 'region',
    });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
