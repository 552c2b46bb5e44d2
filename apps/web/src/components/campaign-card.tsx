import { Link } from 'wouter';
import type { CampaignSummary } from '@kp/contract/campaigns';
import { hasProgressBar, type CampaignCardState } from '@kp/domain/campaigns';
import type { TFunction } from 'i18next';
import { formatCurrencyAmount } from '@kp/domain/display';
import { useTranslation } from '../lib/use-translation';
import { currencyName, fromUnits, toUnits } from './money';
import { CARD_CLASS, COVERING_LINK_CLASS } from '../ui/card';
import { CampaignTimer } from './campaign-timer';
import { ArtImage } from './art-image';

// The call to action of each card state: the card is one link, so this is drawn like a button
// without being one (no control inside a link).
const STATE_CLASS: Record<CampaignCardState, string> = {
  GET_STARTED: 'bg-primary text-primary-contrast',
  CONTINUE_TASKS: 'bg-indigo-600 text-white',
  CLAIM_REWARDS: 'bg-emerald-400 text-slate-950',
  COMING_SOON: 'bg-surface-overlay text-text',
  ENDED: 'bg-surface-overlay text-text-muted',
};

// Enough decimals for every currency's amounts (USDT and the reward token have six).
const REWARD_SCALE = 6;

/** What a campaign's reward line and pool line say, by where the campaign stands. */
export type RewardFacts = {
  /** "25 K-Cash per user"; null when the campaign gives no reward, or has ended. */
  perUser: string | null;
  /** The pool: what is left, used up, its size before the start, or what an ended one gave out. */
  pool: { text: string; isWarning: boolean } | null;
};

/**
 * The reward as the card and the campaign's banner put it, true to the campaign's state: an
 * upcoming campaign says what its pool holds (never "used up": it is not funded yet, or is full),
 * an ended one what it gave out (never a per-user amount, nor "0 K-Cash per user" for a campaign
 * without a reward), and a running one the reward per user and what is left of the pool.
 */
export function rewardFacts(
  campaign: Pick<CampaignSummary, 'reward' | 'cardState'>,
  t: TFunction,
  language: string,
): RewardFacts {
  const { reward, cardState } = campaign;
  // The reward token's name is the operator's and not sent with a campaign: it shows as its code.
  const currency = currencyName(reward.currency);
  const amount = (value: string) => formatCurrencyAmount(value, reward.currency, language);
  const units = (value: string) => toUnits(value, REWARD_SCALE);
  const hasReward = units(reward.amount) > 0n;
  if (cardState === 'COMING_SOON') {
    return {
      perUser: hasReward ? t('kdrop.card.reward', { amount: amount(reward.amount), currency }) : null,
      pool:
        units(reward.poolTotal) > 0n
          ? {
              text: t('kdrop.card.poolTotal', { amount: amount(reward.poolTotal), currency }),
              isWarning: false,
            }
          : null,
    };
  }
  if (cardState === 'ENDED') {
    const given = units(reward.poolTotal) - units(reward.poolRemaining);
    return {
      perUser: null,
      pool:
        hasReward && given > 0n
          ? {
              text: t('kdrop.card.gaveOut', { amount: amount(fromUnits(given, REWARD_SCALE)), currency }),
              isWarning: false,
            }
          : null,
    };
  }
  if (!hasReward) return { perUser: null, pool: null };
  return {
    perUser: t('kdrop.card.reward', { amount: amount(reward.amount), currency }),
    pool: reward.isPoolExhausted
      ? { text: t('kdrop.card.poolUsedUp'), isWarning: true }
      : {
          text: t('kdrop.card.poolLeft', { amount: amount(reward.poolRemaining), currency }),
          isWarning: false,
        },
  };
}

/** The path of a campaign's page in the gamer section. */
export function campaignPath(slug: string): string {
  return `/gamer/k-drop/${encodeURIComponent(slug)}`;
}

/**
 * One K-Drop campaign as a card: its image (or a gradient), title, short description, the reward
 * as its state tells it (`rewardFacts`), the timer, and the caller's card state as the call
 * to action (with the progress bar while tasks are left). The whole card is one link to the
 * campaign, named by its title.
 */
export function CampaignCard({
  campaign,
  headingLevel = 3,
  className = '',
}: {
  campaign: CampaignSummary;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t, language } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { progress, cardState } = campaign;
  const facts = rewardFacts(campaign, t, language);
  const showProgress = hasProgressBar(cardState) && progress !== null;
  return (
    <article
      className={`${CARD_CLASS} relative flex flex-col overflow-hidden hover:border-primary ${className}`}
    >
      {campaign.imageUrl ? (
        <ArtImage
          src={campaign.imageUrl}
          width={384}
          height={128}
          sizes="(min-width: 640px) 384px, 100vw"
          className="h-32 w-full shrink-0 bg-slate-800 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="h-32 w-full shrink-0 bg-gradient-to-br from-sky-400/40 via-indigo-500/30 to-slate-900"
        />
      )}
      <div className="flex min-h-0 flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 text-lg leading-6 font-bold text-white">
          {/* The link covers the whole card (its ::after), so the card is one target named by its title. */}
          <Link href={campaignPath(campaign.slug)} dir="auto" className={COVERING_LINK_CLASS}>
            {campaign.title}
          </Link>
        </Heading>
        <p dir="auto" className="line-clamp-2 text-sm text-slate-300">
          {campaign.description}
        </p>
        {facts.perUser && <p className="text-sm font-semibold break-words text-amber-200">{facts.perUser}</p>}
        {facts.pool && (
          <p className={`text-xs break-words ${facts.pool.isWarning ? 'text-rose-300' : 'text-slate-400'}`}>
            {facts.pool.text}
          </p>
        )}
        <CampaignTimer campaign={campaign} />
        <div className="mt-auto space-y-2 pt-1">
          {showProgress && (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress.percent}
                aria-valuetext={t('kdrop.card.progress', {
                  verified: progress.tasksVerified,
                  total: progress.tasksTotal,
                })}
                aria-label={campaign.title}
                className="h-2 overflow-hidden rounded-full bg-slate-700"
              >
                <div
                  className="h-full rounded-full bg-indigo-400"
                  style={{ width: `${progress.percent}%` }}
                />
              </div>
              <p className="text-xs text-slate-300">
                {t('kdrop.card.progress', { verified: progress.tasksVerified, total: progress.tasksTotal })}
              </p>
            </div>
          )}
          <span
            className={`block rounded-control px-3 py-2 text-center text-label font-semibold ${STATE_CLASS[cardState]}`}
          >
            {t(`kdrop.card.state.${cardState}`)}
          </span>
        </div>
      </div>
    </article>
  );
}
