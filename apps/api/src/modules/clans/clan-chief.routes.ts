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
  registerRoute(app, getMyClanChiefApplication, async ({ request }) => ({
    statusCode: 200,
    data: { application: await service.findMyApplication(request.auth!.userId) },
  }));
  registerRoute(
    app,
    submitClanChiefApplication,
    async ({ body, request }) => ({
      statusCode: 201,
      data: await service.submit(request.auth!.userId, body),
    }),
    { status: 201 },
  );
  registerRoute(app, adminListClanChiefApplications, async ({ query }) => ({
    statusCode: 200,
    data: await service.listForAdmin(query),
  }));
  registerRoute(app, adminDecideClanChiefApplication, async ({ body, params, request }) => ({
    statusCode: 200,
    data: await service.decide(request.auth!.userId, params.id, body),
  }));
}
