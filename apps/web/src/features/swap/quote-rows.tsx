import type { SwapQuoteAnswer } from '@kp/contract/swap';
import { useTranslation } from '../../lib/use-translation';
import { formatBps, formatKcashAmount, formatUsdt } from './amounts';

/** What a swap takes and gives, line by line: the fee modal's table. */
export function QuoteRows({ quote }: { quote: SwapQuoteAnswer }) {
  const { t, language } = useTranslation();
  const usdt = (amount: string) => `${formatUsdt(amount, language)} ${quote.currency}`;
  const rows: [string, string, boolean?][] = [
    [t('swap.fee.amount'), usdt(quote.amount)],
    ...quote.deductions.map((d): [string, string] => [
      d.type === 'platform_fee' && d.feeBps !== null
        ? t('swap.fee.platformFee', { percent: formatBps(d.feeBps, language) })
        : t('swap.fee.otherFee'),
      `− ${usdt(d.amount)}`,
    ]),
    [t('swap.fee.total'), usdt(quote.totalDeductions)],
    [t('swap.fee.net'), usdt(quote.netAmount)],
    [t('swap.fee.rate'), t('swap.fee.rateValue', { rate: quote.kcashPerUsdt })],
    [t('swap.fee.receive'), `${formatKcashAmount(quote.receiveAmount, language)} K-Cash`, true],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value, isTotal]) => (
        <div key={label} className="contents">
          <dt className={isTotal ? 'font-semibold text-slate-100' : 'text-slate-400'}>{label}</dt>
          <dd className={`text-end tabular-nums ${isTotal ? 'text-base font-bold text-amber-200' : ''}`}>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
