import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation } from 'wouter';
import { BRAND_NAME } from '@kp/domain/brand';
import { withAllMessages } from '../lib/i18n';
import { openModal } from '../lib/modals';
import { useSession } from '../lib/session';
import { showToast } from '../ui/toast';
import { Button } from '../ui/button';
import { LanguagePicker } from './language-picker';
import { currentIn, NAVIGATION } from './navigation';

// Only a signed-in user needs the account menu (and its texts), and the first paint is always
// signed out: both are their own chunks.
const AccountMenu = lazy(withAllMessages(() => import('./account-menu')));

/**
 * The top bar: brand, the navigation (from `md` up; the tab bar has it on a phone), the account
 * (drawn signed out ahead of time) and, for a visitor, the language (in the account menu once
 * signed in).
 */
export function Header() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const session = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface-sunken/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-4">
        <Link
          href="/"
          aria-label={t('header.homeLink', { brand: BRAND_NAME })}
          className="flex items-center gap-2 rounded text-lg font-extrabold tracking-tight text-primary"
        >
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {/* Beside the whole menu on a tablet, the logo alone. */}
          <span className="md:max-lg:sr-only">{BRAND_NAME}</span>
        </Link>
        {/* From `md` up the whole menu, wrapping rather than scrolling; on a phone the tab bar has it. */}
        <nav aria-label={t('header.siteNavigation')} className="min-w-0 flex-1 max-md:hidden">
          <ul className="flex flex-wrap gap-1">
            {NAVIGATION.map((item) => {
              const current = currentIn(item, location);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current === 'page' ? 'page' : current ? 'true' : undefined}
                    className={`block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap ${current ? 'bg-slate-800 text-white' : 'text-slate-300 hover:text-white'}`}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex-1 md:hidden" />
        {/* A signed-in user finds the language in the account menu; a visitor, here. */}
        {session.status !== 'signed-in' && (
          <span className="signed-out-only">
            <LanguagePicker />
          </span>
        )}
        {session.status === 'signed-in' ? (
          <Suspense fallback={<span aria-hidden="true" className="skeleton h-8 w-24 rounded-control" />}>
            <AccountMenu user={session.user} languagePicker={<LanguagePicker labelled />} />
          </Suspense>
        ) : (
          <>
            {/* Probably signed in (html[data-session], lib/session.ts): the account's place, not Sign in. */}
            <span aria-hidden="true" className="session-placeholder skeleton h-8 w-24 rounded-control" />
            <Button
              size="sm"
              className="signed-out-only shrink-0"
              onClick={() => {
                if (!openModal('login')) showToast(t('header.signInUnavailable'));
              }}
            >
              {t('header.signIn')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
