import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { latestCode, newWaId, signInByPhone } from '../../test/sign-in';
import { ACCOUNT_DELETION_GRACE_MS } from './users.service';

const clock = fixedClock('2026-11-23T10:00:00Z');
const ADMIN_WAID = newWaId();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signInByPhone>>;
const as = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });
const api = (s: Session, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: as(s),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('the profile', () => {
  it('shows the fields, the connected accounts (none yet: the custodial wallet is not a connected one) and takes changes', async () => {
    const me = await signInByPhone(t.app);
    const profile = (await api(me, 'GET', '/api/users/me/profile')).json().data;
    expect(profile).toMatchObject({ countryCode: null, hasPicture: false, deletionRequestedAt: null });
    expect(profile.socialStatuses).toEqual({
      twitter: { isActive: false },
      discord: { isActive: false },
      google: { isActive: false },
      wallet: { isActive: false },
      steam: { isActive: false },
      telegram: { isActive: false },
    });
    const updated = await api(me, 'PATCH', '/api/users/me/profile', {
      firstName: 'Priya',
      countryCode: 'IN',
      city: 'Pune',
      collegeName: 'College of Engineering Pune',
      profession: 'Student',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ firstName: 'Priya', city: 'Pune', countryCode: 'IN' });
    const bad = await api(me, 'PATCH', '/api/users/me/profile', { firstName: 'P r' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('spacing not allowed');
    expect((await api(me, 'PATCH', '/api/users/me/profile', { role: 'admin' })).statusCode).toBe(400);
  });

  it("changes only the caller's own profile", async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    await api(b, 'PATCH', '/api/users/me/profile', { city: 'Recife' });
    expect((await api(a, 'GET', '/api/users/me/profile')).json().data.city).toBeNull();
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/users/me/profile', payload: { city: 'X' } }))
        .statusCode,
    ).toBe(401);
  });

  it('sets the preferred role and platform from the spec’s lists', async () => {
    const me = await signInByPhone(t.app);
    expect(
      (await api(me, 'POST', '/api/users/preferred-role', { role: 'esports_athlete' })).json().data
        .preferredRole,
    ).toBe('esports_athlete');
    expect(
      (await api(me, 'POST', '/api/users/preferred-platform', { platform: 'android' })).json().data
        .preferredPlatform,
    ).toBe('android');
    expect((await api(me, 'POST', '/api/users/preferred-role', { role: 'king' })).statusCode).toBe(400);
  });
});

describe('usernames', () => {
  it('checks by query and takes one; the owner’s own counts as free', async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    const name = `u${a.waId.slice(-8)}`;
    expect((await api(a, 'GET', `/api/users/username?username=${name}`)).json().data.isAvailable).toBe(true);
    expect(
      (await api(a, 'POST', '/api/users/verify-username', { username: name })).json().data.username,
    ).toBe(name);
    expect(
      (await api(a, 'GET', `/api/users/username?username=${name.toUpperCase()}`)).json().data.isAvailable,
    ).toBe(true);
    expect(
      (await api(b, 'GET', `/api/users/username?username=${name.toUpperCase()}`)).json().data.isAvailable,
    ).toBe(false);
    const taken = await api(b, 'POST', '/api/users/verify-username', { username: name });
    expect(taken.json()).toMatchObject({ statusCode: 409, message: 'Username already taken!' });
    const short = await api(b, 'GET', '/api/users/username?username=abc');
    expect(short.json().message).toContain('min 5 max 10 characters');
  });

  it('finds public details by username and in batches, never private fields', async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    const name = `p${a.waId.slice(-8)}`;
    await api(a, 'POST', '/api/users/verify-username', { username: name });
    const found = (await api(b, 'GET', `/api/users/${name}/from/userName`)).json().data;
    expect(found).toEqual({ id: a.user.id, username: name, hasPicture: false });
    const batch = (
      await api(b, 'POST', '/api/users/batch-details', {
        userIds: [b.user.id, crypto.randomUUID(), a.user.id],
      })
    ).json().data;
    expect(batch.map((u: { id: string }) => u.id)).toEqual([b.user.id, a.user.id]);
    expect(JSON.stringify(batch)).not.toContain(a.waId);
  });
});

describe('email', () => {
  it('adds an address after its code, and refuses one another account has', async () => {
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    const email = `gamer${a.waId.slice(-6)}@example.com`;
    const start = await api(a, 'POST', '/api/users/email', { email });
    expect(start.statusCode).toBe(201);
    const { challengeId } = start.json().data;
    const code = await latestCode(t.app, email);
    // Another user cannot use a's challenge.
    expect((await api(b, 'POST', '/api/users/verify-email', { challengeId, code })).json().errorCode).toBe(
      'OTP_EXPIRED',
    );
    const done = await api(a, 'POST', '/api/users/verify-email', { challengeId, code });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.email).toBe(email);
    const taken = await api(b, 'POST', '/api/users/email', { email: email.toUpperCase() });
    expect(taken.json().errorCode).toBe('EMAIL_TAKEN');
    expect((await api(b, 'POST', '/api/users/email', { email: 'not-an-email' })).json().message).toContain(
      'Please enter valid email',
    );
  });
});

