import { recoverTypedDataAddress, verifyMessage, type Address, type Hex } from 'viem';
import type { EvmWalletList } from '@kp/contract/evm-wallets';
import { parseAmount } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { CLAIM_TYPED_DATA_DOMAIN, CLAIM_TYPED_DATA_TYPES } from '@kp/domain/evm-wallets';
import type { DbOrTx, Tx } from '../../db/client';
import { EvmProviderError } from '../../providers/evm/evm-chains';
import type { ClaimNonceRow } from './evm-wallets.repository';
import { type VerifyClaimInput, type EvmWalletsServiceDeps, toIso } from './evm-wallets-deps';

/** The wallets' shared checks and views, that their use cases are built from. */
export function createEvmWalletsContext(deps: EvmWalletsServiceDeps) {
  const { db, repository, chains, clock } = deps;
  const origin = new URL(deps.publicUrl);
  const domain = origin.host;
  const uri = origin.origin;

  const assertChainAllowed = (chainId: number) => {
    if (!chains.isConfigured(chainId))
      throw new AppError('EVM_CHAIN_NOT_SUPPORTED', {
        details: { chainId, supportedChainIds: chains.chainIds },
      });
  };

  async function walletList(userId: string, tx: DbOrTx = db): Promise<EvmWalletList> {
    const rows = await repository.listWallets(userId, tx);
    return {
      wallets: rows.map((row) => ({
        address: row.address,
        chainId: row.chainId,
        isPrimary: row.isPrimary,
        isSmartContract: row.isContract,
        linkedAt: toIso(row.linkedAt),
      })),
      evmWalletAddress: rows.find((row) => row.isPrimary)?.address ?? null,
      chainIds: [...chains.chainIds],
    };
  }

  /**
   * Whether `signature` is the wallet's over `message`: an EOA's EIP-191 signature first, then,
   * for an address holding code on a chain we can read, the contract's own EIP-1271 answer.
   */
  async function checkMessageSignature(
    chainId: number,
    address: Address,
    message: string,
    signature: Hex,
  ): Promise<{ ok: boolean; isContract: boolean }> {
    if (await verifyMessage({ address, message, signature }).catch(() => false))
      return { ok: true, isContract: false };
    if (!chains.hasRpc(chainId)) return { ok: false, isContract: false };
    try {
      if (!(await chains.isContract(chainId, address))) return { ok: false, isContract: false };
      return {
        ok: await chains.verifyContractMessage(chainId, { address, message, signature }),
        isContract: true,
      };
    } catch (error) {
      if (error instanceof EvmProviderError) throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      throw error;
    }
  }

  function claimTypedData(row: ClaimNonceRow) {
    return {
      domain: {
        ...CLAIM_TYPED_DATA_DOMAIN,
        chainId: row.chainId,
        ...(deps.claimVerifyingContract ? { verifyingContract: deps.claimVerifyingContract } : {}),
      },
      types: CLAIM_TYPED_DATA_TYPES,
      primaryType: 'Claim' as const,
      message: {
        campaignId: row.campaignId,
        user: row.walletAddress as Address,
        amount: BigInt(row.amount),
        currency: row.currency,
        nonce: BigInt(row.nonce),
        deadline: BigInt(Math.floor(row.deadline.getTime() / 1000)),
      },
    };
  }

  async function checkClaimSignature(
    row: ClaimNonceRow,
    signature: Hex,
    isContract: boolean,
  ): Promise<boolean> {
    const typedData = claimTypedData(row);
    const address = row.walletAddress as Address;
    if (!isContract) {
      const signer = await recoverTypedDataAddress({ ...typedData, signature }).catch(() => null);
      return signer !== null && signer === address;
    }
    if (!chains.hasRpc(row.chainId)) return false;
    try {
      return await chains.verifyContractTypedData(row.chainId, { ...typedData, address, signature });
    } catch (error) {
      if (error instanceof EvmProviderError) throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      throw error;
    }
  }

  /** A decimal amount of a currency as its minor units, or null when it is not one. */
  function minorUnits(amount: string, code: string): bigint | null {
    const currency = deps.currencies.findByCode(code);
    if (!currency) return null;
    try {
      return parseAmount(amount, currency);
    } catch {
      return null;
    }
  }

  /** The claim terms a signature may be over: the one of its nonce, or those issued with its deadline. */
  async function candidateTerms(
    tx: Tx,
    input: VerifyClaimInput,
    deadlineSeconds: bigint,
  ): Promise<ClaimNonceRow[]> {
    const mine = (row: ClaimNonceRow | null): row is ClaimNonceRow =>
      row !== null && row.userId === input.userId && row.campaignId === input.campaignId;
    if (input.nonce !== undefined) {
      const row = await repository.lockClaimNonce(tx, BigInt(input.nonce).toString());
      if (!mine(row)) return [];
      if (BigInt(Math.floor(row.deadline.getTime() / 1000)) !== deadlineSeconds)
        throw new AppError('CLAIM_TRANSACTION_FAILED', { details: { reason: 'terms_mismatch' } });
      return [row];
    }
    return repository.lockClaimNoncesByDeadline(
      tx,
      input.userId,
      input.campaignId,
      new Date(Number(deadlineSeconds) * 1000),
    );
  }

  return {
    deps,
    db,
    repository,
    chains,
    clock,
    domain,
    uri,
    assertChainAllowed,
    walletList,
    checkMessageSignature,
    claimTypedData,
    checkClaimSignature,
    minorUnits,
    candidateTerms,
  };
}
export type EvmWalletsContext = ReturnType<typeof createEvmWalletsContext>;
