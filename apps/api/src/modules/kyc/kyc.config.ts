import { z } from 'zod';
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

/** The KYC module's environment variables (spread into config.ts; the README's table lists them). */
export const KYC_ENV = {
  /** Who checks documents: the local sandbox (the only adapter so far). */
  KYC_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** How long the sandbox takes to answer a check, like a real provider (milliseconds). */
  KYC_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
  /** The one-time K-Cash bonus for completing KYC (0 for none). */
  KYC_BONUS_KCASH: kcashSetting.prefault('100'),
  /** How often the status stream sends a heartbeat comment (milliseconds). */
  KYC_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(15_000),
  /** How often the status stream looks for changes made by another replica (milliseconds). */
  KYC_STREAM_POLL_MS: z.coerce.number().int().min(10).max(300_000).default(5_000),
};
