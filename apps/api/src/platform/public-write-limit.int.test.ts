import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES, postAnalyticsEvents, receiveSandboxPaymentWebhook } from '@kp/contract';
import { createTestApp, type TestApp } from '../test/app';
import { newWaId } from '../test/sign-in';
import { fixedClock } from './clock';
import { publicWriteKey, publicWriteRule } from './public-write-limit';
import { rateLimitWindows } from './rate-limit.tables';

// Who the caller is (TRUST_PROXY) and the per-address limits of every public write.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PROXY = '10.0.0.2';
const clock = fixedClock('2026-11-23T10:00:00Z');
let direct: TestApp;
let behindOne: TestApp;
let behindListed: TestApp;
beforeAll(async () => {
  // One after another: three api starts at once can outlast a plugin's start-up timeout here.
  direct = await createTestApp({ clock });
  behindOne = await createTestApp({ clock, env: { TRUST_PROXY: '1' } });
  behindListed = await createTestApp({ clock, env: { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' } });
}, 60_000);
afterAll(() => Promise.all([direct.close(), behindOne.close(), behindListed.close()]));
// Every test in an hour of its own: the limits are fixed windows of a minute or an hour.
beforeEach(() => clock.set(new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR + HOUR + 1000)));

const callerOf = async (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/users/locations',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().data.ip as string;

const askCode = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/login?source=website&region=IN',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { waId: newWaId(), platform: 'browser', hostname: 'localhost' },
  });

describe('TRUST_PROXY', () => {
  it('with one trusted hop, takes the address the proxy appended, never what the client wrote before it', async () => {
    expect(await callerOf(behindOne, PROXY, '203.0.113.7')).toBe('203.0.113.7');
    expect(await callerOf(behindOne, PROXY, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await callerOf(behindOne, PROXY, '1.1.1.1, 8.8.8.8, 203.0.113.7')).toBe('203.0.113.7');
  });

  it("never lets a client's own X-Forwarded-For move its rate-limit bucket", async () => {
    // The per-address budget of codes (30 an hour), asked through the proxy with a new forged
    // address each time: all of them land in the bucket of the address the proxy saw.
    const statuses = [];
    for (let i = 0; i <= 30; i++)
      statuses.push((await askCode(behindOne, PROXY, `192.0.2.${i + 1}, 203.0.113.8`)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    // Without a trusted proxy the header is not read at all.
    const alone = [];
    for (let i = 0; i <= 30; i++)
      alone.push((await askCode(direct, '203.0.113.9', `192.0.2.${i + 1}`)).statusCode);
    expect(alone.filter((s) => s === 201)).toHaveLength(30);
    expect(alone.at(-1)).toBe(429);
  });

  it('with proxies listed by address, believes the header only from them', async () => {
    expect(await callerOf(behindListed, PROXY, '6.6.6.6, 198.51.100.7, 10.0.0.3')).toBe('198.51.100.7');
    expect(await callerOf(behindListed, '192.0.2.1', '6.6.6.6, 198.51.100.8')).toBe('198.51.100.8');
    // A client reaching the api directly is who it is, whatever it claims.
    expect(await callerOf(behindListed, '203.0.113.10', '10.0.0.9')).toBe('203.0.113.10');
    expect(await callerOf(direct, '203.0.113.11', '198.51.100.9')).toBe('203.0.113.11');
  });
});

describe('the public writes', () => {
  const publicWrites = ROUTES.filter((def) => publicWriteRule(def) !== null);
  const urlOf = (path: string) => path.replace(/:(\w+)/g, '$1');

  it('are each limited per address: over the limit, 429 RATE_LIMITED with Retry-After', async () => {
    // Every route of the contract open to anyone that is not a GET: the sign-in calls, analytics,
    // the payment providers' webhooks, the games' servers.
    expect(publicWrites.length).toBeGreaterThan(5);
    const address = '192.0.2.77';
    const now = clock.now().getTime();
    for (const def of publicWrites.filter((d) => direct.app.hasRoute({ method: d.method, url: d.path }))) {
      const rule = publicWriteRule(def)!;
      // The calls of this minute so far, but one: the next passes, the one after is refused.
      await direct.database.db.insert(rateLimitWindows).values({
        key: publicWriteKey(def, address),
        windowStart: new Date(Math.floor(now / rule.windowMs) * rule.windowMs),
        count: rule.max - 1,
        expiresAt: new Date(now + rule.windowMs),
      });
      const call = (remoteAddress: string) =>
        direct.app.inject({ method: def.method, url: urlOf(def.path), remoteAddress, payload: {} });
      const last = await call(address);
      expect(last.statusCode, `${def.method} ${def.path}`).not.toBe(429);
      // A payment provider this installation does not use answers 404 before anything is read,
      // counted or written.
      if (last.statusCode === 404 && def.path.startsWith('/api/payments/webhooks/')) continue;
      const refused = await call(address);
      expect(refused.statusCode, `${def.method} ${def.path}`).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, errorCode: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(rule.windowMs / 1000);
      // Another address is not held back.
      expect((await call('192.0.2.78')).statusCode, `${def.method} ${def.path}`).not.toBe(429);
    }
  });

  it('include the analytics endpoint: 600 batches a minute from one address, then again the next minute', async () => {
    const rule = publicWriteRule(postAnalyticsEvents)!;
    expect(rule).toEqual({ max: 600, windowMs: MINUTE });
    const batch = (remoteAddress: string) =>
      direct.app.inject({
        method: 'POST',
        url: postAnalyticsEvents.path,
        remoteAddress,
        payload: {
          events: [
            {
              name: 'page_view',
              page: '/',
              sessionId: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
              occurredAt: clock.now().toISOString(),
            },
          ],
        },
      });
    const statuses = [];
    for (let i = 0; i <= rule.max; i++) statuses.push((await batch('198.51.100.20')).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(rule.max);
    expect(statuses.at(-1)).toBe(429);
    expect((await batch('198.51.100.21')).statusCode).toBe(202);
    clock.advance(MINUTE);
    expect((await batch('198.51.100.20')).statusCode).toBe(202);
  });

  it("take a payment provider's burst of webhooks from one address, and the refreshes of many users", async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        direct.app.inject({
          method: 'POST',
          url: receiveSandboxPaymentWebhook.path,
          remoteAddress: '198.51.100.30',
          payload: {},
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(0);
    expect(publicWriteRule(receiveSandboxPaymentWebhook)!.max).toBeGreaterThanOrEqual(1000);
    // So are the refreshes of many signed-in users behind one carrier's NAT.
    const refresh = { method: 'POST', access: 'public', path: '/api/authentication/token/refresh' } as const;
    expect(publicWriteRule(refresh)!.max).toBeGreaterThanOrEqual(600);
  });
});
