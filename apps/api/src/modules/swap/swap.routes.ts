import type { FastifyInstance } from 'fastify';
import { createSwap, getSwapDeductions, listSwapChains } from '@kp/contract/swap';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { SwapService } from './swap.service';

export function swapRoutes(app: FastifyInstance, service: SwapService, idempotency: Idempotency) {
  registerRoute(app, listSwapChains, () => ({ statusCode: 200, data: { chains: service.listChains() } }));
  registerRoute(app, getSwapDeductions, ({ query }) => ({
    statusCode: 200,
    data: service.getDeductions(query.amount),
  }));
  // The token decides whose USDT is swapped: there is no user id to pass.
  registerRoute(app, createSwap, ({ body, request, reply }) =>
    idempotency.run(
      request,
      reply,
      async (tx) => ({ statusCode: 201, data: await service.createSwap(tx, request.auth!.userId, body) }),
      { status: 201 },
    ),
  );
}
