import { useTranslation } from '../lib/use-translation';
import { Link } from 'wouter';
import { BRAND_NAME, EXTERNAL_LINKS } from '@kp/domain/brand';
import { POLICY_LINKS } from './navigation';

const LINK_CLASS = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';

const RESOURCES = [
  [EXTERNAL_LINKS.documentation, 'footer.documentation'],
  [EXTERNAL_LINKS.clanHandbook, 'footer.clanHandbook'],
] as const;

/** The bottom bar: the guides and news, documentation, the clan handbook and the policies. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-800 bg-slate-950 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2">
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="mb-3 font-semibold text-slate-100">
            {t('footer.resources')}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link href="/article-details" className={LINK_CLASS}>
                {t('footer.guides')}
              </Link>
            </li>
            {RESOURCES.map(([href, labelKey]) => (
              <li key={href}>
                <a href={href} target="_blank" rel="noopener" className={LINK_CLASS}>
                  {t(labelKey)}
                  <span className="sr-only"> ({t('footer.opensInNewTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 font-semibold text-slate-100">
            {t('footer.legal')}
          </h2>
          <ul className="space-y-2">
            {POLICY_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={LINK_CLASS}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-slate-400" suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear(), brand: BRAND_NAME })}
      </p>
    </footer>
  );
}
