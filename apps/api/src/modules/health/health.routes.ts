import type { FastifyInstance } from 'fastify';
import { getHealth } from '@kp/contract';
import { registerRoute } from '../../platform/route';
import type { HealthService } from './health.service';

export function healthRoutes(app: FastifyInstance, service: HealthService) {
  registerRoute(app, getHealth, () => service.check());
}
