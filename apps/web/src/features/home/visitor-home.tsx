import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ArtSpec } from '@kp/domain/art';
import { ArtImage } from '../../components/art-image';
import { LoadFailed } from '../../components/load-failed';
import { withAllMessages, type Messages } from '../../lib/i18n';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { showToast } from '../../ui/toast';
import { HOME_ART, homeArtUrl } from './home-art';
import { CAMPAIGN_ROW_CLASS, QUEST_ROW_CLASS, RowSkeleton } from './home-skeletons';
import { RowSection, SECTION_TITLE_CLASS } from './row-section';
import { useChunkNearScreen, type ChunkSlot } from './use-chunk-near-screen';

type FeatureKey = keyof Messages['home']['features'];

/**
 * What a visitor can do here, each a link to it. Only what every installation offers: a feature
 * that needs a provider (buying K-Cash) is offered once signed in, where the installation's
 * features are read; Proof of Gamer and clans join when they land.
 */
const FEATURES: readonly { key: FeatureKey; href: string; art: ArtSpec }[] = [
  { key: 'kQuest', href: '/k-quest', art: HOME_ART.kQuest },
  { key: 'kDrop', href: '/gamer/k-drop', art: HOME_ART.kDrop },
  { key: 'klash', href: '/klash', art: HOME_ART.klash },
  { key: 'kStore', href: '/k-store', art: HOME_ART.kStore },
];

function Hero() {
  const { t } = useTranslation();
  return (
    // On a phone the hero is the first screen (art above, words and the action below), so the
    // rows below it, and their code, wait until the gamer scrolls; wider, the art is behind it all.
    <section
      aria-labelledby="home-title"
      className="relative isolate flex flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised max-sm:min-h-[calc(100svh-5rem)] sm:min-h-[26rem] sm:justify-center"
    >
      <div className="relative min-h-56 flex-1 sm:absolute sm:inset-0 sm:-z-10">
        <ArtImage
          src={homeArtUrl(HOME_ART.hero)}
          width={1280}
          sizes="(min-width: 640px) 1280px, 900px"
          isPriority
          className="absolute inset-0 h-full w-full object-cover object-[88%_50%] rtl:-scale-x-100"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-surface-raised via-transparent to-transparent sm:bg-gradient-to-r sm:via-surface-raised/70 sm:to-transparent sm:rtl:bg-gradient-to-l"
        />
      </div>
      <div className="relative px-5 pb-6 sm:max-w-xl sm:px-10 sm:py-12">
        <h1
          id="home-title"
          className="text-4xl leading-tight font-black tracking-tight text-balance text-white sm:text-5xl"
        >
          {t('home.title')}
        </h1>
        <p className="mt-3 text-lg text-slate-200">{t('home.subtitle')}</p>
        <Button
          className="mt-6 w-full px-6 py-3 text-lg shadow-raised sm:w-auto"
          onClick={() => {
            if (!openModal('login')) showToast(t('header.signInUnavailable'));
          }}
        >
          {t('home.signIn')}
        </Button>
      </div>
    </section>
  );
}

// The rows' code and texts (the campaign and quest cards) are a chunk of their own, loaded when
// the rows come onto the screen.
const loadRows = withAllMessages(() => import('./home-loaders').then((m) => m.loadRows()));
type Rows = Awaited<ReturnType<typeof loadRows>>;

/** A row's content for each state of its chunk: its shapes, Try again, or the row itself. */
function RowSlot({
  slot,
  retry,
  label,
  render,
}: {
  slot: ChunkSlot<Rows>;
  retry: () => void;
  label: string;
  render: (rows: Rows) => ReactNode;
}) {
  const { t } = useTranslation();
  if (slot.status === 'ready') return render(slot.chunk);
  if (slot.status === 'failed')
    return (
      <div className="card flex h-full flex-col justify-center p-5">
        <LoadFailed message={t('home.loadError')} retryLabel={t('home.retry')} onRetry={retry} />
      </div>
    );
  return <RowSkeleton label={label} />;
}

function LiveRows() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // No margin: on a phone the rows start just below the first screen, and wait for a scroll.
  const { slot, retry } = useChunkNearScreen(ref, loadRows, '0px');
  return (
    <>
      <RowSection
        id="home-kdrop"
        sectionRef={ref}
        title={t('home.kdropTitle')}
        seeAll={{ href: '/gamer/k-drop', label: t('home.kdropSeeAll') }}
        rowClass={CAMPAIGN_ROW_CLASS}
      >
        <RowSlot
          slot={slot}
          retry={retry}
          label={t('home.loadingCampaigns')}
          render={({ VisitorCampaigns }) => <VisitorCampaigns />}
        />
      </RowSection>
      <RowSection
        id="home-quests"
        title={t('home.questsTitle')}
        seeAll={{ href: '/k-quest', label: t('home.questsSeeAll') }}
        rowClass={QUEST_ROW_CLASS}
      >
        <RowSlot
          slot={slot}
          retry={retry}
          label={t('home.loadingQuests')}
          render={({ VisitorQuests }) => <VisitorQuests />}
        />
      </RowSection>
    </>
  );
}

function Features() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-features">
      <h2 id="home-features" className={`mb-4 ${SECTION_TITLE_CLASS}`}>
        {t('home.whatYouCanDo')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, href, art }) => (
          <li key={key}>
            <Link href={href} className="card flex h-full items-start gap-4 p-4 hover:border-primary">
              {/* max-w-none: the picture around the image is the flex item; the base style's
                  max-width: 100% would let it shrink to nothing. */}
              <ArtImage
                src={homeArtUrl(art)}
                width={56}
                height={56}
                className="size-14 max-w-none shrink-0 rounded-xl"
              />
              <span className="min-w-0">
                <span className="block text-lg font-semibold text-white">
                  {t(`home.features.${key}.title`)}
                </span>
                <span className="mt-1 block text-sm text-slate-300">{t(`home.features.${key}.body`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page of a visitor: the hero and its one action, what is live, what one can do here. */
export function VisitorHome() {
  return (
    <div className="space-y-10">
      <Hero />
      <LiveRows />
      <Features />
    </div>
  );
}
