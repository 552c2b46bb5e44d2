import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LinkedSocialAccount, SocialStatus } from '@kp/contract/social';
import { AppError } from '@kp/domain/errors';
import {
  SOCIAL_AUTH_STATE_TTL_MS,
  type RedirectSocialProvider,
  type SocialAuthUrlProvider,
  type SocialProvider,
} from '@kp/domain/social';
import type { SocialAccount } from '@kp/domain/tasks';
import type { DbOrTx } from '../../db/client';
import { isConstraintViolation, PG_ERROR } from '../../db/pg-errors';
import type { Clock } from '../../platform/clock';
import type { GoogleOidc } from '../../providers/google/google-oidc';
import type { OAuth2Account, OAuth2Provider, OAuth2Tokens } from '../../providers/oauth2/oauth2-provider';
import { isSteamAssertionError, type SteamOpenId } from '../../providers/steam/steam-openid';
import { verifyTelegramWidgetLogin } from '../../providers/telegram/telegram-login';
import { TELEGRAM_LOGIN_PAGE } from './social.config';
import {
  label,
  notConfigured,
  notLinked,
  providerFailure,
  toLinkedAccount,
  unavailable,
} from './social-shared';
import { createSocialTokens, NO_TOKENS, type TokenSealer } from './social-tokens';
import type { SocialAccountRow, SocialRepository } from './social.repository';

export type { SealedSecret, TokenSealer } from './social-tokens';

export type OAuth2ProviderName = OAuth2Provider['name'];

/**
 * The sign-in identities of the auth module (a Google or Telegram account someone signs in with):
 * such an account is that user's, so another user cannot link it, and its owner has it connected.
 */
export type SignInIdentities = {
  ownerOf(provider: 'google' | 'telegram', subject: string): Promise<string | null>;
  subjectOf(userId: string, provider: 'google' | 'telegram'): Promise<string | null>;
};

/** The wallet entry of the statuses comes from the evm-wallets module. */
export type WalletStatusPort = (userId: string) => Promise<{ isActive: boolean; handle?: string }>;

/** A linked account as the validators and the X module see it. */
export type LinkedAccount = {
  provider: SocialProvider;
  externalId: string;
  handle: string | null;
  displayName: string | null;
  linkedAt: Date;
  /** `sign-in` when the account is the user's Google or Telegram sign-in, not a link of this module. */
  source: 'link' | 'sign-in';
};

