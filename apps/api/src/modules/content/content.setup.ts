import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

/** The site's editable content. */
export function registerContent(app: FastifyInstance, deps: Pick<ModuleContext, 'db'>): void {
  contentRoutes(app, createContentService(createContentRepository(deps.db)));
}
