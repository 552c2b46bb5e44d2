import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectedDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe('health', () => {
  it('answers ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: expectedDb });
  });

  it('sends a request id, echoing a sane incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-edge' },
    });
    expect(echoed.headers['x-request-id']).toBe('abc12345-edge');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\n<script>' },
    });
    expect(refused.headers['x-request-id']).not.toContain('script');
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});

describe('api documentation', () => {
  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/banners', '/api/analytics/events']),
    );
    expect(doc.paths['/api/banners'].get.parameters[0]).toMatchObject({ name: 'placement', in: 'query' });
  });

  it('compresses a large JSON answer for a client that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).openapi).toBe('3.0.3');
  });

  it('serves a browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      res.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: res.headers.location as string })
        : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });
});

describe('content', () => {
  it('lists active banners of a placement in order', async () => {
    const { seedDemoDataIfEmpty } = await import('./db/seed');
    await seedDemoDataIfEmpty(t.database.db, new Date('2026-11-22T00:00:00Z'));
    const res = await t.app.inject({ method: 'GET', url: '/api/banners?placement=home' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.statusCode).toBe(200);
    expect(body.data.map((b: { position: number }) => b.position)).toEqual([1, 2, 3]);
    expect(body.data.some((b: { title: string }) => b.title === 'Retired banner')).toBe(false);
  });

  it('refuses an unknown placement and unknown query parameters with 400 naming the field', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/banners?placement=moon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED' });
    expect(bad.json().message).toContain('querystring/placement');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/banners?debug=1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('VALIDATION_FAILED');
  });
});
