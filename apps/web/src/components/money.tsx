import { KCASH, KPOINTS, USDT } from '@kp/domain/currencies';
import { formatCurrencyAmount } from '@kp/domain/display';
import { useTranslation } from '../lib/use-translation';

// One name per currency on every screen: "K-Cash", never its code "KCASH". The reward token's
// name is the operator's: a screen that has it (a balance, an earning) passes it; otherwise the
// token shows as its code.
const NAMES: ReadonlyMap<string, string> = new Map([KCASH, KPOINTS, USDT].map((c) => [c.code, c.name]));

/** The name people read for a currency code ('KCASH' → 'K-Cash'); `known` when the api sent one. */
export function currencyName(code: string, known?: string | null): string {
  return NAMES.get(code) ?? known ?? code;
}

/**
 * An amount with its currency's name ('1,039.5 K-Cash'): the digits through Intl in the reader's
 * language by the spec's display rules (`formatCurrencyAmount`), then the name.
 */
export function formatMoney(amount: string, code: string, language: string, name?: string | null): string {
  return `${formatCurrencyAmount(amount, code, language)} ${currencyName(code, name)}`;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string as the api writes amounts ('12.5') in integer units at `scale` decimals, for
 * exact sums and differences (extra decimals are cut, never rounded up); 0 for anything else.
 */
export function toUnits(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match) return 0n;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
}

/** Integer units at `scale` decimals as a decimal string ('1.050000'), as the api writes them. */
export function fromUnits(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  return sign + (scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`);
}

/** An amount with its currency's name, kept whole (digits, then name) in right-to-left text. */
export function Money({
  amount,
  currency,
  name,
  className = 'tabular-nums',
}: {
  amount: string;
  currency: string;
  name?: string | null;
  className?: string;
}) {
  const { language } = useTranslation();
  return <bdi className={className}>{formatMoney(amount, currency, language, name)}</bdi>;
}
