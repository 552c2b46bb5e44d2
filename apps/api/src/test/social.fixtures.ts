import pino from 'pino';
import type { Db } from '../db/client';
import { createSocialRepository } from '../modules/social/social.repository';
import {
  createSocialService,
  type SocialService,
  type SocialServiceDeps,
} from '../modules/social/social.service';
import { createSteamOpenId } from '../providers/steam/steam-openid';
import { createKeyring, openSecret, sealSecret } from '../platform/sealing';

/**
 * The real social service on a test database, its tokens sealed with a test keyring, for tests
 * that drive it directly (the validators'); the providers are the caller's.
 */
export function createTestSocialService(
  db: Db,
  options: Pick<SocialServiceDeps, 'oauth2' | 'telegramBotToken'> &
    Partial<Pick<SocialServiceDeps, 'google' | 'steam' | 'allowedOrigins'>>,
): SocialService {
  const keyring = createKeyring({ 1: new Uint8Array(32).fill(7) }, 1);
  return createSocialService({
    repository: createSocialRepository(db),
    clock: { now: () => new Date() },
    oauth2: options.oauth2,
    google: options.google ?? null,
    steam:
      options.steam ??
      createSteamOpenId({ endpoint: 'https://steamcommunity.com/openid/login', timeoutMs: 1000 }),
    telegramBotToken: options.telegramBotToken,
    sealer: {
      seal: (plaintext, context) => sealSecret(Buffer.from(plaintext), keyring, context),
      open: (sealed, context) => Buffer.from(openSecret(sealed, keyring, context)).toString(),
    },
    allowedOrigins: options.allowedOrigins ?? ['http://127.0.0.1:5173'],
    log: pino({ level: 'silent' }),
  });
}
