import { ProviderError } from '../oauth2/provider-http';

/** How long one call to X may take before we say X did not answer. */
export const X_TIMEOUT_MS = 10_000;

/**
 * X answered 429: a ProviderError that did not answer (kind `unavailable`), with the moment its
 * window resets (x-rate-limit-reset), so a user can be told when to try again.
 */
export class XRateLimitedError extends ProviderError {
  readonly retryAt: Date | null;

  constructor(retryAt: Date | null, providerCode: string | null) {
    super('twitter', 'unavailable', { status: 429, providerCode, reason: 'rate limited (429)' });
    this.name = 'XRateLimitedError';
    this.retryAt = retryAt;
  }
}

export type XHttpOptions = {
  /** `https://api.x.com`, or a local server in tests. */
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

type Request = {
  path: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  /** A user's access token (API v2 calls) … */
  bearer?: string;
  /** … or the app's client credentials (OAuth 2.0 token and revoke endpoints). */
  basic?: { clientId: string; clientSecret: string };
  form?: Record<string, string>;
};

/**
 * One JSON call to X with its deadline. Failures are the social providers' ProviderError
 * (provider `twitter`): a 4xx other than 429 is `rejected` with its status and X's error code
 * or problem title (a 401 to a user's token is what makes the social module refresh it); no
 * answer, a 5xx or a body that is not JSON is `unavailable`; a 429 is an XRateLimitedError.
 */
export function createXHttp(options: XHttpOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? X_TIMEOUT_MS;
  const base = options.apiUrl.replace(/\/+$/, '');

  return async function call(request: Request): Promise<Record<string, unknown>> {
    const url = new URL(base + request.path);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
    if (request.basic) {
      // RFC 6749 2.3.1: each part form-encoded before base64.
      const pair = `${encodeURIComponent(request.basic.clientId)}:${encodeURIComponent(request.basic.clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    }
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    }

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: request.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const isTimeout =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError('twitter', 'unavailable', {
        reason: isTimeout ? `no answer within ${timeoutMs / 1000} s` : 'no answer (network)',
        cause: error,
      });
    }

    const json = parseJson(text);
    if (response.status === 429)
      throw new XRateLimitedError(rateLimitReset(response.headers.get('x-rate-limit-reset')), describe(json));
    if (response.status >= 400 && response.status < 500)
      throw new ProviderError('twitter', 'rejected', {
        status: response.status,
        providerCode: describe(json),
        reason: `answered ${response.status}`,
      });
    if (response.status < 200 || response.status >= 300 || !json)
      throw new ProviderError('twitter', 'unavailable', {
        status: response.status,
        providerCode: describe(json),
        reason: json
          ? `answered ${response.status}`
          : `answered ${response.status} with something that is not JSON`,
      });
    return json;
  };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** x-rate-limit-reset is the epoch second at which the window resets. */
function rateLimitReset(value: string | null): Date | null {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

/** X's words about a failure (never a token): the OAuth `error`, or API v2's problem title and detail. */
function describe(json: Record<string, unknown> | null): string | null {
  if (!json) return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const oauth = text(json.error);
  const first = Array.isArray(json.errors)
    ? (json.errors[0] as Record<string, unknown> | undefined)
    : undefined;
  const words = oauth
    ? [oauth, text(json.error_description)]
    : text(json.title) || text(json.detail)
      ? [text(json.title), text(json.detail)]
      : first
        ? [text(first.title), text(first.detail) ?? text(first.message)]
        : [];
  const joined = words.filter(Boolean).join(': ');
  return joined ? joined.slice(0, 200) : null;
}
