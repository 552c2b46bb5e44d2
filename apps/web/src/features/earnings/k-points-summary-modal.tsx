import type { EarningTotals } from '@kp/contract/earnings';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { currencyName } from '../../components/money';
import { formatExactAmount } from './earning-display';

export type KPointsSummaryProps = { totals: EarningTotals };

/** The K-Points summary modal: the user's K-Points earnings, ready, collected and expired. */
export default function KPointsSummaryModal({ onClose, props }: ModalProps<KPointsSummaryProps>) {
  const { t, language } = useTranslation();
  const { totals } = props;
  const rows = [
    {
      label: t('earnings.kPointsModal.ready'),
      amount: totals.collectable,
      count: totals.counts.pending + totals.counts.failed,
    },
    {
      label: t('earnings.kPointsModal.collected'),
      amount: totals.amounts.credited,
      count: totals.counts.credited,
    },
    {
      label: t('earnings.kPointsModal.expired'),
      amount: totals.amounts.expired,
      count: totals.counts.expired,
    },
  ];
  return (
    <Modal title={t('earnings.kPointsModal.title')} onClose={onClose}>
      <dl className="mb-4 divide-y divide-slate-800">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
            <dt>
              {row.label}
              <span className="block text-xs text-slate-400">
                {t('earnings.kPointsModal.count', { count: row.count })}
              </span>
            </dt>
            <dd className="font-semibold tabular-nums">
              <bdi>
                {formatExactAmount(row.amount, totals.scale, language)}{' '}
                {currencyName(totals.earningType, totals.currencyName)}
              </bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mb-4 text-sm text-slate-300">{t('earnings.kPointsModal.note')}</p>
      <Button fullWidth autoFocus onClick={onClose}>
        {t('earnings.kPointsModal.close')}
      </Button>
    </Modal>
  );
}
