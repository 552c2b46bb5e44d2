import type { FastifyInstance } from 'fastify';
import { getFeatures, getHealth, type Features } from '@kp/contract';
import { registerRoute } from '../../platform/route';
import type { HealthService } from './health.service';

export function healthRoutes(app: FastifyInstance, service: HealthService, features: Features) {
  registerRoute(app, getHealth, () => service.check());
  registerRoute(app, getFeatures, () => features);
}
