import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { createClanChiefRepository } from './clan-chief.repository';
import { clanChiefRoutes } from './clan-chief.routes';
import { createClanChiefService, type ClanChiefService } from './clan-chief.service';

type ServiceDeps = Parameters<typeof createClanChiefService>[0];

/** Clan chief applications; an erased account's application loses its personal fields. */
export function registerClanChief(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'lifecycle'> & { users: ServiceDeps['users'] },
): { service: ClanChiefService } {
  const service = createClanChiefService({
    repository: createClanChiefRepository(deps.db),
    users: deps.users,
    clock: deps.clock,
    log: app.log,
  });
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(userId, tx));
  clanChiefRoutes(app, service);
  return { service };
}
