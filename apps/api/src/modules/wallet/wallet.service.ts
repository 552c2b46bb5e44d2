import { bytesToHex, getAddress, hexToBytes, type Address, type LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { UserWallet, WalletApprovalStatus } from '@kp/contract/wallet';
import { AppError } from '@kp/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { openSecret, sealSecret, type Keyring } from '../../platform/sealing';
import type { WalletRepository, WalletRow } from './wallet.repository';

/** A custodial wallet without its key: what other modules and the routes get. */
export type Wallet = { userId: string; address: Address; keyVersion: number; createdAt: Date };

function toWallet(row: WalletRow): Wallet {
  return {
    userId: row.userId,
    address: getAddress(row.address),
    keyVersion: row.keyVersion,
    createdAt: row.createdAt,
  };
}

/** The wire shape of a wallet. */
export function toUserWallet(wallet: Wallet): UserWallet {
  return {
    address: wallet.address,
    chain: 'evm',
    kind: 'custodial',
    createdAt: wallet.createdAt.toISOString(),
  };
}

/** What a sealed key is bound to: it opens only on the wallet row it was made for. */
export function sealContext(address: Address): string {
  return `user_wallets:${address}`;
}

export function createWalletService(deps: {
  repository: WalletRepository;
  keyring: Keyring;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, keyring, clock, log } = deps;

  /** The signer of a stored key; throws when the key does not open or is not the address's key. */
  function accountOf(row: WalletRow): LocalAccount {
    const address = getAddress(row.address);
    const privateKey = openSecret(
      { keyVersion: row.keyVersion, ciphertext: row.encryptedPrivateKey },
      keyring,
      sealContext(address),
    );
    const account = privateKeyToAccount(bytesToHex(privateKey));
    if (account.address !== address) throw new Error(`the stored key of wallet ${address} is not its key`);
    return account;
  }

  async function findWallet(userId: string, tx?: DbOrTx): Promise<Wallet | null> {
    const row = await repository.findByUserId(userId, tx);
    return row ? toWallet(row) : null;
  }

  async function getRow(userId: string): Promise<WalletRow> {
    const row = await repository.findByUserId(userId);
    if (!row) throw new AppError('WALLET_NOT_FOUND');
    return row;
  }

  return {
    /**
     * The account's wallet, made (a new key, sealed) when it has none. Runs in the caller's
     * transaction, so a sign-up that fails leaves no wallet; calls at the same moment make one.
     */
    async ensureWallet(userId: string, tx?: DbOrTx): Promise<Wallet> {
      const existing = await findWallet(userId, tx);
      if (existing) return existing;
      const privateKey = generatePrivateKey();
      const { address } = privateKeyToAccount(privateKey);
      const sealed = sealSecret(hexToBytes(privateKey), keyring, sealContext(address));
      const created = await repository.insertIfAbsent(
        {
          userId,
          address,
          encryptedPrivateKey: sealed.ciphertext,
          keyVersion: sealed.keyVersion,
          createdAt: clock.now(),
        },
        tx,
      );
      if (created) return toWallet(created);
      // Another call made the wallet between our look and our insert: theirs stands.
      const winner = await findWallet(userId, tx);
      if (!winner) throw new Error('wallet vanished between insert and select');
      return winner;
    },
    /** The account's wallet, or null (accounts made before wallets have none). */
    findWallet,
    /** The account's wallet; WALLET_NOT_FOUND without one. */
    async getWallet(userId: string): Promise<Wallet> {
      return toWallet(await getRow(userId));
    },
    /** Refuses (WALLET_NOT_FOUND) an account without a wallet: for calls that need one. */
    async assertHasWallet(userId: string): Promise<void> {
      await getRow(userId);
    },
    /** The account's wallets as the wallet screens show them. */
    async listWallets(userId: string): Promise<UserWallet[]> {
      const wallet = await findWallet(userId);
      return wallet ? [toUserWallet(wallet)] : [];
    },
    /** Custodial wallets are approved when they are made; `none` without a wallet. */
    async approvalStatus(userId: string): Promise<WalletApprovalStatus> {
      return (await findWallet(userId)) ? 'approved' : 'none';
    },
    /** Whether the account has a wallet whose stored key opens and is the key of its address. */
    async isVerified(userId: string): Promise<boolean> {
      const row = await repository.findByUserId(userId);
      if (!row) return false;
      try {
        accountOf(row);
        return true;
      } catch (error) {
        // Most likely the operator's keys changed (WALLET_ENCRYPTION_KEY, or AUTH_SECRET it derives from).
        log?.error({ userId, keyVersion: row.keyVersion, err: error }, 'a stored wallet key does not open');
        return false;
      }
    },
    /**
     * A signer for the account's wallet (for the money and campaign modules). The key stays in
     * the returned account's closure: never log, return or store it.
     */
    async signerFor(userId: string): Promise<LocalAccount> {
      return accountOf(await getRow(userId));
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
