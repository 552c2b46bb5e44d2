import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import type { ClanChiefService } from '../clans/clan-chief.service';
import type { WalletService } from '../wallet/wallet.service';
import type { XpService } from '../xp/xp.service';
import type { PogGate } from '../pog-scores/pog-scores.service';
import { createQuestPogRequirement } from './quest-pog-requirement';
import {
  createQuestEarningTitles,
  createQuestTitles,
  type QuestEarningTitles,
  type QuestTitles,
} from './quest-titles';
import { createQuestTextsAdmin } from './quest-texts-admin';
import { createQuestTextsRepository } from './quest-texts.repository';
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
    pogGate?: PogGate;
  },
): { service: QuestsService; earningTitles: QuestEarningTitles; questTitles: QuestTitles } {
  const repository = createQuestsRepository(deps.db);
  const pogRequirement = createQuestPogRequirement({
    repository,
    ...(deps.pogGate ? { pogGate: deps.pogGate } : {}),
  });
  const service = createQuestsService({
    db: deps.db,
    repository,
    clock: deps.clock,
    currencies: deps.currencies,
    earnings: deps.earnings,
    users: deps.users,
    assertHasWallet: (userId) => deps.wallets.assertHasWallet(userId),
    isClanChief: (userId) => deps.clanChief.hasChiefRole(userId),
    xp: deps.xp,
    thirdPartyClientOf: deps.thirdPartyClientOf,
  });
  // A start first meets what the quest requires of a POG card (before its transaction).
  const gated: QuestsService = {
    ...service,
    async start(userId, questId, once) {
      await pogRequirement.assertMeets(userId, questId);
      return service.start(userId, questId, once);
    },
  };
  const textsRepository = createQuestTextsRepository(deps.db);
  const texts = createQuestTextsAdmin({ db: deps.db, quests: repository, texts: textsRepository });
  questsRoutes(app, gated, { pogRequirement, texts });
  // What quests and their earnings are called in a reader's language (other modules ask).
  return {
    service: gated,
    earningTitles: createQuestEarningTitles(textsRepository),
    questTitles: createQuestTitles(textsRepository),
  };
}
