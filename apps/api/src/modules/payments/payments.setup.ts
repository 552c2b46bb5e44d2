import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BRAND_NAME } from '@kp/domain/brand';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Idempotency } from '../../platform/idempotency';
import type { Job } from '../../platform/jobs';
import { createSandboxPaymentsAdapter, listeningUrl } from '../../providers/payments/sandbox-adapter';
import { registerSandboxPaymentProvider, SANDBOX_PREFIX } from '../../providers/payments/sandbox-provider';
import type { LedgerService } from '../ledger/ledger.service';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

/** A secret of the sandbox provider derived from the installation's key (the same on every replica). */
function derived(hashKey: Buffer, label: string): string {
  return createHmac('sha256', hashKey).update(`payments-sandbox:${label}`).digest('base64url');
}

/**
 * Buying K-Cash, put together: the payment adapter the config chooses (the sandbox provider, served
 * by this process and spoken to over HTTP), the payments service and its routes. Returns the
 * provider's background work for the job runner.
 */
export function registerPayments(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    ledger: LedgerService;
    idempotency: Idempotency;
    clock: Clock;
    hashKey: Buffer;
  },
): { jobs: Job[] } {
  const { config, db, clock } = deps;
  const apiKey = config.PAYMENTS_SANDBOX_API_KEY ?? derived(deps.hashKey, 'api-key');
  const webhookSecret = config.PAYMENTS_SANDBOX_WEBHOOK_SECRET ?? derived(deps.hashKey, 'webhook-secret');
  const publicBase = (config.PUBLIC_URL ?? '').replace(/\/+$/, '');
  const self = () => listeningUrl(app.server);

  const sandbox = registerSandboxPaymentProvider(app, {
    db,
    clock,
    log: app.log,
    apiKey,
    webhookSecret,
    publicBaseUrl: publicBase,
    lateWebhookMs: config.PAYMENTS_SANDBOX_LATE_WEBHOOK_MS,
    merchantName: BRAND_NAME,
  });
  const provider = createSandboxPaymentsAdapter({
    baseUrl: () =>
      config.PAYMENTS_SANDBOX_URL?.replace(/\/+$/, '') ?? (self() ? `${self()}${SANDBOX_PREFIX}` : null),
    // The provider in this process reaches us at our own address; one elsewhere, at the public one.
    notifyUrl: () => {
      const base = config.PAYMENTS_SANDBOX_URL ? publicBase || self() : self();
      return base ? `${base}/api/payments/webhooks/sandbox` : null;
    },
    apiKey,
    webhookSecret,
    toleranceSeconds: config.PAYMENTS_WEBHOOK_TOLERANCE_SECONDS,
    clock,
  });
  const service = createPaymentsService({
    db,
    repository: createPaymentsRepository(db),
    ledger: deps.ledger,
    provider,
    clock,
    log: app.log,
    rules: {
      ratesPerUsdt: config.ONRAMP_RATES,
      feeBps: config.ONRAMP_FEE_BPS,
      networkFeeUsdt: config.ONRAMP_NETWORK_FEE_USDT,
      minimumUsdt: config.ONRAMP_MIN_USDT,
      maximumUsdt: config.ONRAMP_MAX_USDT,
      chainId: config.ONRAMP_CHAIN_ID,
    },
    returnUrl: (orderId) => `${publicBase}/buy-kcash/?order=${orderId}`,
  });
  paymentsRoutes(app, service, deps.idempotency, provider);
  if (config.NODE_ENV === 'production')
    app.log.warn(
      'K-Cash is sold through the sandbox payment provider (PAYMENTS_PROVIDER=sandbox): anyone can "pay" on its checkout page; no real money moves',
    );
  return { jobs: [sandbox.job] };
}
