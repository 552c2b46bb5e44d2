import type { RouteInput, RouteOutput } from '@kp/contract/route';
import type { ContractRoute, RouteName } from '@kp/contract/routes';
import { ENDPOINTS } from '@kp/contract/endpoints';
import { AppError } from '@kp/domain/errors';

/** The spec's client header on every call (section 7). */
export const SOURCE_HEADER = { Source: 'website' } as const;

/** Fills a contract path's `:params` and appends its query string. */
export function buildUrl(
  path: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/**
 * Calls one route of the contract by name and returns its typed answer; an error answer
 * becomes the AppError it stands for, a network failure SERVICE_UNAVAILABLE.
 */
export async function call<N extends RouteName>(
  name: N,
  input: Partial<RouteInput<ContractRoute<N>>> = {},
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<RouteOutput<ContractRoute<N>>> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const route = ENDPOINTS[name];
  const url = buildUrl(
    route.path,
    input.params as Record<string, unknown> | undefined,
    input.query as Record<string, unknown> | undefined,
  );
  const headers: Record<string, string> = { ...SOURCE_HEADER, Accept: 'application/json' };
  let body: string | undefined;
  if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  let response: Response;
  try {
    response = await doFetch(url, {
      method: route.method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new AppError('SERVICE_UNAVAILABLE', { cause });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw AppError.fromBody(payload);
  return payload as RouteOutput<ContractRoute<N>>;
}
