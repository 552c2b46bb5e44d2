import type { FastifyInstance } from 'fastify';
import { registerFeature } from '../../platform/feature-gate';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import { installationKeyring, openSecret, sealSecret } from '../../platform/sealing';
import { createKycProviders, isKycAvailable, kycProviderWarning } from '../../providers/kyc/kyc-providers';
import { createKycRepository } from './kyc.repository';
import { kycRoutes } from './kyc.routes';
import { createKycService, type KycService } from './kyc.service';
import { createStatusStreams } from './kyc-stream';
import { createDocumentVault, deriveKycKey } from './kyc-vault';

type ServiceDeps = Parameters<typeof createKycService>[0];

/**
 * The KYC module: the providers the config chooses, the vault of document numbers, the status
 * streams; without a provider (production's default) its routes answer FEATURE_DISABLED.
 */
export function registerKyc(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock' | 'secrets'> & {
    lifecycle: ServiceDeps['lifecycle'];
    users: ServiceDeps['users'];
    ledger: ServiceDeps['ledger'];
  },
): { service: KycService; isEnabled: boolean; jobs: Job[] } {
  const { config, clock } = deps;
  const { hashKey } = deps.secrets;
  const keys = installationKeyring(deriveKycKey(hashKey, 'sealing'), config.KYC_ENCRYPTION_KEY);
  const service = createKycService({
    db: deps.db,
    repository: createKycRepository(deps.db),
    users: deps.users,
    lifecycle: deps.lifecycle,
    ledger: deps.ledger,
    providers: createKycProviders(config, {
      sandboxKey: deriveKycKey(hashKey, 'sandbox'),
      referenceKey: deriveKycKey(hashKey, 'provider-reference'),
      clock,
    }),
    vault: createDocumentVault({
      seal: (plaintext, context) => sealSecret(plaintext, keys, context),
      open: (sealed, context) => openSecret(sealed, keys, context),
      hashKey: deriveKycKey(hashKey, 'number-hash'),
    }),
    clock,
    bonusKcash: config.KYC_BONUS_KCASH,
    log: app.log,
  });
  const streams = createStatusStreams({
    read: (userId) => service.getStatus(userId),
    follow: service.follow,
    heartbeatMs: config.KYC_STREAM_HEARTBEAT_MS,
    pollMs: config.KYC_STREAM_POLL_MS,
    maxLifetimeMs: config.ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
  // Without a KYC provider (production's default) identity checks are switched off.
  const isEnabled = isKycAvailable(config, { sandboxAllowed: config.NODE_ENV !== 'production' });
  // With KYC on, an operator learns at start which documents no real provider checks here
  // (Aadhaar and PIX keys with cashfree and serpro): India's KYC cannot complete without Aadhaar.
  const gaps = isEnabled && config.NODE_ENV === 'production' ? kycProviderWarning(config) : null;
  if (gaps) app.log.warn(gaps);
  registerFeature(app, isEnabled, (scope) => kycRoutes(scope, service, streams));
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', () => service.close());
  return {
    service,
    isEnabled,
    // Checks whose provider answered while no notification reached us (a restart, a lost webhook).
    jobs: [{ name: 'kyc-checks', everyMs: 30_000, run: () => service.settlePending() }],
  };
}
