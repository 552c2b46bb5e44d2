import type {
  ClaimSignatureInput,
  ClaimSignatureRefusal,
  ClaimSignatureResult,
} from '../campaigns/campaigns.service';
import { randomBytes } from 'node:crypto';
import { getAddress, recoverTypedDataAddress, verifyMessage, type Address, type Hex } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import type { ClaimTypedData, EvmWalletList } from '@kp/contract/evm-wallets';
import { parseAmount, type CurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  CLAIM_SIGNATURE_TTL_MS,
  CLAIM_TYPED_DATA_DOMAIN,
  CLAIM_TYPED_DATA_TYPES,
  MAX_EVM_WALLETS_PER_USER,
  SIWE_NONCE_TTL_MS,
  SIWE_STATEMENT,
} from '@kp/domain/evm-wallets';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import { EvmProviderError, type EvmChains } from '../../providers/evm/evm-chains';
import type { ClaimNonceRow, EvmWalletRow, EvmWalletsRepository } from './evm-wallets.repository';

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
const REFUSAL_BY_REASON: Record<string, ClaimRefusal> = {
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

const toIso = (d: Date) => d.toISOString();

/** A whole non-negative number from what a client sent, or null. */
function toBigInt(value: bigint | number | string): bigint | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
  if (typeof value === 'bigint') return value >= 0n ? value : null;
  const text = String(value);
  return /^\d{1,78}$/.test(text) ? BigInt(text) : null;
}

