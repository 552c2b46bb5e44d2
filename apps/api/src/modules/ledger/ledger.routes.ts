import type { FastifyInstance } from 'fastify';
import {
  adminCreateLedgerCorrection,
  adminCreateLedgerGrant,
  getTokenBalance,
  getWalletBalances,
  listTransactions,
} from '@kp/contract/ledger';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { LedgerService } from './ledger.service';

// The user routes read the token's user only: there is no user id to pass, so nobody reads another's money.
export function ledgerRoutes(app: FastifyInstance, service: LedgerService, idempotency: Idempotency) {
  registerRoute(app, getWalletBalances, async ({ request }) => ({
    statusCode: 200,
    data: { balances: await service.getWalletBalances(request.auth!.userId) },
  }));
  registerRoute(app, getTokenBalance, async ({ request }) => ({
    statusCode: 200,
    data: await service.getTokenBalance(request.auth!.userId),
  }));
  registerRoute(app, listTransactions, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.listTransactions(request.auth!.userId, query),
  }));
  registerRoute(app, adminCreateLedgerGrant, ({ body, request, reply }) =>
    idempotency.run(
      request,
      reply,
      async (tx) => ({
        statusCode: 201,
        data: await service.grantFromRequest(tx, request.auth!.userId, body),
      }),
      { status: 201 },
    ),
  );
  registerRoute(app, adminCreateLedgerCorrection, ({ body, request, reply }) =>
    idempotency.run(
      request,
      reply,
      async (tx) => ({
        statusCode: 201,
        data: await service.correctionFromRequest(tx, request.auth!.userId, body),
      }),
      { status: 201 },
    ),
  );
}
