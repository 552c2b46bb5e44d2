import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export type TestAccount = { sub: string; email: string; email_verified: boolean; name: string };

export type LocalOidcProvider = {
  issuer: string;
  client: { id: string; secret: string };
  /** Follows an authorization URL as a browser would (login, consent); the URL it ends on at `stopAt`. */
  signIn(authorizationUrl: string, options: { login: string; stopAt: string }): Promise<string>;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (the `oidc-provider` package) on a free local port, standing in for
 * Google: PKCE required, the scopes' claims in the ID token as Google puts them, and its
 * development login and consent pages, which `signIn` drives with fetch instead of a browser.
 */
export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  accounts: TestAccount[];
  onRequest?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}): Promise<LocalOidcProvider> {
  const client = { id: 'kp-test-client', secret: 'kp-test-secret-that-is-long-enough' };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: ['test-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the scopes' claims in the ID token; oidc-provider keeps them for userinfo unless told.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = options.accounts.find((a) => a.sub === id);
      return account ? { accountId: id, claims: () => account } : undefined;
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (options.onRequest?.(req, res)) return;
    handle(req, res);
  });

  return {
    issuer,
    client,
    async signIn(authorizationUrl, { login, stopAt }) {
      const jar = createCookieJar();
      let url = authorizationUrl;
      for (let hop = 0; hop < 12; hop++) {
        if (url.startsWith(stopAt)) return url;
        const page = await jar.fetch(url);
        if (page.status >= 300 && page.status < 400) {
          url = new URL(page.headers.get('location')!, url).href;
          continue;
        }
        const html = await page.text();
        if (page.status !== 200)
          throw new Error(`OIDC provider answered ${page.status}: ${html.slice(0, 300)}`);
        const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
        const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
        if (!action || !prompt) throw new Error(`no interaction form at ${url}`);
        const form = new URLSearchParams(
          prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
        );
        const submitted = await jar.fetch(new URL(action, url).href, { method: 'POST', body: form });
        url = new URL(submitted.headers.get('location')!, url).href;
      }
      throw new Error('too many redirects');
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The cookies of one browser, all for the one local host. */
function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    async fetch(url: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      if (cookies.size > 0)
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const res = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const name = pair.slice(0, pair.indexOf('=')).trim();
        const value = pair.slice(pair.indexOf('=') + 1).trim();
        const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
        const isExpired = expires !== undefined && Date.parse(expires.split('=')[1]!) <= Date.now();
        if (value === '' || isExpired) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
  };
}
