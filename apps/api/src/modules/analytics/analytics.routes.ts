import type { FastifyInstance } from 'fastify';
import { postAnalyticsEvents } from '@kp/contract';
import { registerRoute } from '../../platform/route';
import type { AnalyticsService } from './analytics.service';

export function analyticsRoutes(app: FastifyInstance, service: AnalyticsService) {
  registerRoute(
    app,
    postAnalyticsEvents,
    async ({ body }) => ({ statusCode: 202, data: await service.recordEvents(body.events) }),
    { status: 202 },
  );
}
