import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { SessionUser } from '@kp/contract/auth';
import { openModal } from '../lib/modals';
import { useTranslation } from '../lib/use-translation';
import type { Features } from '@kp/contract/health';
import { useBalances } from '../lib/user-data';
import { useFeatures } from '../lib/features';
import { BalanceList, HeaderBalance } from './header-balances';
import { Button } from '../ui/button';
import { DigitsChoice } from './digits-choice';

// The last four digits only. Not the domain's maskPhoneNumber: it reads calling codes with
// libphonenumber-js, far too large for the header.
const lastDigits = (phone: string) => `••••${phone.replace(/\D/g, '').slice(-4)}`;

/** The signed-in user's own pages, after the profile. */
const ACCOUNT_PAGES = [
  { href: '/gamer/k-quest', labelKey: 'account.myQuests' },
  { href: '/gamer/my-clan', labelKey: 'clans.title' },
  { href: '/gamer/k-drop', labelKey: 'account.myCampaigns' },
  { href: '/collect-earnings', labelKey: 'account.collectEarnings' },
  { href: '/transaction-history/', labelKey: 'account.transactionHistory' },
  { href: '/buy-kcash/', labelKey: 'account.buyKcash', feature: 'buyKcash' },
  { href: '/swap', labelKey: 'account.swap' },
  { href: '/kyc?requiredDoc=pan', labelKey: 'account.kyc', feature: 'kyc' },
  { href: '/clan-chief/', labelKey: 'account.clanChief' },
] as const satisfies readonly { href: string; labelKey: string; feature?: keyof Features }[];

const HeaderLevel = lazy(() => import('./account-progress').then((m) => ({ default: m.HeaderLevel })));
const MenuProgress = lazy(() => import('./account-progress').then((m) => ({ default: m.MenuProgress })));

const ITEM_CLASS = 'block w-full rounded-md px-3 py-2 text-start text-text hover:bg-surface-overlay';

/**
 * The signed-in user's name in the header, opening a menu (a native popover: light dismiss and
 * Escape come with it): the balances, the profile and the user's pages, the language (and a
 * Devanagari reader's digits), a sign-in link for another device, and the way out.
 */
export default function AccountMenu({
  user,
  languagePicker,
}: {
  user: SessionUser;
  /**
   * The language picker, from the header: imported here, it would split the modules it shares
   * with the first load into chunks of their own, costing the first load more than it is.
   */
  languagePicker: ReactNode;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const balances = useBalances();
  // A page whose provider this installation lacks is not offered (it would lead nowhere).
  const features = useFeatures();
  const pages = ACCOUNT_PAGES.filter((page) => !('feature' in page) || features?.[page.feature] === true);
  const name = user.username ?? (user.phoneNumber ? lastDigits(user.phoneNumber) : t('account.name'));
  // An item's page or modal takes over: the menu closes first.
  const closeMenu = () => document.getElementById(menuId)?.hidePopover?.();
  const openFromMenu = (modal: 'linkDevice' | 'logout') => {
    closeMenu();
    openModal(modal);
  };
  return (
    <>
      <HeaderBalance />
      <Suspense>
        <HeaderLevel />
      </Suspense>
      <Button
        size="sm"
        popoverTarget={menuId}
        aria-label={t('account.menu', { name })}
        className="max-w-[5.5rem] shrink-0 sm:max-w-[7rem]"
      >
        {/* A name or the number's last digits keeps its own direction in a right-to-left page. */}
        <bdi className="min-w-0 truncate">{name}</bdi>
      </Button>
      <div
        id={menuId}
        popover="auto"
        className="inset-auto end-4 top-14 m-0 max-h-[calc(100dvh-4.5rem)] w-60 overflow-y-auto rounded-control border border-border bg-surface-raised p-3 text-label text-text shadow-raised"
      >
        <p className="mb-2 break-words text-slate-300">{t('account.signedInAs', { name })}</p>
        <Suspense>
          <MenuProgress />
        </Suspense>
        <BalanceList balances={balances} />
        <ul className="mb-3 space-y-1">
          <li>
            <Link href="/profile/" onClick={closeMenu} className={ITEM_CLASS}>
              {t('account.profile')}
            </Link>
          </li>
          {pages.map((page) => (
            <li key={page.href}>
              <Link href={page.href} onClick={closeMenu} className={ITEM_CLASS}>
                {t(page.labelKey)}
              </Link>
            </li>
          ))}
          <li>
            {/* A menu item like the links above it, not a button's look. */}
            <button type="button" onClick={() => openFromMenu('linkDevice')} className={ITEM_CLASS}>
              {t('account.linkDevice')}
            </button>
          </li>
        </ul>
        <div className="mb-3 border-t border-border pt-3">
          {languagePicker}
          <DigitsChoice />
        </div>
        <Button size="sm" fullWidth onClick={() => openFromMenu('logout')}>
          {t('account.signOut')}
        </Button>
      </div>
    </>
  );
}
