import type { Config } from '../../config';
import type { AvatarGenerator } from './avatar-generator';
import { createHttpAvatarGenerator } from './http-avatar-generator';
import { createLocalAvatarGenerator } from './local-avatar-generator';

/** The generator AVATAR_GENERATOR names (config.ts has checked that `http` has its URL and key). */
export function createAvatarGenerator(
  config: Pick<
    Config,
    'AVATAR_GENERATOR' | 'AVATAR_API_URL' | 'AVATAR_API_KEY' | 'AVATAR_API_MODEL' | 'AVATAR_API_TIMEOUT_MS'
  >,
): AvatarGenerator {
  if (config.AVATAR_GENERATOR === 'http') {
    if (!config.AVATAR_API_URL || !config.AVATAR_API_KEY)
      throw new Error('AVATAR_GENERATOR=http needs AVATAR_API_URL and AVATAR_API_KEY');
    return createHttpAvatarGenerator({
      baseUrl: config.AVATAR_API_URL,
      apiKey: config.AVATAR_API_KEY,
      model: config.AVATAR_API_MODEL,
      timeoutMs: config.AVATAR_API_TIMEOUT_MS,
    });
  }
  return createLocalAvatarGenerator();
}
