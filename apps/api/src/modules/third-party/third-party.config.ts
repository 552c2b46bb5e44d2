import { z } from 'zod';
import { isAllowedRedirectUri } from '@kp/domain/third-party';

/** The third-party module's environment variables (spread into config.ts; the README's table lists them). */
export const THIRD_PARTY_ENV = {
  /**
   * Where the sample game (apps/sample-game) is served; the demo data registers it as a client
   * with `<SAMPLE_GAME_URL>/callback` as its redirect URI.
   */
  SAMPLE_GAME_URL: z
    .url()
    .refine(isAllowedRedirectUri, 'must be an https URL (http only on localhost)')
    .default('http://localhost:4000'),
  /** The sample game's client secret; unset, one derived from the installation secret. */
  SAMPLE_GAME_CLIENT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The sample game's signing secret of its reports; unset, one derived from the installation secret. */
  SAMPLE_GAME_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};
