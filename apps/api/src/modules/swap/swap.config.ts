import { z } from 'zod';
import { USDT } from '@kp/domain/currencies';
import { findUsdtChain, isFeeBps, parseSwapAmount } from '@kp/domain/swap';

/** An amount of USDT in the config ('1', '0.5'): a positive number of 0.00001 USDT steps, as minor units. */
const usdtSetting = z.string().transform((value, ctx) => {
  try {
    return parseSwapAmount(value);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: `must be a positive amount of ${USDT.code} with at most 5 decimals`,
    });
    return z.NEVER;
  }
});

/** A fee in basis points: a whole number from 0 to 9999 (100 = 1 %). */
const feeBpsSetting = z.coerce
  .number()
  .refine(isFeeBps, 'must be a whole number of basis points from 0 to 9999 (100 = 1 %)');

/** The swap's environment variables (spread into config.ts; the README's table lists them). */
export const SWAP_ENV = {
  /** The platform's fee on a swap of USDT into K-Cash, in basis points of the amount. */
  SWAP_FEE_BPS: feeBpsSetting.default(100),
  /** The smallest amount of USDT one swap takes. */
  SWAP_MIN_USDT: usdtSetting.prefault('1'),
  /** The chains whose USDT the platform accepts (EVM chain ids, comma-separated). */
  SWAP_CHAIN_IDS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,12}$/)
            .transform(Number)
            .refine((id) => findUsdtChain(id) !== null, 'must be a chain of @kp/domain/swap USDT_CHAINS'),
        )
        .min(1),
    )
    .default([1, 137, 56]),
};
