import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { newWaId, signInByPhone } from './test/sign-in';

// The fuzzer's findings (issue 13): a NUL reached PostgreSQL and answered 500, and what the
// router and Node's HTTP parser refuse answered in Fastify's own words. Each case here answered
// that way before the text rule and the framework error handlers.
const ADMIN = newWaId();
let t: TestApp;
let port: number;
let user: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  user = { authorization: `Bearer ${(await signInByPhone(t.app)).accessToken}` };
  admin = { authorization: `Bearer ${(await signInByPhone(t.app, ADMIN)).accessToken}` };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => t.close());

function expectErrorShape(res: { statusCode: number; body: string }, statusCode: number, errorCode: string) {
  expect(res.statusCode, res.body).toBe(statusCode);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body).toMatchObject({ statusCode, errorCode, message: expect.any(String) });
}

/** Sends bytes as they are (no client normalises the URL) and reads the answer. */
function raw(request: string): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ statusCode: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
    // Written, not ended: a client that half-closes its side at once lets Node's server drop the
    // request before an answer that is still being made (it does not allow half-open sockets).
    // Every request here asks for `Connection: close` or is refused, so the server closes.
    socket.write(request);
  });
}

const get = (path: string) => raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

describe('a NUL or another control character in a text', () => {
  it.each([
    ['/api/quest/a%00b'],
    ['/api/quest/filter?search=a%00b'],
    ['/api/platform-campaign-hub/airdrop-campaign/campaigns/by-state?client=%00'],
    ['/api/platform-campaign-hub/airdrop-campaign/campaigns/by-state?category=a%00b'],
    ['/api/platform-campaign-hub/airdrop-campaign/a%00b'],
    ['/api/game/filter?search=%1b%5b2J'],
  ])('GET %s is a 400 in the error shape', async (url) => {
    expectErrorShape(await t.app.inject({ method: 'GET', url }), 400, 'VALIDATION_FAILED');
  });

  it('in an analytics page is a 400, and nothing is recorded', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        events: [
          {
            name: 'page_view',
            page: 'Home\u0000',
            sessionId: '6b0c4b7e-3f0a-4c8e-9a53-0a3f4f1b2c3d',
            occurredAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      },
    });
    expectErrorShape(res, 400, 'VALIDATION_FAILED');
    expect(res.json().message).toContain('body/events/0/page');
  });

  it.each([['city'], ['profession'], ['collegeName']])(
    'in the profile’s %s is a 400 naming the field',
    async (field) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/profile',
        headers: user,
        payload: { [field]: 'Pune\u0000' },
      });
      expectErrorShape(res, 400, 'VALIDATION_FAILED');
      expect(res.json().message).toContain(`body/${field}`);
    },
  );

  it('trims a pasted tab or line break around a trimmed text before the rule, rather than refusing it', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: user,
      payload: { city: ' Pune\t', collegeName: 'COEP\r\n' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ city: 'Pune', collegeName: 'COEP' });
  });

  it('keeps line breaks and tabs where a text is several lines, and refuses the other controls there', async () => {
    const game = {
      slug: 'line-break-game',
      name: 'Line Break',
      description: 'First line.\n\tSecond line, indented.\r\nThird.',
      genres: ['arcade'],
      platforms: ['android'],
      loginMethod: 'user_name',
    };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: admin,
      payload: { ...game, description: 'Bell\u0007' },
    });
    expectErrorShape(refused, 400, 'VALIDATION_FAILED');
    const oneLine = await t.app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: admin,
      payload: { ...game, name: 'Line\nBreak' },
    });
    expectErrorShape(oneLine, 400, 'VALIDATION_FAILED');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: admin,
      payload: game,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.description).toBe(game.description);
  });
});

describe('what the router and the HTTP parser refuse answers in the error shape', () => {
  const LONG_SEGMENT = 'a'.repeat(300);

  it('a path that is not valid percent-encoded UTF-8: 400 URL_INVALID', async () => {
    for (const url of ['/api/quest/%E0%A4%A', '/api/quest/%C0%AF', '/api/quest/%ZZ']) {
      expectErrorShape(await t.app.inject({ method: 'GET', url }), 400, 'URL_INVALID');
      expectErrorShape(await get(url), 400, 'URL_INVALID');
    }
  });

  it('a path segment of 300 characters: 414 URL_TOO_LONG', async () => {
    const url = `/api/quest/${LONG_SEGMENT}`;
    expectErrorShape(await t.app.inject({ method: 'GET', url }), 414, 'URL_TOO_LONG');
    expectErrorShape(await get(url), 414, 'URL_TOO_LONG');
  });

  it('a URL over 16 KB (Node refuses it before Fastify): 431 HEADERS_TOO_LARGE', async () => {
    expectErrorShape(await get(`/api/quest/filter?search=${'a'.repeat(17_000)}`), 431, 'HEADERS_TOO_LARGE');
  });

  it('a request Node cannot parse: 400 BAD_REQUEST', async () => {
    expectErrorShape(await raw('NOT AN HTTP REQUEST\r\n\r\n'), 400, 'BAD_REQUEST');
  });

  it('keeps serving afterwards', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});

describe('a request arriving while the server closes', () => {
  it('is a 503 in the error shape, and the connection is closed', async () => {
    const closing = await createTestApp();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect((closing.app.server.address() as AddressInfo).port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    await new Promise((resolve) => socket.on('connect', resolve));
    // Headers half sent: the connection is busy, so closing the server does not drop it.
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closing.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    await closed;
    const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toMatchObject({
      statusCode: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
      message: expect.any(String),
    });
  });
});
