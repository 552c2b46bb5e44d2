import type { ReactNode } from 'react';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/** The swap's pages behind sign-in: a visitor gets the login modal and a way back to it. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  useSignInRequired(session.status);
  if (session.status === 'unknown') return <Spinner label={t('app.loading')} />;
  if (session.status === 'signed-out')
    return (
      <div className="space-y-4">
        <p className="text-slate-300">{t('swap.signInFirst')}</p>
        <Button variant="secondary" onClick={() => openModal('login')}>
          {t('header.signIn')}
        </Button>
      </div>
    );
  return <>{children}</>;
}
