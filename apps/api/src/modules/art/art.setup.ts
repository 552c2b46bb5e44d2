import type { FastifyInstance } from 'fastify';
import { artRoutes } from './art.routes';
import { createArtService, type ArtService } from './art.service';

/**
 * The platform's own art (packages/domain/src/art.ts): game icons and covers, campaign and quest
 * banners drawn from the game-icons set, for the demo data and for any operator who has no
 * picture of their own.
 */
export function registerArt(app: FastifyInstance): { service: ArtService } {
  const service = createArtService();
  artRoutes(app, service);
  return { service };
}
