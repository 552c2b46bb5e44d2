import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@kp/domain/errors';

/** The deadline of one delivery, retry included, unless an adapter is given another. */
export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;
// A Retry-After longer than this is cut short: the person is waiting for the code.
const MAX_RETRY_WAIT_MS = 2_000;
const DEFAULT_RETRY_WAIT_MS = 250;

type Failure = {
  retryable: boolean;
  retryAfterMs?: number;
  details: Record<string, unknown>;
  cause?: unknown;
};

/** A one-time code that could not be delivered; the details name the provider, never the secret, the body or the recipient. */
export function deliveryFailed(
  provider: string,
  details: Record<string, unknown>,
  cause?: unknown,
): AppError {
  return new AppError('OTP_DELIVERY_FAILED', {
    details: { provider, ...details },
    ...(cause === undefined ? {} : { cause }),
  });
}

/** Retry-After in milliseconds, from delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * POSTs one message to a provider's HTTP API, the way the SMS and email adapters share: one
 * deadline for the whole delivery; one retry after a network error, a 5xx or a 429 (waiting its
 * Retry-After, at most 2 s), never after a 4xx or the deadline. A refusal is described by
 * `describeRejection` (the provider's error code or field names, never its message, which can
 * quote the recipient).
 */
export async function deliver(request: {
  provider: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  fetch: typeof fetch;
  describeRejection: (response: Response) => Promise<Record<string, unknown>>;
}): Promise<void> {
  const { provider, timeoutMs } = request;
  const signal = AbortSignal.timeout(timeoutMs);

  async function attempt(): Promise<Failure | null> {
    let response: Response;
    try {
      response = await request.fetch(request.url, {
        method: 'POST',
        headers: { accept: 'application/json', ...request.headers },
        body: request.body,
        signal,
      });
    } catch (error) {
      if (signal.aborted) return { retryable: false, details: { reason: 'timeout', timeoutMs } };
      return { retryable: true, details: { reason: 'network' }, cause: error };
    }
    if (response.ok) {
      // The answer may echo the message (the code); nothing in it is needed.
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const status = response.status;
    return {
      retryable: status === 429 || status >= 500,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      details: { reason: 'rejected', httpStatus: status, ...(await request.describeRejection(response)) },
    };
  }

  for (let attempts = 1; ; attempts++) {
    const failure = await attempt();
    if (!failure) return;
    if (attempts >= 2 || !failure.retryable)
      throw deliveryFailed(provider, { ...failure.details, attempts }, failure.cause);
    try {
      await sleep(Math.min(failure.retryAfterMs ?? DEFAULT_RETRY_WAIT_MS, MAX_RETRY_WAIT_MS), undefined, {
        signal,
      });
    } catch {
      throw deliveryFailed(provider, { reason: 'timeout', timeoutMs, attempts });
    }
  }
}
