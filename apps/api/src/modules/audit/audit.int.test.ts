import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { newWaId, signInByPhone } from '../../test/sign-in';

const clock = fixedClock('2026-11-23T10:00:00Z');
const ADMIN = newWaId();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const GAME = {
  slug: 'audit-racer',
  name: 'Audit Racer',
  description: 'Laps around the ledger.',
  genres: ['racing'],
  platforms: ['android'],
  networks: ['base'],
  loginMethod: 'user_name',
  coverImageUrl: '/games/audit-racer-cover.webp',
};

describe('protected routes', () => {
  it('answer 401 or 403 before looking at the body', async () => {
    const user = await signInByPhone(t.app);
    const bad = { slug: 'NOT A SLUG', extra: true };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/games', payload: bad });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('UNAUTHORIZED');
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/admin/games',
      headers: bearer(user.accessToken),
      payload: bad,
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().errorCode).toBe('FORBIDDEN');
    // A user route too: no schema complaint for a caller who is not signed in.
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      payload: { city: 42 },
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('the admin role', () => {
  it('is decided again at every refresh: a number taken off the list loses it', async () => {
    const admin = await signInByPhone(t.app, ADMIN);
    const list = (token: string, app = t.app) =>
      app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect((await list(admin.accessToken)).statusCode).toBe(200);

    // The same installation restarted with the number removed from ADMIN_PHONE_NUMBERS.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const restarted = await buildApp({ config, database: t.database, clock });
    try {
      const renewed = await restarted.inject({
        method: 'POST',
        url: '/api/authentication/token/refresh',
        payload: { refreshToken: admin.refreshToken },
      });
      expect(renewed.statusCode).toBe(200);
      const forbidden = await list(renewed.json().data.accessToken, restarted);
      expect(forbidden.statusCode).toBe(403);
      const me = await restarted.inject({
        method: 'GET',
        url: '/api/users/me/profile',
        headers: bearer(renewed.json().data.accessToken),
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('the audit log', () => {
  it('keeps who did what and when, before and after, refusals too, and only admins read it', async () => {
    clock.advance(60_000); // a new code for the same number, later than the last one
    const admin = await signInByPhone(t.app, ADMIN);
    const asAdmin = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(admin.accessToken), ...(payload ? { payload } : {}) });

    const created = await asAdmin('POST', '/api/admin/games', GAME);
    expect(created.statusCode).toBe(201);
    const game = created.json().data;
    clock.advance(1000);
    expect(
      (await asAdmin('PATCH', `/api/admin/games/${game.id}`, { name: 'Audit Racer II' })).statusCode,
    ).toBe(200);
    clock.advance(1000);
    const refused = await asAdmin('POST', '/api/admin/games', { ...GAME, slug: 'Bad Slug' });
    expect(refused.statusCode).toBe(400);

    const log = await asAdmin('GET', '/api/admin/audit-log?limit=10');
    expect(log.statusCode).toBe(200);
    const entries = log.json().data.entries as {
      actorId: string;
      action: string;
      target: unknown;
      before: { name?: string } | null;
      after: { name?: string } | null;
      statusCode: number;
      errorCode: string | null;
      createdAt: string;
    }[];
    const [rejected, updated, creation] = entries;
    const updatedAt = new Date(clock.now().getTime() - 1000).toISOString();
    expect(rejected).toMatchObject({
      actorId: admin.user.id,
      action: 'POST /api/admin/games',
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(updated).toMatchObject({
      actorId: admin.user.id,
      action: 'PATCH /api/admin/games/:id',
      target: { id: game.id },
      before: { name: 'Audit Racer' },
      after: { name: 'Audit Racer II' },
      statusCode: 200,
      errorCode: null,
      createdAt: updatedAt,
    });
    expect(creation).toMatchObject({ action: 'POST /api/admin/games', statusCode: 201, before: null });
    expect(creation!.after).toMatchObject({ slug: 'audit-racer' });
    // Reads are not actions: the log's own read is not in it.
    expect(entries.some((entry) => entry.action.startsWith('GET'))).toBe(false);

    const user = await signInByPhone(t.app);
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: bearer(user.accessToken),
    });
    expect(asUser.statusCode).toBe(403);
  });

  it('never keeps a secret that was sent', async () => {
    clock.advance(60_000);
    const admin = await signInByPhone(t.app, ADMIN);
    const codes = ['SECRET-CODE-0001', 'SECRET-CODE-0002'];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vouchers',
      headers: bearer(admin.accessToken),
      payload: {
        slug: 'audit-voucher',
        title: 'Audit voucher',
        brand: 'Test',
        price: '10',
        currency: 'KCASH',
        codes: [codes[0]],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/vouchers/${created.json().data.id}/codes`,
      headers: bearer(admin.accessToken),
      payload: { codes: [codes[1]] },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=5',
      headers: bearer(admin.accessToken),
    });
    const text = log.body;
    expect(text).toContain(`/api/admin/vouchers/:voucherId/codes`);
    for (const code of codes) expect(text).not.toContain(code);
  });
});
