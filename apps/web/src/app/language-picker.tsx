import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage, toBcp47 } from '@kp/domain/languages';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { tellAccountLanguage } from '../lib/session';
import { showToast } from '../ui/toast';

/**
 * The interface language, in each language's own name; the choice is remembered. In the header (a
 * visitor's) the globe says what it is; `labelled` (the account menu) writes "Language" beside it.
 * A signed-in reader's account is told the choice (the codes sent to them follow it).
 */
export function LanguagePicker({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation();
  const [isLoading, setIsLoading] = useState(false);
  return (
    <label className={`flex items-center text-sm ${labelled ? 'gap-2' : 'gap-1'}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-5 shrink-0 fill-none stroke-slate-300 stroke-2 ${labelled ? '' : 'max-sm:hidden'}`}
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <span className={labelled ? 'flex-1 text-slate-300' : 'sr-only'}>{t('header.language')}</span>
      {/* The field's look, not the Select: ui/select-field would take the fields into the first load. */}
      <select
        aria-label={t('header.language')}
        value={currentLanguage()}
        disabled={isLoading}
        aria-busy={isLoading}
        onChange={async (event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          setIsLoading(true);
          try {
            await changeLanguage(language);
            tellAccountLanguage(language);
          } catch {
            showToast(t('error.chunkOffline'), 'error');
          } finally {
            setIsLoading(false);
          }
        }}
        className={`field w-auto rounded-md bg-surface-raised py-1.5 ps-2 pe-1 text-label ${labelled ? 'max-w-[8rem]' : 'max-w-[5rem] sm:max-w-[7.5rem]'}`}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={toBcp47(language)}>
            {LANGUAGE_NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
