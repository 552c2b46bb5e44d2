import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'wouter';
import type { Banner } from '@kp/contract/content';
import { useDocumentTitle } from '../../lib/use-document-title';
import { withAllEnglish, type Messages } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useBanners } from './use-banners';

type FeatureKey = keyof Messages['home']['features'];
const FEATURES: readonly { key: FeatureKey; accent: string }[] = [
  { key: 'kQuest', accent: 'from-amber-300/20' },
  { key: 'kDrop', accent: 'from-sky-300/20' },
  { key: 'klash', accent: 'from-rose-300/20' },
  { key: 'kStore', accent: 'from-emerald-300/20' },
  { key: 'clans', accent: 'from-violet-300/20' },
  { key: 'pog', accent: 'from-orange-300/20' },
];

// Highlights sit in one row of fixed height (scrolling sideways on a phone), so nothing below
// them moves when they arrive, fail or turn out to be none.
const ROW_CLASS = 'h-36';
// A card's look (styles.css) drawn here rather than through ui/card: that module would be one
// more chunk in the first load of `/`.
const BANNER_CLASS =
  'card flex h-full w-64 shrink-0 snap-start flex-col justify-center bg-gradient-to-br from-slate-800 to-slate-900 p-5 hover:border-primary sm:w-72';

function BannerCard({ banner }: { banner: Banner }) {
  const body = (
    <>
      <span className="line-clamp-2 block text-lg font-bold text-white">{banner.title}</span>
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

function Highlights() {
  const { t } = useTranslation();
  const { state, retry } = useBanners();
  if (state.status === 'loading')
    return (
      <div className={ROW_CLASS}>
        <Spinner label={t('home.bannersLoading')} />
      </div>
    );
  if (state.status === 'error')
    return (
      <div role="alert" className={`${ROW_CLASS} flex flex-wrap items-center gap-3 card p-5`}>
        <p className="flex-1 text-slate-300">{t('home.bannersError')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('home.retry')}
        </Button>
      </div>
    );
  if (state.banners.length === 0)
    return (
      <p className={`${ROW_CLASS} flex items-center card p-5 text-slate-300`}>{t('home.bannersEmpty')}</p>
    );
  return (
    <ul className={`${ROW_CLASS} -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-1`}>
      {state.banners.map((banner) => (
        <li key={banner.id} className="h-full">
          <BannerCard banner={banner} />
        </li>
      ))}
    </ul>
  );
}

// The K-Drop row: its code and texts are a chunk of their own, loaded when the row comes near the
// screen (it is below the fold on a phone), so the first load of the page carries neither. Its
// height is fixed, here, in every state: drawn ahead, loading, failed or filled.
const KDROP_ROW_CLASS = 'h-[27rem]';
const loadHomeCampaigns = withAllEnglish(() => import('./home-campaigns'));
type KDropSlot = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; Section: ComponentType };

function KDropCampaigns() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [slot, setSlot] = useState<KDropSlot>({ status: 'idle' });
  const load = useCallback(() => {
    setSlot({ status: 'loading' });
    loadHomeCampaigns().then(
      (module) => setSlot({ status: 'ready', Section: module.default }),
      () => setSlot({ status: 'failed' }),
    );
  }, []);
  useEffect(() => {
    const element = ref.current;
    // Every browser the app runs in has it; without one (jsdom) the row stays empty and the
    // section is its link to the whole list.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);
  return (
    <section ref={ref} aria-labelledby="home-kdrop">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="home-kdrop" className="text-xl font-bold">
          {t('home.kdropTitle')}
        </h2>
        <Link
          href="/gamer/k-drop"
          className="rounded font-semibold text-primary underline-offset-2 hover:underline"
        >
          {t('home.kdropSeeAll')}
        </Link>
      </div>
      {slot.status === 'ready' ? (
        <div className={KDROP_ROW_CLASS}>
          <slot.Section />
        </div>
      ) : slot.status === 'failed' ? (
        <div
          role="alert"
          className={`${KDROP_ROW_CLASS} flex flex-col items-start justify-center gap-3 card p-5`}
        >
          <p className="text-slate-300">{t('home.kdropError')}</p>
          <Button variant="secondary" onClick={load}>
            {t('home.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy={slot.status === 'loading'} className={`${KDROP_ROW_CLASS} skeleton rounded-card`} />
      )}
    </section>
  );
}

/** The home page: what the platform is, the operator's highlights and what a gamer can do. */
export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <div className="space-y-12">
      <section className="rounded-2xl bg-gradient-to-br from-amber-300/15 via-slate-900 to-slate-900 px-5 py-10 sm:px-10">
        <h1 className="max-w-2xl text-3xl font-black tracking-tight text-white sm:text-5xl">
          {t('home.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-300">{t('home.subtitle')}</p>
      </section>
      <section aria-labelledby="home-highlights">
        <h2 id="home-highlights" className="mb-4 text-xl font-bold">
          {t('home.highlights')}
        </h2>
        <Highlights />
      </section>
      <section aria-labelledby="home-features">
        <h2 id="home-features" className="mb-4 text-xl font-bold">
          {t('home.whatYouCanDo')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, accent }) => (
            <li key={key} className={`rounded-xl bg-gradient-to-br ${accent} to-slate-900 p-5`}>
              <h3 className="text-lg font-semibold text-white">{t(`home.features.${key}.title`)}</h3>
              <p className="mt-1 text-slate-300">{t(`home.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-400">{t('home.currencies')}</p>
      </section>
      <KDropCampaigns />
    </div>
  );
}
