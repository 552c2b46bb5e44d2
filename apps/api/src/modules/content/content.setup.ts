import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { createContentAdmin } from './content-admin';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

/** The site's editable content: banners and articles, in the reader's language, and operators' edits. */
export function registerContent(app: FastifyInstance, deps: Pick<ModuleContext, 'db' | 'clock'>): void {
  const repository = createContentRepository(deps.db);
  contentRoutes(
    app,
    createContentService(repository, deps.clock),
    createContentAdmin(repository, deps.clock),
  );
}
