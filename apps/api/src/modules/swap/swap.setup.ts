import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { createSwapRepository } from './swap.repository';
import { swapRoutes } from './swap.routes';
import { createSwapService } from './swap.service';

type ServiceDeps = Parameters<typeof createSwapService>[0];

/** Swapping K-Cash for USDT at the configured fee and minimum. */
export function registerSwap(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock'> & { ledger: ServiceDeps['ledger'] },
): void {
  const { config } = deps;
  const service = createSwapService({
    repository: createSwapRepository(deps.db),
    ledger: deps.ledger,
    clock: deps.clock,
    rules: { feeBps: config.SWAP_FEE_BPS, minimumUsdt: config.SWAP_MIN_USDT },
    chainIds: config.SWAP_CHAIN_IDS,
  });
  swapRoutes(app, service);
}
