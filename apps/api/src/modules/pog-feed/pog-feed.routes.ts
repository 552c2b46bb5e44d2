import type { FastifyInstance } from 'fastify';
import {
  likePogFeedPost,
  listPogFeedAll,
  listPogFeedClan,
  listPogFeedHighlighted,
  listPogFeedLegendary,
  unlikePogFeedPost,
} from '@kp/contract/pog-feed';
import { optionalCallerOf } from '../../platform/auth-guard';
import { registerRoute } from '../../platform/route';
import type { PogFeedService } from './pog-feed.service';

// The lists are public: a signed-in caller (when a token came) sees their own likes and clan.
export function pogFeedRoutes(app: FastifyInstance, service: PogFeedService) {
  registerRoute(app, listPogFeedLegendary, async ({ query, request, reply }) =>
    service.listLegendary(query, await optionalCallerOf(app, request, reply)),
  );
  registerRoute(app, listPogFeedAll, async ({ query, request, reply }) =>
    service.listAll(query, await optionalCallerOf(app, request, reply)),
  );
  registerRoute(app, listPogFeedClan, async ({ query, request, reply }) =>
    service.listClan(query, await optionalCallerOf(app, request, reply)),
  );
  registerRoute(app, listPogFeedHighlighted, async ({ query, request, reply }) =>
    service.listHighlighted(query, await optionalCallerOf(app, request, reply)),
  );
  registerRoute(app, likePogFeedPost, ({ params, userId }) => service.like(userId, params.postId));
  registerRoute(app, unlikePogFeedPost, ({ params, userId }) => service.unlike(userId, params.postId));
}
