import { useId } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '@kp/contract/auth';
import { signOut } from '../lib/session';
import { useTranslation } from '../lib/use-translation';
import { showToast } from '../ui/toast';
import { HEADER_BUTTON_CLASS } from './header-styles';

// The last four digits only. Not the domain's maskPhoneNumber: it reads calling codes with
// libphonenumber-js, far too large for the header.
const lastDigits = (phone: string) => `••••${phone.replace(/\D/g, '').slice(-4)}`;

/**
 * The signed-in user's name in the header, opening a menu (a native popover: light dismiss and
 * Escape come with it) with the way out.
 */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const menuId = useId();
  const name = user.username ?? (user.phoneNumber ? lastDigits(user.phoneNumber) : t('account.name'));
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        aria-label={t('account.menu', { name })}
        className={`${HEADER_BUTTON_CLASS} max-w-[7rem] truncate`}
      >
        {name}
      </button>
      <div
        id={menuId}
        popover="auto"
        className="inset-auto end-4 top-14 m-0 w-56 rounded-lg border border-slate-700 bg-slate-900 p-3 text-sm text-slate-100 shadow-xl"
      >
        <p className="mb-3 break-words text-slate-300">{t('account.signedInAs', { name })}</p>
        <button
          type="button"
          onClick={() => {
            signOut().then(
              () => navigate('/'),
              () => showToast(t('account.signOutFailed'), 'error'),
            );
          }}
          className={`${HEADER_BUTTON_CLASS} w-full`}
        >
          {t('account.signOut')}
        </button>
      </div>
    </>
  );
}
