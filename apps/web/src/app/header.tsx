import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation } from 'wouter';
import { BRAND_NAME } from '@kp/domain/brand';
import { withAllEnglish } from '../lib/i18n';
import { openModal } from '../lib/modals';
import { useSession } from '../lib/session';
import { showToast } from '../ui/toast';
import { Button } from '../ui/button';
import { LanguagePicker } from './language-picker';
import { NAVIGATION } from './navigation';
import { normalizePath } from '@kp/domain/paths';

// Only a signed-in user needs the account menu (and its texts), and the first paint is always
// signed out: both are their own chunks.
const AccountMenu = lazy(withAllEnglish(() => import('./account-menu')));

/** The top bar: brand, navigation, language and the account (drawn signed out ahead of time). */
export function Header() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const current = normalizePath(location);
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
          {/* On a phone, a signed-in user's name takes the brand's room (the logo stays). */}
          <span className={session.status === 'signed-in' ? 'max-sm:sr-only' : undefined}>{BRAND_NAME}</span>
        </Link>
        <nav aria-label={t('header.mainNavigation')} className="min-w-0 flex-1 overflow-x-auto">
          <ul className="flex gap-1">
            {NAVIGATION.map((item) => {
              const isCurrent =
                normalizePath(item.href) === current || (item.href === '/' && current === '/home');
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${isCurrent ? 'bg-slate-800 text-white' : 'text-slate-300 hover:text-white'}`}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguagePicker />
        {session.status === 'signed-in' ? (
          <Suspense fallback={null}>
            <AccountMenu user={session.user} />
          </Suspense>
        ) : (
          <Button
            size="sm"
            className="shrink-0"
            onClick={() => {
              if (!openModal('login')) showToast(t('header.signInUnavailable'));
            }}
          >
            {t('header.signIn')}
          </Button>
        )}
      </div>
    </header>
  );
}
