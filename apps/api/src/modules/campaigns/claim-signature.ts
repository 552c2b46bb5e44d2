import type { DbOrTx } from '../../db/client';

/**
 * The port through which the campaigns module asks the EVM wallets module whether an EIP-712
 * claim signature is good: signed by a wallet the user linked, for this campaign, user, amount and
 * chain, not past its deadline. Read in the claim's transaction (`tx`), so the check and the
 * claim see the same linked wallets.
 */
export type ClaimSignatureInput = {
  userId: string;
  campaignId: string;
  /** The reward's currency code and amount as the wire writes them ('25.00'). */
  currency: string;
  amount: string;
  /** The chain the campaign asks for (null: any chain the installation accepts). */
  expectedChainId: number | null;
  chainId: number;
  /** Unix seconds. */
  deadline: number;
  signature: `0x${string}`;
  now: Date;
};

/** Why a signature was refused; each maps to one of the spec's claim failure messages. */
export type ClaimSignatureRefusal = 'WRONG_SIGNER' | 'WRONG_CHAIN' | 'EXPIRED' | 'MALFORMED' | 'NO_WALLET';

export type ClaimSignatureResult =
  { ok: true; signer: string } | { ok: false; reason: ClaimSignatureRefusal; message?: string };

export type ClaimSignaturePort = {
  verifyClaim(tx: DbOrTx, input: ClaimSignatureInput): Promise<ClaimSignatureResult>;
};
