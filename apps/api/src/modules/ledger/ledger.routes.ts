import type { FastifyInstance } from 'fastify';
import {
  adminCreateLedgerCorrection,
  adminCreateLedgerGrant,
  getTokenBalance,
  getWalletBalances,
  listTransactions,
} from '@kp/contract/ledger';
import { registerRoute } from '../../platform/route';
import type { LedgerService } from './ledger.service';

// The user routes read the token's user only: there is no user id to pass, so nobody reads another's money.
export function ledgerRoutes(app: FastifyInstance, service: LedgerService) {
  registerRoute(app, getWalletBalances, async ({ userId }) => ({
    balances: await service.getWalletBalances(userId),
  }));
  registerRoute(app, getTokenBalance, ({ userId }) => service.getTokenBalance(userId));
  registerRoute(app, listTransactions, ({ query, userId }) => service.listTransactions(userId, query));
  registerRoute(app, adminCreateLedgerGrant, ({ body, userId, once }) =>
    service.grantFromRequest(userId, body, once),
  );
  registerRoute(app, adminCreateLedgerCorrection, ({ body, userId, once }) =>
    service.correctionFromRequest(userId, body, once),
  );
}