export function createEvmWalletsService(deps: EvmWalletsServiceDeps) {
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

  const service = {
    /** The chains of this installation (the wallet task validators read through them). */
    chains,

    listWallets: (userId: string) => walletList(userId),

    /** The user's linked addresses, the primary first (for the wallet task validators). */
    async listWalletAddresses(userId: string): Promise<Address[]> {
      return (await repository.listWallets(userId)).map((row) => row.address as Address);
    },

    /** The profile's socialStatuses.wallet and isWalletConnect. */
    async hasLinkedWallet(userId: string): Promise<boolean> {
      return (await repository.listWallets(userId)).length > 0;
    },

    /** The primary wallet's address (`evmWalletAddress`), or null. */
    async findPrimaryAddress(userId: string): Promise<Address | null> {
      const rows = await repository.listWallets(userId);
      return (rows.find((row) => row.isPrimary)?.address as Address | undefined) ?? null;
    },

    /** A single-use sign-in nonce for one address and chain, and the exact EIP-4361 message to sign. */
    async createNonce(userId: string, input: { address: string; chainId: number }) {
      assertChainAllowed(input.chainId);
      const address = getAddress(input.address);
      const issuedAt = clock.now();
      const expiresAt = new Date(issuedAt.getTime() + SIWE_NONCE_TTL_MS);
      const nonce = generateSiweNonce();
      await repository.insertSiweNonce({
        nonce,
        userId,
        address,
        chainId: input.chainId,
        issuedAt,
        expiresAt,
      });
      const message = createSiweMessage({
        address,
        chainId: input.chainId,
        domain,
        uri,
        version: '1',
        nonce,
        statement: SIWE_STATEMENT,
        issuedAt,
        expirationTime: expiresAt,
      });
      return { nonce, message, address, chainId: input.chainId, expiresAt: toIso(expiresAt) };
    },

    /**
     * Links the wallet that signed a sign-in message we issued to this user. Refused with a 4xx
     * saying why: unreadable, another site's, an unknown / used / expired nonce, a chain not
     * allowed or not the nonce's, another address than the nonce's, a signature not the wallet's,
     * or a wallet linked to another account. The nonce is used up in the transaction that links.
     */
    async verify(userId: string, input: { message: string; signature: string }): Promise<EvmWalletList> {
      const parsed = parseSiweMessage(input.message);
      if (!parsed.address || !parsed.nonce || !parsed.domain || !parsed.uri || parsed.chainId === undefined)
        throw new AppError('SIWE_MESSAGE_INVALID');
      if (parsed.version !== '1') throw new AppError('SIWE_MESSAGE_INVALID');
      if (parsed.domain !== domain || parsed.uri !== uri)
        throw new AppError('SIWE_DOMAIN_MISMATCH', { details: { expected: { domain, uri } } });
      const now = clock.now();
      const issued = await repository.findSiweNonce(parsed.nonce);
      if (!issued || issued.userId !== userId || issued.usedAt) throw new AppError('SIWE_NONCE_INVALID');
      if (issued.expiresAt <= now) throw new AppError('SIWE_NONCE_EXPIRED');
      if (
        parsed.expirationTime &&
        (Number.isNaN(parsed.expirationTime.getTime()) || parsed.expirationTime <= now)
      )
        throw new AppError('SIWE_NONCE_EXPIRED');
      if (parsed.notBefore && !(parsed.notBefore <= now)) throw new AppError('SIWE_MESSAGE_INVALID');
      assertChainAllowed(parsed.chainId);
      if (parsed.chainId !== issued.chainId)
        throw new AppError('SIWE_CHAIN_MISMATCH', {
          details: { expected: issued.chainId, got: parsed.chainId },
        });
      let address: Address;
      try {
        address = getAddress(parsed.address);
      } catch {
        throw new AppError('SIWE_MESSAGE_INVALID');
      }
      if (address !== issued.address) throw new AppError('SIWE_ADDRESS_MISMATCH');

      const signature = await checkMessageSignature(
        parsed.chainId,
        address,
        input.message,
        input.signature as Hex,
      );
      if (!signature.ok) throw new AppError('SIWE_SIGNATURE_INVALID');

      try {
        return await db.transaction(async (tx) => {
          const nonce = await repository.lockSiweNonce(tx, parsed.nonce!);
          if (!nonce || nonce.usedAt) throw new AppError('SIWE_NONCE_INVALID');
          await repository.markSiweNonceUsed(tx, nonce.id, now);
          await repository.lockUser(tx, userId);
          // A wallet stays its first user's, even disconnected: it cannot pass wallet tasks twice.
          const existing = await repository.findWalletByAddress(address, tx);
          if (existing && existing.userId !== userId) throw new AppError('EVM_WALLET_TAKEN');
          if (!existing || existing.disconnectedAt) {
            const mine = await repository.listWallets(userId, tx);
            if (mine.length >= MAX_EVM_WALLETS_PER_USER) throw new AppError('EVM_WALLET_LIMIT_REACHED');
            const proved = {
              chainId: parsed.chainId!,
              isContract: signature.isContract,
              isPrimary: mine.length === 0,
              linkedAt: now,
            };
            if (existing) await repository.reconnectWallet(tx, existing.id, proved);
            else await repository.insertWallet({ userId, address, ...proved }, tx);
          }
          return walletList(userId, tx);
        });
      } catch (error) {
        // Two accounts linking one wallet at the same moment: the unique address decides.
        if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'evm_wallets_address_unique'))
          throw new AppError('EVM_WALLET_TAKEN');
        throw error;
      }
    },

    async setPrimary(userId: string, rawAddress: string): Promise<EvmWalletList> {
      const address = getAddress(rawAddress);
      return db.transaction(async (tx) => {
        await repository.lockUser(tx, userId);
        const wallet = await repository.findWalletByAddress(address, tx);
        if (!wallet || wallet.userId !== userId || wallet.disconnectedAt)
          throw new AppError('EVM_WALLET_NOT_FOUND');
        await repository.setPrimary(tx, userId, address);
        return walletList(userId, tx);
      });
    },

    /**
     * Unlinks a wallet (it stays this user's: only they may link it again); when it was the primary
     * one, the oldest remaining becomes primary.
     */
    async disconnect(userId: string, rawAddress: string): Promise<EvmWalletList> {
      const address = getAddress(rawAddress);
      return db.transaction(async (tx) => {
        await repository.lockUser(tx, userId);
        const removed = await repository.disconnectWallet(tx, userId, address, clock.now());
        if (!removed) throw new AppError('EVM_WALLET_NOT_FOUND');
        if (removed.isPrimary) {
          const [next] = await repository.listWallets(userId, tx);
          if (next) await repository.setPrimary(tx, userId, next.address);
        }
        return walletList(userId, tx);
      });
    },

    /**
     * The EIP-712 typed data a linked wallet signs to claim a campaign's reward: the campaign's
     * terms for this user, a single-use nonce and a deadline, on the chain asked for (or the one the
     * wallet was linked on).
     */
    async claimTypedDataFor(
      userId: string,
      input: { campaignId: string; chainId?: number | undefined; address?: string | undefined },
    ): Promise<ClaimTypedData> {
      const wallets = await repository.listWallets(userId);
      if (wallets.length === 0) throw new AppError('EVM_WALLET_REQUIRED');
      let wallet: EvmWalletRow | undefined;
      if (input.address) {
        const address = getAddress(input.address);
        wallet = wallets.find((w) => w.address === address);
        if (!wallet) throw new AppError('EVM_WALLET_NOT_FOUND');
      } else {
        wallet = wallets.find((w) => w.isPrimary) ?? wallets[0]!;
      }
      const terms = await deps.claimTerms(userId, input.campaignId);
      const chainId = input.chainId ?? terms.chainId ?? wallet.chainId;
      assertChainAllowed(chainId);
      if (terms.chainId !== null && chainId !== terms.chainId)
        throw new AppError('EVM_CHAIN_NOT_SUPPORTED', {
          details: { chainId, campaignChainId: terms.chainId },
        });
      const currency = deps.currencies.findByCode(terms.currency);
      if (!currency) throw new Error(`claim terms in an unknown currency ${terms.currency}`);
      const issuedAt = clock.now();
      // Whole seconds: the typed data carries the deadline in unix seconds.
      const deadline = new Date(Math.floor((issuedAt.getTime() + CLAIM_SIGNATURE_TTL_MS) / 1000) * 1000);
      const row = await repository.insertClaimNonce({
        nonce: BigInt(`0x${randomBytes(16).toString('hex')}`).toString(),
        userId,
        campaignId: input.campaignId,
        walletAddress: wallet.address,
        chainId,
        amount: parseAmount(terms.amount, currency).toString(),
        currency: currency.code,
        deadline,
        issuedAt,
      });
      const typed = claimTypedData(row);
      return {
        domain: typed.domain,
        types: { Claim: typed.types.Claim.map((field) => ({ ...field })) },
        primaryType: 'Claim',
        message: {
          ...typed.message,
          amount: typed.message.amount.toString(),
          nonce: typed.message.nonce.toString(),
          deadline: typed.message.deadline.toString(),
        },
        expiresAt: toIso(deadline),
      };
    },

    /**
     * Checks the signature of a reward claim against the terms we issued (the campaigns module
     * calls it inside its claim transaction, so the nonce is used up only if the claim commits).
     * Refused with the spec's claim messages: a signature not from the user's linked wallet or over
     * other terms → CLAIM_TRANSACTION_FAILED; past the deadline → CLAIM_UNSUCCESSFUL; another chain
     * → TRANSACTION_FAILED; an unknown or used nonce → CLAIM_FAILED. `details.reason` says which.
     */
    async assertClaimSignature(input: VerifyClaimInput, tx?: Tx): Promise<VerifiedClaim> {
      const run = async (t: Tx): Promise<VerifiedClaim> => {
        const now = input.now ?? clock.now();
        const deadlineSeconds = toBigInt(input.deadline);
        const amount = minorUnits(input.amount, input.currency);
        if (
          deadlineSeconds === null ||
          amount === null ||
          (input.nonce !== undefined && toBigInt(input.nonce) === null)
        )
          throw new AppError('CLAIM_TRANSACTION_FAILED', { details: { reason: 'terms_mismatch' } });
        const candidates = await candidateTerms(t, input, deadlineSeconds);
        if (candidates.length === 0)
          throw new AppError('CLAIM_FAILED', { details: { reason: 'unknown_nonce' } });
        const linked = new Map((await repository.listWallets(input.userId, t)).map((w) => [w.address, w]));
        const signedBy = async (row: ClaimNonceRow) => {
          const wallet = linked.get(row.walletAddress);
          return wallet ? checkClaimSignature(row, input.signature as Hex, wallet.isContract) : false;
        };
        // Without a nonce, several terms may share the deadline: the signature says which it is over
        // (when it is over none, the refusal is about the first one still open).
        let row = candidates.find((c) => !c.usedAt) ?? candidates[0]!;
        if (candidates.length > 1)
          for (const candidate of candidates)
            if (await signedBy(candidate)) {
              row = candidate;
              break;
            }
        if (row.usedAt) throw new AppError('CLAIM_FAILED', { details: { reason: 'nonce_used' } });
        if (row.chainId !== input.chainId || !chains.isConfigured(input.chainId))
          throw new AppError('TRANSACTION_FAILED', {
            details: { reason: 'wrong_chain', chainId: input.chainId },
          });
        if (row.deadline <= now) throw new AppError('CLAIM_UNSUCCESSFUL', { details: { reason: 'expired' } });
        if (BigInt(row.amount) !== amount || row.currency !== input.currency)
          throw new AppError('CLAIM_TRANSACTION_FAILED', { details: { reason: 'terms_mismatch' } });
        const wallet = linked.get(row.walletAddress);
        if (!wallet)
          throw new AppError('CLAIM_TRANSACTION_FAILED', { details: { reason: 'signer_not_linked' } });
        if (!(await signedBy(row)))
          throw new AppError('CLAIM_TRANSACTION_FAILED', { details: { reason: 'signature_mismatch' } });
        await repository.markClaimNonceUsed(t, row.id, now);
        return { walletAddress: wallet.address as Address, chainId: row.chainId, nonce: row.nonce };
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * The campaigns module's ClaimSignaturePort: assertClaimSignature in the caller's transaction
     * when it gives one (so the nonce is used only if the claim commits), its refusal as a result.
     */
    async verifyClaim(tx: DbOrTx, input: ClaimSignatureCheck): Promise<ClaimSignatureResult> {
      if (input.expectedChainId !== null && input.chainId !== input.expectedChainId)
        return { ok: false, reason: 'WRONG_CHAIN' };
      if ((await repository.listWallets(input.userId, tx)).length === 0)
        return { ok: false, reason: 'NO_WALLET' };
      const claim: VerifyClaimInput = {
        userId: input.userId,
        campaignId: input.campaignId,
        amount: input.amount,
        currency: input.currency,
        chainId: input.chainId,
        deadline: input.deadline,
        signature: input.signature,
        now: input.now,
      };
      try {
        const verified = await ('rollback' in tx
          ? service.assertClaimSignature(claim, tx)
          : service.assertClaimSignature(claim));
        return { ok: true, signer: verified.walletAddress };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const reason = (error.details as { reason?: string } | undefined)?.reason;
        const refusal = reason ? REFUSAL_BY_REASON[reason] : undefined;
        if (!refusal) throw error;
        return { ok: false, reason: refusal, message: error.message };
      }
    },

    /** Drops sign-in nonces and claim terms expired for a day (a job). */
    purgeExpired: () => repository.purgeExpired(new Date(clock.now().getTime() - 24 * 60 * 60_000)),
  };
  return service;

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
}

export type EvmWalletsService = ReturnType<typeof createEvmWalletsService>;
