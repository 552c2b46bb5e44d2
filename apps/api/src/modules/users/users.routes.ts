import type { FastifyInstance } from 'fastify';
import { getMyProfile } from '@kp/contract/users';
import { registerRoute } from '../../platform/route';
import type { UsersService } from './users.service';

export function usersRoutes(app: FastifyInstance, service: UsersService) {
  registerRoute(app, getMyProfile, async ({ request }) => ({
    statusCode: 200,
    data: await service.getProfile(request.auth!.userId),
  }));
}
