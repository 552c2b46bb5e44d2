import { AppError } from '@kp/domain/errors';
import type { PaymentsProviderName } from './payments-provider';

/** The deadline of one call to a payment provider. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** 503 with what went wrong for the log: the caller (a payer, a webhook's provider) tries again. */
export function providerUnavailable(
  provider: PaymentsProviderName,
  details: Record<string, unknown>,
  cause?: unknown,
): AppError {
  return new AppError('SERVICE_UNAVAILABLE', {
    variant: 'payment_provider_unreachable',
    details: { provider, ...details },
    ...(cause === undefined ? {} : { cause }),
  });
}

/**
 * One JSON call to a provider's API: its status and parsed body (null when not JSON).
 * SERVICE_UNAVAILABLE when it cannot be reached or does not answer in time.
 */
export async function callProvider(input: {
  provider: PaymentsProviderName;
  fetch: typeof fetch;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await input.fetch(input.url, {
      method: input.method,
      headers: {
        accept: 'application/json',
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...input.headers,
      },
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw providerUnavailable(input.provider, { reason: 'network' }, error);
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** The header's one value (a repeated header is refused as malformed by the callers). */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
