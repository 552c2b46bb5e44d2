import type { FastifyInstance } from 'fastify';
import {
  adminCreateThirdPartyClient,
  adminDisableThirdPartyClient,
  adminListThirdPartyClients,
  adminRotateThirdPartyClientSecret,
  exchangeThirdPartyCode,
  getThirdPartyRedirectUrl,
  submitGameReport,
} from '@kp/contract/third-party';
import { REPORT_HEADERS } from '@kp/domain/third-party';
import { registerRoute } from '../../platform/route';
import type { ThirdPartyService } from './third-party.service';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

// The redirect takes the user from the access token; the exchange authenticates the game's server
// by its client secret and the reports by their signature; the registry is admins' only.
export function thirdPartyRoutes(app: FastifyInstance, service: ThirdPartyService) {
  registerRoute(app, getThirdPartyRedirectUrl, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.redirectUrl(request.auth!.userId, query.clientId, {
      questId: query.questId,
      tournamentId: query.tournamentId,
    }),
  }));
  registerRoute(app, exchangeThirdPartyCode, async ({ body }) => ({
    statusCode: 200,
    data: await service.exchange(body),
  }));
  registerRoute(app, submitGameReport, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.report(
      {
        clientId: header(request.headers[REPORT_HEADERS.clientId]),
        timestamp: header(request.headers[REPORT_HEADERS.timestamp]),
        signature: header(request.headers[REPORT_HEADERS.signature]),
      },
      body,
    ),
  }));

  registerRoute(app, adminListThirdPartyClients, async () => ({
    statusCode: 200,
    data: await service.listClients(),
  }));
  registerRoute(
    app,
    adminCreateThirdPartyClient,
    async ({ body, reply }) => {
      reply.header('cache-control', 'no-store');
      return { statusCode: 201, data: await service.createClient(body) };
    },
    { status: 201 },
  );
  registerRoute(app, adminRotateThirdPartyClientSecret, async ({ params, reply }) => {
    reply.header('cache-control', 'no-store');
    return { statusCode: 200, data: await service.rotateSecret(params.id) };
  });
  registerRoute(app, adminDisableThirdPartyClient, async ({ params }) => ({
    statusCode: 200,
    data: await service.disableClient(params.id),
  }));
}
