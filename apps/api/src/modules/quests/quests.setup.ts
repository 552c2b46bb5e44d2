import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import type { ClanChiefService } from '../clans/clan-chief.service';
import type { WalletService } from '../wallet/wallet.service';
import type { XpService } from '../xp/xp.service';
import { createQuestsRepository } from './quests.repository';
import { questsRoutes } from './quests.routes';
import { createQuestsService, type QuestsService } from './quests.service';

type ServiceDeps = Parameters<typeof createQuestsService>[0];

/** Quests and their stages; a game's quests send players to its third-party client, if any. */
export function registerQuests(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'currencies'> & {
    earnings: ServiceDeps['earnings'];
    users: ServiceDeps['users'];
    wallets: Pick<WalletService, 'assertHasWallet'>;
    clanChief: Pick<ClanChiefService, 'hasChiefRole'>;
    xp: Pick<XpService, 'award'>;
    /** The third-party module completes stages through this one: a late-bound port. */
    thirdPartyClientOf: NonNullable<ServiceDeps['thirdPartyClientOf']>;
    /** The POG gate of a start (late-bound: the pog-scores module is registered later). */
    pogGate?: ServiceDeps['pogGate'];
  },
): { service: QuestsService } {
  const service = createQuestsService({
    db: deps.db,
    repository: createQuestsRepository(deps.db),
    clock: deps.clock,
    currencies: deps.currencies,
    earnings: deps.earnings,
    users: deps.users,
    assertHasWallet: (userId) => deps.wallets.assertHasWallet(userId),
    isClanChief: (userId) => deps.clanChief.hasChiefRole(userId),
    xp: deps.xp,
    thirdPartyClientOf: deps.thirdPartyClientOf,
    ...(deps.pogGate ? { pogGate: deps.pogGate } : {}),
  });
  questsRoutes(app, service);
  return { service };
}
