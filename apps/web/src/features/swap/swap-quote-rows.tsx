import type { SwapQuoteAnswer } from '@kp/contract/swap';
import { useTranslation } from '../../lib/use-translation';
import { QuoteRows } from '../../components/quote-rows';
import { formatBps, formatUsdt } from './amounts';
import { KCASH } from '@kp/domain/currencies';
import { formatMoney } from '../../components/money';

/** What a swap takes and gives, line by line: the fee modal's table. */
export function SwapQuoteRows({ quote }: { quote: SwapQuoteAnswer }) {
  const { t, language } = useTranslation();
  const usdt = (amount: string) => `${formatUsdt(amount, language)} ${quote.currency}`;
  return (
    <QuoteRows
      rows={[
        { label: t('swap.fee.amount'), value: usdt(quote.amount) },
        ...quote.deductions.map((d) => ({
          label:
            d.type === 'platform_fee' && d.feeBps !== null
              ? t('swap.fee.platformFee', { percent: formatBps(d.feeBps, language) })
              : t('swap.fee.otherFee'),
          value: `− ${usdt(d.amount)}`,
        })),
        { label: t('swap.fee.total'), value: usdt(quote.totalDeductions) },
        { label: t('swap.fee.net'), value: usdt(quote.netAmount) },
        { label: t('swap.fee.rate'), value: t('swap.fee.rateValue', { rate: quote.kcashPerUsdt }) },
        {
          label: t('swap.fee.receive'),
          value: formatMoney(quote.receiveAmount, KCASH.code, language),
          isTotal: true,
        },
      ]}
    />
  );
}
