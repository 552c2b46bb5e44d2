import { useEffect, useState } from 'react';
import type { CampaignDetail } from '@kp/contract/campaigns';
import { useTranslation } from '../../lib/use-translation';
import { rewardFacts } from '../../components/campaign-card';
import { CampaignTimer } from '../../components/campaign-timer';
import { ArtImage } from '../../components/art-image';
import { UserText } from '../../components/user-text';

/** The campaign's banner: picture (or a gradient), title, status, description, reward, pool and timer. */
export function CampaignHeader({ campaign }: { campaign: CampaignDetail }) {
  const { t, language } = useTranslation();
  const facts = rewardFacts(campaign, t, language);
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900">
      {campaign.imageUrl ? (
        <ArtImage
          src={campaign.imageUrl}
          width={960}
          height={320}
          sizes="(min-width: 1024px) 960px, 100vw"
          isPriority
          className="aspect-[3/1] h-auto w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[4/1] w-full bg-gradient-to-br from-indigo-700 via-fuchsia-700 to-amber-500"
        />
      )}
      <div className="space-y-3 p-4">
        <p className="text-xs font-semibold tracking-wide text-amber-300 uppercase">
          {t(`campaign.status.${campaign.status}`)}
        </p>
        <h1 className="text-2xl font-bold break-words">
          <UserText>{campaign.title}</UserText>
        </h1>
        {campaign.description && (
          <p dir="auto" className="whitespace-pre-line break-words text-slate-300">
            {campaign.description}
          </p>
        )}
        {(facts.perUser || facts.pool) && (
          <div className="space-y-0.5 rounded-lg bg-slate-800 px-3 py-2">
            {facts.perUser && <p className="text-lg font-semibold text-amber-200">{facts.perUser}</p>}
            {facts.pool && (
              <p className={`text-sm ${facts.pool.isWarning ? 'text-rose-300' : 'text-slate-300'}`}>
                {facts.pool.text}
              </p>
            )}
          </div>
        )}
        <CampaignTimer campaign={campaign} size="large" />
      </div>
    </header>
  );
}

/**
 * How far the site's own sticky header reaches down the page, so that a bar stuck under it is not
 * hidden by it (0 when there is none); followed as it changes size.
 */
function useStickyTop(): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const header = [...document.querySelectorAll('header')].find((element) =>
      ['sticky', 'fixed'].includes(getComputedStyle(element).position),
    );
    if (!header) return;
    const update = () => setTop(Math.round(header.getBoundingClientRect().height));
    update();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return top;
}

/**
 * The caller's progress, stuck under the site's header while the tasks scroll: "N of M tasks
 * verified" with a progress bar, and the reward that finishing them all brings.
 */
export function CampaignProgress({
  verified,
  total,
  reward,
}: {
  verified: number;
  total: number;
  /** "25 K-Cash per user", or null for a campaign without a reward. */
  reward?: string | null;
}) {
  const { t } = useTranslation();
  const top = useStickyTop();
  const percent = total === 0 ? 0 : Math.floor((verified * 100) / total);
  const label = t('campaign.progress', { verified, total });
  return (
    <div
      style={{ top }}
      className="sticky z-30 -mx-4 space-y-1.5 border-b border-border bg-surface/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-card sm:border"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p id="campaign-progress" className="text-sm font-semibold text-slate-200">
          {label}
        </p>
        {reward && <p className="text-xs text-amber-200">{reward}</p>}
      </div>
      <div
        role="progressbar"
        aria-labelledby="campaign-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
