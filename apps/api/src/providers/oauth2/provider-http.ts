/**
 * How the social providers' adapters (Discord, Steam, Telegram's Bot API) call their service: one
 * deadline per call, and one error type that says whether the service refused (a 4xx, with its
 * error code) or did not answer as it should (network, timeout, 5xx, 429, a body that is not
 * what it documents). Callers turn the first into "not linked / not done" and the second into
 * PROVIDER_UNAVAILABLE; neither carries a token or a secret.
 */

export type ProviderErrorKind = 'rejected' | 'unavailable';

export class ProviderError extends Error {
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  readonly status: number | null;
  /** The provider's own error code (`invalid_grant`, Discord's numeric code, Telegram's description). */
  readonly providerCode: string | null;

  constructor(
    provider: string,
    kind: ProviderErrorKind,
    detail: { status?: number | null; providerCode?: string | null; reason: string; cause?: unknown },
  ) {
    super(`${provider}: ${detail.reason}`, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.name = 'ProviderError';
    this.provider = provider;
    this.kind = kind;
    this.status = detail.status ?? null;
    this.providerCode = detail.providerCode ?? null;
  }
}

/** Whether an error is a provider refusing (4xx) rather than failing. */
export function isProviderRejection(error: unknown, status?: number): error is ProviderError {
  return (
    error instanceof ProviderError &&
    error.kind === 'rejected' &&
    (status === undefined || error.status === status)
  );
}

/** The error code a provider put in a refusal's body (OAuth's `error`, Discord's `code`, Telegram's `description`). */
function providerCodeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'code', 'description']) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200);
  }
  return null;
}

/**
 * One HTTP call to a provider, answered as text: a 2xx gives the body; anything else throws a
 * ProviderError (4xx but 429: rejected; the rest: unavailable).
 */
export async function requestText(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs: number; fetch?: typeof fetch },
): Promise<string> {
  const { timeoutMs, fetch: doFetch = fetch, ...rest } = init;
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, { ...rest, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    throw new ProviderError(provider, 'unavailable', {
      reason: 'no answer (network or timeout)',
      cause: error,
    });
  }
  if (response.status >= 200 && response.status < 300) return text;
  const body = parseJson(text);
  const rejected = response.status >= 400 && response.status < 500 && response.status !== 429;
  throw new ProviderError(provider, rejected ? 'rejected' : 'unavailable', {
    status: response.status,
    providerCode: providerCodeOf(body),
    reason: `answered ${response.status}`,
  });
}

/** As `requestText`, with the 2xx body read as JSON (a body that is not JSON: unavailable). */
export async function requestJson(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs: number; fetch?: typeof fetch },
): Promise<unknown> {
  const text = await requestText(provider, url, init);
  const body = parseJson(text);
  if (body === undefined) throw new ProviderError(provider, 'unavailable', { reason: 'answer is not JSON' });
  return body;
}

/** A body's documented shape could not be read: the provider did not answer as it should. */
export function malformedAnswer(provider: string, what: string, cause?: unknown): ProviderError {
  return new ProviderError(provider, 'unavailable', { reason: `unexpected ${what}`, cause });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
