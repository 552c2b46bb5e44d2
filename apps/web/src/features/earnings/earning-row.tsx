import type { Earning } from '@kp/contract/earnings';
import { formatCurrencyAmount } from '@kp/domain/display';
import { isEarningCollectable } from '@kp/domain/earnings';
import { ERROR_KEYS, storedErrorText } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Badge } from '../../ui/badge';
import { currencyName } from '../../components/money';
import { STATUS_BADGE_TONE } from './earning-display';
import { formatDate } from '../../lib/dates';

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
            {t('earnings.failedReason', {
              reason: storedErrorText(t, earning.failureError) ?? t(ERROR_KEYS.SOMETHING_WENT_WRONG),
            })}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <p className="font-semibold text-white tabular-nums">
          <bdi>
            {t('earnings.amount', {
              amount,
              currency: currencyName(earning.earningType, earning.currencyName),
            })}
          </bdi>
        </p>
        <Badge tone={STATUS_BADGE_TONE[earning.status]}>{t(`earnings.statuses.${earning.status}`)}</Badge>
      </div>
      {/* Under the title and amount on a phone (the title keeps the row's width), beside them after. */}
      <div className="flex w-full justify-end gap-2 sm:w-auto sm:self-end">
        {isCollectable && (
          <Button
            size="sm"
            onClick={onCollect}
            disabled={isBusy}
            loading={isCollecting}
            aria-label={t('earnings.collectNamed', { title: earning.title })}
          >
            {isCollecting ? t('earnings.collecting') : t('earnings.collect')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={onDetails}
          aria-label={t('earnings.detailsNamed', { title: earning.title })}
        >
          {t('earnings.details')}
        </Button>
      </div>
    </li>
  );
}
