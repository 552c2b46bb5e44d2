import type { Earning, EarningsTaxInfo } from '@kp/contract/earnings';
import type { CurrencyId } from '@kp/domain/currencies';
import { computeWithholding, isEarningCollectable, TAX_VALUE_SCALE } from '@kp/domain/earnings';
import { fromUnits, toUnits } from '../../components/money';

/** What a collection gives in one currency: earned, withheld as tax, and what arrives. */
export type CollectLine = {
  earningType: string;
  currencyName: string;
  scale: number;
  /** Decimal strings with every decimal of the currency. */
  gross: string;
  tax: string;
  net: string;
  count: number;
};

// The ledger's id of a wire code: the reward token's code is the operator's, its id is REWARD.
const idOf = (code: string): CurrencyId =>
  code === 'KCASH' || code === 'USDT' || code === 'KPOINTS' ? code : 'REWARD';

type Part = { earning: Earning; gross: bigint; tax: bigint; net: bigint };

/** Parts added up by currency, in the order their currencies first come. */
function byCurrency(parts: readonly Part[]): CollectLine[] {
  const sums = new Map<string, { first: Earning; gross: bigint; tax: bigint; net: bigint; count: number }>();
  for (const { earning, gross, tax, net } of parts) {
    const sum = sums.get(earning.earningType) ?? { first: earning, gross: 0n, tax: 0n, net: 0n, count: 0 };
    sum.gross += gross;
    sum.tax += tax;
    sum.net += net;
    sum.count += 1;
    sums.set(earning.earningType, sum);
  }
  return [...sums.values()].map(({ first, gross, tax, net, count }) => ({
    earningType: first.earningType,
    currencyName: first.currencyName,
    scale: first.scale,
    gross: fromUnits(gross, first.scale),
    tax: fromUnits(tax, first.scale),
    net: fromUnits(net, first.scale),
    count,
  }));
}

/**
 * What collecting these earnings would give, currency by currency, with India's withholding as
 * the api computes it (`computeWithholding`, section 194BA): in the order the api pays a
 * collect-all (by id), each collection counting the ones before it in the financial year.
 * Earnings that cannot be collected (collected, expired, being paid) are left out; one past its
 * expiry that the api has not marked yet is the api's to refuse.
 */
export function previewCollection(earnings: readonly Earning[], info: EarningsTaxInfo | null): CollectLine[] {
  const unique = new Map(earnings.map((e) => [e.id, e]));
  const collectable = [...unique.values()]
    .filter((e) => isEarningCollectable(e.status))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let collectedBefore = info ? toUnits(info.winningsCollected, TAX_VALUE_SCALE) : 0n;
  const deposits = info ? toUnits(info.deposits, TAX_VALUE_SCALE) : 0n;
  let taxedBefore = info ? toUnits(info.netWinningsTaxed, TAX_VALUE_SCALE) : 0n;
  const parts: Part[] = [];
  for (const earning of collectable) {
    const amount = toUnits(earning.amount, earning.scale);
    if (amount <= 0n) continue;
    let tax = 0n;
    if (info?.isWithholding) {
      const withholding = computeWithholding({
        currency: idOf(earning.earningType),
        amount,
        rateBps: info.rateBps,
        collectedBefore,
        deposits,
        taxedBefore,
      });
      tax = withholding.tax;
      collectedBefore += withholding.winningsValue ?? 0n;
      taxedBefore += withholding.taxedValue ?? 0n;
    }
    parts.push({ earning, gross: amount, tax, net: amount - tax });
  }
  return byCurrency(parts);
}

/** What a collection gave, currency by currency, from the earnings the api credited. */
export function collectedLines(earnings: readonly Earning[]): CollectLine[] {
  return byCurrency(
    earnings
      .filter((e) => e.status === 'credited')
      .map((earning) => ({
        earning,
        gross: toUnits(earning.amount, earning.scale),
        tax: toUnits(earning.taxWithheld, earning.scale),
        net: toUnits(earning.netAmount, earning.scale),
      })),
  );
}
