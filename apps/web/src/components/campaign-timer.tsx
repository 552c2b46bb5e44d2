import type { CampaignSummary } from '@kp/contract/campaigns';
import { countdownParts, formatNumber } from '@kp/domain/display';
import { countdownDigits, formatDate } from '../lib/dates';
import { useNow } from '../lib/use-now';
import { useTranslation } from '../lib/use-translation';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * A campaign's timer (spec section 4): LIVE shows when it ends, PUBLISHED when it starts, ENDED
 * that it ended, with a live countdown in days, hours, minutes and seconds. Other statuses show
 * nothing. The countdown is a `timer` (not announced every second); its label says it in words.
 */
export function CampaignTimer({
  campaign,
  size = 'small',
}: {
  campaign: Pick<CampaignSummary, 'timerLabel' | 'startsAt' | 'endsAt'>;
  size?: 'small' | 'large';
}) {
  const { t, language } = useTranslation();
  const now = useNow();
  const label = campaign.timerLabel;
  if (label === null) return null;
  if (label === 'ended')
    return (
      <p className="text-sm text-slate-400">
        {t('kdrop.timer.endedOn', { date: formatDate(campaign.endsAt, language) })}
      </p>
    );
  const target = Date.parse(label === 'ends' ? campaign.endsAt : campaign.startsAt);
  const parts = countdownParts(target - now);
  const digits = countdownDigits(target - now, language);
  const words = UNITS.map((unit) =>
    t(`kdrop.timer.unitWords.${unit}`, { value: formatNumber(parts[unit], language) }),
  ).join(', ');
  const box =
    size === 'large'
      ? 'min-w-12 rounded-lg bg-slate-800 px-2 py-1 text-center'
      : 'min-w-9 rounded bg-slate-800 px-1.5 py-0.5 text-center';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-300">{t(`kdrop.timer.${label}`)}</span>
      <span
        role="timer"
        aria-label={`${t(`kdrop.timer.${label}`)} ${words}`}
        className="flex gap-1"
        dir="ltr"
      >
        {UNITS.map((unit) => (
          <span key={unit} aria-hidden="true" className={box}>
            <span className={`font-mono font-bold tabular-nums ${size === 'large' ? 'text-lg' : ''}`}>
              {digits[unit]}
            </span>
            <span className="ms-0.5 text-xs text-slate-400">{t(`kdrop.timer.units.${unit}`)}</span>
          </span>
        ))}
      </span>
    </div>
  );
}
