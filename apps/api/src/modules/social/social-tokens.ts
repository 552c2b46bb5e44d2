import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '@kp/domain/errors';
import type { SocialProvider } from '@kp/domain/social';
import type { Clock } from '../../platform/clock';
import type { OAuth2Provider, OAuth2Tokens } from '../../providers/oauth2/oauth2-provider';
import { ProviderError } from '../../providers/oauth2/provider-http';
import { label, notLinked, providerFailure, toLinkedAccount, unavailable } from './social-shared';
import type { SocialAccountRow, SocialRepository } from './social.repository';
import type { LinkedAccount, OAuth2ProviderName } from './social.service';

/** A token as the database keeps it: the key version, and the sealed text. */
export type SealedSecret = { keyVersion: number; ciphertext: string };

/** Seals and opens the provider tokens (the installation keyring; app.ts builds it). */
export type TokenSealer = {
  seal(plaintext: string, context: string): SealedSecret;
  open(sealed: SealedSecret, context: string): string;
};

// A token expiring within this margin is refreshed before use.
const REFRESH_MARGIN_MS = 60_000;
// A replica's right to refresh an account's tokens outlasts the provider's answer (10 s at most);
// another replica waits for its new tokens a little less than that, checking every 200 ms.
const REFRESH_LEASE_SECONDS = 15;
const REFRESH_WAIT_MS = 12_000;
const REFRESH_POLL_MS = 200;

/** A row's token columns with no tokens in them (a link without tokens, a disconnect). */
export const NO_TOKENS = {
  tokenKeyVersion: null,
  accessTokenSealed: null,
  refreshTokenSealed: null,
  tokenExpiresAt: null,
  scopes: [],
  refreshLeaseUntil: null,
};

/**
 * The provider tokens of the linked accounts: sealed at rest (bound to their row), opened for use,
 * and refreshed through the provider before they expire, one refresh at a time per account (in the
 * process, and across replicas by a lease on the row; README.md).
 */
export function createSocialTokens(deps: {
  repository: SocialRepository;
  clock: Clock;
  sealer: TokenSealer;
  /** The provider's adapter, SOCIAL_PROVIDER_NOT_CONFIGURED when it has no credentials. */
  oauth2: (provider: OAuth2ProviderName) => OAuth2Provider;
}) {
  const { repository, clock, sealer, oauth2 } = deps;
  const refreshing = new Map<string, Promise<SocialAccountRow>>();

  function sealTokens(provider: SocialProvider, externalId: string, tokens: OAuth2Tokens) {
    const access = sealer.seal(tokens.accessToken, `social:${provider}:${externalId}:access`);
    const refresh = tokens.refreshToken
      ? sealer.seal(tokens.refreshToken, `social:${provider}:${externalId}:refresh`)
      : null;
    return {
      tokenKeyVersion: access.keyVersion,
      accessTokenSealed: access.ciphertext,
      refreshTokenSealed: refresh?.ciphertext ?? null,
      tokenExpiresAt: tokens.expiresAt,
      scopes: tokens.scopes,
      refreshLeaseUntil: null,
    };
  }

  function openToken(row: SocialAccountRow, kind: 'access' | 'refresh'): string | null {
    const ciphertext = kind === 'access' ? row.accessTokenSealed : row.refreshTokenSealed;
    if (!ciphertext || row.tokenKeyVersion === null) return null;
    return sealer.open(
      { keyVersion: row.tokenKeyVersion, ciphertext },
      `social:${row.provider}:${row.externalId}:${kind}`,
    );
  }

  /** The row's tokens, refreshed through the provider first when they are about to expire. */
  async function freshTokens(row: SocialAccountRow, force: boolean): Promise<SocialAccountRow> {
    const expiring =
      row.tokenExpiresAt !== null &&
      row.tokenExpiresAt.getTime() - REFRESH_MARGIN_MS <= clock.now().getTime();
    if (!force && !expiring) return row;
    // One refresh at a time per account in this process (the lease below does it across replicas).
    const key = row.id;
    const running = refreshing.get(key);
    if (running) return running;
    const refresh = refreshOnce(row).finally(() => refreshing.delete(key));
    refreshing.set(key, refresh);
    return refresh;
  }

  /**
   * Refreshes the tokens through the provider under the account's refresh lease. Providers that
   * rotate refresh tokens (X does) refuse the second use of the old one, so a replica that finds
   * the lease taken waits for the other's new tokens and uses them rather than spend the old one.
   */
  async function refreshOnce(row: SocialAccountRow): Promise<SocialAccountRow> {
    const provider = row.provider as OAuth2ProviderName;
    const refreshToken = openToken(row, 'refresh');
    if (!refreshToken || !row.refreshTokenSealed)
      throw new AppError('SOCIAL_RECONNECT_REQUIRED', {
        params: { provider: label(provider) },
        details: { provider },
      });
    const waitUntil = Date.now() + REFRESH_WAIT_MS;
    while (!(await repository.leaseRefresh(row.id, row.refreshTokenSealed, REFRESH_LEASE_SECONDS))) {
      const latest = await repository.findAccountById(row.id);
      if (!latest || latest.disconnectedAt) throw notLinked(provider);
      if (latest.refreshTokenSealed !== row.refreshTokenSealed) return latest;
      if (Date.now() >= waitUntil)
        throw unavailable(provider, new Error('another replica holds the refresh lease'));
      await delay(REFRESH_POLL_MS);
    }
    let tokens: OAuth2Tokens;
    try {
      tokens = await oauth2(provider).refresh(refreshToken);
    } catch (error) {
      await repository.releaseRefreshLease(row.id);
      if (error instanceof ProviderError && error.kind === 'rejected')
        throw new AppError('SOCIAL_RECONNECT_REQUIRED', {
          variant: 'refused',
          params: { provider: label(provider) },
          details: { provider },
          cause: error,
        });
      throw providerFailure(provider, error);
    }
    const kept = tokens.refreshToken ? tokens : { ...tokens, refreshToken };
    const updated = await repository.updateAccount(row.id, {
      ...sealTokens(provider, row.externalId, kept),
      updatedAt: clock.now(),
    });
    if (!updated) throw notLinked(provider);
    return updated;
  }

  /**
   * Runs `fn` with a valid access token of the user's X or Discord account, refreshed through the
   * provider when expired (the new tokens stored). When the provider answers 401 to `fn`, the token
   * is refreshed once and `fn` tried again. Throws SOCIAL_PROVIDER_NOT_CONFIGURED,
   * SOCIAL_ACCOUNT_NOT_LINKED, SOCIAL_RECONNECT_REQUIRED or SOCIAL_PROVIDER_UNAVAILABLE.
   */
  async function withAccessToken<T>(
    userId: string,
    provider: OAuth2ProviderName,
    fn: (accessToken: string, account: LinkedAccount) => Promise<T>,
  ): Promise<T> {
    oauth2(provider);
    const row = await repository.findAccount(userId, provider);
    if (!row) throw notLinked(provider);
    let current = await freshTokens(row, false);
    const token = () => {
      const access = openToken(current, 'access');
      if (!access)
        throw new AppError('SOCIAL_RECONNECT_REQUIRED', {
          params: { provider: label(provider) },
          details: { provider },
        });
      return access;
    };
    try {
      return await fn(token(), toLinkedAccount(current));
    } catch (error) {
      if (
        !(error instanceof ProviderError && error.kind === 'rejected' && error.status === 401) ||
        !current.refreshTokenSealed
      )
        throw error;
      current = await freshTokens(current, true);
      return fn(token(), toLinkedAccount(current));
    }
  }

  return { sealTokens, openToken, withAccessToken };
}
