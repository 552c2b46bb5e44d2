import { useMemo, useSyncExternalStore } from 'react';
import i18next, { type TFunction } from 'i18next';

// i18next itself, bound to React in these few lines rather than with react-i18next: the
// binding and its React 17 shim cost 4.5 KB of the 100 KB first-load budget.
function subscribe(onChange: () => void) {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const currentLanguage = () => i18next.language;

/** The translate function of the current language; the component redraws when it changes. */
export function useTranslation(): { t: TFunction; language: string } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: i18next.getFixedT(language), language }), [language]);
}
