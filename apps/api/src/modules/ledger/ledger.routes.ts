import type { FastifyInstance } from 'fastify';
import {
  adminCreateLedgerCorrection,
  adminCreateLedgerGrant,
  getTokenBalance,
  getWalletBalances,
  listTransactions,
} from '@kp/contract/ledger';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute } from '../../platform/route';
import type { LedgerService } from './ledger.service';

// The user routes read the token's user only: there is no user id to pass, so nobody reads another's money.
export function ledgerRoutes(app: FastifyInstance, service: LedgerService) {
  registerRoute(app, getWalletBalances, async ({ userId }) => ({
    balances: await service.getWalletBalances(userId),
  }));
  registerRoute(app, getTokenBalance, ({ userId }) => service.getTokenBalance(userId));
  // A note names its cause's title (a voucher's, a campaign's, a quest's): in the reader's language.
  registerRoute(app, listTransactions, (ctx) =>
    answerInReaderLanguage(ctx, (reader) => service.listTransactions(ctx.userId, ctx.query, reader)),
  );
  registerRoute(app, adminCreateLedgerGrant, ({ body, userId, once }) =>
    service.grantFromRequest(userId, body, once),
  );
  registerRoute(app, adminCreateLedgerCorrection, ({ body, userId, once }) =>
    service.correctionFromRequest(userId, body, once),
  );
}
