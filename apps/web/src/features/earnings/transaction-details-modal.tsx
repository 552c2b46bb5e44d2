import type { ReactNode } from 'react';
import type { Earning } from '@kp/contract/earnings';
import type { ModalProps } from '../../lib/modals';
import { ERROR_KEYS, storedErrorText } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { CopyButton } from '../../components/copy-button';
import { currencyName } from '../../components/money';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Badge } from '../../ui/badge';
import { formatExactAmount, STATUS_BADGE_TONE } from './earning-display';
import { formatDate } from '../../lib/dates';

export type TransactionDetailsProps = { earning: Earning };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-slate-300">{label}</dt>
      <dd className="min-w-0 text-end font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * The collect-earnings transaction details modal: what was earned, the tax withheld and why,
 * what the user received, the ledger entry that paid it, and every step of its way.
 */
export default function TransactionDetailsModal({ onClose, props }: ModalProps<TransactionDetailsProps>) {
  const { t, language } = useTranslation();
  const { earning } = props;
  const money = (amount: string) => (
    <bdi className="tabular-nums">
      {formatExactAmount(amount, earning.scale, language)}{' '}
      {currencyName(earning.earningType, earning.currencyName)}
    </bdi>
  );
  const isCredited = earning.status === 'credited';
  return (
    <Modal title={t('earnings.detailsModal.title')} onClose={onClose}>
      <p className="mb-1 text-lg font-semibold break-words">
        <bdi>{earning.title}</bdi>
      </p>
      <p className="mb-3">
        <Badge tone={STATUS_BADGE_TONE[earning.status]}>{t(`earnings.statuses.${earning.status}`)}</Badge>
      </p>
      <dl className="divide-y divide-slate-800">
        <Row label={t('earnings.detailsModal.source')}>{t(`earnings.sources.${earning.source}`)}</Row>
        <Row label={t('earnings.detailsModal.gross')}>{money(earning.amount)}</Row>
        <Row label={t('earnings.detailsModal.tax')}>
          {earning.tax ? (
            <>
              {money(earning.taxWithheld)}
              <span className="block text-xs font-normal text-slate-400">
                {t('earnings.detailsModal.taxRule', {
                  section: earning.tax.section,
                  rate: earning.tax.rateBps / 100,
                  year: earning.tax.financialYear,
                })}
              </span>
            </>
          ) : (
            t('earnings.detailsModal.noTax')
          )}
        </Row>
        <Row label={t(isCredited ? 'earnings.detailsModal.net' : 'earnings.detailsModal.netPending')}>
          {money(earning.netAmount)}
        </Row>
        <Row label={t('earnings.detailsModal.earnedAt')}>
          <time dateTime={earning.createdAt}>{formatDate(earning.createdAt, language, 'dateTime')}</time>
        </Row>
        {earning.collectedAt && (
          <Row label={t('earnings.detailsModal.collectedAt')}>
            <time dateTime={earning.collectedAt}>
              {formatDate(earning.collectedAt, language, 'dateTime')}
            </time>
          </Row>
        )}
        {!isCredited && earning.expiresAt && (
          <Row label={t('earnings.detailsModal.expiresAt')}>
            <time dateTime={earning.expiresAt}>{formatDate(earning.expiresAt, language, 'dateTime')}</time>
          </Row>
        )}
        {earning.ledgerEntryId && (
          <Row label={t('earnings.detailsModal.entry')}>
            <span className="flex items-center justify-end gap-2">
              <code className="text-xs break-all">{earning.ledgerEntryId}</code>
              <CopyButton text={earning.ledgerEntryId} label={t('earnings.detailsModal.copyEntry')} />
            </span>
          </Row>
        )}
      </dl>
      <h3 className="mt-4 mb-2 font-semibold">{t('earnings.detailsModal.history')}</h3>
      <ol className="mb-4 space-y-2 border-s border-slate-700 ps-4">
        {earning.history.map((step, index) => (
          <li key={`${step.event}-${index}`} className="text-sm">
            <p className="font-medium">{t(`earnings.events.${step.event}`)}</p>
            <p className="text-xs text-slate-400">
              <time dateTime={step.at}>{formatDate(step.at, language, 'dateTime')}</time>
            </p>
            {step.reason && (
              <p className="text-rose-300">
                {storedErrorText(t, step.reasonError) ?? t(ERROR_KEYS.SOMETHING_WENT_WRONG)}
              </p>
            )}
            {step.ledgerEntryId && (
              <code className="block text-xs break-all text-slate-400">{step.ledgerEntryId}</code>
            )}
          </li>
        ))}
      </ol>
      <Button fullWidth autoFocus onClick={onClose}>
        {t('earnings.detailsModal.close')}
      </Button>
    </Modal>
  );
}
