import type { FastifyInstance } from 'fastify';
import type { CurrencyRegistry } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import type { Address } from 'viem';
import { publicBaseUrl, type Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import { createEvmChains } from '../../providers/evm/evm-chains';
import { createEvmWalletsRepository } from './evm-wallets.repository';
import { evmWalletsRoutes } from './evm-wallets.routes';
import { createEvmWalletsService, type ClaimTermsPort, type EvmWalletsService } from './evm-wallets.service';

/**
 * Builds the EVM wallets module from the config (EVM_CHAINS, PUBLIC_URL), registers its routes and
 * answers what the other modules take from it: the service (hasLinkedWallet, verifyClaim: the
 * campaigns module's claim-signature port; listWalletAddresses and chains: the wallet task
 * validators) and its job.
 */
export function registerEvmWallets(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    currencies: CurrencyRegistry;
  },
): {
  service: EvmWalletsService;
  /** Connects the campaigns module's terms of a claim (that module is made after this one). */
  connectClaimTerms(port: ClaimTermsPort): void;
  jobs: Job[];
} {
  const { config } = deps;
  let claimTerms: ClaimTermsPort | null = null;
  const chains = createEvmChains(config.EVM_CHAINS, { timeoutMs: config.EVM_RPC_TIMEOUT_MS });
  const service = createEvmWalletsService({
    db: deps.db,
    repository: createEvmWalletsRepository(deps.db),
    chains,
    clock: deps.clock,
    publicUrl: publicBaseUrl(config),
    claimVerifyingContract: config.EVM_CLAIM_VERIFYING_CONTRACT as Address | undefined,
    claimTerms: (userId, campaignId) => {
      if (!claimTerms) throw new AppError('SERVICE_UNAVAILABLE', { variant: 'claim_signatures_unavailable' });
      return claimTerms(userId, campaignId);
    },
    currencies: deps.currencies,
  });
  evmWalletsRoutes(app, service);
  if (chains.chainIds.length === 0)
    app.log.info('EVM_CHAINS is empty: wallets cannot be linked and wallet tasks cannot be checked');
  return {
    service,
    connectClaimTerms: (port) => {
      claimTerms = port;
    },
    jobs: [{ name: 'evm-wallet-nonces', everyMs: 60 * 60_000, run: () => service.purgeExpired() }],
  };
}
