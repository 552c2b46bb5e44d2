import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@kp/domain/errors';
import { buildUrl, call, onUnrecoverableRefresh, onWalletNotFound } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the api client', () => {
  it('fills path parameters and drops empty query values', () => {
    expect(buildUrl('/api/game/:id/quests', { id: 'a b' }, { page: 2, q: undefined })).toBe(
      '/api/game/a%20b/quests?page=2',
    );
    expect(() => buildUrl('/api/game/:id', {})).toThrow(/id/);
  });

  it('calls a contract route by name with the Source header and returns its answer', async () => {
    const fetch = vi.fn(async () => json(200, { statusCode: 200, data: [] }));
    const answer = await call('listBanners', { query: { placement: 'home' } }, { fetch });
    expect(answer).toEqual({ statusCode: 200, data: [] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/banners?placement=home');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ Source: 'website' });
  });

  it('asks for texts in the page’s language', async () => {
    document.documentElement.lang = 'bn-u-nu-latn';
    try {
      const fetch = vi.fn(async () => json(200, { statusCode: 200, data: [] }));
      await call('listBanners', { query: { placement: 'home' } }, { fetch });
      const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(init.headers).toMatchObject({ 'Accept-Language': 'bn-u-nu-latn' });
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('sends a JSON body on writes', async () => {
    const fetch = vi.fn(async () => json(202, { statusCode: 202, data: { accepted: 1 } }));
    const events = [
      {
        name: 'page_view' as const,
        page: 'Home',
        sessionId: crypto.randomUUID(),
        occurredAt: new Date().toISOString(),
      },
    ];
    await call('postAnalyticsEvents', { body: { events } }, { fetch });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ events });
  });

  it('sends a file as itself, typed as the file is (the profile picture)', async () => {
    const fetch = vi.fn(async () => json(200, { statusCode: 200, data: {} }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await call('uploadProfilePicture', { body: file }, { fetch });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(file);
    expect(init.headers).toMatchObject({ 'Content-Type': 'image/jpeg', Source: 'website' });
  });

  it('tells its handler about WALLET_NOT_FOUND from any call, and still fails the call', async () => {
    const handler = vi.fn();
    onWalletNotFound(handler);
    const fetch = vi.fn(async () =>
      json(422, { statusCode: 422, errorCode: 'WALLET_NOT_FOUND', message: 'Wallet not found' }),
    );
    await expect(call('getMyWalletAddress', {}, { fetch })).rejects.toMatchObject({
      code: 'WALLET_NOT_FOUND',
    });
    expect(handler).toHaveBeenCalledTimes(1);
    const other = vi.fn(async () =>
      json(422, { statusCode: 422, errorCode: 'FACE_NOT_DETECTED', message: 'x' }),
    );
    await expect(call('getMyWalletAddress', {}, { fetch: other })).rejects.toMatchObject({
      code: 'FACE_NOT_DETECTED',
    });
    expect(handler).toHaveBeenCalledTimes(1);
    onWalletNotFound(undefined);
  });

  it('turns an error answer back into its AppError', async () => {
    const fetch = vi.fn(async () =>
      json(409, {
        statusCode: 409,
        errorCode: 'CONFLICT_IN_PROGRESS',
        message: 'Conflict: Resource already in progress',
      }),
    );
    const error = await call('getHealth', {}, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'CONFLICT_IN_PROGRESS',
      statusCode: 409,
      message: 'Conflict: Resource already in progress',
    });
  });

  it('reports a network failure as SERVICE_UNAVAILABLE and a non-JSON error as SOMETHING_WENT_WRONG', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call('getHealth', {}, { fetch: offline })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const proxy = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call('getHealth', {}, { fetch: proxy })).rejects.toMatchObject({
      code: 'SOMETHING_WENT_WRONG',
    });
  });
});

const REFRESH_PATH = '/api/authentication/token/refresh';
const PROFILE_PATH = '/api/users/me/profile';
const profile = { statusCode: 200, data: { id: 'u1' } };
const unauthorized = () =>
  json(401, { statusCode: 401, errorCode: 'UNAUTHORIZED', message: 'Missing accessToken or payload' });
