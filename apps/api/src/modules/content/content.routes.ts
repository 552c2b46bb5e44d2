import type { FastifyInstance } from 'fastify';
import { listBanners } from '@kp/contract';
import { registerRoute } from '../../platform/route';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, service: ContentService) {
  registerRoute(app, listBanners, ({ query }) => service.listBanners(query.placement));
}
