import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server answering as X does, for the X provider's and the task validators' tests and
 * for the end-to-end tests (started as a process by x-server.ts):
 * - OAuth 2.0: `/i/oauth2/authorize` (a small HTML page with an "Authorize app" button), the
 *   token endpoint `/2/oauth2/token` (authorization code with PKCE S256 checked, refresh tokens
 *   rotated, the confidential client authenticated by HTTP Basic) and `/2/oauth2/revoke`, with
 *   X's OAuth error format ({ error, error_description });
 * - API v2 with the bearer token of a user: `/2/users/me`, `/2/users/:id/following`,
 *   `/2/tweets/:id/liking_users`, `/2/tweets/:id/retweeted_by`, `/2/tweets/:id`, in X's shapes
 *   ({ data, meta, errors }, problem objects for 4xx, x-rate-limit-* headers, scopes enforced);
 * - what the world looks like (users, follows, likes, reposts, posts) is seeded by the test.
 * Posts' links are shortened to t.co in the text with the original in entities.urls, as X does.
 */

export type LocalXUser = { id: string; username: string; name: string; description?: string };

export type LocalXPostInput = {
  authorId: string;
  text: string;
  /** The post this one replies to. */
  replyTo?: string;
  createdAt?: Date;
  id?: string;
};

export type LocalXSeed = {
  users?: LocalXUser[];
  /** [follower id, followed id], oldest first. */
  follows?: Array<[string, string]>;
  /** [user id, post id], oldest first. */
  likes?: Array<[string, string]>;
  retweets?: Array<[string, string]>;
  posts?: LocalXPostInput[];
};

export type LocalXServer = {
  /** The API host (X_API_URL). */
  url: string;
  /** The authorize page (X_AUTHORIZE_URL). */
  authorizeUrl: string;
  client: { id: string; secret: string };
  /** The settings createXProvider takes, pointing at this server. */
  config: { X_CLIENT_ID: string; X_CLIENT_SECRET: string; X_AUTHORIZE_URL: string; X_API_URL: string };
  seed(seed: LocalXSeed): void;
  addUser(user: LocalXUser): LocalXUser;
  follow(followerId: string, followedId: string): void;
  like(userId: string, postId: string): void;
  retweet(userId: string, postId: string): void;
  /** Posts as a user; returns the post id. */
  post(input: LocalXPostInput): string;
  /** Follows an authorization URL as the browser of `userId` would; the redirect back to the app. */
  authorize(
    authorizationUrl: string,
    options: { userId: string; decision?: 'allow' | 'deny' },
  ): Promise<string>;
  /** Every access token issued so far stops working (401), as when they expire. */
  expireAccessTokens(): void;
  /** The user revoked the app on X: none of the tokens issued for them work any more, refresh tokens included. */
  revokeUserTokens(userId: string): void;
  /** Issues tokens directly, as if the user had authorized (for tests of the API side). */
  issueTokens(userId: string, scopes?: string[]): { accessToken: string; refreshToken: string };
  /** The next `count` API v2 calls answer 429 with x-rate-limit-reset at `resetAt`. */
  rateLimitNext(resetAt: Date, count?: number): void;
  /** The next `count` API v2 calls answer this status (a 5xx) or wait this long before answering. */
  failNext(failure: { status: number } | { delayMs: number }, count?: number): void;
  /** Every request served, method and path with query, for tests to count calls. */
  requests: string[];
  close(): Promise<void>;
};

const ALL_SCOPES = ['tweet.read', 'users.read', 'follows.read', 'like.read', 'offline.access'];
const ACCESS_TOKEN_TTL_S = 7200;
const CODE_TTL_MS = 30_000;
const PROBLEM_NOT_FOUND = 'https://api.twitter.com/2/problems/resource-not-found';
const PROBLEM_INVALID = 'https://api.twitter.com/2/problems/invalid-request';

type StoredPost = {
  id: string;
  authorId: string;
  text: string;
  createdAt: Date;
  conversationId: string;
  replyTo: string | null;
  hashtags: Array<{ start: number; end: number; tag: string }>;
  mentions: Array<{ start: number; end: number; username: string }>;
  urls: Array<{ start: number; end: number; url: string; expanded_url: string; display_url: string }>;
};

type Grant = { userId: string; scopes: string[] };

