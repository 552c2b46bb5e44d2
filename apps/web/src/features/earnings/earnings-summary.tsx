import type { EarningsAggregate, EarningsTaxInfo } from '@kp/contract/earnings';
import { formatCurrencyAmount } from '@kp/domain/display';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { QuoteRows } from '../../components/quote-rows';
import { formatMoney } from '../../components/money';

const KPOINTS = 'KPOINTS';

/** The totals of each earning type the user has: ready to collect and collected. */
export function EarningsSummary({ aggregate }: { aggregate: EarningsAggregate }) {
  const { t, language } = useTranslation();
  const shown = aggregate.totals.filter((x) => Object.values(x.counts).some((n) => n > 0));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="earnings-summary" className="mb-4">
      <h2 id="earnings-summary" className="sr-only">
        {t('earnings.summary')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {shown.map((totals) => (
          <Card as="li" key={totals.earningType}>
            <p className="mb-2 font-semibold text-white">{totals.currencyName}</p>
            <QuoteRows
              className="gap-x-3 gap-y-1 text-label"
              rows={[
                {
                  label: t('earnings.readyToCollect'),
                  value: (
                    <span className="font-semibold text-amber-200">
                      {formatCurrencyAmount(totals.collectable, totals.earningType, language)}
                    </span>
                  ),
                },
                {
                  label: t('earnings.collected'),
                  value: formatCurrencyAmount(totals.netCollected, totals.earningType, language),
                },
              ]}
            />
            {totals.earningType === KPOINTS && (
              <Button
                variant="secondary"
                onClick={() => openModal('kPointsSummary', { totals })}
                className="mt-3"
              >
                {t('earnings.kPointsSummary')}
              </Button>
            )}
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** India's withholding: the rule in a sentence, and this financial year's figures. */
export function TaxNotice({ info }: { info: EarningsTaxInfo }) {
  const { t, language } = useTranslation();
  if (!info.isWithholding) return null;
  const kcash = (value: string) =>
    t('earnings.tax.kcash', { amount: formatCurrencyAmount(value, 'KCASH', language) });
  const rows = [
    { label: t('earnings.tax.winnings'), value: kcash(info.winningsCollected) },
    { label: t('earnings.tax.deposits'), value: kcash(info.deposits) },
    { label: t('earnings.tax.taxed'), value: kcash(info.netWinningsTaxed) },
    { label: t('earnings.tax.allowance'), value: kcash(info.untaxedAllowance) },
    {
      label: t('earnings.tax.withheld'),
      value:
        info.taxWithheld.length === 0
          ? t('earnings.tax.noneWithheld')
          : info.taxWithheld.map((w) => formatMoney(w.amount, w.earningType, language)).join(', '),
    },
  ];
  return (
    <Card as="section" aria-labelledby="earnings-tax" className="mb-4 p-4">
      <h2 id="earnings-tax" className="mb-1 font-semibold text-white">
        {t('earnings.tax.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-300">
        {t('earnings.tax.body', { section: info.section, rate: info.rateBps / 100 })}
      </p>
      <p className="mb-1 text-sm font-medium">
        {t('earnings.tax.year', { label: info.financialYear.label })}
      </p>
      <QuoteRows className="gap-x-3 gap-y-1 text-label" rows={rows} />
    </Card>
  );
}
