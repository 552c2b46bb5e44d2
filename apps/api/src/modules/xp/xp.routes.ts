import type { FastifyInstance } from 'fastify';
import { checkIn, getMyProgress } from '@kp/contract/progression';
import { registerRoute } from '../../platform/route';
import type { XpService } from './xp.service';

// Both routes take no user id: each reads and writes the token's own user only.
export function xpRoutes(app: FastifyInstance, service: XpService) {
  registerRoute(app, checkIn, ({ body, userId }) => service.checkIn(userId, body));
  registerRoute(app, getMyProgress, ({ userId }) => service.getProgress(userId));
}
