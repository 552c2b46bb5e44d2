import { Link } from 'wouter';
import type { QuestSummary } from '@kp/contract/quests';
import { currencyName } from '../../lib/currency-name';
import { formatCurrencyAmount } from '@kp/domain/display';
import { ArtImage } from '../../components/art-image';
import { useTranslation } from '../../lib/use-translation';
import { reshapedArt } from './home-art';
import { COVERING_LINK_CLASS } from '../../ui/card';

/** The path of a quest's page. */
export function questPath(slug: string): string {
  return `/k-quest/${encodeURIComponent(slug)}`;
}

/**
 * One live quest as a card: its game's art as a banner, the game, the title, what it pays and the
 * slots left, and the call to action (Start, or Continue for a quest the user is on). The whole
 * card is one link to the quest, named by its title.
 */
export function QuestCard({ quest, isStarted = false }: { quest: QuestSummary; isStarted?: boolean }) {
  const { t, language } = useTranslation();
  const banner = reshapedArt(quest.game.iconUrl, 'banner');
  const { amount, currency } = quest.reward;
  return (
    <article className="card relative flex h-full flex-col overflow-hidden hover:border-primary">
      {banner ? (
        <ArtImage src={banner} width={288} height={96} className="h-24 w-full shrink-0 object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="h-24 w-full shrink-0 bg-gradient-to-br from-amber-300/40 via-rose-500/30 to-slate-900"
        />
      )}
      <div className="flex min-h-0 flex-1 flex-col gap-1.5 p-4">
        <p dir="auto" className="truncate text-caption font-semibold tracking-wide text-text-muted uppercase">
          {quest.game.name}
        </p>
        <h3 className="line-clamp-2 text-lg leading-6 font-bold text-white">
          {/* The link covers the whole card (its ::after), so the card is one target named by its title. */}
          <Link href={questPath(quest.slug)} dir="auto" className={COVERING_LINK_CLASS}>
            {quest.title}
          </Link>
        </h3>
        <p dir="auto" className="line-clamp-2 text-sm text-slate-300">
          {quest.description}
        </p>
        <p className="mt-auto text-sm font-semibold break-words text-amber-200">
          {t('quests.reward', {
            amount: formatCurrencyAmount(amount, currency, language),
            currency: currencyName(currency),
          })}
        </p>
        <p className="text-xs text-slate-400">
          {t('quests.slotsLeft', { count: quest.remainingSlots, total: quest.totalSlots })}
        </p>
        <span
          className={`mt-1 block rounded-control px-3 py-2 text-center text-label font-semibold ${isStarted ? 'bg-indigo-600 text-white' : 'bg-primary text-primary-contrast'}`}
        >
          {isStarted ? t('homeFeed.continue') : t('quests.start')}
        </span>
      </div>
    </article>
  );
}
