import { useState } from 'react';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, toBcp47, type Language } from '@kp/domain/languages';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { tellAccountLanguage } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { showToast } from '../../ui/toast';

/**
 * Step 1: the interface language, each in its own name, switched at once (the header's picker
 * does the same, and stays the way to change it later); the account is told it, as there.
 */
export function LanguageStep() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Language | null>(null);
  const chosen = currentLanguage();
  async function choose(language: Language) {
    setPending(language);
    try {
      await changeLanguage(language);
      tellAccountLanguage(language);
    } catch {
      showToast(t('error.chunkOffline'), 'error');
    } finally {
      setPending(null);
    }
  }
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {LANGUAGES.map((language) => {
        const isChosen = language === chosen;
        return (
          <li key={language}>
            <button
              type="button"
              lang={toBcp47(language)}
              aria-pressed={isChosen}
              aria-busy={pending === language || undefined}
              disabled={pending !== null}
              onClick={() => void choose(language)}
              className={`w-full rounded-control border px-3 py-2 text-start text-label font-medium ${isChosen ? 'border-primary bg-primary/15 text-white' : 'border-border-strong text-text hover:border-primary'}`}
            >
              {LANGUAGE_NATIVE_NAMES[language]}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
