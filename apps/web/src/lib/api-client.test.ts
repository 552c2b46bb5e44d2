import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@kp/domain/errors';
import { buildUrl, call } from './api-client';

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
