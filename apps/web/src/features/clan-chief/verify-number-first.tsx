import { useId } from 'react';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { PRIMARY_BUTTON_CLASS } from '../../ui/form-styles';
import { SECTION_CLASS, SECTION_TITLE_CLASS } from './clan-chief-styles';

/**
 * In place of the form for an account without a verified number (signed in with Google or
 * Telegram): a chief applies with one, so this opens the "verify user number" phone flow. Once
 * verified, the session has the number and the page shows the form with it in the phone field.
 */
export function VerifyNumberFirst() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={SECTION_CLASS}>
      <h2 id={titleId} className={SECTION_TITLE_CLASS}>
        {t('clanChief.formTitle')}
      </h2>
      <p className="mb-4 text-slate-300">{t('clanChief.noVerifiedPhone')}</p>
      <button
        type="button"
        onClick={() => openModal('login', { flow: 'verify_phone' })}
        className={`${PRIMARY_BUTTON_CLASS} sm:w-auto`}
      >
        {t('clanChief.verifyPhone')}
      </button>
    </section>
  );
}
