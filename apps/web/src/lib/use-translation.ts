import { useMemo, useSyncExternalStore } from 'react';
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, languageOfTag, type Language } from '@kp/domain/languages';

// i18next itself, bound to React in these few lines rather than with react-i18next: the
// binding and its React 17 shim cost 4.5 KB of the 100 KB first-load budget.
function subscribe(onChange: () => void) {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const currentTag = () => i18next.language;

/**
 * The translate function of the current language and that language (a spec code); the
 * component redraws when it changes.
 */
export function useTranslation(): { t: TFunction; language: Language } {
  const tag = useSyncExternalStore(subscribe, currentTag, currentTag);
  return useMemo(
    () => ({ t: i18next.getFixedT(tag), language: languageOfTag(tag) ?? DEFAULT_LANGUAGE }),
    [tag],
  );
}
