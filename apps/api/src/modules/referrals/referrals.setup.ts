import type { FastifyInstance } from 'fastify';
import { publicBaseUrl } from '../../config';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import type { EarningsService } from '../earnings/earnings.service';
import type { XpService } from '../xp/xp.service';
import { referralRulesOf } from './referrals.config';
import { createReferralsRepository } from './referrals.repository';
import { referralsRoutes } from './referrals.routes';
import { createReferralsService, type ReferralsService, type ReferralUsersPort } from './referrals.service';

/** How often the settlement pays what qualified referrals are owed. */
const SETTLE_EVERY_MS = 3_000;

/**
 * The referral campaign (README.md): referral codes and applying one (the campaign hub's
 * `user-referral` calls), the `referral-campaign` code, roadmap and progress, a referred gamer's
 * qualification on their first XP-earning action (the XP module's award event), and the
 * `referral-rewards` job that pays referrers through the earnings module. An erased account
 * neither qualifies nor is paid afterwards.
 */
export function registerReferrals(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock' | 'lifecycle' | 'currencies'> & {
    users: ReferralUsersPort;
    xp: Pick<XpService, 'award' | 'findFirstAction' | 'onAwarded'>;
    earnings: Pick<EarningsService, 'award'>;
  },
): { service: ReferralsService; jobs: Job[] } {
  const service = createReferralsService({
    db: deps.db,
    clock: deps.clock,
    repository: createReferralsRepository(deps.db),
    users: deps.users,
    xp: deps.xp,
    earnings: deps.earnings,
    rules: referralRulesOf(deps.config, deps.currencies),
    currencies: deps.currencies,
    baseUrl: publicBaseUrl(deps.config),
    log: app.log,
  });
  deps.xp.onAwarded((tx, awarded) => service.onXpAwarded(tx, awarded));
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(tx, userId));
  referralsRoutes(app, service);
  return {
    service,
    jobs: [{ name: 'referral-rewards', everyMs: SETTLE_EVERY_MS, run: () => service.settleOutstanding() }],
  };
}
