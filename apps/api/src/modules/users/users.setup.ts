import type { FastifyInstance } from 'fastify';
import type { Profile } from '@kp/contract/users';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import type { UserLifecycle } from '../../platform/user-lifecycle';
import type { WalletService } from '../wallet/wallet.service';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

/**
 * The users module: accounts, profiles and their deletion (a job erases the accounts whose grace
 * period is over). Creation and erasure are published on the user's lifecycle; a completed KYC
 * (published by kyc) fixes the regulatory country.
 */
export function registerUsers(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock'> & {
    lifecycle: UserLifecycle;
    wallets: Pick<WalletService, 'findWallet'>;
    /** The linked social accounts' statuses (the social module, registered later: a late-bound port). */
    socialStatuses: (userId: string) => Promise<Partial<Profile['socialStatuses']>>;
  },
): { service: UsersService; jobs: Job[] } {
  const service = createUsersService(createUsersRepository(deps.db), deps.clock, {
    lifecycle: deps.lifecycle,
    hasWallet: async (userId) => (await deps.wallets.findWallet(userId)) !== null,
    socialStatuses: deps.socialStatuses,
    adminPhoneNumbers: deps.config.ADMIN_PHONE_NUMBERS,
  });
  deps.lifecycle.on('kycVerified', (userId, tx, { region }) => service.fixKycRegion(userId, region, tx));
  usersRoutes(app, service);
  return {
    service,
    jobs: [
      { name: 'account-deletions', everyMs: 60 * 60_000, run: () => service.processDueDeletions(deps.db) },
    ],
  };
}
