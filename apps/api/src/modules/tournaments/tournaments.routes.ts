import type { FastifyInstance } from 'fastify';
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
import { optionalCallerOf } from '../../platform/auth-guard';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { TournamentsService } from './tournaments.service';

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
    data: await service.listParticipants(params.id, await optionalCallerOf(app, request, reply), query),
  }));
  registerRoute(app, getTournament, async ({ params, request, reply }) => ({
    statusCode: 200,
    data: await service.getTournament(params.id, await optionalCallerOf(app, request, reply)),
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
