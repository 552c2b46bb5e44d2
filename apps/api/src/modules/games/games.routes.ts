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
import { registerRoute } from '../../platform/route';
import type { GamesService } from './games.service';

// An image kept as a data URI may be an SVG: opened on its own it must not run anything.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function gamesRoutes(app: FastifyInstance, service: GamesService) {
  registerRoute(app, listGames, async ({ query }) => ({
    statusCode: 200,
    data: await service.listGames(query),
  }));
  registerRoute(app, filterGames, async ({ query: { playable, ...query } }) => ({
    statusCode: 200,
    data: await service.filterGames({ ...query, ...(playable ? { playable: playable === 'true' } : {}) }),
  }));
  registerRoute(app, getGame, async ({ params }) => ({
    statusCode: 200,
    data: await service.getGame(params.id),
  }));
  registerRoute(app, getGameImage, async ({ params, query, reply }) => {
    const image = await service.getImage(params.id, params.kind);
    // A URL with the image's version never changes; one without it is checked each time.
    const cache = query.v === image.version ? 'public, max-age=31536000, immutable' : 'no-cache';
    return reply
      .type(image.type)
      .header('cache-control', cache)
      .header('content-security-policy', IMAGE_CSP)
      .send(image.bytes) as never;
  });
  registerRoute(app, listGameQuests, async ({ params, query }) => ({
    statusCode: 200,
    data: await service.listQuests(params.id, query),
  }));
  registerRoute(app, listGameGenres, async () => ({
    statusCode: 200,
    data: (await service.listEnumerations()).genres,
  }));
  registerRoute(app, listGameNetworks, async () => ({
    statusCode: 200,
    data: (await service.listEnumerations()).networks,
  }));
  registerRoute(app, listGamePlatforms, async () => ({
    statusCode: 200,
    data: (await service.listEnumerations()).platforms,
  }));
  registerRoute(app, listGameLoginMethods, () => ({ statusCode: 200, data: service.listLoginMethods() }));
  registerRoute(app, getGamesMetadata, async () => ({ statusCode: 200, data: await service.getMetadata() }));

  registerRoute(app, adminListGames, async ({ query }) => ({
    statusCode: 200,
    data: await service.adminListGames(query),
  }));
  registerRoute(
    app,
    adminCreateGame,
    async ({ body }) => ({ statusCode: 201, data: await service.adminCreateGame(body) }),
    { status: 201 },
  );
  registerRoute(
    app,
    adminUpdateGame,
    async ({ params, body }) => ({ statusCode: 200, data: await service.adminUpdateGame(params.id, body) }),
    { auditBefore: ({ params }) => service.adminGetGame(params.id) },
  );

  registerRoute(app, listMyGameUsernames, async ({ query, request }) => ({
    statusCode: 200,
    data: await service.listUsernames(request.auth!.userId, query),
  }));
  registerRoute(app, putGameUsername, async ({ params, body, request }) => ({
    statusCode: 200,
    data: await service.putUsername(request.auth!.userId, params.gameId, body.value),
  }));
  registerRoute(app, deleteGameUsername, async ({ params, request }) => ({
    statusCode: 200,
    data: await service.deleteUsername(request.auth!.userId, params.gameId),
  }));
}
