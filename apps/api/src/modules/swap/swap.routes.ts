import type { FastifyInstance } from 'fastify';
import { createSwap, getSwapDeductions, listSwapChains } from '@kp/contract/swap';
import { registerRoute } from '../../platform/route';
import type { SwapService } from './swap.service';

export function swapRoutes(app: FastifyInstance, service: SwapService) {
  registerRoute(app, listSwapChains, () => ({ chains: service.listChains() }));
  registerRoute(app, getSwapDeductions, ({ query }) => service.getDeductions(query.amount));
  // The token decides whose USDT is swapped: there is no user id to pass.
  registerRoute(app, createSwap, ({ body, userId, once }) => service.createSwap(userId, body, once));
}
