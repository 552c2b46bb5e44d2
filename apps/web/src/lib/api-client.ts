import type { RouteInput, RouteOutput } from '@kp/contract/route';
import type { ContractRoute, RouteName } from '@kp/contract/routes';
import type { ENDPOINTS } from '@kp/contract/endpoints';
import { FIRST_LOAD_ENDPOINTS } from '@kp/contract/endpoints-first-load';
import type { AppError, PlainErrorCode } from '@kp/domain/errors';

/**
 * The error catalogue (every code with its status and message), read when the first error comes:
 * a first load that goes well carries none of it. The service worker precaches it with the pages
 * that import it, so it is there offline too.
 */
const errorCatalogue = () => import('@kp/domain/errors');

/** The AppError of a code; the cause itself should the catalogue not load (offline, first visit). */
async function appErrorOf(code: PlainErrorCode, cause: unknown): Promise<unknown> {
  return errorCatalogue().then(
    ({ AppError }) => new AppError(code, { cause }),
    () => cause,
  );
}

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

// A 401 from these means no session was there to refresh: the refresh itself and the sign-in calls.
const WITHOUT_REFRESH: ReadonlySet<RouteName> = new Set<RouteName>([
  'refreshSession',
  'startPhoneLogin',
  'verifyPhoneLogin',
  'resendCode',
  'telegramWidgetSignIn',
  'telegramBotSignIn',
  'redeemLinkCode',
]);
const REFRESH_LOCK = 'kp-session-refresh';

let refreshing: Promise<void> | null = null;
// Rises with every refresh, so a 401 to a call sent before the last refresh retries at once.
let refreshCount = 0;
let onSessionLost: ((error: AppError) => void) | undefined;
let onNoWallet: ((error: AppError) => void) | undefined;

/** Who is told, once per failed refresh, that the session cannot be renewed (the session store). */
export function onUnrecoverableRefresh(handler: ((error: AppError) => void) | undefined): void {
  onSessionLost = handler;
}

/**
 * Who is told when any call answers WALLET_NOT_FOUND (spec section 6: the wallet error modal,
 * then the logout modal), so no screen has to handle it itself. The call still fails.
 */
export function onWalletNotFound(handler: ((error: AppError) => void) | undefined): void {
  onNoWallet = handler;
}

async function send(doFetch: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await doFetch(url, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw await appErrorOf('SERVICE_UNAVAILABLE', cause);
  }
}

async function errorOf(response: Response): Promise<AppError> {
  const body: unknown = await response.json().catch(() => null);
  return (await errorCatalogue()).AppError.fromBody(body);
}

/**
 * Renews the session (the server rotates the cookies). Concurrent callers share one refresh, and
 * tabs take turns through a Web Lock, so one refresh token is never presented twice at once.
 */
function refreshSession(doFetch: typeof fetch): Promise<void> {
  const refresh = async () => {
    const { method, path } = FIRST_LOAD_ENDPOINTS.refreshSession;
    const response = await send(doFetch, path, { method, headers: { ...SOURCE_HEADER } });
    if (response.ok) {
      refreshCount++;
      return;
    }
    const error = await errorOf(response);
    if (response.status === 400 || response.status === 401) onSessionLost?.(error);
    throw error;
  };
  if (refreshing) return refreshing;
  const locks = globalThis.navigator?.locks;
  // The lock's callback returns a promise; the lock is held until it settles.
  const renewal = locks ? locks.request<void>(REFRESH_LOCK, refresh) : refresh();
  refreshing = renewal.finally(() => {
    refreshing = null;
  });
  return refreshing;
}

let allEndpoints: Promise<typeof ENDPOINTS> | undefined;

/**
 * A route's method and path: the first load's own at once, any other from the whole table, a
 * chunk of its own read on the first call that needs it (then kept).
 */
async function endpointOf(name: RouteName): Promise<{ method: string; path: string }> {
  if (name in FIRST_LOAD_ENDPOINTS) return FIRST_LOAD_ENDPOINTS[name as keyof typeof FIRST_LOAD_ENDPOINTS];
  allEndpoints ??= import('@kp/contract/endpoints').then(
    (m) => m.ENDPOINTS,
    async (cause: unknown) => {
      allEndpoints = undefined; // offline: the next call tries again
      throw await appErrorOf('SERVICE_UNAVAILABLE', cause);
    },
  );
  return (await allEndpoints)[name];
}

/**
 * Calls one route of the contract by name and returns its typed answer; an error answer
 * becomes the AppError it stands for, a network failure SERVICE_UNAVAILABLE. A 401 renews the
 * session once (shared with any other call waiting for it) and retries the call once. A body
 * that is a Blob (a file) is sent as it is, with its own type; any other as JSON.
 */
export async function call<N extends RouteName>(
  name: N,
  input: Partial<RouteInput<ContractRoute<N>>> = {},
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<RouteOutput<ContractRoute<N>>> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const route = await endpointOf(name);
  const url = buildUrl(
    route.path,
    input.params as Record<string, unknown> | undefined,
    input.query as Record<string, unknown> | undefined,
  );
  const headers: Record<string, string> = {
    ...SOURCE_HEADER,
    Accept: 'application/json',
    // The interface's language (set on the page by lib/i18n.ts), which the api answers texts in.
    'Accept-Language': document.documentElement.lang,
  };
  let body: string | Blob | undefined;
  if (input.body instanceof Blob) {
    // A file sent as itself (the profile picture), typed as the file is.
    headers['Content-Type'] = input.body.type;
    body = input.body;
  } else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  const init: RequestInit = { method: route.method, headers, body, signal: options.signal };
  const sentAfter = refreshCount;
  let response = await send(doFetch, url, init);
  if (response.status === 401 && !WITHOUT_REFRESH.has(name)) {
    const renewed =
      sentAfter !== refreshCount ||
      (await refreshSession(doFetch).then(
        () => true,
        () => false,
      ));
    if (renewed) response = await send(doFetch, url, init);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (error.code === 'WALLET_NOT_FOUND') onNoWallet?.(error);
    throw error;
  }
  return (await response.json().catch(() => null)) as RouteOutput<ContractRoute<N>>;
}
