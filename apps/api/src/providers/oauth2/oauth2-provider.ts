/**
 * An OAuth 2.0 authorization-code provider with PKCE (RFC 7636), as the social module links X and
 * Discord accounts: the module keeps the state and the code verifier, the provider knows its
 * endpoints and how to read the account it was given. Each provider's adapter implements this
 * against the real API, configured by base URLs so that tests point it at a local server.
 */

export type OAuth2Tokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
};

/** The account at the provider: its stable id and what a person recognises it by. */
export type OAuth2Account = {
  externalId: string;
  /** The handle or user name (X: without the @). */
  handle: string | null;
  displayName: string | null;
};

export type OAuth2Provider = {
  readonly name: 'twitter' | 'discord';
  /** False when this installation has no client credentials for the provider: say so, never pretend. */
  readonly isConfigured: boolean;
  /** Where to send the user's browser (S256 code challenge, the given state and redirect URI). */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** The token endpoint: the code, with the verifier and the same redirect URI. */
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuth2Tokens>;
  /** A new access token from a refresh token (providers that issue them). */
  refresh(refreshToken: string): Promise<OAuth2Tokens>;
  /** The account the access token belongs to. */
  fetchAccount(accessToken: string): Promise<OAuth2Account>;
  /** Revokes a token at the provider when the user disconnects (best effort). */
  revoke?(token: string): Promise<void>;
};
