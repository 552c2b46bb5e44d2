import { z } from 'zod';
import { providerListSetting } from '../../platform/provider-choice';
import {
  DEFAULT_ONRAMP_RATES,
  FIAT_CURRENCY_CODES,
  findUsdtChain,
  formatRates,
  isFeeBps,
  isFiatCode,
  parseRate,
  parseSwapAmount,
  type FiatCode,
} from '@kp/domain/swap';
import {
  PAYMENTS_PROVIDER_NAMES,
  type PaymentsProviderName,
} from '../../providers/payments/payments-provider';

/** An amount of USDT ('1', '0.1'): positive, at most 5 decimals (0.01 K-Cash), as minor units. */
const usdtSetting = z.string().transform((value, ctx) => {
  try {
    return parseSwapAmount(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a positive amount of USDT with at most 5 decimals' });
    return z.NEVER;
  }
});

/** A fee in basis points: a whole number from 0 to 9999 (100 = 1 %). */
const feeBpsSetting = z.coerce
  .number()
  .refine(isFeeBps, 'must be a whole number of basis points from 0 to 9999 (100 = 1 %)');

/** 'INR:85.5,BRL:5.4,USD:1': units of each fiat currency one USDT costs; a currency left out is not sold. */
const ratesSetting = z.string().transform((value, ctx) => {
  const rates: Partial<Record<FiatCode, bigint>> = {};
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code = '', rate = ''] = pair.split(':').map((p) => p.trim());
    const parsed = parseRate(rate);
    if (!isFiatCode(code) || parsed === null || rates[code] !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair.slice(0, 40)}": each entry is CODE:rate, CODE one of ${FIAT_CURRENCY_CODES.join(', ')} (once), rate a positive decimal of at most 6 places`,
      });
      return z.NEVER;
    }
    rates[code] = parsed;
  }
  if (Object.keys(rates).length === 0) {
    ctx.addIssue({ code: 'custom', message: 'must give at least one CODE:rate' });
    return z.NEVER;
  }
  return rates;
});

/** The environment variables of buying K-Cash and of the payment provider (spread into config.ts). */
export const PAYMENTS_ENV = {
  /** Units of each fiat currency one USDT costs. */
  ONRAMP_RATES: ratesSetting.prefault(formatRates(DEFAULT_ONRAMP_RATES)),
  /** The payment provider's fee, in basis points of the USDT bought. */
  ONRAMP_FEE_BPS: feeBpsSetting.default(150),
  /** The network fee of delivering the USDT, in USDT. */
  ONRAMP_NETWORK_FEE_USDT: usdtSetting.prefault('0.1'),
  /** The chain the USDT is delivered on (its network fee is the one quoted). */
  ONRAMP_CHAIN_ID: z.coerce
    .number()
    .int()
    .refine((id) => findUsdtChain(id) !== null, 'must be a chain of @kp/domain/swap USDT_CHAINS')
    .default(137),
  /** The smallest and the largest order, in USDT. */
  ONRAMP_MIN_USDT: usdtSetting.prefault('1'),
  ONRAMP_MAX_USDT: usdtSetting.prefault('1000'),
  /**
   * Who takes the money, in order of preference: an order goes to the first listed provider that
   * takes its currency (`razorpay`: INR; `mercadopago`: BRL; `sandbox`: any, the local provider
   * served by this api under /sandbox/payments/, where nobody really pays). A currency no listed
   * provider takes is not sold; `none` sells nothing (buying K-Cash is switched off).
   */
  PAYMENTS_PROVIDER: providerListSetting(PAYMENTS_PROVIDER_NAMES, 'sandbox'),
  /** Where the sandbox provider answers; unset: this api's own /sandbox/payments. */
  PAYMENTS_SANDBOX_URL: z.url().optional(),
  /** The sandbox's API key and webhook signing secret; unset: derived from the installation secret. */
  PAYMENTS_SANDBOX_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENTS_SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long the sandbox waits before confirming a payment made "with late confirmation". */
  PAYMENTS_SANDBOX_LATE_WEBHOOK_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** How old a webhook's signature may be before it is refused (replays of old deliveries). */
  PAYMENTS_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** Razorpay's API key (Dashboard → Account & Settings → API Keys): the id and the secret. */
  RAZORPAY_KEY_ID: z.string().trim().min(1).max(100).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).max(200).optional(),
  /** The secret entered with the webhook (Dashboard → Webhooks), which signs X-Razorpay-Signature. */
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).max(200).optional(),
  /** Razorpay's API base. */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** Mercado Pago's access token (Your integrations → the application → Production credentials). */
  MERCADOPAGO_ACCESS_TOKEN: z.string().trim().min(1).max(300).optional(),
  /** The application's webhook secret signature (Webhooks → Configure notifications), for x-signature. */
  MERCADOPAGO_WEBHOOK_SECRET: z.string().trim().min(1).max(300).optional(),
  /**
   * The payer's e-mail Mercado Pago requires on a PIX payment. Users sign in by phone and may have
   * no e-mail, so one address of the operator's is sent (not the Mercado Pago account's own login).
   */
  MERCADOPAGO_PAYER_EMAIL: z.email().optional(),
  /** Mercado Pago's API base. */
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
};

/** The payments variables the cross-field rules read. */
export type PaymentsProviderEnv = {
  PAYMENTS_PROVIDER: PaymentsProviderName[];
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  RAZORPAY_API_URL: string;
  MERCADOPAGO_ACCESS_TOKEN?: string | undefined;
  MERCADOPAGO_WEBHOOK_SECRET?: string | undefined;
  MERCADOPAGO_PAYER_EMAIL?: string | undefined;
  MERCADOPAGO_API_URL: string;
};

/** The variables each real provider needs, and the one naming its API. */
const REQUIRED = {
  razorpay: {
    secrets: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
    url: 'RAZORPAY_API_URL',
  },
  mercadopago: {
    secrets: ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET', 'MERCADOPAGO_PAYER_EMAIL'],
    url: 'MERCADOPAGO_API_URL',
  },
} as const;

/**
 * The cross-field rules of the payments variables: a listed provider has its secrets, its API is
 * https (http only on this machine, for a local test server). A message naming the variables, or null.
 */
export function paymentsConfigProblem(
  config: PaymentsProviderEnv,
  isLoopbackUrl: (url: string) => boolean,
): string | null {
  for (const name of config.PAYMENTS_PROVIDER) {
    if (name === 'sandbox') continue;
    const missing = REQUIRED[name].secrets.filter((key) => !config[key]);
    if (missing.length) return `PAYMENTS_PROVIDER=${name} needs ${missing.join(', ')}`;
    const url = config[REQUIRED[name].url];
    if (url.startsWith('http:') && !isLoopbackUrl(url))
      return `${REQUIRED[name].url} must be https (http only for a local test server)`;
  }
  return null;
}
