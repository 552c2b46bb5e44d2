import type { FastifyInstance } from 'fastify';
import { listBanners } from '@kp/contract';
import { registerRoute } from '../../platform/route';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, service: ContentService) {
  registerRoute(app, listBanners, async ({ query }) => ({
    statusCode: 200,
    data: await service.listBanners(query.placement),
  }));
}
