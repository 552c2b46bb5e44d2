import type { ReactNode } from 'react';
import { openModal } from '../lib/modals';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../ui/button';

type SignInFirstProps = {
  /** Why this page needs a sign-in, in the page's own words. */
  message: ReactNode;
  /** The button's label; "Sign in" by default. */
  signInLabel?: string;
  messageClassName?: string;
};

/** What a page behind sign-in shows a signed-out visitor: why, and a button to the login modal. */
export function SignInFirst({ message, signInLabel, messageClassName = 'text-slate-300' }: SignInFirstProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className={messageClassName || undefined}>{message}</p>
      <Button variant="secondary" onClick={() => openModal('login')}>
        {signInLabel ?? t('header.signIn')}
      </Button>
    </div>
  );
}
