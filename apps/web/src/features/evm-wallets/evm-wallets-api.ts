import type { ClaimTypedData, EvmWalletList } from '@kp/contract/evm-wallets';
import { call } from '../../lib/api-client';

/** The user's linked wallets (the primary first) and the chains a wallet can be linked on here. */
export function listWallets(signal?: AbortSignal): Promise<EvmWalletList> {
  return call('listEvmWallets', {}, { signal }).then((answer) => answer.data);
}

/** A single-use sign-in nonce for an address on a chain, and the exact EIP-4361 message to sign. */
export function createNonce(
  address: string,
  chainId: number,
  signal?: AbortSignal,
): Promise<{ message: string; expiresAt: string }> {
  return call('createEvmWalletNonce', { body: { address, chainId } }, { signal }).then(
    (answer) => answer.data,
  );
}

/** Links the wallet that signed the sign-in message; answers the wallets as they now are. */
export function verifyWallet(
  message: string,
  signature: string,
  signal?: AbortSignal,
): Promise<EvmWalletList> {
  return call('verifyEvmWallet', { body: { message, signature } }, { signal }).then((answer) => answer.data);
}

/** Makes a linked wallet the primary one. */
export function setPrimaryWallet(address: string): Promise<EvmWalletList> {
  return call('setPrimaryEvmWallet', { body: { address } }).then((answer) => answer.data);
}

/** Unlinks a wallet (the oldest other one becomes primary if it was). */
export function disconnectWallet(address: string): Promise<EvmWalletList> {
  return call('disconnectEvmWallet', { body: { address } }).then((answer) => answer.data);
}

/** The EIP-712 typed data a linked wallet signs to claim a campaign's reward. */
export function getClaimTypedData(
  query: { campaignId: string; chainId?: number; address?: string },
  signal?: AbortSignal,
): Promise<ClaimTypedData> {
  return call('getClaimTypedData', { query }, { signal }).then((answer) => answer.data);
}
