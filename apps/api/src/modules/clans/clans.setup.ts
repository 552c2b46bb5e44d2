import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import type { AuthService } from '../auth/auth.service';
import type { ClanChiefService } from './clan-chief.service';
import { createClansRepository } from './clans.repository';
import { clansRoutes } from './clans.routes';
import {
  createClansService,
  type ClansDeps,
  type ClansService,
  type CompletionsPort,
  type MemberScoresPort,
} from './clans.service';

/**
 * Clans: created by approved chiefs with a one-time code of the auth module, joined and left by
 * users, ruled by the day counts operators set. An erased account leaves its clan (a chief's clan
 * is deleted). Campaign and quest completions come from those modules' services.
 */
export function registerClans(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'lifecycle'> & {
    auth: Pick<AuthService, 'startUserCode' | 'checkCode' | 'codeFailure'>;
    clanChief: Pick<ClanChiefService, 'hasChiefRole'>;
    users: ClansDeps['users'];
    completedCampaigns: CompletionsPort;
    completedQuests: CompletionsPort;
    /** A member's score (their XP, from the xp module). */
    memberScores: MemberScoresPort;
    /** Members' POG totals (the pog-scores module: late-bound, registered after this one). */
    pogTotals?: MemberScoresPort;
  },
): { service: ClansService } {
  const { auth } = deps;
  const service = createClansService({
    db: deps.db,
    repository: createClansRepository(deps.db),
    codes: {
      start: (input, asker) => auth.startUserCode(input, asker),
      check: (tx, input, expected) => auth.checkCode(tx, input, expected),
      failure: (outcome) => auth.codeFailure(outcome),
    },
    chiefs: deps.clanChief,
    users: deps.users,
    completedCampaigns: deps.completedCampaigns,
    completedQuests: deps.completedQuests,
    memberScores: deps.memberScores,
    ...(deps.pogTotals ? { pogTotals: deps.pogTotals } : {}),
    clock: deps.clock,
    log: app.log,
  });
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(userId, tx));
  clansRoutes(app, service);
  return { service };
}
