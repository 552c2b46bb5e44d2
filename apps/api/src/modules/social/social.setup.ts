import type { FastifyInstance } from 'fastify';
import { isLoopbackUrl, type Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import { deriveKey } from '../../platform/keys';
import type { UserLifecycleEvents } from '../../platform/user-lifecycle';
import { installationKeyring, openSecret, sealSecret } from '../../platform/sealing';
import { createDiscordProvider, type DiscordProvider } from '../../providers/discord/discord-provider';
import { createGoogleOidc } from '../../providers/google/google-oidc';
import type { OAuth2Provider } from '../../providers/oauth2/oauth2-provider';
import { createSteamOpenId } from '../../providers/steam/steam-openid';
import { createTelegramBotApi, type TelegramBotApi } from '../../providers/telegram/telegram-bot-api';
import { createSocialRepository } from './social.repository';
import { socialRoutes } from './social.routes';
import type { EvmWalletsService } from '../evm-wallets/evm-wallets.service';
import type { UsersService } from '../users/users.service';
import { createSocialService, type SocialService, type TokenSealer } from './social.service';

/** The installation key the provider tokens are sealed with. */
export function socialSealingKey(hashKey: Buffer): Uint8Array {
  return new Uint8Array(deriveKey(hashKey, 'social:sealing'));
}

/** The origins a provider may send the browser back to: this installation's (PUBLIC_URL's). */
export function socialRedirectOrigins(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string[] {
  if (config.PUBLIC_URL) return [new URL(config.PUBLIC_URL).origin];
  return [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
}

/** What the social module gives the others: its service, its jobs, the adapters its validators use. */
export type SocialModule = {
  service: SocialService;
  discord: DiscordProvider;
  telegramBot: TelegramBotApi;
  jobs: Job[];
};

/**
 * Builds the social module from the config: Discord (OAuth 2 + PKCE), Google linking (the same
 * OpenID Connect client as sign-in, back to another page), Steam (OpenID 2.0), Telegram (Login
 * Widget, Bot API); X's adapter comes from its own module through `oauth2`. Registers the routes.
 */
export function registerSocial(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    hashKey: Buffer;
    /** An erased account's linked accounts go in the erasing transaction. */
    lifecycle: UserLifecycleEvents;
    /** Adapters of other modules (X's `createXProvider(config)`). */
    oauth2?: Partial<Record<OAuth2Provider['name'], OAuth2Provider>>;
    /** Who signed in with a provider's account (the users module). */
    users: Pick<UsersService, 'findUserIdByIdentity' | 'findIdentitySubject'>;
    /** Whether the user linked an external EVM wallet (the EVM wallets module). */
    evmWallets: Pick<EvmWalletsService, 'hasLinkedWallet'>;
  },
): SocialModule {
  const { config } = deps;
  // The provider tokens are sealed with the installation keyring of socialSealingKey.
  const keys = installationKeyring(socialSealingKey(deps.hashKey));
  const sealer: TokenSealer = {
    seal: (plaintext, context) => sealSecret(Buffer.from(plaintext, 'utf8'), keys, context),
    open: (sealed, context) => Buffer.from(openSecret(sealed, keys, context)).toString('utf8'),
  };
  const timeoutMs = config.SOCIAL_HTTP_TIMEOUT_MS;
  const discord = createDiscordProvider({
    clientId: config.DISCORD_CLIENT_ID,
    clientSecret: config.DISCORD_CLIENT_SECRET,
    authorizeUrl: config.DISCORD_AUTHORIZE_URL,
    apiUrl: config.DISCORD_API_URL,
    timeoutMs,
  });
  const telegramBot = createTelegramBotApi({
    apiUrl: config.TELEGRAM_API_URL,
    botToken: config.TELEGRAM_BOT_TOKEN,
    timeoutMs,
  });
  const service = createSocialService({
    repository: createSocialRepository(deps.db),
    clock: deps.clock,
    oauth2: { discord, ...deps.oauth2 },
    google: config.GOOGLE_CLIENT_ID
      ? createGoogleOidc({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET!,
          // Every link names its own page of this site; this one is never used.
          redirectUri: `${socialRedirectOrigins(config)[0]}/`,
          allowInsecureRequests:
            config.GOOGLE_ISSUER.startsWith('http:') && isLoopbackUrl(config.GOOGLE_ISSUER),
        })
      : null,
    steam: createSteamOpenId({ endpoint: config.STEAM_OPENID_URL, timeoutMs }),
    telegramBotToken: config.TELEGRAM_BOT_TOKEN ?? null,
    telegramLoginUrl: config.TELEGRAM_LOGIN_URL,
    sealer,
    allowedOrigins: socialRedirectOrigins(config),
    identities: {
      ownerOf: (provider, subject) => deps.users.findUserIdByIdentity(provider, subject),
      subjectOf: (userId, provider) => deps.users.findIdentitySubject(userId, provider),
    },
    // The profile's wallet status and isWalletConnect: an external EVM wallet the user linked by
    // signing in with it (the custodial wallet every account has does not count as connected).
    walletStatus: async (userId) => ({ isActive: await deps.evmWallets.hasLinkedWallet(userId) }),
    log: app.log,
  });
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(userId, tx));
  socialRoutes(app, service);
  return {
    service,
    discord,
    telegramBot,
    jobs: [{ name: 'social-auth-states', everyMs: 60 * 60_000, run: () => service.purgeStates() }],
  };
}
