import type { FastifyInstance } from 'fastify';
import { getMyProfile } from '@kp/contract/auth';
import { registerRoute } from '../../platform/route';
import { toSessionUser, type UsersService } from './users.service';

export function usersRoutes(app: FastifyInstance, service: UsersService) {
  registerRoute(app, getMyProfile, async ({ request }) => ({
    statusCode: 200,
    data: toSessionUser(await service.getUser(request.auth!.userId)),
  }));
}
