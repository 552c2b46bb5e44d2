import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminConcludeTournament,
  adminCreateTournament,
  adminUpdateTournament,
  getTournament,
  joinTournament,
  listLeaderboardParticipants,
  listLeaderboards,
  listLeaderboardsByStatus,
} from '@kp/contract/tournaments';
import { COOKIE_KEYS } from '@kp/domain/storage-keys';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { TournamentsService } from './tournaments.service';

/**
 * The signed-in caller of a public read, or null when no token came: a read that shows the
 * caller's side (joined, rank) works signed out too. A token that came and fails is a 401, as on
 * any route, so the web renews it rather than showing a signed-in user as a stranger.
 */
async function callerOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.authorization && !request.cookies[COOKIE_KEYS.accessToken]) return null;
  await app.authorize('user').call(app, request, reply);
  return request.auth?.userId ?? null;
}

export function tournamentsRoutes(
  app: FastifyInstance,
  service: TournamentsService,
  idempotency: Idempotency,
) {
  registerRoute(app, listLeaderboards, async ({ query }) => ({
    statusCode: 200,
    data: await service.listByType(query),
  }));
  registerRoute(app, listLeaderboardsByStatus, async ({ query }) => ({
    statusCode: 200,
    data: await service.listByStatus(query),
  }));
  registerRoute(app, listLeaderboardParticipants, async ({ params, query, request, reply }) => ({
    statusCode: 200,
    data: await service.listParticipants(params.id, await callerOf(app, request, reply), query),
  }));
  registerRoute(app, getTournament, async ({ params, request, reply }) => ({
    statusCode: 200,
    data: await service.getTournament(params.id, await callerOf(app, request, reply)),
  }));
  // The token decides who joins; the key makes a retried join one join and one fee.
  registerRoute(app, joinTournament, ({ params, request, reply }) =>
    service
      .join(request.auth!.userId, params.id, (work) => idempotency.run(request, reply, work, { status: 201 }))
      .then((data) => ({ statusCode: 201, data })),
  );

  registerRoute(
    app,
    adminCreateTournament,
    async ({ body }) => ({ statusCode: 201, data: await service.adminCreate(body) }),
    { status: 201 },
  );
  registerRoute(app, adminUpdateTournament, async ({ params, body }) => ({
    statusCode: 200,
    data: await service.adminUpdate(params.id, body),
  }));
  registerRoute(app, adminConcludeTournament, async ({ params }) => ({
    statusCode: 200,
    data: await service.adminConclude(params.id),
  }));
}
