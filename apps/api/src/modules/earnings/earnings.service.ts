import { createEarningAwards } from './earning-awards';
import { createEarningCollection } from './earning-collection';
import { createEarningListing } from './earning-listing';
import { createEarningsContext, type EarningsDeps } from './earnings-context';

export type { AwardInput } from './earning-awards';
export { COLLECT_ALL_IN_REQUEST, STALE_DISTRIBUTING_MS } from './earning-collection';
export type { DepositsReader, EarningsKycGate } from './earnings-context';
export { ledgerDeposits } from './ledger-deposits';

/**
 * Earnings (README.md): awarded into a reservation of the reward pool, listed with their totals and
 * the tax that applies, collected one or all at once (KYC where the region asks for it, tax withheld
 * in India) through the ledger, and expired when never collected.
 */
export function createEarningsService(deps: EarningsDeps) {
  const ctx = createEarningsContext(deps);
  return {
    ...createEarningAwards(ctx),
    ...createEarningListing(ctx),
    ...createEarningCollection(ctx),
  };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
