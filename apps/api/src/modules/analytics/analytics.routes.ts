import type { FastifyInstance } from 'fastify';
import { postAnalyticsEvents } from '@kp/contract';
import { registerRoute } from '../../platform/route';
import type { AnalyticsService } from './analytics.service';

export function analyticsRoutes(app: FastifyInstance, service: AnalyticsService) {
  registerRoute(app, postAnalyticsEvents, ({ body }) => service.recordEvents(body.events));
}
