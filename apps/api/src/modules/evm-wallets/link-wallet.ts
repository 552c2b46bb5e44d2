import { getAddress, type Address, type Hex } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import type { EvmWalletList } from '@kp/contract/evm-wallets';
import { AppError } from '@kp/domain/errors';
import { MAX_EVM_WALLETS_PER_USER, SIWE_NONCE_TTL_MS, SIWE_STATEMENT } from '@kp/domain/evm-wallets';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import { toIso } from './evm-wallets-deps';
import type { EvmWalletsContext } from './evm-wallets-context';

/** Linking a wallet by Sign-In with Ethereum (EIP-4361), choosing the primary one, unlinking. */
export function createLinkWallet(ctx: EvmWalletsContext) {
  const { db, repository, clock, domain, uri, assertChainAllowed, walletList, checkMessageSignature } = ctx;

  return {
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
  };
}
