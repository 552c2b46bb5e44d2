import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formPage, readBody, readForm, redirect, sendJson, sendText } from './local-http';

/** A Discord user of the local server, with the servers (guild id → role ids) they are in. */
export type LocalDiscordUser = {
  id: string;
  username: string;
  globalName: string | null;
  guilds: Record<string, string[]>;
};

export type LocalDiscordServer = {
  /** The server's root: DISCORD_AUTHORIZE_URL is `<url>/oauth2/authorize`, DISCORD_API_URL `<url>/api`. */
  url: string;
  authorizeUrl: string;
  apiUrl: string;
  client: { id: string; secret: string };
  users: LocalDiscordUser[];
  /** Plays the browser: opens the authorization page and presses "Authorize" as `userId`; the URL it is sent to. */
  authorize(authorizationUrl: string, userId?: string): Promise<string>;
  /** Makes every access token issued so far expired (the next API call answers 401). */
  expireAccessTokens(): void;
  /** The calls it received (method and path), for assertions. */
  requests: string[];
  close(): Promise<void>;
};

type Grant = { userId: string; scopes: string[]; redirectUri: string; codeChallenge: string; used: boolean };
type Token = { userId: string; scopes: string[]; expiresAt: number };

/**
 * A local Discord speaking OAuth 2 (authorization page, token endpoint with PKCE S256 checked,
 * refresh, revoke) and the two API calls the product makes, answering as Discord does: the OAuth
 * error format `{ error, error_description }`, the API's `{ message, code }` with Discord's codes.
 */
