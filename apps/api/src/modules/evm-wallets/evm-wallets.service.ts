import { createClaimSignatures } from './claim-signatures';
import { createEvmWalletsContext } from './evm-wallets-context';
import type { EvmWalletsServiceDeps } from './evm-wallets-deps';
import { createLinkWallet } from './link-wallet';
import { createListWallets } from './list-wallets';

export type {
  ClaimRefusal,
  ClaimSignatureCheck,
  ClaimTermsPort,
  EvmWalletsServiceDeps,
  VerifiedClaim,
  VerifyClaimInput,
} from './evm-wallets-deps';

/** Users' EVM wallets, one use case per file beside this one, composed into one service. */
export function createEvmWalletsService(deps: EvmWalletsServiceDeps) {
  const ctx = createEvmWalletsContext(deps);
  return {
    ...createListWallets(ctx),
    ...createLinkWallet(ctx),
    ...createClaimSignatures(ctx),
  };
}

export type EvmWalletsService = ReturnType<typeof createEvmWalletsService>;
