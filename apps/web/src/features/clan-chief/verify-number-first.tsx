import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

/**
 * In place of the form for an account without a verified number (signed in with Google or
 * Telegram): a chief applies with one, so this opens the "verify user number" phone flow. Once
 * verified, the session has the number and the page shows the form with it in the phone field.
 */
export function VerifyNumberFirst() {
  const { t } = useTranslation();
  return (
    <Card title={t('clanChief.formTitle')} className="p-4 sm:p-6">
      <p className="mb-4 text-slate-300">{t('clanChief.noVerifiedPhone')}</p>
      <Button fullWidth onClick={() => openModal('login', { flow: 'verify_phone' })} className="sm:w-auto">
        {t('clanChief.verifyPhone')}
      </Button>
    </Card>
  );
}
