import { KYC_DOCUMENTS, type KycDocument } from '@kp/domain/kyc';
import type { KycProviderEnv, KycProviderName } from '../../modules/kyc/kyc.config';
import type { Clock } from '../../platform/clock';
import { CASHFREE_DOCUMENTS, createCashfreeKycProvider } from './cashfree-kyc-provider';
import { kycProvidersOf, type KycProvider, type KycProviders } from './kyc-provider';
import { createSandboxKycProvider } from './sandbox-kyc-provider';
import { createSerproKycProvider, SERPRO_DOCUMENTS } from './serpro-kyc-provider';

/** The documents each provider checks. */
export const KYC_PROVIDER_DOCUMENTS: Readonly<Record<KycProviderName, readonly KycDocument[]>> = {
  sandbox: KYC_DOCUMENTS,
  cashfree: CASHFREE_DOCUMENTS,
  serpro: SERPRO_DOCUMENTS,
};

/** What the factory reads of the configuration. */
export type KycProvidersConfig = KycProviderEnv & {
  KYC_CASHFREE_PUBLIC_KEY?: string | undefined;
  KYC_SANDBOX_DELAY_MS: number;
  KYC_PROVIDER_TIMEOUT_MS: number;
};

/** Which provider checks each document (null: none configured does), as `KYC_PROVIDER` orders them. */
export function kycProviderOfDocuments(
  config: Pick<KycProviderEnv, 'KYC_PROVIDER'>,
): Record<KycDocument, KycProviderName | null> {
  const plan = {} as Record<KycDocument, KycProviderName | null>;
  for (const document of KYC_DOCUMENTS)
    plan[document] =
      config.KYC_PROVIDER.find((name) => KYC_PROVIDER_DOCUMENTS[name].includes(document)) ?? null;
  return plan;
}

/**
 * Whether KYC can be offered: some document is checked by a real provider, or the sandbox (which
 * verifies nobody) is allowed and checks some. `sandboxAllowed` is the caller's rule (e.g. not
 * in production unless the operator says so).
 */
export function isKycAvailable(
  config: Pick<KycProviderEnv, 'KYC_PROVIDER'>,
  options: { sandboxAllowed: boolean },
): boolean {
  const providers = Object.values(kycProviderOfDocuments(config));
  return providers.some((name) => name !== null && (name !== 'sandbox' || options.sandboxAllowed));
}

/**
 * What to warn an operator of in production: the documents the sandbox answers (nobody is really
 * verified) or that no provider checks (refused with 403). Null when every document has a real provider.
 */
export function kycProviderWarning(config: Pick<KycProviderEnv, 'KYC_PROVIDER'>): string | null {
  const plan = Object.entries(kycProviderOfDocuments(config));
  const sandboxed = plan.filter(([, name]) => name === 'sandbox').map(([document]) => document);
  const missing = plan.filter(([, name]) => name === null).map(([document]) => document);
  const parts = [
    ...(sandboxed.length
      ? [`the local sandbox answers ${sandboxed.join(', ')} checks: nobody is really verified`]
      : []),
    ...(missing.length
      ? [
          `no provider checks ${missing.join(', ')}: those checks are refused (403 KYC_DOCUMENT_NOT_CHECKED_HERE)`,
        ]
      : []),
  ];
  return parts.length ? `KYC (KYC_PROVIDER=${config.KYC_PROVIDER.join(',')}): ${parts.join('; ')}` : null;
}

/**
 * The KYC providers `KYC_PROVIDER` lists, in its order: each document goes to the first that
 * checks it (`cashfree,serpro`: PAN and bank account to Cashfree, CPF to Serpro, Aadhaar and PIX
 * keys to none, refused with 503; `cashfree,serpro,sandbox`: those two to the sandbox). The
 * configuration was checked at start (`kycConfigProblem`): a listed provider has its secrets.
 */
export function createKycProviders(
  config: KycProvidersConfig,
  deps: {
    /** Seals the sandbox's references (32 bytes). */
    sandboxKey: Uint8Array;
    /** Seals the references of providers that answer at once (Serpro), 32 bytes. */
    referenceKey: Uint8Array;
    clock: Clock;
    fetch?: typeof fetch;
  },
): KycProviders {
  const http = { timeoutMs: config.KYC_PROVIDER_TIMEOUT_MS, ...(deps.fetch ? { fetch: deps.fetch } : {}) };
  const secret = (key: keyof KycProviderEnv): string => {
    const value = config[key];
    if (typeof value !== 'string' || !value) throw new Error(`${key} is not set`);
    return value;
  };
  const build = (name: KycProviderName): KycProvider => {
    switch (name) {
      case 'sandbox':
        return createSandboxKycProvider({
          key: deps.sandboxKey,
          delayMs: config.KYC_SANDBOX_DELAY_MS,
          clock: deps.clock,
        });
      case 'cashfree':
        return createCashfreeKycProvider({
          baseUrl: config.KYC_CASHFREE_URL,
          clientId: secret('KYC_CASHFREE_CLIENT_ID'),
          clientSecret: secret('KYC_CASHFREE_CLIENT_SECRET'),
          publicKey: config.KYC_CASHFREE_PUBLIC_KEY,
          clock: deps.clock,
          ...http,
        });
      case 'serpro':
        return createSerproKycProvider({
          baseUrl: config.KYC_SERPRO_URL,
          consumerKey: secret('KYC_SERPRO_CONSUMER_KEY'),
          consumerSecret: secret('KYC_SERPRO_CONSUMER_SECRET'),
          key: deps.referenceKey,
          ...http,
        });
    }
  };
  return kycProvidersOf(config.KYC_PROVIDER.map(build));
}
