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
  registerRoute(app, getSocialAuthUrl, ({ query, userId }) => service.authorizationUrl(userId, query));
  registerRoute(app, authenticateSocial, ({ body, userId }) => service.authenticate(userId, body));
  registerRoute(app, getSteamConnectUrl, ({ query, userId }) => service.steamAuthorizationUrl(userId, query));
  registerRoute(app, connectSteam, ({ body, userId }) => service.connectSteam(userId, body));
  registerRoute(app, linkTelegram, ({ body, userId }) => service.linkTelegram(userId, body));
  registerRoute(app, getSocialStatus, ({ userId }) => service.status(userId));
  registerRoute(app, disconnectSocial, ({ body, userId }) => service.disconnect(userId, body.provider));
}
