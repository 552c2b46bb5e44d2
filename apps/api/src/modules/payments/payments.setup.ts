import type { FastifyInstance } from 'fastify';
import { BRAND_NAME } from '@kp/domain/brand';
import type { FiatCode } from '@kp/domain/swap';
import { isLoopbackUrl, publicBaseUrl, type Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import { deriveSecret } from '../../platform/keys';
import { createMercadoPagoPaymentsAdapter } from '../../providers/payments/mercadopago-adapter';
import type { PaymentsProvider, PaymentsProviderName } from '../../providers/payments/payments-provider';
import { createRazorpayPaymentsAdapter } from '../../providers/payments/razorpay-adapter';
import { createSandboxPaymentsAdapter, listeningUrl } from '../../providers/payments/sandbox-adapter';
import { registerSandboxPaymentProvider, SANDBOX_PREFIX } from '../../providers/payments/sandbox-provider';
import type { LedgerService } from '../ledger/ledger.service';
import { createPaymentsRepository } from './payments.repository';
import { registerFeature } from '../../platform/feature-gate';
import { paymentsConfigProblem } from './payments.config';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

/** A secret of the sandbox provider derived from the installation's key (the same on every replica). */
function derived(hashKey: Buffer, label: string): string {
  return deriveSecret(hashKey, `payments-sandbox:${label}`);
}

/** What the rest of the app may know of buying K-Cash (the web's switch, production's checks). */
export type PaymentsSetup = {
  jobs: Job[];
  /** The currencies K-Cash can be bought in here (a rate and a provider that takes it). */
  buyableCurrencies: readonly FiatCode[];
  /** Whether K-Cash can be bought at all (false: PAYMENTS_PROVIDER=none, or no provider takes a rated currency). */
  isBuyingEnabled: boolean;
  /** The providers chosen, in order of preference. */
  providers: readonly PaymentsProviderName[];
  /** How many K-Cash purchases a user paid and kept (the POG scores' commerce facts). */
  countPaidOrders(userId: string): Promise<number>;
};

/**
 * Buying K-Cash, put together: the payment adapters the config chooses (PAYMENTS_PROVIDER, in
 * order of preference: the sandbox provider, served by this process and spoken to over HTTP;
 * Razorpay for INR; Mercado Pago for BRL), the payments service and its routes (a webhook route per
 * chosen provider). Returns the sandbox's background work for the job runner and what can be bought.
 */
export function registerPayments(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    ledger: LedgerService;
    clock: Clock;
    hashKey: Buffer;
  },
): PaymentsSetup {
  const { config, db, clock } = deps;
  const problem = paymentsConfigProblem(config, isLoopbackUrl);
  if (problem) throw new Error(`Invalid configuration: ${problem}`);
  const publicBase = (config.PUBLIC_URL ?? '').replace(/\/+$/, '');
  const self = () => listeningUrl(app.server);
  const jobs: Job[] = [];

  const providers = config.PAYMENTS_PROVIDER.map((name): PaymentsProvider => {
    switch (name) {
      case 'sandbox': {
        const apiKey = config.PAYMENTS_SANDBOX_API_KEY ?? derived(deps.hashKey, 'api-key');
        const webhookSecret =
          config.PAYMENTS_SANDBOX_WEBHOOK_SECRET ?? derived(deps.hashKey, 'webhook-secret');
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
        jobs.push(sandbox.job);
        return createSandboxPaymentsAdapter({
          baseUrl: () =>
            config.PAYMENTS_SANDBOX_URL?.replace(/\/+$/, '') ??
            (self() ? `${self()}${SANDBOX_PREFIX}` : null),
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
      }
      case 'razorpay':
        return createRazorpayPaymentsAdapter({
          apiUrl: config.RAZORPAY_API_URL,
          keyId: config.RAZORPAY_KEY_ID!,
          keySecret: config.RAZORPAY_KEY_SECRET!,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
          publicBaseUrl: publicBaseUrl(config),
          toleranceSeconds: config.PAYMENTS_WEBHOOK_TOLERANCE_SECONDS,
          clock,
        });
      case 'mercadopago':
        return createMercadoPagoPaymentsAdapter({
          apiUrl: config.MERCADOPAGO_API_URL,
          accessToken: config.MERCADOPAGO_ACCESS_TOKEN!,
          webhookSecret: config.MERCADOPAGO_WEBHOOK_SECRET!,
          payerEmail: config.MERCADOPAGO_PAYER_EMAIL!,
          // Without PUBLIC_URL Mercado Pago cannot reach us: the dashboard's webhook URL is used.
          notificationUrl: () => (publicBase ? `${publicBase}/api/payments/webhooks/mercadopago` : null),
          toleranceSeconds: config.PAYMENTS_WEBHOOK_TOLERANCE_SECONDS,
          clock,
        });
    }
  });
  const service = createPaymentsService({
    db,
    repository: createPaymentsRepository(db),
    ledger: deps.ledger,
    providers,
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
  // Nothing to buy with (PAYMENTS_PROVIDER=none, production's default): the routes say so (403
  // FEATURE_DISABLED) rather than quote what cannot be paid.
  registerFeature(app, service.buyableCurrencies.length > 0, (scope) =>
    paymentsRoutes(scope, service, providers),
  );
  if (!config.PUBLIC_URL && providers.some((p) => p.name !== 'sandbox'))
    app.log.warn(
      `PUBLIC_URL is unset: payers come back from the payment provider to ${publicBaseUrl(config)}, and Mercado Pago is told no notification_url`,
    );
  if (service.buyableCurrencies.length === 0)
    app.log.warn('K-Cash cannot be bought: no chosen payment provider takes a currency of ONRAMP_RATES');
  return {
    jobs,
    /** The purchases a user paid (the POG scores' commerce facts). */
    countPaidOrders: (userId: string) => service.countPaidOrders(userId),
    buyableCurrencies: service.buyableCurrencies,
    isBuyingEnabled: service.buyableCurrencies.length > 0,
    providers: config.PAYMENTS_PROVIDER,
  };
}
