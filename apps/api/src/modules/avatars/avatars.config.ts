import { z } from 'zod';
import { AVATAR_GENERATORS } from '@kp/domain/pog-avatars';

/** The avatar generator's environment variables (spread into config.ts; the README's table lists them). */
export const AVATARS_ENV = {
  /** `local`: drawn on this server from the selfie's features; `http`: an image-generation API. */
  AVATAR_GENERATOR: z.enum(AVATAR_GENERATORS).default('local'),
  /** The API's base URL (OpenAI-compatible: `POST {url}/v1/images/edits`). */
  AVATAR_API_URL: z.url().optional(),
  AVATAR_API_KEY: z.string().min(1).optional(),
  AVATAR_API_MODEL: z.string().trim().min(1).max(100).default('gpt-image-1'),
  AVATAR_API_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
};

type AvatarsEnv = {
  AVATAR_GENERATOR: (typeof AVATAR_GENERATORS)[number];
  AVATAR_API_URL?: string | undefined;
  AVATAR_API_KEY?: string | undefined;
};

/** The cross-field rules of the avatar variables; a message naming the variable, or null. */
export function avatarsConfigProblem(
  config: AvatarsEnv,
  isLoopbackUrl: (url: string) => boolean,
): string | null {
  if (config.AVATAR_GENERATOR === 'http' && (!config.AVATAR_API_URL || !config.AVATAR_API_KEY))
    return 'AVATAR_GENERATOR=http needs AVATAR_API_URL and AVATAR_API_KEY';
  if (config.AVATAR_API_URL?.startsWith('http:') && !isLoopbackUrl(config.AVATAR_API_URL))
    return 'AVATAR_API_URL must be https (http only for a local test server)';
  return null;
}
