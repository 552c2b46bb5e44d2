import { z } from 'zod';
import {
  FIAT_CURRENCY_CODES,
  findUsdtChain,
  isFeeBps,
  isFiatCode,
  parseRate,
  parseSwapAmount,
  type FiatCode,
} from '@kp/domain/swap';

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
  ONRAMP_RATES: ratesSetting.prefault('INR:85,BRL:5.5,USD:1'),
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
  /** The payment adapter: `sandbox`, the local provider served by this api under /sandbox/payments/. */
  PAYMENTS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Where the sandbox provider answers; unset: this api's own /sandbox/payments. */
  PAYMENTS_SANDBOX_URL: z.url().optional(),
  /** The sandbox's API key and webhook signing secret; unset: derived from the installation secret. */
  PAYMENTS_SANDBOX_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENTS_SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long the sandbox waits before confirming a payment made "with late confirmation". */
  PAYMENTS_SANDBOX_LATE_WEBHOOK_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** How old a webhook's signature may be before it is refused (replays of old deliveries). */
  PAYMENTS_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
};