export async function startLocalDiscordServer(
  options: { users?: LocalDiscordUser[]; redirectUris?: string[]; tokenTtlSeconds?: number } = {},
): Promise<LocalDiscordServer> {
  const client = { id: '1100000000000000001', secret: 'local-discord-secret-0123456789abcdef' };
  const users: LocalDiscordUser[] = options.users ?? [
    { id: '80351110224678912', username: 'asha_plays', globalName: 'Asha', guilds: {} },
  ];
  const ttl = options.tokenTtlSeconds ?? 604_800;
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, { userId: string; scopes: string[] }>();
  const requests: string[] = [];
  const random = () => randomBytes(24).toString('base64url');

  function issue(userId: string, scopes: string[]) {
    const access = random();
    const refresh = random();
    accessTokens.set(access, { userId, scopes, expiresAt: Date.now() + ttl * 1000 });
    refreshTokens.set(refresh, { userId, scopes });
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ttl,
      refresh_token: refresh,
      scope: scopes.join(' '),
    };
  }

  function clientOf(req: http.IncomingMessage, form: URLSearchParams): { id: string; secret: string } | null {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
      return id && secret !== undefined ? { id, secret } : null;
    }
    const id = form.get('client_id');
    const secret = form.get('client_secret');
    return id && secret ? { id, secret } : null;
  }

  const oauthError = (res: http.ServerResponse, status: number, error: string, description: string) =>
    sendJson(res, status, { error, error_description: description });
  const apiError = (res: http.ServerResponse, status: number, message: string, code: number) =>
    sendJson(res, status, { message, code });

  function bearer(req: http.IncomingMessage): Token | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const found = token ? accessTokens.get(token) : undefined;
    return found && found.expiresAt > Date.now() ? found : null;
  }

  function authorizeParams(query: URLSearchParams): { error: string } | { fields: Record<string, string> } {
    if (query.get('client_id') !== client.id) return { error: 'Unknown application' };
    const redirectUri = query.get('redirect_uri') ?? '';
    if (options.redirectUris && !options.redirectUris.includes(redirectUri))
      return { error: 'Invalid OAuth2 redirect_uri' };
    if (query.get('response_type') !== 'code') return { error: 'Invalid response_type' };
    if (!query.get('code_challenge') || query.get('code_challenge_method') !== 'S256')
      return { error: 'Invalid code_challenge or code_challenge_method' };
    return {
      fields: {
        client_id: client.id,
        redirect_uri: redirectUri,
        state: query.get('state') ?? '',
        scope: query.get('scope') ?? '',
        code_challenge: query.get('code_challenge')!,
      },
    };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);

    if (url.pathname === '/oauth2/authorize' && req.method === 'GET') {
      const checked = authorizeParams(url.searchParams);
      if ('error' in checked) return sendText(res, 400, checked.error);
      return sendText(
        res,
        200,
        formPage({
          title: 'Local Discord: authorize access to your account',
          action: '/oauth2/authorize',
          fields: checked.fields,
          choice: {
            name: 'user_id',
            label: 'Account',
            options: users.map((u) => ({ value: u.id, label: `${u.username} (${u.id})` })),
          },
          button: 'Authorize',
        }),
        'text/html',
      );
    }
    if (url.pathname === '/oauth2/authorize' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const checked = authorizeParams(
        new URLSearchParams({
          ...Object.fromEntries(form),
          response_type: 'code',
          code_challenge_method: 'S256',
        }),
      );
      if ('error' in checked) return sendText(res, 400, checked.error);
      const user = users.find((u) => u.id === (form.get('user_id') ?? users[0]?.id));
      if (!user) return sendText(res, 400, 'Unknown user');
      const code = random();
      grants.set(code, {
        userId: user.id,
        scopes: (form.get('scope') ?? '').split(' ').filter(Boolean),
        redirectUri: checked.fields.redirect_uri!,
        codeChallenge: checked.fields.code_challenge!,
        used: false,
      });
      const back = new URL(checked.fields.redirect_uri!);
      back.searchParams.set('code', code);
      if (checked.fields.state) back.searchParams.set('state', checked.fields.state);
      return redirect(res, back.href);
    }
    if (url.pathname === '/api/oauth2/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const who = clientOf(req, form);
      if (!who || who.id !== client.id || who.secret !== client.secret)
        return oauthError(res, 401, 'invalid_client', 'Invalid client');
      if (form.get('grant_type') === 'authorization_code') {
        const grant = grants.get(form.get('code') ?? '');
        if (!grant || grant.used) return oauthError(res, 400, 'invalid_grant', 'Invalid "code" in request.');
        grant.used = true;
        if (form.get('redirect_uri') !== grant.redirectUri)
          return oauthError(res, 400, 'invalid_grant', 'Invalid "redirect_uri" in request.');
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge)
          return oauthError(res, 400, 'invalid_grant', 'Invalid "code_verifier"');
        return sendJson(res, 200, issue(grant.userId, grant.scopes));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        const found = refreshTokens.get(refresh);
        if (!found) return oauthError(res, 400, 'invalid_grant', 'Invalid "refresh_token" in request.');
        refreshTokens.delete(refresh);
        return sendJson(res, 200, issue(found.userId, found.scopes));
      }
      return oauthError(res, 400, 'unsupported_grant_type', 'Unsupported grant type');
    }
    if (url.pathname === '/api/oauth2/token/revoke' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const who = clientOf(req, form);
      if (!who || who.id !== client.id || who.secret !== client.secret)
        return oauthError(res, 401, 'invalid_client', 'Invalid client');
      const token = form.get('token') ?? '';
      accessTokens.delete(token);
      refreshTokens.delete(token);
      return sendJson(res, 200, {});
    }
    if (url.pathname === '/api/v10/users/@me' && req.method === 'GET') {
      const token = bearer(req);
      if (!token) return apiError(res, 401, '401: Unauthorized', 0);
      const user = users.find((u) => u.id === token.userId)!;
      return sendJson(res, 200, {
        id: user.id,
        username: user.username,
        global_name: user.globalName,
        discriminator: '0',
        avatar: null,
      });
    }
    const member = /^\/api\/v10\/users\/@me\/guilds\/(\d+)\/member$/.exec(url.pathname);
    if (member && req.method === 'GET') {
      const token = bearer(req);
      if (!token) return apiError(res, 401, '401: Unauthorized', 0);
      if (!token.scopes.includes('guilds.members.read')) return apiError(res, 403, 'Missing Access', 50001);
      const user = users.find((u) => u.id === token.userId)!;
      const roles = user.guilds[member[1]!];
      if (!roles) return apiError(res, 404, 'Unknown Guild', 10004);
      return sendJson(res, 200, {
        user: { id: user.id, username: user.username },
        nick: null,
        roles,
        joined_at: '2024-01-01T00:00:00.000000+00:00',
        deaf: false,
        mute: false,
      });
    }
    return apiError(res, 404, '404: Not Found', 0);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendText(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    authorizeUrl: `${base}/oauth2/authorize`,
    apiUrl: `${base}/api`,
    client,
    users,
    requests,
    async authorize(authorizationUrl, userId) {
      const page = await fetch(authorizationUrl);
      const html = await page.text();
      if (page.status !== 200) throw new Error(`authorization page answered ${page.status}: ${html}`);
      const form = readForm(html);
      const answer = await fetch(new URL(form.action, authorizationUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...form.fields, ...(userId ? { user_id: userId } : {}) }).toString(),
        redirect: 'manual',
      });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location)
        throw new Error(`authorize answered ${answer.status}: ${await answer.text()}`);
      return location;
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
