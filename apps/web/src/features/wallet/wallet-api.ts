import type { EarningsAggregate } from '@kp/contract/earnings';
import { call } from '../../lib/api-client';

/**
 * The wallet's own reads. The balances are not here: the header shows them too, and every screen
 * reads them from one shared store (lib/balances.ts), so a refresh anywhere shows everywhere.
 */

/** What the user earned, added up by currency and status: what is ready to collect among it. */
export async function getEarningsAggregate(signal: AbortSignal): Promise<EarningsAggregate> {
  return (await call('getEarningsAggregate', {}, { signal })).data;
}

/** One currency's amount waiting to be collected. */
export type ReadyAmount = { currency: string; name: string; amount: string };

/** The currencies with something ready to collect (or a failed payout to collect again), in the aggregate's order. */
export function readyAmounts(aggregate: EarningsAggregate): ReadyAmount[] {
  return aggregate.totals
    .filter((totals) => Number(totals.collectable) > 0)
    .map((totals) => ({
      currency: totals.earningType,
      name: totals.currencyName,
      amount: totals.collectable,
    }));
}