const invalidRefresh = () =>
  json(400, { statusCode: 400, errorCode: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token' });
const refreshed = () => json(200, { statusCode: 200, data: { accessToken: 'a', refreshToken: 'r' } });

/** A fake server: the profile answers 401 until the session is refreshed, then 200. */
function fakeServer(options: { refresh: () => Response | Promise<Response> }) {
  let isFresh = false;
  const fetch = vi.fn(async (url: string) => {
    if (url === REFRESH_PATH) {
      const answer = await options.refresh();
      isFresh = answer.ok;
      return answer;
    }
    return isFresh ? json(200, profile) : unauthorized();
  });
  const calls = (path: string) => fetch.mock.calls.filter(([url]) => url === path).length;
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('the api client when the session has expired', () => {
  afterEach(() => {
    onUnrecoverableRefresh(undefined);
    vi.unstubAllGlobals();
  });

  it('refreshes once for concurrent 401s, then retries each call once', async () => {
    let release = () => {};
    const server = fakeServer({
      refresh: () => new Promise<Response>((r) => (release = () => r(refreshed()))),
    });
    const answers = Promise.all([1, 2, 3].map(() => call('getMyProfile', {}, { fetch: server.fetch })));
    await vi.waitFor(() => expect(server.calls(REFRESH_PATH)).toBe(1));
    release();
    expect(await answers).toEqual([profile, profile, profile]);
    expect(server.calls(REFRESH_PATH)).toBe(1);
    expect(server.calls(PROFILE_PATH)).toBe(6);
  });

  it('retries without another refresh a call that was sent before the last refresh', async () => {
    let isFresh = false;
    let answerLate = (_: Response) => {};
    const fetch = vi.fn(async (url: string) => {
      if (url === REFRESH_PATH) {
        isFresh = true;
        return refreshed();
      }
      if (!isFresh && fetch.mock.calls.length === 2) return new Promise<Response>((r) => (answerLate = r));
      return isFresh ? json(200, profile) : unauthorized();
    });
    const options = { fetch: fetch as unknown as typeof globalThis.fetch };
    const first = call('getMyProfile', {}, options);
    const late = call('getMyProfile', {}, options); // sent with the old session, answered later
    expect(await first).toEqual(profile);
    answerLate(unauthorized());
    expect(await late).toEqual(profile);
    expect(fetch.mock.calls.filter(([url]) => url === REFRESH_PATH)).toHaveLength(1);
  });

  it('reports an unrecoverable refresh (400) once, and the calls fail as unauthorized', async () => {
    const lost = vi.fn();
    onUnrecoverableRefresh(lost);
    const server = fakeServer({ refresh: invalidRefresh });
    const results = await Promise.allSettled(
      [1, 2].map(() => call('getMyProfile', {}, { fetch: server.fetch })),
    );
    expect(results.map((r) => r.status === 'rejected' && (r.reason as AppError).code)).toEqual([
      'UNAUTHORIZED',
      'UNAUTHORIZED',
    ]);
    expect(server.calls(REFRESH_PATH)).toBe(1);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(lost.mock.calls[0]?.[0]).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });

  it('does not loop when the call is refused again after the refresh', async () => {
    const fetch = vi.fn(async (url: string) => (url === REFRESH_PATH ? refreshed() : unauthorized()));
    const error = await call(
      'getMyProfile',
      {},
      { fetch: fetch as unknown as typeof globalThis.fetch },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([PROFILE_PATH, REFRESH_PATH, PROFILE_PATH]);
  });

  it('never refreshes for the sign-in calls or the refresh itself', async () => {
    const fetch = vi.fn(async () => unauthorized());
    const options = { fetch: fetch as unknown as typeof globalThis.fetch };
    const body = { challengeId: crypto.randomUUID(), code: '123456' };
    await expect(call('verifyPhoneLogin', { body }, options)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(call('refreshSession', {}, options)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not log out when the refresh fails for want of a network', async () => {
    const lost = vi.fn();
    onUnrecoverableRefresh(lost);
    const server = fakeServer({
      refresh: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(call('getMyProfile', {}, { fetch: server.fetch })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(lost).not.toHaveBeenCalled();
  });

  it('takes the cross-tab lock for the refresh when the browser has Web Locks', async () => {
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const server = fakeServer({ refresh: refreshed });
    expect(await call('getMyProfile', {}, { fetch: server.fetch })).toEqual(profile);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('kp-session-refresh');
  });
});
