import type { ReactNode } from 'react';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';

/**
 * The swap's pages behind sign-in: a visitor gets the login modal and a way back to it; while the
 * session is unknown, `skeleton` (the page's content on its way) stands where the content will.
 */
export function SignedInOnly({ children, skeleton }: { children: ReactNode; skeleton: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  useSignInRequired(session.status);
  if (session.status === 'unknown') return <>{skeleton}</>;
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
