import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { installationKeyring } from '../../platform/sealing';
import { createWalletRepository } from './wallet.repository';
import { walletRoutes } from './wallet.routes';
import { createWalletService, type WalletService } from './wallet.service';

/** The custodial wallet module: every new account gets its wallet in the creating transaction. */
export function registerWallet(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock' | 'secrets' | 'lifecycle'>,
): { service: WalletService } {
  const service = createWalletService({
    repository: createWalletRepository(deps.db),
    keyring: installationKeyring(deps.secrets.walletKey, deps.config.WALLET_ENCRYPTION_KEY),
    clock: deps.clock,
    log: app.log,
  });
  deps.lifecycle.on('created', async (userId, tx) => {
    await service.ensureWallet(userId, tx);
  });
  walletRoutes(app, service);
  return { service };
}
