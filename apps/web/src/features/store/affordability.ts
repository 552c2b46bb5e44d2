import type { WalletBalance } from '@kp/contract/ledger';
import { fromUnits, toUnits } from '../../components/money';

/**
 * How much more of its currency a price needs than the balance holds, as a decimal string; null
 * when the balance covers it or is unknown (the api has the last word on a redemption anyway).
 */
export function shortfallOf(price: string, balance: WalletBalance | null): string | null {
  if (!balance) return null;
  const missing = toUnits(price, balance.scale) - toUnits(balance.balance, balance.scale);
  return missing > 0n ? fromUnits(missing, balance.scale) : null;
}
