import type { Earning, EarningsTaxInfo } from '@kp/contract/earnings';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { currencyName } from '../../components/money';
import { QuoteRows } from '../../components/quote-rows';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { collectedLines, previewCollection, type CollectLine } from './collect-preview';
import { formatExactAmount } from './earning-display';
import { loadCollectable } from './earnings-api';
import { isolate } from '../../components/user-text';

/** What is about to be collected: one earning, or every one ready (how many the page knows of). */
export type CollectTarget = { kind: 'one'; earning: Earning } | { kind: 'all'; count: number };

function useExact() {
  const { language } = useTranslation();
  return (amount: string, line: CollectLine) =>
    `${formatExactAmount(amount, line.scale, language)} ${currencyName(line.earningType, line.currencyName)}`;
}

/** Each currency's earned, withheld and arriving amounts, under its name. */
function Lines({
  lines,
  isWithholding,
  past,
}: {
  lines: CollectLine[];
  isWithholding: boolean;
  past?: boolean;
}) {
  const { t } = useTranslation();
  const exact = useExact();
  return (
    <ul className="space-y-3">
      {lines.map((line) => {
        const name = currencyName(line.earningType, line.currencyName);
        const isTaxed = isWithholding && line.earningType !== 'KPOINTS';
        return (
          <li key={line.earningType} aria-label={name} className="rounded-control bg-surface-overlay p-3">
            <p className="mb-1 font-semibold text-white">{name}</p>
            <QuoteRows
              className="gap-x-3 gap-y-1 text-label"
              rows={[
                { label: t('earnings.confirm.earned'), value: exact(line.gross, line) },
                {
                  label: t('earnings.confirm.withheld'),
                  value:
                    isTaxed || toNumber(line.tax) > 0
                      ? `− ${exact(line.tax, line)}`
                      : t('earnings.confirm.noneWithheld'),
                },
                {
                  label: t(past ? 'earnings.confirm.arrived' : 'earnings.confirm.arrives'),
                  value: exact(line.net, line),
                  isTotal: true,
                },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}

const toNumber = (text: string) => Number(text) || 0;

/** The rule the tax follows, or that none is withheld. */
function LegalBasis({ info }: { info: EarningsTaxInfo | null }) {
  const { t } = useTranslation();
  if (!info?.isWithholding)
    return <p className="text-label text-text-muted">{t('earnings.confirm.noTax')}</p>;
  return (
    <p className="text-label text-text-muted">
      {t('earnings.confirm.law', {
        section: info.section,
        rate: info.rateBps / 100,
        year: info.financialYear.label,
      })}
    </p>
  );
}

/**
 * The sheet before a collection: what arrives in the balance and what is withheld, per currency,
 * and why (India's section 194BA); nothing is collected until Confirm.
 */
export function CollectConfirmSheet({
  target,
  taxInfo,
  onConfirm,
  onClose,
}: {
  target: CollectTarget;
  taxInfo: EarningsTaxInfo | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Collect all: every collectable earning, read for the preview (the list on screen is one page).
  const all = useLoad(target.kind === 'all' ? 'collectable' : null, loadCollectable);
  let body;
  let lines: CollectLine[] | null = null;
  if (target.kind === 'one') lines = previewCollection([target.earning], taxInfo);
  else if (all.state.status === 'ready') lines = previewCollection(all.state.data, taxInfo);
  if (lines) {
    body = <Lines lines={lines} isWithholding={taxInfo?.isWithholding ?? false} />;
  } else if (all.state.status === 'error') {
    body = (
      <div role="alert" className="space-y-2">
        <p>{t('earnings.confirm.loadFailed')}</p>
        <Button variant="secondary" onClick={all.retry}>
          {t('earnings.retry')}
        </Button>
      </div>
    );
  } else {
    body = <Spinner label={t('earnings.confirm.loading')} />;
  }
  return (
    <Sheet title={t('earnings.confirm.title')} onClose={onClose}>
      <div className="space-y-4">
        <p>
          {target.kind === 'one'
            ? t('earnings.confirm.one', { title: isolate(target.earning.title) })
            : t('earnings.confirm.all', {
                count: lines ? lines.reduce((n, l) => n + l.count, 0) : target.count,
              })}
        </p>
        {body}
        <LegalBasis info={taxInfo} />
        {/* Within the thumb's reach however long the list: stuck to the sheet's foot while it scrolls. */}
        <div className="sticky bottom-0 -mx-5 flex flex-col-reverse gap-2 border-t border-border bg-surface-raised px-5 py-3 sm:flex-row">
          <Button variant="secondary" onClick={onClose} className="sm:flex-1">
            {t('earnings.confirm.cancel')}
          </Button>
          <Button fullWidth autoFocus disabled={!lines} onClick={onConfirm} className="sm:flex-1">
            {t('earnings.confirm.button')}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}

/** After a collect-all: what arrived and what was withheld, per currency. */
export function CollectedSheet({
  earnings,
  count,
  taxInfo,
  onClose,
}: {
  earnings: Earning[];
  count: number;
  taxInfo: EarningsTaxInfo | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lines = collectedLines(earnings);
  return (
    <Sheet title={t('earnings.collectedSheet.title')} onClose={onClose}>
      <div className="space-y-4">
        <p>{t('earnings.collectedSheet.count', { count })}</p>
        {lines.length > 0 && <Lines lines={lines} isWithholding={taxInfo?.isWithholding ?? false} past />}
        {lines.some((l) => toNumber(l.tax) > 0) && taxInfo && <LegalBasis info={taxInfo} />}
        <a href="/transaction-history/" className="block text-label underline underline-offset-2">
          {t('earnings.collectedSheet.history')}
        </a>
        <Button fullWidth autoFocus onClick={onClose}>
          {t('earnings.collectedSheet.done')}
        </Button>
      </div>
    </Sheet>
  );
}
