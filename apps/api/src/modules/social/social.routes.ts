import type { FastifyInstance } from 'fastify';
import {
  authenticateSocial,
  connectSteam,
  disconnectSocial,
  getSocialAuthUrl,
  getSocialStatus,
  getSteamConnectUrl,
  linkTelegram,
} from '@kp/contract/social';
import { registerRoute } from '../../platform/route';
import type { SocialService } from './social.service';

// Every call acts for the signed-in user: the link goes to the account that started it.
export function socialRoutes(app: FastifyInstance, service: SocialService) {
  registerRoute(app, getSocialAuthUrl, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.authorizationUrl(request.auth!.userId, query),
  }));
  registerRoute(app, authenticateSocial, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.authenticate(request.auth!.userId, body),
  }));
  registerRoute(app, getSteamConnectUrl, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.steamAuthorizationUrl(request.auth!.userId, query),
  }));
  registerRoute(app, connectSteam, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.connectSteam(request.auth!.userId, body),
  }));
  registerRoute(app, linkTelegram, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.linkTelegram(request.auth!.userId, body),
  }));
  registerRoute(app, getSocialStatus, async ({ request }) => ({
    statusCode: 200,
    data: await service.status(request.auth!.userId),
  }));
  registerRoute(app, disconnectSocial, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.disconnect(request.auth!.userId, body.provider),
  }));
}
