import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import type { WalletService } from '../wallet/wallet.service';
import { createGamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import { createGamesService, type GamesService } from './games.service';

type ServiceDeps = Parameters<typeof createGamesService>[0];

/** The games and their players' usernames; an erased account's usernames go with it. */
export function registerGames(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'currencies' | 'lifecycle'> & {
    quests: ServiceDeps['quests'];
    wallets: Pick<WalletService, 'assertHasWallet'>;
    /** The arena's playable games come from the third-party module's registry: a late-bound port. */
    playableClients: ServiceDeps['playableClients'];
  },
): { service: GamesService } {
  const service = createGamesService({
    repository: createGamesRepository(deps.db),
    quests: deps.quests,
    clock: deps.clock,
    currencies: deps.currencies,
    assertHasWallet: (userId) => deps.wallets.assertHasWallet(userId),
    playableClients: deps.playableClients,
  });
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(userId, tx));
  gamesRoutes(app, service);
  return { service };
}
