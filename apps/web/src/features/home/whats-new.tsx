import { Link } from 'wouter';
import type { Banner } from '@kp/contract/content';
import { LoadFailed } from '../../components/load-failed';
import { useTranslation } from '../../lib/use-translation';
import { Skeleton } from '../../ui/skeleton';
import { SECTION_TITLE_CLASS } from './row-section';
import { useBanners } from './use-banners';

// The operator's banners sit in one row of fixed height (sideways on a phone), so nothing below
// them moves when they arrive, fail or turn out to be none.
const ROW_CLASS = 'h-36';
const BANNER_CLASS =
  'card flex h-full w-64 shrink-0 snap-start flex-col justify-center bg-gradient-to-br from-indigo-500/25 via-slate-900 to-slate-900 p-5 hover:border-primary sm:w-72';

function BannerCard({ banner }: { banner: Banner }) {
  const body = (
    <>
      <span dir="auto" className="line-clamp-2 block text-lg font-bold text-white">
        {banner.title}
      </span>
      <span className="mt-1 line-clamp-2 block text-slate-300">{banner.subtitle}</span>
    </>
  );
  return /^\/(?!\/)/.test(banner.linkUrl) ? (
    <Link href={banner.linkUrl} className={BANNER_CLASS}>
      {body}
    </Link>
  ) : (
    <a href={banner.linkUrl} rel="noopener" className={BANNER_CLASS}>
      {body}
    </a>
  );
}

function Banners() {
  const { t } = useTranslation();
  const { state, retry } = useBanners();
  if (state.status === 'loading')
    return (
      <div role="status" className={`${ROW_CLASS} flex gap-4 overflow-hidden`}>
        <span className="sr-only">{t('homeFeed.newsLoading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-full w-64 shrink-0 rounded-card sm:w-72" />
        ))}
      </div>
    );
  if (state.status === 'error')
    return (
      <div className={`${ROW_CLASS} card flex items-center p-5`}>
        <LoadFailed message={t('homeFeed.newsError')} retryLabel={t('homeFeed.retry')} onRetry={retry} />
      </div>
    );
  const banners = state.banners;
  if (banners.length === 0)
    return (
      <p className={`${ROW_CLASS} card flex items-center p-5 text-slate-300`}>{t('homeFeed.newsEmpty')}</p>
    );
  return (
    <ul className={`${ROW_CLASS} -mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-1`}>
      {banners.map((banner) => (
        <li key={banner.id} className="h-full">
          <BannerCard banner={banner} />
        </li>
      ))}
    </ul>
  );
}

/** What is new: the operator's banners for the home page. */
export function WhatsNew() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-news">
      <h2 id="home-news" className={`mb-4 ${SECTION_TITLE_CLASS}`}>
        {t('homeFeed.newsTitle')}
      </h2>
      <Banners />
    </section>
  );
}
