import { AppError } from '@kp/domain/errors';
import * as client from 'openid-client';

const SCOPE = 'openid email profile';

/** How to reach Google (or, in tests, a local OpenID provider) and who we are to it. */
export type GoogleOidcOptions = {
  /** `https://accounts.google.com` in production. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Exactly as registered with Google; also sent to the token endpoint. */
  redirectUri: string;
  /** Tests against a local http issuer only. */
  allowInsecureRequests?: boolean;
};

/** Who signed in, from the verified ID token. Link accounts by email only when `emailVerified`. */
export type OidcIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

/** Kept by the caller between redirect and callback (short-lived signed httpOnly cookie or table); used once. */
export type PendingAuthorization = { state: string; nonce: string; codeVerifier: string };

/**
 * The Google sign-in flow: `start` gives the URL to send the browser to, `finish` reads the callback.
 * Linking a Google account (the social module) runs the same flow back to another registered
 * redirect URI, given to both calls.
 */
export type GoogleOidc = {
  start(options?: { redirectUri?: string }): Promise<{ url: string; pending: PendingAuthorization }>;
  finish(
    callbackUrl: string,
    pending: PendingAuthorization,
    options?: { redirectUri?: string },
  ): Promise<OidcIdentity>;
};

/** Google sign-in through OpenID Connect: authorization code flow with PKCE (S256), state and nonce. */
export function createGoogleOidc(options: GoogleOidcOptions): GoogleOidc {
  let discovered: Promise<client.Configuration> | undefined;

  // Discovered once, on first use, so a Google outage does not stop the api from starting;
  // a failed discovery is forgotten so that the next sign-in tries again.
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        options.allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  // The token request's redirect_uri is taken from the URL handed to openid-client, so only the
  // callback's parameters are kept: behind a proxy the URL the server sees is not the registered one.
  function callbackOnRedirectUri(callbackUrl: string, redirectUri: string): URL {
    const url = new URL(redirectUri);
    url.search = new URL(callbackUrl, redirectUri).search;
    return url;
  }

  return {
    async start(startOptions) {
      try {
        const config = await configuration();
        const pending: PendingAuthorization = {
          state: client.randomState(),
          nonce: client.randomNonce(),
          codeVerifier: client.randomPKCECodeVerifier(),
        };
        const url = client.buildAuthorizationUrl(config, {
          redirect_uri: startOptions?.redirectUri ?? options.redirectUri,
          scope: SCOPE,
          response_type: 'code',
          state: pending.state,
          nonce: pending.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
          code_challenge_method: 'S256',
        });
        return { url: url.href, pending };
      } catch (error) {
        throw new AppError('GOOGLE_AUTH_FAILED', { cause: error });
      }
    },

    async finish(callbackUrl, pending, finishOptions) {
      try {
        // An empty expectation would let a callback without state or nonce through.
        if (!pending.state || !pending.nonce || !pending.codeVerifier) {
          throw new Error('incomplete pending authorization');
        }
        const config = await configuration();
        const redirectUri = finishOptions?.redirectUri ?? options.redirectUri;
        const tokens = await client.authorizationCodeGrant(
          config,
          callbackOnRedirectUri(callbackUrl, redirectUri),
          {
            expectedState: pending.state,
            expectedNonce: pending.nonce,
            pkceCodeVerifier: pending.codeVerifier,
            idTokenExpected: true,
          },
        );
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token in the token response');
        return toIdentity(claims);
      } catch (error) {
        throw new AppError('GOOGLE_AUTH_FAILED', { cause: error });
      }
    },
  };
}

function toIdentity(claims: client.IDToken): OidcIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    picture: text(claims.picture),
  };
}
