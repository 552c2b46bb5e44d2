import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';

/** The analytics events the web reports. */
export function registerAnalytics(app: FastifyInstance, deps: Pick<ModuleContext, 'db' | 'clock'>): void {
  analyticsRoutes(app, createAnalyticsService(createAnalyticsRepository(deps.db), deps.clock));
}
