import type { FastifyInstance } from 'fastify';
import {
  adminDecideClanChiefApplication,
  adminListClanChiefApplications,
  getMyClanChiefApplication,
  submitClanChiefApplication,
} from '@kp/contract/clan-chief';
import { registerRoute } from '../../platform/route';
import type { ClanChiefService } from './clan-chief.service';

// The user routes take no application id: each reads and writes the token's own user only.
export function clanChiefRoutes(app: FastifyInstance, service: ClanChiefService) {
  registerRoute(app, getMyClanChiefApplication, async ({ userId }) => ({
    application: await service.findMyApplication(userId),
  }));
  registerRoute(app, submitClanChiefApplication, ({ body, userId }) => service.submit(userId, body));
  registerRoute(app, adminListClanChiefApplications, ({ query }) => service.listForAdmin(query));
  registerRoute(app, adminDecideClanChiefApplication, ({ body, params, userId }) =>
    service.decide(userId, params.id, body),
  );
}
