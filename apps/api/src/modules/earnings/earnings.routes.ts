import type { FastifyInstance } from 'fastify';
import {
  adminAwardEarning,
  collectAllEarnings,
  collectEarning,
  getEarningsAggregate,
  getEarningsTaxInfo,
  listEarnings,
} from '@kp/contract/earnings';
import { registerRoute, withStatus } from '../../platform/route';
import type { EarningsService } from './earnings.service';

// The user routes take the user from the access token only: an earning id of another user is
// not found, the same as an unknown one.
export function earningsRoutes(app: FastifyInstance, service: EarningsService) {
  registerRoute(app, listEarnings, ({ query, userId }) => service.list(userId, query));
  registerRoute(app, getEarningsAggregate, ({ userId }) => service.aggregate(userId));
  registerRoute(app, getEarningsTaxInfo, ({ userId }) => service.taxInfo(userId));
  registerRoute(app, collectEarning, ({ params, userId, once }) =>
    service.collect(userId, params.earningId, once),
  );
  registerRoute(app, collectAllEarnings, async ({ userId, once }) => {
    const collection = await service.collectAll(userId, once);
    // 202 while some of the batch is still being paid out (the page follows it), 200 once done.
    return withStatus(collection.distributing > 0 ? 202 : 200, collection);
  });
  registerRoute(app, adminAwardEarning, ({ body, userId, once }) =>
    service.awardFromRequest(userId, body, once),
  );
}