async function jpeg(width: number, height: number, options: { exif?: boolean } = {}) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  }).jpeg();
  return options.exif
    ? image.withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } }).toBuffer()
    : image.toBuffer();
}

describe('the profile picture', () => {
  const upload = (s: Session, body: Buffer | string, type = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/profile/picture',
      headers: { ...as(s), 'content-type': type },
      payload: body,
    });

  it('takes a JPEG, re-encodes it to 256 × 256 without its metadata, and serves it', async () => {
    const me = await signInByPhone(t.app);
    const res = await upload(me, await jpeg(800, 600, { exif: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasPicture).toBe(true);
    const picture = await t.app.inject({ method: 'GET', url: `/api/users/${me.user.id}/picture` });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 256, 256, undefined]);
  });

  it('refuses what is not a JPEG, whatever it is called, and what is too large', async () => {
    const me = await signInByPhone(t.app);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const body of [
      png,
      Buffer.from('not an image at all'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]),
    ]) {
      const res = await upload(me, body);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only JPEG images are allowed');
    }
    expect((await upload(me, await jpeg(10, 10), 'image/png')).statusCode).toBe(415);
    expect((await upload(me, Buffer.alloc(5 * 1024 * 1024 + 10, 0xff))).statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${me.user.id}/picture` })).statusCode).toBe(
      404,
    );
  });
});

describe('account deletion', () => {
  it('is asked once, can be withdrawn, and removes the personal data after the grace period', async () => {
    const me = await signInByPhone(t.app);
    const first = (await api(me, 'POST', '/api/users/deletion-request')).json().data;
    expect(first.status).toBe('initiated');
    expect(Date.parse(first.deletesAt) - Date.parse(first.requestedAt)).toBe(ACCOUNT_DELETION_GRACE_MS);
    expect((await api(me, 'POST', '/api/users/deletion-request')).json().data.status).toBe(
      'already_requested',
    );
    expect(
      (await api(me, 'DELETE', '/api/users/deletion-request')).json().data.deletionRequestedAt,
    ).toBeNull();

    await api(me, 'POST', '/api/users/deletion-request');
    const other = await signInByPhone(t.app);
    await api(other, 'POST', '/api/users/deletion-request');
    clock.advance(ACCOUNT_DELETION_GRACE_MS - 60_000);
    // Not yet: the grace period is not over.
    expect(await runDeletions()).toBe(0);
    // A session renewed a moment before the erasure: its access token has not expired after it.
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token/refresh',
      payload: { refreshToken: me.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data as { accessToken: string; refreshToken: string };
    clock.advance(120_000);
    expect(await runDeletions()).toBe(2);
    expect(await runDeletions()).toBe(0);

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/token/refresh',
      payload: { refreshToken: fresh.refreshToken },
    });
    expect(refresh.statusCode).toBe(400);
    // The erased account's access token, two minutes old, is refused too.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/profile',
      headers: { authorization: `Bearer ${fresh.accessToken}` },
    });
    expect(profile.statusCode).toBe(401);
    // The number is free again: signing in with it makes a new account.
    const again = await signInByPhone(t.app, me.waId);
    expect(again.user.id).not.toBe(me.user.id);
    expect(again.isNewUser).toBe(true);
  });
});

function runDeletions(): Promise<number> {
  const job = t.app.jobs.find((j) => j.name === 'account-deletions');
  if (!job) throw new Error('no account-deletions job');
  return job.run();
}

describe('operators', () => {
  it('list accounts with the admin role, and users are refused', async () => {
    const admin = await signInByPhone(t.app, ADMIN_WAID);
    expect(admin.user).toMatchObject({ role: 'admin' });
    const user = await signInByPhone(t.app);
    expect((await api(user, 'GET', '/api/admin/users')).statusCode).toBe(403);
    const list = await api(admin, 'GET', `/api/admin/users?search=${user.waId.slice(-6)}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.users.map((u: { id: string }) => u.id)).toEqual([user.user.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });
});

describe('reference data', () => {
  it('serves professions, countries in a language, cities and colleges', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.json().data);
    expect((await get('/api/users/professions'))[0]).toBe('Student');
    const countries = await get('/api/users/countries?language=de');
    expect(countries.slice(0, 2).map((c: { code: string }) => c.code)).toEqual(['IN', 'BR']);
    expect(countries.find((c: { code: string }) => c.code === 'DE').name).toBe('Deutschland');
    expect(await get('/api/users/cities?country=BR')).toContain('São Paulo');
    const colleges = await get('/api/users/colleges?country=IN&city=Mumbai');
    expect(colleges).toContain('Indian Institute of Technology Bombay');
    expect(colleges.at(-1)).toBe('Other');
  });
});
