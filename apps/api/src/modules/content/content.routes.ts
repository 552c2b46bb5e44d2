import type { FastifyInstance } from 'fastify';
import { getArticle, listArticles, listBanners } from '@kp/contract/content';
import {
  adminCreateArticle,
  adminCreateBanner,
  adminListArticles,
  adminListBanners,
  adminUpdateArticle,
  adminUpdateBanner,
} from '@kp/contract/content-admin';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute } from '../../platform/route';
import type { ContentAdmin } from './content-admin';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, service: ContentService, admin: ContentAdmin) {
  // Banners and articles are operator-written: each answer is in its reader's language.
  registerRoute(app, listBanners, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listBanners(ctx.query.placement, texts)),
  );
  registerRoute(app, listArticles, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listArticles(ctx.query, texts)),
  );
  registerRoute(app, getArticle, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.getArticle(ctx.params.slug, texts)),
  );

  registerRoute(app, adminListBanners, ({ query }) => admin.listBanners(query));
  registerRoute(app, adminCreateBanner, ({ body }) => admin.createBanner(body));
  registerRoute(app, adminUpdateBanner, ({ params, body }) => admin.updateBanner(params.id, body), {
    auditBefore: ({ params }) => admin.getBanner(params.id),
  });
  registerRoute(app, adminListArticles, ({ query }) => admin.listArticles(query));
  registerRoute(app, adminCreateArticle, ({ body }) => admin.createArticle(body));
  registerRoute(app, adminUpdateArticle, ({ params, body }) => admin.updateArticle(params.id, body), {
    auditBefore: ({ params }) => admin.getArticle(params.id),
  });
}
