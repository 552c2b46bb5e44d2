import { z } from 'zod';
import { parseCountryList } from '@kp/domain/tournaments';

/** The tournaments module's environment variables (spread into config.ts; the README's table lists them). */
export const TOURNAMENTS_ENV = {
  /**
   * Countries (ISO alpha-2, comma-separated) where a paid entry into a tournament with prizes in a
   * cash-convertible currency is refused: India by default (Online Gaming Act, 2025). `none` blocks
   * nowhere (an empty variable counts as unset, so it would mean the default).
   */
  TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES: z
    .string()
    .trim()
    .refine(
      (value) => value.toLowerCase() === 'none' || parseCountryList(value).every((c) => /^[A-Z]{2}$/.test(c)),
      'must be ISO 3166 alpha-2 country codes separated by commas, or none',
    )
    .default('IN')
    .transform((value) => (value.toLowerCase() === 'none' ? [] : parseCountryList(value))),
};
