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
  registerRoute(app, getThirdPartyRedirectUrl, ({ query, userId }) =>
    service.redirectUrl(userId, query.clientId, {
      questId: query.questId,
      tournamentId: query.tournamentId,
    }),
  );
  registerRoute(app, exchangeThirdPartyCode, ({ body }) => service.exchange(body));
  registerRoute(app, submitGameReport, ({ body, request }) =>
    service.report(
      {
        clientId: header(request.headers[REPORT_HEADERS.clientId]),
        timestamp: header(request.headers[REPORT_HEADERS.timestamp]),
        signature: header(request.headers[REPORT_HEADERS.signature]),
      },
      body,
    ),
  );

  registerRoute(app, adminListThirdPartyClients, () => service.listClients());
  registerRoute(app, adminCreateThirdPartyClient, ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.createClient(body);
  });
  registerRoute(app, adminRotateThirdPartyClientSecret, ({ params, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.rotateSecret(params.id);
  });
  registerRoute(app, adminDisableThirdPartyClient, ({ params }) => service.disableClient(params.id));
}
