import type { OAuth2Account, OAuth2Provider, OAuth2Tokens } from '../oauth2/oauth2-provider';
import { malformedAnswer } from '../oauth2/provider-http';
import { createXHttp } from './x-http';

/** What the account link asks X for: read posts, users, follows and likes, and a refresh token. */
export const X_SCOPES = ['tweet.read', 'users.read', 'follows.read', 'like.read', 'offline.access'] as const;

/** X's settings, as config.ts reads them (X_ENV). */
export type XConfig = {
  X_CLIENT_ID?: string | undefined;
  X_CLIENT_SECRET?: string | undefined;
  X_AUTHORIZE_URL: string;
  X_API_URL: string;
};

export type XProviderOptions = { fetch?: typeof fetch; timeoutMs?: number; now?: () => Date };

/**
 * X's OAuth 2.0 authorization code flow with PKCE (S256), as a confidential client: the token
 * and revoke endpoints take the client id and secret by HTTP Basic. The account is read from
 * `GET /2/users/me`. Failures are ProviderError (see x-http.ts), never with a token in them.
 */
export function createXProvider(config: XConfig, options: XProviderOptions = {}): OAuth2Provider {
  const http = createXHttp({ apiUrl: config.X_API_URL, ...options });
  const now = options.now ?? (() => new Date());
  const clientId = config.X_CLIENT_ID;
  const clientSecret = config.X_CLIENT_SECRET;

  function client(): { clientId: string; clientSecret: string } {
    if (!clientId || !clientSecret)
      throw new Error('X is not configured on this installation (X_CLIENT_ID, X_CLIENT_SECRET)');
    return { clientId, clientSecret };
  }

  async function token(form: Record<string, string>): Promise<OAuth2Tokens> {
    const basic = client();
    const json = await http({
      path: '/2/oauth2/token',
      method: 'POST',
      basic,
      form: { ...form, client_id: basic.clientId },
    });
    if (typeof json.access_token !== 'string' || json.access_token === '')
      throw malformedAnswer('twitter', 'token answer without an access token');
    const expiresIn = Number(json.expires_in);
    return {
      accessToken: json.access_token,
      refreshToken:
        typeof json.refresh_token === 'string' && json.refresh_token !== '' ? json.refresh_token : null,
      expiresAt:
        Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now().getTime() + expiresIn * 1000) : null,
      scopes: typeof json.scope === 'string' ? json.scope.split(/\s+/).filter(Boolean) : [],
    };
  }

  return {
    name: 'twitter',
    isConfigured: Boolean(clientId && clientSecret),

    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(config.X_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: client().clientId,
        redirect_uri: redirectUri,
        scope: X_SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },

    exchangeCode({ code, codeVerifier, redirectUri }) {
      return token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
    },

    refresh(refreshToken) {
      return token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    async fetchAccount(accessToken): Promise<OAuth2Account> {
      const json = await http({ path: '/2/users/me', bearer: accessToken });
      const data = json.data as { id?: unknown; username?: unknown; name?: unknown } | undefined;
      if (!data || typeof data.id !== 'string' || data.id === '')
        throw malformedAnswer('twitter', '/2/users/me answer without a user');
      return {
        externalId: data.id,
        handle: typeof data.username === 'string' ? data.username : null,
        displayName: typeof data.name === 'string' ? data.name : null,
      };
    },

    async revoke(tokenToRevoke) {
      const basic = client();
      await http({
        path: '/2/oauth2/revoke',
        method: 'POST',
        basic,
        form: { token: tokenToRevoke, client_id: basic.clientId },
      });
    },
  };
}
