import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context';
import { installationKeyring, openSecret, sealSecret } from '../../platform/sealing';
import type { AuthService } from '../auth/auth.service';
import { createStoreRepository } from './store.repository';
import { storeRoutes } from './store.routes';
import { demoVoucherCodes } from './store.seed';
import { createStoreService, voucherInstallationKey, type StoreService } from './store.service';

type ServiceDeps = Parameters<typeof createStoreService>[0];

/**
 * The voucher store: codes sealed at rest with the installation's voucher keyring, a redemption
 * confirmed by a one-time code of the auth module; a demo installation gets its demo codes.
 */
export async function registerStore(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock' | 'secrets' | 'currencies'> & {
    ledger: ServiceDeps['ledger'];
    users: ServiceDeps['users'];
    wallets: ServiceDeps['wallets'];
    auth: Pick<AuthService, 'startUserCode' | 'checkCode' | 'resendCode' | 'codeFailure'>;
  },
): Promise<{ service: StoreService }> {
  const { config, auth } = deps;
  const keys = installationKeyring(
    voucherInstallationKey(deps.secrets.hashKey),
    config.VOUCHER_ENCRYPTION_KEY,
  );
  const service = createStoreService({
    db: deps.db,
    repository: createStoreRepository(deps.db),
    ledger: deps.ledger,
    users: deps.users,
    wallets: deps.wallets,
    codes: {
      start: (input, asker) => auth.startUserCode(input, asker),
      check: (tx, input, expected) => auth.checkCode(tx, input, expected),
      resend: (challengeId, language) => auth.resendCode(challengeId, language),
      failure: (outcome) => auth.codeFailure(outcome),
    },
    sealer: {
      seal: (plaintext, context) => sealSecret(Buffer.from(plaintext, 'utf8'), keys, context),
      open: (sealed, context) => Buffer.from(openSecret(sealed, keys, context)).toString('utf8'),
    },
    hashKey: deps.secrets.hashKey,
    currencies: deps.currencies,
    clock: deps.clock,
  });
  storeRoutes(app, service);
  if (config.SEED_DEMO_DATA) await service.seedCodes(demoVoucherCodes());
  return { service };
}
