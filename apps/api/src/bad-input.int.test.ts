import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '16384' } });
});
afterAll(() => t.close());

const events = createAnalyticsRepository;
const countEvents = () => events(t.database.db).countEvents();
const validEvent = {
  name: 'page_view',
  page: 'Home',
  sessionId: '6b0c4b7e-3f0a-4c8e-9a53-0a3f4f1b2c3d',
  occurredAt: '2026-11-22T10:00:00.000Z',
};

function expectErrorShape(body: unknown, statusCode: number, errorCode: string) {
  expect(body).toMatchObject({ statusCode, errorCode });
  expect(typeof (body as { message: unknown }).message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // no stack traces
}

describe('bad input gets a clear 4xx and changes nothing', () => {
  it('accepts a valid batch (the baseline the cases below are measured against)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [validEvent] },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ statusCode: 202, data: { accepted: 1 } });
    expect(await countEvents()).toBe(1);
  });

  it('unknown routes: 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 404, 'ROUTE_NOT_FOUND');
  });

  it('wrong method: 405 with Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expectErrorShape(res.json(), 405, 'METHOD_NOT_ALLOWED');
    const post = await t.app.inject({ method: 'GET', url: '/api/analytics/events' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('POST');
  });

  it('malformed JSON: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 400, 'MALFORMED_JSON');
  });

  it('empty JSON body: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
  });

  it('a body that does not match the schema: 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [{ ...validEvent, sessionId: 'not-a-uuid' }] },
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 400, 'VALIDATION_FAILED');
    expect(res.json().message).toContain('body/events/0/sessionId');
  });

  it('unknown fields in a strict body: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [validEvent], admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('oversized body: 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: Array.from({ length: 120 }, () => ({ ...validEvent, page: 'x'.repeat(100) })) },
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('wrong content type: 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'text/xml' },
      payload: '<events/>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('unknown query parameters on a typed route: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health?verbose=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring');
  });

  it('too many events in one batch: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: Array.from({ length: 51 }, () => validEvent) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('left the database as it was and keeps serving', async () => {
    expect(await countEvents()).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
