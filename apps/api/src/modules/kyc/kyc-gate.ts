import type { Region } from '@kp/domain/locations';
import type { DbOrTx } from '../../db/client';

/**
 * What the earnings module asks the KYC module before paying out: the user's region, whether
 * that region requires KYC before a payout (India does), and whether the user has completed it.
 * The KYC module implements it; earnings depends on this interface only.
 */
export type KycPayoutStatus = {
  /** The regulatory country (a completed KYC's region, else the verified phone's); null when unknown. */
  country: string | null;
  region: Region;
  required: boolean;
  verified: boolean;
};

export type KycGate = {
  /** Read inside the caller's transaction, so a collection and its check see the same state. */
  payoutStatus(tx: DbOrTx, userId: string): Promise<KycPayoutStatus>;
};
