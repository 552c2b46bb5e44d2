import type { Earning } from '@kp/contract/earnings';
import { formatCurrencyAmount, formatDate } from '@kp/domain/display';
import { isEarningCollectable } from '@kp/domain/earnings';
import { useTranslation } from '../../lib/use-translation';
import { SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';
import { STATUS_BADGE_CLASS } from './earning-display';

/** One earning of the list: what, from where, how much, its status, and what can be done with it. */
export function EarningRow({
  earning,
  isBusy,
  isCollecting,
  onCollect,
  onDetails,
}: {
  earning: Earning;
  /** Another collection runs: the button waits. */
  isBusy: boolean;
  /** This earning is being collected. */
  isCollecting: boolean;
  onCollect: () => void;
  onDetails: () => void;
}) {
  const { t, language } = useTranslation();
  const amount = formatCurrencyAmount(earning.amount, earning.earningType, language);
  const isCollectable = isEarningCollectable(earning.status);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-white">
          <bdi>{earning.title}</bdi>
        </p>
        <p className="text-xs text-slate-400">
          {t(`earnings.sources.${earning.source}`)} ·{' '}
          <time dateTime={earning.createdAt}>{formatDate(earning.createdAt, language)}</time>
        </p>
        {isCollectable && earning.expiresAt && (
          <p className="text-xs text-slate-400">
            {t('earnings.expires', { date: formatDate(earning.expiresAt, language) })}
          </p>
        )}
        {earning.status === 'failed' && earning.failureReason && (
          <p className="text-sm text-rose-300">
            {t('earnings.failedReason', { reason: earning.failureReason })}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <p className="font-semibold text-white tabular-nums">
          <bdi>{t('earnings.amount', { amount, currency: earning.earningType })}</bdi>
        </p>
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE_CLASS[earning.status]}`}
        >
          {t(`earnings.statuses.${earning.status}`)}
        </span>
        <div className="flex gap-2">
          {isCollectable && (
            <button
              type="button"
              onClick={onCollect}
              disabled={isBusy}
              aria-busy={isCollecting}
              aria-label={t('earnings.collectNamed', { title: earning.title })}
              className="rounded-lg bg-amber-300 px-3 py-1.5 text-sm font-semibold text-slate-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {isCollecting ? t('earnings.collecting') : t('earnings.collect')}
            </button>
          )}
          <button
            type="button"
            onClick={onDetails}
            aria-label={t('earnings.detailsNamed', { title: earning.title })}
            className={SECONDARY_BUTTON_CLASS}
          >
            {t('earnings.details')}
          </button>
        </div>
      </div>
    </li>
  );
}
