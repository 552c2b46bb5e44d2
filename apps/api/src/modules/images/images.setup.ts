import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { createImagesRepository } from './images.repository';
import { imagesRoutes } from './images.routes';
import { createImagesService, type ImagesService } from './images.service';

/**
 * Operators' uploaded pictures (packages/domain/src/images.ts): a campaign's banner or a
 * voucher's picture, served from the platform's own origin so the content security policy lets
 * them show.
 */
export function registerImages(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock'>,
): { service: ImagesService } {
  const service = createImagesService({ repository: createImagesRepository(deps.db), clock: deps.clock });
  imagesRoutes(app, service);
  return { service };
}