export async function startLocalXServer(
  options: {
    client?: { id: string; secret: string };
    /** The app's registered callback URLs; the authorize page refuses others. */
    redirectUris: string[];
    seed?: LocalXSeed;
    /** A fixed port; a free one by default. */
    port?: number;
  } = { redirectUris: [] },
): Promise<LocalXServer> {
  const client = options.client ?? { id: 'kp-x-test-client', secret: 'kp-x-test-secret-long-enough' };
  const users = new Map<string, LocalXUser>();
  const following = new Map<string, string[]>(); // follower → followed, most recent first
  const likers = new Map<string, string[]>(); // post → users, most recent first
  const retweeters = new Map<string, string[]>();
  const posts = new Map<string, StoredPost>();
  const codes = new Map<
    string,
    Grant & { redirectUri: string; challenge: string; expiresAt: number; isUsed: boolean }
  >();
  const accessTokens = new Map<string, Grant & { expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  const failures: Array<{ status: number } | { delayMs: number } | { rateLimitResetAt: Date }> = [];
  const requests: string[] = [];
  let nextPostId = 1790000000000000000n;

  const addUser = (user: LocalXUser) => {
    users.set(user.id, { ...user });
    return user;
  };
  const pushFront = (map: Map<string, string[]>, key: string, value: string) => {
    const list = (map.get(key) ?? []).filter((v) => v !== value);
    list.unshift(value);
    map.set(key, list);
  };
  const follow = (followerId: string, followedId: string) => pushFront(following, followerId, followedId);
  const like = (userId: string, postId: string) => pushFront(likers, postId, userId);
  const retweet = (userId: string, postId: string) => pushFront(retweeters, postId, userId);

  function post(input: LocalXPostInput): string {
    const id = input.id ?? String(nextPostId++);
    const parent = input.replyTo ? posts.get(input.replyTo) : undefined;
    // Links become t.co links in the text, as X shortens them; entities keep the original.
    let text = '';
    const urls: StoredPost['urls'] = [];
    let last = 0;
    for (const match of input.text.matchAll(/https?:\/\/\S+/g)) {
      text += input.text.slice(last, match.index);
      const short = `https://t.co/${randomBytes(5).toString('hex')}`;
      urls.push({
        start: [...text].length,
        end: [...text].length + short.length,
        url: short,
        expanded_url: match[0],
        display_url: match[0].replace(/^https?:\/\//, '').slice(0, 26),
      });
      text += short;
      last = match.index + match[0].length;
    }
    text += input.text.slice(last);
    const entity = <T>(pattern: RegExp, make: (m: RegExpMatchArray) => T) =>
      [...text.matchAll(pattern)].map((m) => {
        const start = [...text.slice(0, m.index)].length + (m[0].length - m[0].trimStart().length);
        return { start, end: start + [...m[0].trim()].length, ...make(m) };
      });
    posts.set(id, {
      id,
      authorId: input.authorId,
      text,
      createdAt: input.createdAt ?? new Date(),
      conversationId: parent ? parent.conversationId : (input.replyTo ?? id),
      replyTo: input.replyTo ?? null,
      hashtags: entity(/(?:^|\s)#(\w+)/gu, (m) => ({ tag: m[1]! })),
      mentions: entity(/(?:^|\s)@(\w{1,15})/g, (m) => ({ username: m[1]! })),
      urls,
    });
    return id;
  }

  function seed(s: LocalXSeed) {
    for (const user of s.users ?? []) addUser(user);
    for (const p of s.posts ?? []) post(p);
    for (const [a, b] of s.follows ?? []) follow(a, b);
    for (const [u, p] of s.likes ?? []) like(u, p);
    for (const [u, p] of s.retweets ?? []) retweet(u, p);
  }
  if (options.seed) seed(options.seed);

  function issueTokens(userId: string, scopes: string[] = ALL_SCOPES) {
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, { userId, scopes, expiresAt: Date.now() + ACCESS_TOKEN_TTL_S * 1000 });
    const refreshToken = randomBytes(24).toString('base64url');
    if (scopes.includes('offline.access')) refreshTokens.set(refreshToken, { userId, scopes });
    return { accessToken, refreshToken };
  }

  // ---------------------------------------------------------------------------------------
  // HTTP plumbing

  function json(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }
  const oauthError = (res: http.ServerResponse, status: number, error: string, description: string) =>
    json(res, status, { error, error_description: description });
  const problem = (res: http.ServerResponse, status: number, title: string, detail: string, headers = {}) =>
    json(res, status, { title, detail, type: 'about:blank', status }, headers);
  const invalidRequest = (res: http.ServerResponse, parameter: string, value: string, message: string) =>
    json(res, 400, {
      errors: [{ parameters: { [parameter]: [value] }, message }],
      title: 'Invalid Request',
      detail: 'One or more parameters to your request was invalid.',
      type: PROBLEM_INVALID,
    });
  const notFound = (res: http.ServerResponse, type: 'tweet' | 'user', parameter: string, id: string) =>
    json(res, 200, {
      errors: [
        {
          value: id,
          detail: `Could not find ${type} with ${parameter}: [${id}].`,
          title: 'Not Found Error',
          resource_type: type,
          parameter,
          resource_id: id,
          type: PROBLEM_NOT_FOUND,
        },
      ],
    });

  async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  function isClient(req: http.IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const same = (a: string, b: string) =>
      a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
    return (
      same(decodeURIComponent(decoded.slice(0, colon)), client.id) &&
      same(decodeURIComponent(decoded.slice(colon + 1)), client.secret)
    );
  }

  // ---------------------------------------------------------------------------------------
  // OAuth 2.0

  /** The authorize request's problem, or null; X shows an error page rather than redirecting for these. */
  function authorizeProblem(params: URLSearchParams): string | null {
    if (params.get('client_id') !== client.id) return 'unknown client_id';
    if (!options.redirectUris.includes(params.get('redirect_uri') ?? ''))
      return 'redirect_uri is not registered';
    if (params.get('response_type') !== 'code') return 'response_type must be code';
    if (!params.get('state')) return 'state is required';
    if (!/^[A-Za-z0-9_-]{43,128}$/.test(params.get('code_challenge') ?? ''))
      return 'code_challenge is required';
    if (params.get('code_challenge_method') !== 'S256') return 'code_challenge_method must be S256';
    const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0 || scopes.some((s) => !ALL_SCOPES.includes(s))) return 'scope is not valid';
    return null;
  }

  const escapeHtml = (s: string) =>
    s.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    );

  function authorizePage(res: http.ServerResponse, params: URLSearchParams) {
    const hidden = [...params]
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    const choices = [...users.values()]
      .map(
        (u) =>
          `<option value="${escapeHtml(u.id)}">@${escapeHtml(u.username)} (${escapeHtml(u.name)})</option>`,
      )
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorize app · local X</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Authorize app</h1>
<p>The app wants to read your posts, profile, follows and likes (${escapeHtml(params.get('scope') ?? '')}).</p>
<form method="post" action="/i/oauth2/authorize">${hidden}
<label for="user_id">Signed in as</label> <select id="user_id" name="user_id">${choices}</select>
<p><button type="submit" name="decision" value="allow">Authorize app</button>
<button type="submit" name="decision" value="deny">Cancel</button></p></form></main></body></html>`);
  }

  async function authorizeDecision(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = await readForm(req);
    const problemText = authorizeProblem(form);
    if (problemText) return htmlError(res, problemText);
    const back = new URL(form.get('redirect_uri')!);
    back.searchParams.set('state', form.get('state')!);
    if (form.get('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const userId = form.get('user_id') ?? '';
      if (!users.has(userId)) return htmlError(res, 'no such user');
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        userId,
        scopes: form.get('scope')!.split(' ').filter(Boolean),
        redirectUri: form.get('redirect_uri')!,
        challenge: form.get('code_challenge')!,
        expiresAt: Date.now() + CODE_TTL_MS,
        isUsed: false,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.href }).end();
  }

  function htmlError(res: http.ServerResponse, text: string) {
    res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><body><h1>Something went wrong</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
  }

  function tokenAnswer(res: http.ServerResponse, grant: Grant) {
    const { accessToken, refreshToken } = issueTokens(grant.userId, grant.scopes);
    json(res, 200, {
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      access_token: accessToken,
      scope: grant.scopes.join(' '),
      ...(grant.scopes.includes('offline.access') ? { refresh_token: refreshToken } : {}),
    });
  }

  async function token(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = await readForm(req);
    if (!isClient(req))
      return oauthError(res, 401, 'unauthorized_client', 'Missing valid authorization header');
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.isUsed || code.expiresAt < Date.now())
        return oauthError(
          res,
          400,
          'invalid_request',
          'Value passed for the authorization code was invalid.',
        );
      code.isUsed = true;
      if (form.get('redirect_uri') !== code.redirectUri)
        return oauthError(
          res,
          400,
          'invalid_request',
          'Value passed for the redirect uri did not match the uri of the authorization code.',
        );
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!verifier || challenge !== code.challenge)
        return oauthError(
          res,
          400,
          'invalid_request',
          'Value passed for the code verifier did not match the code challenge.',
        );
      return tokenAnswer(res, code);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(presented);
      if (!grant) return oauthError(res, 400, 'invalid_request', 'Value passed for the token was invalid.');
      refreshTokens.delete(presented); // X rotates refresh tokens: each one works once
      return tokenAnswer(res, grant);
    }
    return oauthError(res, 400, 'invalid_request', 'Missing required parameter [grant_type].');
  }

  async function revoke(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = await readForm(req);
    if (!isClient(req))
      return oauthError(res, 401, 'unauthorized_client', 'Missing valid authorization header');
    const presented = form.get('token') ?? '';
    accessTokens.delete(presented);
    refreshTokens.delete(presented);
    json(res, 200, { revoked: true });
  }

  // ---------------------------------------------------------------------------------------
  // API v2

  const userJson = (user: LocalXUser, fields: string[]) => ({
    id: user.id,
    name: user.name,
    username: user.username,
    ...(fields.includes('description') ? { description: user.description ?? '' } : {}),
  });

  function postJson(p: StoredPost, fields: string[]) {
    const entities = {
      ...(p.hashtags.length ? { hashtags: p.hashtags } : {}),
      ...(p.mentions.length ? { mentions: p.mentions } : {}),
      ...(p.urls.length ? { urls: p.urls } : {}),
    };
    return {
      id: p.id,
      text: p.text,
      edit_history_tweet_ids: [p.id],
      ...(fields.includes('author_id') ? { author_id: p.authorId } : {}),
      ...(fields.includes('conversation_id') ? { conversation_id: p.conversationId } : {}),
      ...(fields.includes('created_at') ? { created_at: p.createdAt.toISOString() } : {}),
      ...(fields.includes('referenced_tweets') && p.replyTo
        ? { referenced_tweets: [{ type: 'replied_to', id: p.replyTo }] }
        : {}),
      ...(fields.includes('entities') && Object.keys(entities).length ? { entities } : {}),
    };
  }

  /** One page of a list of user ids, X's way: max_results bounds, an opaque next_token. */
  function userPage(res: http.ServerResponse, url: URL, ids: string[], maxAllowed: number) {
    const raw = url.searchParams.get('max_results');
    const max = raw === null ? 100 : Number(raw);
    if (!Number.isInteger(max) || max < 1 || max > maxAllowed)
      return invalidRequest(
        res,
        'max_results',
        raw ?? '',
        `The \`max_results\` query parameter value [${raw}] is not between 1 and ${maxAllowed}`,
      );
    const tokenParam = url.searchParams.get('pagination_token');
    let offset = 0;
    if (tokenParam !== null) {
      const decoded = /^o(\d+)$/.exec(Buffer.from(tokenParam, 'base64url').toString('utf8'));
      if (!decoded)
        return invalidRequest(
          res,
          'pagination_token',
          tokenParam,
          'The `pagination_token` query parameter value is not valid',
        );
      offset = Number(decoded[1]);
    }
    const fields = (url.searchParams.get('user.fields') ?? '').split(',');
    const page = ids.slice(offset, offset + max).flatMap((id) => {
      const user = users.get(id);
      return user ? [userJson(user, fields)] : [];
    });
    const meta: Record<string, unknown> = { result_count: page.length };
    if (offset + max < ids.length) meta.next_token = Buffer.from(`o${offset + max}`).toString('base64url');
    if (offset > 0) meta.previous_token = Buffer.from(`o${Math.max(0, offset - max)}`).toString('base64url');
    json(res, 200, page.length ? { data: page, meta } : { meta });
  }

  function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const auth = req.headers.authorization ?? '';
    const grant = auth.startsWith('Bearer ') ? accessTokens.get(auth.slice(7)) : undefined;
    if (!grant || grant.expiresAt < Date.now()) return problem(res, 401, 'Unauthorized', 'Unauthorized');
    const need = (...scopes: string[]) => {
      if (scopes.every((s) => grant.scopes.includes(s))) return true;
      problem(
        res,
        403,
        'Forbidden',
        `Missing scopes: ${scopes.filter((s) => !grant.scopes.includes(s)).join(', ')}`,
      );
      return false;
    };
    const fields = (name: string) => (url.searchParams.get(name) ?? '').split(',');
    const path = url.pathname;
    let m: RegExpExecArray | null;

    if (path === '/2/users/me') {
      if (!need('tweet.read', 'users.read')) return;
      return json(res, 200, { data: userJson(users.get(grant.userId)!, fields('user.fields')) });
    }
    if ((m = /^\/2\/users\/([^/]+)\/following$/.exec(path))) {
      if (!need('tweet.read', 'users.read', 'follows.read')) return;
      const id = decodeURIComponent(m[1]!);
      if (!/^\d{1,19}$/.test(id))
        return invalidRequest(res, 'id', id, `The \`id\` query parameter value [${id}] is not valid`);
      if (!users.has(id)) return notFound(res, 'user', 'id', id);
      return userPage(res, url, following.get(id) ?? [], 1000);
    }
    if ((m = /^\/2\/tweets\/([^/]+)(?:\/(liking_users|retweeted_by))?$/.exec(path))) {
      const id = decodeURIComponent(m[1]!);
      const list = m[2];
      if (!need('tweet.read', 'users.read', ...(list === 'liking_users' ? ['like.read'] : []))) return;
      if (!/^\d{1,19}$/.test(id))
        return invalidRequest(res, 'id', id, `The \`id\` query parameter value [${id}] is not valid`);
      const found = posts.get(id);
      if (!found) return notFound(res, 'tweet', 'id', id);
      // X lists only the 100 most recent likers and reposters of a post.
      if (list === 'liking_users') return userPage(res, url, (likers.get(id) ?? []).slice(0, 100), 100);
      if (list === 'retweeted_by') return userPage(res, url, (retweeters.get(id) ?? []).slice(0, 100), 100);
      return json(res, 200, { data: postJson(found, fields('tweet.fields')) });
    }
    return problem(res, 404, 'Not Found', `No route for ${path}`);
  }

  // ---------------------------------------------------------------------------------------

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const handle = async () => {
      if (url.pathname === '/i/oauth2/authorize') {
        if (req.method === 'POST') return authorizeDecision(req, res);
        const problemText = authorizeProblem(url.searchParams);
        return problemText ? htmlError(res, problemText) : authorizePage(res, url.searchParams);
      }
      if (req.method === 'POST' && url.pathname === '/2/oauth2/token') return token(req, res);
      if (req.method === 'POST' && url.pathname === '/2/oauth2/revoke') return revoke(req, res);
      // Lets an end-to-end test shape X's world while the server runs as a process of its own.
      if (req.method === 'POST' && url.pathname === '/_local/seed') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        seed(JSON.parse(Buffer.concat(chunks).toString('utf8')) as LocalXSeed);
        return json(res, 200, { ok: true });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/2/')) {
        const failure = failures.shift();
        if (failure && 'delayMs' in failure) await new Promise((r) => setTimeout(r, failure.delayMs));
        else if (failure && 'status' in failure)
          return problem(res, failure.status, 'Service Unavailable', 'Service Unavailable');
        else if (failure)
          return problem(res, 429, 'Too Many Requests', 'Too Many Requests', {
            'x-rate-limit-limit': '15',
            'x-rate-limit-remaining': '0',
            'x-rate-limit-reset': String(Math.floor(failure.rateLimitResetAt.getTime() / 1000)),
          });
        res.setHeader('x-rate-limit-limit', '15');
        res.setHeader('x-rate-limit-remaining', '14');
        res.setHeader('x-rate-limit-reset', String(Math.floor(Date.now() / 1000) + 900));
        return api(req, res, url);
      }
      return problem(res, 404, 'Not Found', `No route for ${req.method} ${url.pathname}`);
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) problem(res, 500, 'Internal Error', String(error));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    authorizeUrl: `${url}/i/oauth2/authorize`,
    client,
    config: {
      X_CLIENT_ID: client.id,
      X_CLIENT_SECRET: client.secret,
      X_AUTHORIZE_URL: `${url}/i/oauth2/authorize`,
      X_API_URL: url,
    },
    seed,
    addUser,
    follow,
    like,
    retweet,
    post,
    issueTokens,
    requests,
    async authorize(authorizationUrl, { userId, decision = 'allow' }) {
      const page = await fetch(authorizationUrl);
      if (page.status !== 200)
        throw new Error(`the authorize page answered ${page.status}: ${await page.text()}`);
      const html = await page.text();
      if (!html.includes('Authorize app')) throw new Error('the authorize page has no Authorize app button');
      const form = new URLSearchParams(new URL(authorizationUrl).searchParams);
      form.set('user_id', userId);
      form.set('decision', decision);
      const answer = await fetch(`${url}/i/oauth2/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        redirect: 'manual',
      });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`the authorization answered ${answer.status}`);
      return location;
    },
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.expiresAt = 0;
    },
    revokeUserTokens(userId) {
      for (const tokens of [accessTokens, refreshTokens] as Array<Map<string, Grant>>) {
        for (const [key, grant] of tokens) if (grant.userId === userId) tokens.delete(key);
      }
    },
    rateLimitNext(resetAt, count = 1) {
      for (let i = 0; i < count; i++) failures.push({ rateLimitResetAt: resetAt });
    },
    failNext(failure, count = 1) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
