import { Link } from 'wouter';
import type { CampaignSummary } from '@kp/contract/campaigns';
import { hasProgressBar, type CampaignCardState } from '@kp/domain/campaigns';
import { KCASH, KPOINTS, USDT } from '@kp/domain/currencies';
import { formatCurrencyAmount } from '@kp/domain/display';
import { useTranslation } from '../lib/use-translation';
import { CARD_CLASS } from '../ui/card';
import { CampaignTimer } from './campaign-timer';

// The call to action of each card state: the card is one link, so this is drawn like a button
// without being one (no control inside a link).
const STATE_CLASS: Record<CampaignCardState, string> = {
  GET_STARTED: 'bg-primary text-primary-contrast',
  CONTINUE_TASKS: 'bg-indigo-600 text-white',
  CLAIM_REWARDS: 'bg-emerald-400 text-slate-950',
  COMING_SOON: 'bg-surface-overlay text-text',
  ENDED: 'bg-surface-overlay text-text-muted',
};

// The reward token's name is the operator's and not sent with a campaign: it shows as its code.
const CURRENCY_NAMES: ReadonlyMap<string, string> = new Map(
  [KCASH, KPOINTS, USDT].map((c) => [c.code, c.name]),
);

/** The path of a campaign's page in the gamer section. */
export function campaignPath(slug: string): string {
  return `/gamer/k-drop/${encodeURIComponent(slug)}`;
}

/**
 * One K-Drop campaign as a card: its image (or a gradient), title, short description, the reward
 * each user gets and what is left of the pool, the timer, and the caller's card state as the call
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
  const { reward, progress, cardState } = campaign;
  const currency = CURRENCY_NAMES.get(reward.currency) ?? reward.currency;
  const amount = (value: string) => formatCurrencyAmount(value, reward.currency, language);
  const showProgress = hasProgressBar(cardState) && progress !== null;
  return (
    <article
      className={`${CARD_CLASS} relative flex flex-col overflow-hidden hover:border-primary ${className}`}
    >
      {campaign.imageUrl ? (
        <img
          src={campaign.imageUrl}
          alt=""
          width={320}
          height={128}
          loading="lazy"
          decoding="async"
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
          <Link
            href={campaignPath(campaign.slug)}
            className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-focus"
          >
            {campaign.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-slate-300">{campaign.description}</p>
        <p className="text-sm font-semibold break-words text-amber-200">
          {t('kdrop.card.reward', { amount: amount(reward.amount), currency })}
        </p>
        <p className="text-xs break-words text-slate-400">
          {reward.isPoolExhausted
            ? t('kdrop.card.poolUsedUp')
            : t('kdrop.card.poolLeft', { amount: amount(reward.poolRemaining), currency })}
        </p>
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
