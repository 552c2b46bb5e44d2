import { Link } from 'wouter';
import { artUrl } from '@kp/domain/art';
import { currencyName } from '../../lib/currency-name';
import { formatCurrencyAmount } from '@kp/domain/display';
import { toBcp47 } from '@kp/domain/languages';
import { ArtImage } from '../../components/art-image';
import { LoadFailed } from '../../components/load-failed';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Skeleton } from '../../ui/skeleton';
import { getEarningsAggregate, listLiveQuests } from './onboarding-api';
import { UserText } from '../../components/user-text';

const GIFT_ART = artUrl({ kind: 'icon', icon: 'present', palette: 'gold' }, 192, 'webp');

const LINK_CLASS =
  'flex items-center gap-3 rounded-card border border-border-strong bg-surface-sunken p-3 hover:border-primary';

/** The first quest to start: a live one of a picked game, else the first live one. */
function SuggestedQuest({ picked, onLeave }: { picked: readonly string[]; onLeave: () => void }) {
  const { t, language } = useTranslation();
  const { state, retry } = useLoad('live', listLiveQuests);
  if (state.status === 'loading')
    return (
      <div role="status">
        <span className="sr-only">{t('firstRun.quest.loading')}</span>
        <Skeleton className="h-20 w-full rounded-card" />
      </div>
    );
  if (state.status === 'error')
    return (
      <LoadFailed message={t('firstRun.quest.error')} retryLabel={t('firstRun.retry')} onRetry={retry} />
    );
  const quest = state.data.find((q) => picked.includes(q.game.id)) ?? state.data[0];
  if (!quest)
    return (
      <Link href="/k-quest" onClick={onLeave} className={LINK_CLASS}>
        <span className="font-semibold text-white">{t('firstRun.quest.none')}</span>
      </Link>
    );
  const { amount, currency } = quest.reward;
  return (
    <Link href={`/k-quest/${encodeURIComponent(quest.slug)}`} onClick={onLeave} className={LINK_CLASS}>
      {quest.game.iconUrl && (
        <ArtImage
          src={quest.game.iconUrl}
          width={56}
          height={56}
          className="size-14 max-w-none shrink-0 rounded-lg"
        />
      )}
      <span className="min-w-0 flex-1">
        <UserText className="block text-caption font-semibold text-text-muted uppercase">
          {quest.game.name}
        </UserText>{' '}
        <UserText className="block font-bold text-white">{quest.title}</UserText>{' '}
        <span className="block text-label text-amber-200">
          {t('quests.reward', {
            amount: formatCurrencyAmount(amount, currency, language),
            currency: currencyName(currency),
          })}
        </span>
      </span>
      <span className="shrink-0 rounded-control bg-primary px-3 py-2 text-label font-semibold text-primary-contrast">
        {t('firstRun.quest.start')}
      </span>
    </Link>
  );
}

/**
 * The welcome gift: what a new account finds waiting to be collected (a demo installation gives
 * each new user one earning in each currency). Shown only when something is there to collect.
 */
function WelcomeGift({ onLeave }: { onLeave: () => void }) {
  const { t, language } = useTranslation();
  const { state } = useLoad('earnings', getEarningsAggregate);
  if (state.status !== 'ready') return null;
  const ready = state.data.totals.filter((total) => Number(total.collectable) > 0);
  if (ready.length === 0) return null;
  const currencies = new Intl.ListFormat(toBcp47(language), {
    type: 'conjunction',
  }).format(ready.map((total) => total.currencyName));
  return (
    <div className="mt-4 flex items-start gap-3 rounded-card border border-amber-300/40 bg-amber-300/10 p-4">
      <ArtImage src={GIFT_ART} width={48} height={48} className="size-12 max-w-none shrink-0 rounded-lg" />
      <div>
        <p className="font-semibold text-white">
          {t('firstRun.gift.waiting')}{' '}
          <Link href="/collect-earnings" onClick={onLeave} className="btn-link text-primary">
            {t('firstRun.gift.collect')}
          </Link>
        </p>
        <p className="mt-1 text-label text-slate-300">{t('firstRun.gift.body', { currencies })}</p>
      </div>
    </div>
  );
}

/** Step 3: a first quest to start, and the welcome gift waiting to be collected. */
export function QuestStep({ picked, onLeave }: { picked: readonly string[]; onLeave: () => void }) {
  return (
    <>
      <SuggestedQuest picked={picked} onLeave={onLeave} />
      <WelcomeGift onLeave={onLeave} />
    </>
  );
}
