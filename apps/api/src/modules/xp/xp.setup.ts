import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { createXpRepository } from './xp.repository';
import { xpRoutes } from './xp.routes';
import { createXpService, type XpService } from './xp.service';

/**
 * XP, levels, streaks and badges. It needs no other module: the modules where actions are
 * verified (quests, campaigns, tournaments) take its `award` and call it in their transactions.
 * An erased account's XP goes with it.
 */
export function registerXp(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'lifecycle'>,
): { service: XpService } {
  const service = createXpService({
    db: deps.db,
    repository: createXpRepository(deps.db),
    clock: deps.clock,
  });
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(userId, tx));
  xpRoutes(app, service);
  return { service };
}
