import { formatCurrencyAmount } from '@kp/domain/display';
import { useTranslation } from '../../lib/use-translation';

/** An amount with its currency's name, by the spec's display rules, kept whole in right-to-left text. */
export function Amount({
  amount,
  currency,
  currencyName,
}: {
  amount: string;
  currency: string;
  currencyName: string;
}) {
  const { language } = useTranslation();
  return (
    <bdi className="tabular-nums">
      {formatCurrencyAmount(amount, currency, language)} {currencyName}
    </bdi>
  );
}
