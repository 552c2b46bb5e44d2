import type { EarningsAggregate, EarningsTaxInfo } from '@kp/contract/earnings';
import { formatCurrencyAmount } from '@kp/domain/display';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';

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
          <li key={totals.earningType} className="rounded-xl border border-slate-800 bg-slate-900 p-4">
            <p className="mb-2 font-semibold text-white">{totals.currencyName}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-300">{t('earnings.readyToCollect')}</dt>
              <dd className="text-end font-semibold text-amber-200 tabular-nums">
                <bdi>{formatCurrencyAmount(totals.collectable, totals.earningType, language)}</bdi>
              </dd>
              <dt className="text-slate-300">{t('earnings.collected')}</dt>
              <dd className="text-end tabular-nums">
                <bdi>{formatCurrencyAmount(totals.netCollected, totals.earningType, language)}</bdi>
              </dd>
            </dl>
            {totals.earningType === KPOINTS && (
              <button
                type="button"
                onClick={() => openModal('kPointsSummary', { totals })}
                className={`mt-3 ${SECONDARY_BUTTON_CLASS}`}
              >
                {t('earnings.kPointsSummary')}
              </button>
            )}
          </li>
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
          : info.taxWithheld
              .map((w) => `${formatCurrencyAmount(w.amount, w.earningType, language)} ${w.earningType}`)
              .join(', '),
    },
  ];
  return (
    <section
      aria-labelledby="earnings-tax"
      className="mb-4 rounded-xl border border-slate-800 bg-slate-900 p-4"
    >
      <h2 id="earnings-tax" className="mb-1 font-semibold text-white">
        {t('earnings.tax.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-300">
        {t('earnings.tax.body', { section: info.section, rate: info.rateBps / 100 })}
      </p>
      <p className="mb-1 text-sm font-medium">
        {t('earnings.tax.year', { label: info.financialYear.label })}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-300">{row.label}</dt>
            <dd className="text-end tabular-nums">
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
