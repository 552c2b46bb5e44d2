import type { ClaimSignatureInput, ClaimSignatureRefusal } from '../campaigns/campaigns.service';
import type { Address } from 'viem';
import type { CurrencyRegistry } from '@kp/domain/currencies';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { EvmChains } from '../../providers/evm/evm-chains';
import type { EvmWalletsRepository } from './evm-wallets.repository';

/**
 * What a campaign pays a user who claims it: the amount as a decimal string of the currency ('25.00'),
 * the currency's code, and the chain the campaign asks claims to be signed on (null: any allowed).
 * The campaigns module answers, or throws its own error (not found, not claimable).
 */
export type ClaimTermsPort = (
  userId: string,
  campaignId: string,
) => Promise<{ amount: string; currency: string; chainId: number | null }>;

/** A reward claim's signature, as the campaigns module receives it with `claim-reward`. */
export type VerifyClaimInput = {
  userId: string;
  campaignId: string;
  /** The reward as a decimal string of its currency ('25.00'); the typed data carries its minor units. */
  amount: string;
  /** The currency's code. */
  currency: string;
  chainId: number;
  /** The typed data's nonce; without it, the claim terms issued with this deadline are tried. */
  nonce?: string | bigint | undefined;
  /** Unix seconds. */
  deadline: number | string | bigint;
  signature: string;
  /** The time of the claim (default: the clock's). */
  now?: Date | undefined;
};

export type VerifiedClaim = { walletAddress: Address; chainId: number; nonce: string };

/**
 * The campaigns module's claim-signature port, as this module answers it (same shape as its
 * ClaimSignaturePort): a result rather than a throw, with the refusal's kind.
 */
export type ClaimSignatureCheck = ClaimSignatureInput;
export type ClaimRefusal = ClaimSignatureRefusal;

/** Which refusal of the port each of assertClaimSignature's reasons is. */
export const REFUSAL_BY_REASON: Record<string, ClaimRefusal> = {
  signature_mismatch: 'WRONG_SIGNER',
  signer_not_linked: 'WRONG_SIGNER',
  terms_mismatch: 'WRONG_SIGNER',
  wrong_chain: 'WRONG_CHAIN',
  expired: 'EXPIRED',
  unknown_nonce: 'MALFORMED',
  nonce_used: 'MALFORMED',
};

export type EvmWalletsServiceDeps = {
  db: Db;
  repository: EvmWalletsRepository;
  chains: EvmChains;
  clock: Clock;
  /** The address users reach the platform at: the SIWE message's domain (its host) and URI. */
  publicUrl: string;
  /** The EIP-712 domain's verifyingContract of claims (omitted when unset). */
  claimVerifyingContract?: Address | undefined;
  claimTerms: ClaimTermsPort;
  currencies: CurrencyRegistry;
};

export const toIso = (d: Date) => d.toISOString();

/** A whole non-negative number from what a client sent, or null. */
export function toBigInt(value: bigint | number | string): bigint | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
  if (typeof value === 'bigint') return value >= 0n ? value : null;
  const text = String(value);
  return /^\d{1,78}$/.test(text) ? BigInt(text) : null;
}
