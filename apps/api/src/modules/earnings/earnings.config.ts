import { z } from 'zod';
import { DEFAULT_EARNING_EXPIRY_DAYS, INDIA_TDS } from '@kp/domain/earnings';

/** The earnings module's environment variables (spread into config.ts; the README's table lists them). */
export const EARNINGS_ENV = {
  /**
   * India's tax withheld on net online-gaming winnings when collected (section 194BA), in basis
   * points: 3000 = 30 %, the rate of the law in force (section 115BBJ).
   */
  INDIA_TDS_RATE_BPS: z.coerce
    .number()
    .int('must be a whole number of basis points')
    .min(0)
    .max(10_000, 'must be at most 10000 (100 %)')
    .default(INDIA_TDS.defaultRateBps),
  /** How long an earning waits to be collected when its source sets no expiry (days). */
  EARNINGS_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_EARNING_EXPIRY_DAYS),
};
