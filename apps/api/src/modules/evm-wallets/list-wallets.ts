import type { Address } from 'viem';
import type { EvmWalletsContext } from './evm-wallets-context';

/** A user's linked wallets, as the profile and the wallet task validators read them. */
export function createListWallets(ctx: EvmWalletsContext) {
  const { repository, chains, walletList } = ctx;

  return {
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
  };
}
