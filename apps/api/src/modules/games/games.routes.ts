import type { FastifyInstance } from 'fastify';
import {
  adminCreateGame,
  adminListGames,
  adminUpdateGame,
  deleteGameUsername,
  filterGames,
  getGame,
  getGameImage,
  getGamesMetadata,
  listGameGenres,
  listGameLoginMethods,
  listGameNetworks,
  listGamePlatforms,
  listGameQuests,
  listGames,
  listMyGameUsernames,
  putGameUsername,
} from '@kp/contract/games';
import { answerInReaderLanguage } from '../../platform/content-language';
import { registerRoute } from '../../platform/route';
import type { GamesService } from './games.service';

// An image kept as a data URI may be an SVG: opened on its own it must not run anything.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function gamesRoutes(app: FastifyInstance, service: GamesService) {
  registerRoute(app, listGames, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listGames(ctx.query, texts)),
  );
  registerRoute(app, filterGames, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => {
      const { playable, ...query } = ctx.query;
      return service.filterGames({ ...query, ...(playable ? { playable: playable === 'true' } : {}) }, texts);
    }),
  );
  registerRoute(app, getGame, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.getGame(ctx.params.id, texts)),
  );
  registerRoute(app, getGameImage, async ({ params, query, reply }) => {
    const image = await service.getImage(params.id, params.kind);
    // A URL with the image's version never changes; one without it is checked each time.
    const cache = query.v === image.version ? 'public, max-age=31536000, immutable' : 'no-cache';
    return reply
      .type(image.type)
      .header('cache-control', cache)
      .header('content-security-policy', IMAGE_CSP)
      .send(image.bytes);
  });
  registerRoute(app, listGameQuests, (ctx) =>
    answerInReaderLanguage(ctx, (texts) => service.listQuests(ctx.params.id, ctx.query, texts)),
  );
  registerRoute(app, listGameGenres, async () => (await service.listEnumerations()).genres);
  registerRoute(app, listGameNetworks, async () => (await service.listEnumerations()).networks);
  registerRoute(app, listGamePlatforms, async () => (await service.listEnumerations()).platforms);
  registerRoute(app, listGameLoginMethods, () => service.listLoginMethods());
  registerRoute(app, getGamesMetadata, () => service.getMetadata());

  registerRoute(app, adminListGames, ({ query }) => service.adminListGames(query));
  registerRoute(app, adminCreateGame, ({ body }) => service.adminCreateGame(body));
  registerRoute(app, adminUpdateGame, ({ params, body }) => service.adminUpdateGame(params.id, body), {
    auditBefore: ({ params }) => service.adminGetGame(params.id),
  });

  registerRoute(app, listMyGameUsernames, ({ query, userId }) => service.listUsernames(userId, query));
  registerRoute(app, putGameUsername, ({ params, body, userId }) =>
    service.putUsername(userId, params.gameId, body.value),
  );
  registerRoute(app, deleteGameUsername, ({ params, userId }) =>
    service.deleteUsername(userId, params.gameId),
  );
}
