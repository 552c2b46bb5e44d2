import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

type Features = Parameters<typeof healthRoutes>[2];

/** The health check, which also tells the web which optional features are on here. */
export function registerHealth(
  app: FastifyInstance,
  deps: { database: Pick<Database, 'db' | 'kind'>; features: Features },
): void {
  healthRoutes(app, createHealthService(deps.database), deps.features);
}
