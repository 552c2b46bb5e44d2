import type { FastifyInstance } from 'fastify';
import {
  adminAwardEarning,
  collectAllEarnings,
  collectEarning,
  getEarningsAggregate,
  getEarningsTaxInfo,
  listEarnings,
} from '@kp/contract/earnings';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute, withStatus } from '../../platform/route';
import type { EarningsService } from './earnings.service';

// The user routes take the user from the access token only: an earning id of another user is
// not found, the same as an unknown one.
export function earningsRoutes(app: FastifyInstance, service: EarningsService) {
  // An earning of a quest is called by the quest's and stage's words: in the reader's language.
  registerRoute(app, listEarnings, (ctx) =>
    answerInReaderLanguage(ctx, (reader) => service.list(ctx.userId, ctx.query, reader)),
  );
  registerRoute(app, getEarningsAggregate, ({ userId }) => service.aggregate(userId));
  registerRoute(app, getEarningsTaxInfo, ({ userId }) => service.taxInfo(userId));
  registerRoute(app, collectEarning, (ctx) =>
    answerInReaderLanguage(ctx, (reader) =>
      service.collect(ctx.userId, ctx.params.earningId, ctx.once, reader),
    ),
  );
  registerRoute(app, collectAllEarnings, async (ctx) => {
    const collection = await answerInReaderLanguage(ctx, (reader) =>
      service.collectAll(ctx.userId, ctx.once, reader),
    );
    // 202 while some of the batch is still being paid out (the page follows it), 200 once done.
    return withStatus(collection.distributing > 0 ? 202 : 200, collection);
  });
  registerRoute(app, adminAwardEarning, ({ body, userId, once }) =>
    service.awardFromRequest(userId, body, once),
  );
}
