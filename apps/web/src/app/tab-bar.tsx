import { Link, useLocation } from 'wouter';
import { useTranslation } from '../lib/use-translation';
import { NavIcon } from './nav-icons';
import { currentIn, TAB_BAR } from './navigation';

/**
 * The phone's navigation (below `md`): five destinations fixed at the foot of the screen, each an
 * icon above its name, the current one marked. The app pads the page by its height
 * (`--tab-bar-space`) and leaves it out of an embedded page.
 */
export function TabBar() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav
      aria-label={t('header.mainNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface-sunken pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {TAB_BAR.map((item) => {
          const current = currentIn(item, location);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current === 'page' ? 'page' : current ? 'true' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-caption font-medium ${current ? 'text-primary' : 'text-text-muted hover:text-text'}`}
              >
                {item.icon && <NavIcon name={item.icon} strokeWidth={current ? 2.5 : 2} />}
                <span className="max-w-full truncate">{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
