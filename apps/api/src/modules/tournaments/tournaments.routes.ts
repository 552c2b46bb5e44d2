import type { FastifyInstance } from 'fastify';
import {
  adminConcludeTournament,
  adminCreateTournament,
  adminUpdateTournament,
  getTournament,
  joinTournament,
} from '@kp/contract/tournaments';
import { optionalCallerOf } from '../../platform/auth-guard';
import { registerRoute } from '../../platform/route';
import type { TournamentsService } from './tournaments.service';

export function tournamentsRoutes(app: FastifyInstance, service: TournamentsService) {
  registerRoute(app, getTournament, async ({ params, request, reply }) =>
    service.getTournament(params.id, await optionalCallerOf(app, request, reply)),
  );
  // The token decides who joins; the key makes a retried join one join and one fee.
  registerRoute(app, joinTournament, ({ params, userId, once }) => service.join(userId, params.id, once));

  registerRoute(app, adminCreateTournament, ({ body }) => service.adminCreate(body));
  registerRoute(app, adminUpdateTournament, ({ params, body }) => service.adminUpdate(params.id, body));
  registerRoute(app, adminConcludeTournament, ({ params }) => service.adminConclude(params.id));
}
