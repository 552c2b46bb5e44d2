import type { FastifyInstance } from 'fastify';
import {
  adminAwardEarning,
  collectAllEarnings,
  collectEarning,
  getEarningsAggregate,
  getEarningsTaxInfo,
  listEarnings,
} from '@kp/contract/earnings';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { EarningsService } from './earnings.service';

// The user routes take the user from the access token only: an earning id of another user is
// not found, the same as an unknown one.
export function earningsRoutes(app: FastifyInstance, service: EarningsService, idempotency: Idempotency) {
  registerRoute(app, listEarnings, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.list(request.auth!.userId, query),
  }));
  registerRoute(app, getEarningsAggregate, async ({ request }) => ({
    statusCode: 200,
    data: await service.aggregate(request.auth!.userId),
  }));
  registerRoute(app, getEarningsTaxInfo, async ({ request }) => ({
    statusCode: 200,
    data: await service.taxInfo(request.auth!.userId),
  }));
  registerRoute(app, collectEarning, async ({ params, request, reply }) => ({
    statusCode: 200,
    data: await service.collect(request.auth!.userId, params.earningId, (work) =>
      idempotency.run(request, reply, work),
    ),
  }));
  registerRoute(app, collectAllEarnings, async ({ request, reply }) => {
    const collection = await service.collectAll(request.auth!.userId, (work) =>
      idempotency.run(request, reply, work, { status: 202 }),
    );
    // 202 while some of the batch is still being paid out (the page follows it), 200 once done.
    const statusCode = collection.distributing > 0 ? 202 : 200;
    reply.code(statusCode);
    return { statusCode, data: collection };
  });
  registerRoute(app, adminAwardEarning, ({ body, request, reply }) =>
    idempotency.run(
      request,
      reply,
      async (tx) => ({
        statusCode: 201,
        data: await service.awardFromRequest(tx, request.auth!.userId, body),
      }),
      { status: 201 },
    ),
  );
}
