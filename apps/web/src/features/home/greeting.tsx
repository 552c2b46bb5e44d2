import type { SessionUser } from '@kp/contract/auth';
import type { EarningsAggregate } from '@kp/contract/earnings';
import { formatCurrencyAmount } from '@kp/domain/display';
import { ArtImage } from '../../components/art-image';
import { LoadFailed } from '../../components/load-failed';
import { balanceOf, useBalances, useProgress } from '../../lib/user-data';
import { CheckInButton, LevelRing, StreakCount, XpBar } from '../../components/progress-widgets';
import type { Loaded } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { HOME_ART, homeArtUrl } from './home-art';
import { isolate } from '../../components/user-text';

const KCASH = 'KCASH';
const BOX_CLASS = 'rounded-card bg-black/40 px-4 py-3 backdrop-blur-sm';

function KcashBalance() {
  const { t, language } = useTranslation();
  const balances = useBalances();
  const kcash = balanceOf(balances, KCASH);
  if (!kcash && balances.status === 'error') return null; // the header says nothing either
  return (
    <div className={BOX_CLASS}>
      <p className="text-caption font-semibold tracking-wide text-slate-300 uppercase">
        {t('homeFeed.balance')}
      </p>
      {kcash ? (
        <p className="text-2xl font-black text-amber-200 tabular-nums">
          <bdi>{formatCurrencyAmount(kcash.balance, KCASH, language)}</bdi>{' '}
          <span className="text-base font-semibold">{kcash.name}</span>
        </p>
      ) : (
        <Skeleton className="mt-1 h-8 w-28 rounded-control" />
      )}
    </div>
  );
}

/** The level with its XP bar, the day streak and today's check-in. */
function LevelAndStreak() {
  const { t } = useTranslation();
  const progress = useProgress();
  const data = 'data' in progress ? progress.data : null;
  if (!data && progress.status === 'error') return null; // the header says nothing either
  if (!data)
    return (
      <div className={BOX_CLASS}>
        <Skeleton className="h-4 w-32 rounded-control" />
        <Skeleton className="mt-2 h-8 w-48 rounded-control" />
      </div>
    );
  return (
    <div className={`${BOX_CLASS} flex min-w-64 flex-1 flex-col gap-3 sm:flex-none`}>
      <div className="flex items-center gap-3">
        <LevelRing progress={data} size={44} />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-white">{t('progress.level', { level: data.level })}</p>
          <XpBar progress={data} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StreakCount progress={data} />
        <CheckInButton progress={data} />
      </div>
    </div>
  );
}

/** What is ready to collect, by currency, with the way to collect it; or where to earn some. */
function ReadyToCollect({ state, retry }: { state: Loaded<EarningsAggregate>; retry: () => void }) {
  const { t, language } = useTranslation();
  if (state.status === 'loading')
    return (
      <div className={BOX_CLASS}>
        <Skeleton className="h-4 w-32 rounded-control" />
        <Skeleton className="mt-2 h-8 w-48 rounded-control" />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className={BOX_CLASS}>
        <LoadFailed message={t('homeFeed.earningsError')} retryLabel={t('homeFeed.retry')} onRetry={retry} />
      </div>
    );
  const ready = state.data.totals.filter((total) => Number(total.collectable) > 0);
  if (ready.length === 0)
    return (
      <div className={`${BOX_CLASS} flex flex-col items-start gap-2`}>
        <p className="text-slate-200">{t('homeFeed.nothingToCollect')}</p>
        <Button href="/k-quest" variant="secondary">
          {t('homeFeed.findQuest')}
        </Button>
      </div>
    );
  return (
    <div className={`${BOX_CLASS} flex flex-wrap items-center gap-x-6 gap-y-3`}>
      <div className="min-w-0">
        <p className="text-caption font-semibold tracking-wide text-slate-300 uppercase">
          {t('homeFeed.readyToCollect')}
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {ready.map((total) => (
            <li key={total.earningType} className="font-bold text-white tabular-nums">
              <bdi>{formatCurrencyAmount(total.collectable, total.earningType, language)}</bdi>{' '}
              <span className="font-semibold text-slate-300">{total.currencyName}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button href="/collect-earnings">{t('homeFeed.collect')}</Button>
    </div>
  );
}

/** The signed-in home's top: hello, the K-Cash balance, the level and streak, what is ready to collect. */
export function Greeting({
  user,
  earnings,
}: {
  user: SessionUser;
  earnings: { state: Loaded<EarningsAggregate>; retry: () => void };
}) {
  const { t } = useTranslation();
  const name = user.firstName || user.username;
  return (
    <section
      aria-labelledby="home-greeting"
      className="relative isolate overflow-hidden rounded-2xl border border-border bg-surface-raised p-5 sm:p-8"
    >
      <ArtImage
        src={homeArtUrl(HOME_ART.greeting)}
        width={1280}
        sizes="(min-width: 640px) 1280px, 900px"
        isPriority
        className="absolute inset-0 -z-10 h-full w-full object-cover object-right opacity-70 rtl:-scale-x-100"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-surface-raised via-surface-raised/80 to-transparent rtl:bg-gradient-to-l"
      />
      <h1 id="home-greeting" className="text-3xl font-black tracking-tight text-white sm:text-4xl">
        {name ? t('homeFeed.greeting', { name: isolate(name) }) : t('homeFeed.greetingNoName')}
      </h1>
      <p className="mt-1 text-slate-200">{t('homeFeed.greetingSub')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <KcashBalance />
        <LevelAndStreak />
        <ReadyToCollect state={earnings.state} retry={earnings.retry} />
      </div>
    </section>
  );
}
