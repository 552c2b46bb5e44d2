import { z } from 'zod';
import { providerListSetting } from '../../platform/provider-choice';
import { KCASH, parseAmount } from '@kp/domain/currencies';

/** An amount of K-Cash ('100', '50.5'), or 0 for none, as minor units. */
const kcashSetting = z.string().transform((value, ctx) => {
  if (/^0+(\.0+)?$/.test(value.trim())) return 0n;
  try {
    return parseAmount(value.trim(), KCASH);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be 0 or a positive amount of K-Cash with at most 2 decimals',
    });
    return z.NEVER;
  }
});

/** The KYC providers an installation can use (providers/kyc/). */
export const KYC_PROVIDER_NAMES = ['sandbox', 'cashfree', 'serpro'] as const;
export type KycProviderName = (typeof KYC_PROVIDER_NAMES)[number];

/** The KYC module's environment variables (spread into config.ts; the README's table lists them). */
export const KYC_ENV = {
  /**
   * Who checks documents, in order of preference: each document goes to the first listed
   * provider that checks it (`cashfree`: PAN and bank account; `serpro`: CPF; `sandbox`: all,
   * verifying nobody). A document no listed provider checks is refused with 503; `none` checks
   * nothing (KYC is switched off: FEATURE_DISABLED), production's default.
   */
  KYC_PROVIDER: providerListSetting(KYC_PROVIDER_NAMES, 'sandbox'),
  /** Cashfree Secure ID (Verification API) credentials: the x-client-id and x-client-secret. */
  KYC_CASHFREE_CLIENT_ID: z.string().min(1).optional(),
  KYC_CASHFREE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Cashfree's 2FA public key (PEM, `\n` allowed for line breaks), for a server without a
   * whitelisted IP: each call then carries x-cf-signature.
   */
  KYC_CASHFREE_PUBLIC_KEY: z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n'))
    .pipe(z.string().regex(/-----BEGIN PUBLIC KEY-----/, 'must be a PEM public key'))
    .optional(),
  /** The Verification API's base (production; https://sandbox.cashfree.com/verification to test). */
  KYC_CASHFREE_URL: z.url().default('https://api.cashfree.com/verification'),
  /** Serpro Consulta CPF contract's consumer key and secret (OAuth 2.0 client credentials). */
  KYC_SERPRO_CONSUMER_KEY: z.string().min(1).optional(),
  KYC_SERPRO_CONSUMER_SECRET: z.string().min(1).optional(),
  /** Serpro's API gateway: its `/token` and `/consulta-cpf-df/v1/cpf/{cpf}`. */
  KYC_SERPRO_URL: z.url().default('https://gateway.apiserpro.serpro.gov.br'),
  /** How long one call to a KYC provider may take before the check is refused as unavailable (ms). */
  KYC_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** How long the sandbox takes to answer a check, like a real provider (milliseconds). */
  KYC_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
  /** The one-time K-Cash bonus for completing KYC (0 for none). */
  KYC_BONUS_KCASH: kcashSetting.prefault('100'),
  /** How often the status stream sends a heartbeat comment (milliseconds). */
  KYC_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(15_000),
  /** How often the status stream looks for changes made by another replica (milliseconds). */
  KYC_STREAM_POLL_MS: z.coerce.number().int().min(10).max(300_000).default(5_000),
};

/** The KYC variables the cross-field rules read. */
export type KycProviderEnv = {
  KYC_PROVIDER: KycProviderName[];
  KYC_CASHFREE_CLIENT_ID?: string | undefined;
  KYC_CASHFREE_CLIENT_SECRET?: string | undefined;
  KYC_CASHFREE_URL: string;
  KYC_SERPRO_CONSUMER_KEY?: string | undefined;
  KYC_SERPRO_CONSUMER_SECRET?: string | undefined;
  KYC_SERPRO_URL: string;
};

/** The secrets each real provider needs. */
const REQUIRED_SECRETS = {
  cashfree: ['KYC_CASHFREE_CLIENT_ID', 'KYC_CASHFREE_CLIENT_SECRET'],
  serpro: ['KYC_SERPRO_CONSUMER_KEY', 'KYC_SERPRO_CONSUMER_SECRET'],
} as const;

/**
 * The cross-field rules of the KYC variables: a listed provider has its secrets, its URL is
 * https (http only on this machine, for a local test server). A message naming the variables, or null.
 */
export function kycConfigProblem(
  config: KycProviderEnv,
  isLoopbackUrl: (url: string) => boolean,
): string | null {
  for (const name of config.KYC_PROVIDER) {
    if (name === 'sandbox') continue;
    const missing = REQUIRED_SECRETS[name].filter((key) => !config[key]);
    if (missing.length) return `KYC_PROVIDER=${name} needs ${missing.join(', ')}`;
    const urlKey = name === 'cashfree' ? 'KYC_CASHFREE_URL' : 'KYC_SERPRO_URL';
    const url = config[urlKey];
    if (url.startsWith('http:') && !isLoopbackUrl(url))
      return `${urlKey} must be https (http only for a local test server)`;
  }
  return null;
}
