import type { ClaimSignatureResult } from '../campaigns/campaigns.service';
import { randomBytes } from 'node:crypto';
import { getAddress, type Address, type Hex } from 'viem';
import type { ClaimTypedData } from '@kp/contract/evm-wallets';
import { parseAmount } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import { CLAIM_SIGNATURE_TTL_MS } from '@kp/domain/evm-wallets';
import type { DbOrTx, Tx } from '../../db/client';
import type { ClaimNonceRow, EvmWalletRow } from './evm-wallets.repository';
import {
  type VerifyClaimInput,
  type VerifiedClaim,
  type ClaimSignatureCheck,
  REFUSAL_BY_REASON,
  toIso,
  toBigInt,
} from './evm-wallets-deps';
import type { EvmWalletsContext } from './evm-wallets-context';

/** Reward claims signed by a linked wallet (EIP-712): the typed data to sign, and its check. */
export function createClaimSignatures(ctx: EvmWalletsContext) {
  const {
    deps,
    db,
    repository,
    chains,
    clock,
    assertChainAllowed,
    claimTypedData,
    checkClaimSignature,
    minorUnits,
    candidateTerms,
  } = ctx;

  const claims = {
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
          ? claims.assertClaimSignature(claim, tx)
          : claims.assertClaimSignature(claim));
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
  return claims;
}