export type SocialServiceDeps = {
  repository: SocialRepository;
  clock: Clock;
  oauth2: Partial<Record<OAuth2ProviderName, OAuth2Provider>>;
  google: GoogleOidc | null;
  steam: SteamOpenId;
  telegramBotToken: string | null;
  /** Telegram's login page (TELEGRAM_LOGIN_URL; Telegram's own when not given), which comes back with the Login Widget's answer. */
  telegramLoginUrl?: string;
  sealer: TokenSealer;
  /** Origins of this installation (PUBLIC_URL's): the only places a provider may send the browser back to. */
  allowedOrigins: readonly string[];
  identities?: SignInIdentities;
  walletStatus?: WalletStatusPort;
  log: FastifyBaseLogger;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The linked social accounts: connecting them (each provider's way), their statuses, their tokens. */
export function createSocialService(deps: SocialServiceDeps) {
  const { repository, clock, sealer } = deps;
  const { sealTokens, openToken, withAccessToken } = createSocialTokens({
    repository,
    clock,
    sealer,
    oauth2,
  });

  function oauth2(provider: OAuth2ProviderName): OAuth2Provider {
    const adapter = deps.oauth2[provider];
    if (!adapter?.isConfigured) throw notConfigured(provider);
    return adapter;
  }

  function isConfigured(provider: SocialProvider): boolean {
    switch (provider) {
      case 'twitter':
      case 'discord':
        return deps.oauth2[provider]?.isConfigured === true;
      case 'google':
        return deps.google !== null;
      case 'telegram':
        return deps.telegramBotToken !== null;
      case 'steam':
        // Steam's OpenID needs no credentials.
        return true;
    }
  }

  /** The redirect URI, once it is a page of this installation (open-redirect guard). */
  function allowedRedirect(redirectUri: string, host?: string): URL {
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      throw new AppError('SOCIAL_REDIRECT_NOT_ALLOWED', { variant: 'not_a_url' });
    }
    const refused = (reason: string) =>
      new AppError('SOCIAL_REDIRECT_NOT_ALLOWED', {
        details: { reason, allowedOrigins: deps.allowedOrigins },
      });
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refused('not_http');
    if (url.username || url.password || url.hash) throw refused('credentials_or_fragment');
    if (!deps.allowedOrigins.includes(url.origin)) throw refused('other_origin');
    if (host !== undefined && host !== url.host) throw refused('other_host');
    return url;
  }

  async function newState(
    userId: string,
    provider: SocialProvider,
    values: { state: string; redirectUri: string; codeVerifier?: string; nonce?: string },
  ) {
    const now = clock.now();
    await repository.insertState({
      stateHash: sha256(values.state),
      userId,
      provider,
      codeVerifier: values.codeVerifier ?? null,
      nonce: values.nonce ?? null,
      redirectUri: values.redirectUri,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SOCIAL_AUTH_STATE_TTL_MS),
    });
  }

  async function takeState(userId: string, provider: SocialProvider, state: string) {
    const row = await repository.consumeState(sha256(state), userId, provider, clock.now());
    if (!row) throw new AppError('SOCIAL_STATE_INVALID');
    return row;
  }

  /**
   * Links an account the provider vouched for. An account another user has (or had) is refused,
   * naming the provider; a user's other connected account of the provider must be disconnected first.
   */
  async function link(
    userId: string,
    provider: SocialProvider,
    account: OAuth2Account,
    tokens: OAuth2Tokens | null,
  ): Promise<LinkedSocialAccount> {
    const taken = () =>
      new AppError('SOCIAL_ACCOUNT_TAKEN', { params: { provider: label(provider) }, details: { provider } });
    if ((provider === 'google' || provider === 'telegram') && deps.identities) {
      const owner = await deps.identities.ownerOf(provider, account.externalId);
      if (owner !== null && owner !== userId) throw taken();
    }
    const now = clock.now();
    const values = {
      handle: account.handle,
      displayName: account.displayName,
      ...(tokens ? sealTokens(provider, account.externalId, tokens) : NO_TOKENS),
      updatedAt: now,
    };
    const existing = await repository.findByExternalId(provider, account.externalId);
    if (existing && existing.userId !== userId) throw taken();
    const connected = await repository.findAccount(userId, provider);
    if (connected && connected.externalId !== account.externalId)
      throw new AppError('SOCIAL_ALREADY_LINKED', {
        params: { provider: label(provider) },
        details: { provider, handle: connected.handle },
      });
    try {
      const row = existing
        ? await repository.updateAccount(existing.id, {
            ...values,
            ...(existing.disconnectedAt ? { disconnectedAt: null, linkedAt: now } : {}),
          })
        : await repository.insertAccount({
            userId,
            provider,
            externalId: account.externalId,
            ...values,
            linkedAt: now,
          });
      return toLinkedSocialAccount(row!);
    } catch (error) {
      // Two links of the same account at the same moment: the database decides, the loser is told.
      if (isConstraintViolation(error, PG_ERROR.uniqueViolation, 'social_accounts_provider_external_key'))
        throw taken();
      if (
        isConstraintViolation(error, PG_ERROR.uniqueViolation, 'social_accounts_user_provider_connected_key')
      )
        throw new AppError('SOCIAL_ALREADY_LINKED', {
          params: { provider: label(provider) },
          details: { provider },
        });
      throw error;
    }
  }

  async function findLinkedAccount(userId: string, provider: SocialProvider): Promise<LinkedAccount | null> {
    const row = await repository.findAccount(userId, provider);
    if (row) return toLinkedAccount(row);
    if ((provider === 'google' || provider === 'telegram') && deps.identities) {
      const subject = await deps.identities.subjectOf(userId, provider);
      if (subject)
        return {
          provider,
          externalId: subject,
          handle: null,
          displayName: null,
          linkedAt: new Date(0),
          source: 'sign-in',
        };
    }
    return null;
  }

  return {
    isConfigured,

    /**
     * The provider's authorization URL for linking X, Discord or Google (the state is kept 10
     * minutes), or Telegram's login page (no state: its answer is signed with the bot token).
     */
    async authorizationUrl(
      userId: string,
      input: { provider: SocialAuthUrlProvider; host?: string | undefined; redirectUri: string },
    ): Promise<{ url: string }> {
      const returnTo = allowedRedirect(input.redirectUri, input.host);
      const redirectUri = returnTo.href;
      if (input.provider === 'telegram') {
        if (!deps.telegramBotToken) throw notConfigured('telegram');
        const url = new URL(deps.telegramLoginUrl ?? TELEGRAM_LOGIN_PAGE);
        // The bot's id is the number before ':' in its token; the token itself never leaves the server.
        url.searchParams.set('bot_id', deps.telegramBotToken.split(':')[0]!);
        url.searchParams.set('origin', returnTo.origin);
        url.searchParams.set('return_to', redirectUri);
        url.searchParams.set('request_access', 'write');
        return { url: url.href };
      }
      if (input.provider === 'google') {
        if (!deps.google) throw notConfigured('google');
        let started;
        try {
          started = await deps.google.start({ redirectUri });
        } catch (error) {
          throw unavailable('google', error);
        }
        await newState(userId, 'google', { ...started.pending, redirectUri });
        return { url: started.url };
      }
      const adapter = oauth2(input.provider);
      const state = randomToken(24);
      const codeVerifier = randomToken(48);
      const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
      await newState(userId, input.provider, { state, codeVerifier, redirectUri });
      return { url: adapter.authorizationUrl({ state, codeChallenge, redirectUri }) };
    },

    /** Links the account the provider sent back with its code and our state (single use). */
    async authenticate(
      userId: string,
      input: { provider: RedirectSocialProvider; code: string; state: string; iss?: string | undefined },
    ): Promise<LinkedSocialAccount> {
      const { provider } = input;
      if (provider === 'google') {
        const google = deps.google;
        if (!google) throw notConfigured('google');
        const row = await takeState(userId, 'google', input.state);
        const callback = new URL(row.redirectUri);
        callback.searchParams.set('code', input.code);
        callback.searchParams.set('state', input.state);
        if (input.iss) callback.searchParams.set('iss', input.iss);
        let identity;
        try {
          identity = await google.finish(
            callback.href,
            { state: input.state, nonce: row.nonce ?? '', codeVerifier: row.codeVerifier ?? '' },
            { redirectUri: row.redirectUri },
          );
        } catch (error) {
          throw new AppError('SOCIAL_AUTH_FAILED', {
            variant: 'not_confirmed',
            params: { provider: label(provider) },
            details: { provider },
            cause: error,
          });
        }
        return link(
          userId,
          'google',
          { externalId: identity.subject, handle: identity.email, displayName: identity.name },
          null,
        );
      }
      const adapter = oauth2(provider);
      const row = await takeState(userId, provider, input.state);
      let tokens: OAuth2Tokens;
      let account: OAuth2Account;
      try {
        tokens = await adapter.exchangeCode({
          code: input.code,
          codeVerifier: row.codeVerifier ?? '',
          redirectUri: row.redirectUri,
        });
        account = await adapter.fetchAccount(tokens.accessToken);
      } catch (error) {
        throw providerFailure(provider, error);
      }
      return link(userId, provider, account, tokens);
    },

    /** Steam's OpenID 2.0 sign-in URL, coming back to the redirect URI with our state in its query. */
    async steamAuthorizationUrl(userId: string, input: { redirectUri: string }): Promise<{ url: string }> {
      const returnTo = allowedRedirect(input.redirectUri);
      const state = randomToken(24);
      returnTo.searchParams.set('state', state);
      await newState(userId, 'steam', { state, redirectUri: returnTo.href });
      return { url: deps.steam.authorizationUrl({ returnTo: returnTo.href, realm: `${returnTo.origin}/` }) };
    },

    /** Links the Steam account of an assertion, once its state is this user's and Steam confirms it. */
    async connectSteam(userId: string, params: Record<string, string>): Promise<LinkedSocialAccount> {
      let state: string | null = null;
      try {
        state = new URL(params['openid.return_to'] ?? '').searchParams.get('state');
      } catch {
        state = null;
      }
      if (!state) throw new AppError('SOCIAL_STATE_INVALID');
      const row = await takeState(userId, 'steam', state);
      let steamId: string;
      try {
        steamId = await deps.steam.verify(params, row.redirectUri);
      } catch (error) {
        if (isSteamAssertionError(error))
          throw new AppError('SOCIAL_AUTH_FAILED', {
            variant: 'not_confirmed',
            params: { provider: label('steam') },
            details: { provider: 'steam' },
            cause: error,
          });
        throw providerFailure('steam', error);
      }
      return link(userId, 'steam', { externalId: steamId, handle: null, displayName: null }, null);
    },

    /** Links the Telegram account of a Login Widget answer, once the bot token's signature holds. */
    async linkTelegram(userId: string, payload: Record<string, unknown>): Promise<LinkedSocialAccount> {
      if (!deps.telegramBotToken) throw notConfigured('telegram');
      let identity;
      try {
        identity = verifyTelegramWidgetLogin(payload, { botToken: deps.telegramBotToken, now: clock.now() });
      } catch (error) {
        throw new AppError('SOCIAL_AUTH_FAILED', {
          variant: 'not_confirmed',
          params: { provider: label('telegram') },
          details: { provider: 'telegram' },
          cause: error,
        });
      }
      const displayName = [identity.firstName, identity.lastName].filter(Boolean).join(' ') || null;
      return link(
        userId,
        'telegram',
        { externalId: identity.telegramId, handle: identity.username, displayName },
        null,
      );
    },

    /** Unlinks an account: its tokens are revoked where the provider allows and wiped; the claim stays. */
    async disconnect(userId: string, provider: SocialProvider): Promise<SocialStatus> {
      const row = await repository.findAccount(userId, provider);
      if (!row) {
        const viaSignIn =
          (provider === 'google' || provider === 'telegram') && deps.identities
            ? await deps.identities.subjectOf(userId, provider)
            : null;
        throw viaSignIn
          ? new AppError('SOCIAL_ACCOUNT_NOT_LINKED', {
              variant: 'signs_in',
              params: { provider: label(provider) },
              details: { provider },
            })
          : notLinked(provider);
      }
      const adapter = provider === 'twitter' || provider === 'discord' ? deps.oauth2[provider] : undefined;
      const token = row.refreshTokenSealed ? openToken(row, 'refresh') : openToken(row, 'access');
      if (adapter?.isConfigured && adapter.revoke && token) {
        await adapter.revoke(token).catch((error: unknown) => {
          deps.log.warn({ provider, err: error }, 'social: token revocation failed (tokens wiped anyway)');
        });
      }
      await repository.updateAccount(row.id, {
        ...NO_TOKENS,
        disconnectedAt: clock.now(),
        updatedAt: clock.now(),
      });
      return this.status(userId);
    },

    /** The social statuses and connect flags (spec section 3). */
    async status(userId: string): Promise<SocialStatus> {
      const [rows, wallet, googleSubject, telegramSubject] = await Promise.all([
        repository.listAccounts(userId),
        deps.walletStatus ? deps.walletStatus(userId) : Promise.resolve({ isActive: false }),
        deps.identities?.subjectOf(userId, 'google') ?? null,
        deps.identities?.subjectOf(userId, 'telegram') ?? null,
      ]);
      const entry = (provider: SocialProvider, viaSignIn = false) => {
        const row = rows.find((r) => r.provider === provider && r.disconnectedAt === null);
        return {
          isActive: row !== undefined || viaSignIn,
          ...(row?.handle ? { handle: row.handle } : {}),
          isConfigured: isConfigured(provider),
        };
      };
      const socialStatuses = {
        twitter: entry('twitter'),
        discord: entry('discord'),
        google: entry('google', googleSubject !== null),
        wallet: { ...wallet, isConfigured: deps.walletStatus !== undefined },
        steam: entry('steam'),
        telegram: entry('telegram', telegramSubject !== null),
      };
      return {
        socialStatuses,
        isTwitterConnect: socialStatuses.twitter.isActive,
        isDiscordConnect: socialStatuses.discord.isActive,
        isGoogleConnect: socialStatuses.google.isActive,
        isWalletConnect: socialStatuses.wallet.isActive,
        isSteamConnect: socialStatuses.steam.isActive,
        isTelegramConnect: socialStatuses.telegram.isActive,
      };
    },

    /** The profile's socialStatuses (users module port): the wallet entry only when its port is wired. */
    async profileStatuses(userId: string): Promise<Partial<Record<SocialAccount, { isActive: boolean }>>> {
      const { socialStatuses } = await this.status(userId);
      const { wallet, ...rest } = socialStatuses;
      const pick = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, { isActive: v.isActive }]));
      return deps.walletStatus ? { ...pick, wallet: { isActive: wallet.isActive } } : pick;
    },

    /** The user's connected account of a provider (or their Google / Telegram sign-in), or null. */
    findLinkedAccount,

    /** As findLinkedAccount; SOCIAL_ACCOUNT_NOT_LINKED naming the provider when there is none. */
    async getLinkedAccount(userId: string, provider: SocialProvider): Promise<LinkedAccount> {
      const account = await findLinkedAccount(userId, provider);
      if (!account) throw notLinked(provider);
      return account;
    },

    /** Runs `fn` with a valid access token of the user's X or Discord account (social-tokens.ts). */
    withAccessToken,

    /** Erases a user's linked accounts with their personal data (account deletion). */
    async eraseUser(userId: string, tx?: DbOrTx): Promise<void> {
      await repository.deleteAccounts(userId, tx);
    },

    /** Forgets link attempts older than a day (a job). */
    purgeStates(): Promise<number> {
      return repository.deleteStatesBefore(new Date(clock.now().getTime() - 24 * 60 * 60_000));
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;

function toLinkedSocialAccount(row: SocialAccountRow): LinkedSocialAccount {
  return {
    provider: row.provider as SocialProvider,
    externalId: row.externalId,
    handle: row.handle,
    displayName: row.displayName,
    linkedAt: row.linkedAt.toISOString(),
  };
}
