import type { FastifyInstance } from 'fastify';
import { listBanners } from '@kp/contract';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute } from '../../platform/route';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, service: ContentService) {
  registerRoute(app, listBanners, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listBanners(ctx.query.placement, texts)),
  );
}
