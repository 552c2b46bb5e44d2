import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '@kp/domain/errors';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { ACCOUNT_DELETION_GRACE_MS, type UsersService } from '../users/users.service';
import { createClanChiefRepository } from './clan-chief.repository';
import { createClanChiefService } from './clan-chief.service';
import { clanChiefApplications } from './clan-chief.tables';

const clock = fixedClock('2026-11-23T10:00:00Z');
const ADMIN_WAID = newWaId();
const OTHER_ADMIN_WAID = newWaId();
let t: TestApp;
// Operators sign in once: their numbers' codes share one outbox and one rate limit.
let admin: Session;
let otherAdmin: Session;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID},+${OTHER_ADMIN_WAID}` },
  });
  admin = await signInByPhone(t.app, ADMIN_WAID);
  otherAdmin = await signInByPhone(t.app, OTHER_ADMIN_WAID);
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signInByPhone>>;
const api = (s: Session | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: s ? { authorization: `Bearer ${s.accessToken}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A valid application of a session's own verified number. */
const applicationOf = (s: Session, fields: Record<string, unknown> = {}) => ({
  email: 'chief@example.com',
  chiefCity: 'Pune',
  phoneNumber: `+${s.waId}`,
  ...fields,
});
const apply = (s: Session, fields: Record<string, unknown> = {}) =>
  api(s, 'POST', '/api/clan-chief', applicationOf(s, fields));
const mine = async (s: Session) => (await api(s, 'GET', '/api/clan-chief')).json().data.application;
const decide = (admin: Session, id: string, decision: string, reason = 'Checked the college ID') =>
  api(admin, 'POST', `/api/admin/clan-chief/applications/${id}/decision`, { decision, reason });

/** The rows of a user's applications, straight from the table. */
const rowsOf = (userId: string) =>
  t.database.db.select().from(clanChiefApplications).where(eq(clanChiefApplications.userId, userId));

describe('applying to be a clan chief', () => {
  it('files the application with the verified number and shows it, pending', async () => {
    const me = await signInByPhone(t.app);
    expect(await mine(me)).toBeNull();
    const local = me.waId.slice(2);
    const res = await apply(me, {
      phoneNumber: `+91 ${local.slice(0, 5)} ${local.slice(5)}`,
      isCollageName: 'Yes',
      collegeName: '  College of Engineering Pune ',
    });
    expect(res.statusCode).toBe(201);
    const application = res.json().data;
    expect(application).toEqual({
      id: expect.any(String),
      email: 'chief@example.com',
      chiefCity: 'Pune',
      phoneNumber: `+${me.waId}`,
      isCollageName: 'Yes',
      collegeName: 'College of Engineering Pune',
      status: 'pending',
      decisionReason: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      decidedAt: null,
    });
    expect(await mine(me)).toEqual(application);
  });

  it('keeps no college name when the chief names no college (isCollageName defaults to No)', async () => {
    const me = await signInByPhone(t.app);
    const res = await apply(me, { collegeName: 'Ignored College' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ isCollageName: 'No', collegeName: null });
  });

  it('refuses bad fields in the spec’s words and stores nothing', async () => {
    const me = await signInByPhone(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'Please enter valid email'],
      [{ chiefCity: '  ' }, 'Please enter city'],
      [{ phoneNumber: '+91 12345' }, 'Please enter valid mobile number'],
      [{ phoneNumber: '' }, 'Please enter valid mobile number'],
      [{ isCollageName: 'Yes' }, 'Please enter college name'],
      [{ isCollageName: 'Maybe' }, 'Please select an option'],
    ];
    for (const [fields, message] of cases) {
      const res = await apply(me, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
      expect(res.json().message).toContain(message);
    }
    const unknownField = await apply(me, { status: 'approved' });
    expect(unknownField.statusCode).toBe(400);
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('takes only the number verified on the account', async () => {
    const me = await signInByPhone(t.app);
    const someoneElse = newWaId();
    const res = await apply(me, { phoneNumber: `+${someoneElse}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'INVALID_PHONE_NUMBER',
      message: 'Please enter the mobile number verified on your account',
      details: { field: 'phoneNumber', reason: 'not_verified' },
    });
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('refuses an account with no verified number (signed in another way)', async () => {
    const db = t.database.db;
    // An account made by Google or Telegram sign-in: no phone number on it.
    const noPhone = await createUser(db, { email: 'google-only@example.com' });
    const users = {
      getUser: async () => noPhone,
      listPublicUsers: async () => [],
    } as unknown as Pick<UsersService, 'getUser' | 'listPublicUsers'>;
    const service = createClanChiefService({
      repository: createClanChiefRepository(db),
      users,
      clock,
      log: t.app.log,
    });
    const attempt = service.submit(noPhone.id, {
      email: 'google-only@example.com',
      chiefCity: 'Pune',
      phoneNumber: '+919876543210',
      isCollageName: 'No',
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'INVALID_PHONE_NUMBER' });
    expect(await rowsOf(noPhone.id)).toEqual([]);
  });

  it('keeps one application open: a second while one is pending is the spec’s 409', async () => {
    const me = await signInByPhone(t.app);
    const first = await apply(me);
    expect(first.statusCode).toBe(201);
    const second = await apply(me, { chiefCity: 'Mumbai' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      statusCode: 409,
      errorCode: 'CONFLICT_IN_PROGRESS',
      message: 'Conflict: Resource already in progress',
      details: { applicationId: first.json().data.id, status: 'pending' },
    });
    expect(await rowsOf(me.user.id)).toHaveLength(1);
  });

  it('makes one application of several sent at once', async () => {
    const me = await signInByPhone(t.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(me)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().errorCode).toBe('CONFLICT_IN_PROGRESS');
    expect(await rowsOf(me.user.id)).toHaveLength(1);
  });

  it('needs a signed-in user, and shows each user only their own', async () => {
    expect((await api(null, 'GET', '/api/clan-chief')).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/clan-chief',
      payload: { email: 'x@example.com', chiefCity: 'Pune', phoneNumber: '+919876543210' },
    });
    expect(anonymous.statusCode).toBe(401);
    const a = await signInByPhone(t.app);
    const b = await signInByPhone(t.app);
    expect((await apply(a)).statusCode).toBe(201);
    expect(await mine(b)).toBeNull();
    // B cannot apply with A's number either.
    expect((await api(b, 'POST', '/api/clan-chief', applicationOf(a))).statusCode).toBe(400);
  });
});

describe('operators deciding applications', () => {
  it('are the only ones who list and decide: users get 403', async () => {
    const user = await signInByPhone(t.app);
    const res = await apply(user);
    expect((await api(user, 'GET', '/api/admin/clan-chief/applications')).statusCode).toBe(403);
    expect((await decide(user, res.json().data.id, 'approve')).statusCode).toBe(403);
    expect((await api(null, 'GET', '/api/admin/clan-chief/applications')).statusCode).toBe(401);
    expect((await mine(user)).status).toBe('pending');
  });

  it('reject with a reason the applicant reads, kept with who decided and when; then they may apply again', async () => {
    const user = await signInByPhone(t.app);
    const id = (await apply(user)).json().data.id as string;
    clock.advance(60_000);

    const rejected = await decide(admin, id, 'reject', '  Please apply with your college email  ');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      id,
      userId: user.user.id,
      status: 'rejected',
      decisionReason: 'Please apply with your college email',
      decidedBy: admin.user.id,
      decidedAt: '2026-11-23T10:01:00.000Z',
    });
    expect(await mine(user)).toMatchObject({
      id,
      status: 'rejected',
      decisionReason: 'Please apply with your college email',
      decidedAt: '2026-11-23T10:01:00.000Z',
    });
    const [row] = await rowsOf(user.user.id);
    expect(row).toMatchObject({ decidedBy: admin.user.id, status: 'rejected' });

    // Decided is decided.
    const again = await decide(admin, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'CONFLICT_IN_PROGRESS',
      details: { status: 'rejected' },
    });

    // A rejection leaves the way open: a new application, and the latest is the one shown.
    const second = await apply(user, { email: 'chief@college.edu' });
    expect(second.statusCode).toBe(201);
    expect(await mine(user)).toMatchObject({ id: second.json().data.id, status: 'pending' });
  });

  it('approve; an approved chief cannot apply again', async () => {
    const user = await signInByPhone(t.app);
    const id = (await apply(user)).json().data.id as string;
    expect((await decide(admin, id, 'approve', 'Welcome, chief')).statusCode).toBe(200);
    expect(await mine(user)).toMatchObject({ status: 'approved', decisionReason: 'Welcome, chief' });
    const again = await apply(user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'CONFLICT_IN_PROGRESS',
      message: 'You are already a clan chief',
      details: { applicationId: id, status: 'approved' },
    });
  });

  it('decide once when two operators decide at the same moment', async () => {
    const user = await signInByPhone(t.app);
    const id = (await apply(user)).json().data.id as string;
    const [a, b] = await Promise.all([decide(admin, id, 'approve'), decide(otherAdmin, id, 'reject')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    expect(await mine(user)).toMatchObject({ status: winner.json().data.status });
  });

  it('refuse an unknown application, a bad decision and a missing reason, changing nothing', async () => {
    const user = await signInByPhone(t.app);
    const id = (await apply(user)).json().data.id as string;
    const unknown = await decide(admin, '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0999', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect((await decide(admin, 'not-a-uuid', 'approve')).statusCode).toBe(400);
    expect((await decide(admin, id, 'maybe')).statusCode).toBe(400);
    const short = await decide(admin, id, 'reject', 'no');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Please enter a reason of 5 to 500 characters');
    expect((await decide(admin, id, 'reject', 'x'.repeat(501))).statusCode).toBe(400);
    expect(await mine(user)).toMatchObject({ status: 'pending', decisionReason: null });
  });

  it('list by status, pending ones oldest first, with usernames and totals, page by page', async () => {
    const users = [await signInByPhone(t.app), await signInByPhone(t.app), await signInByPhone(t.app)];
    await t.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { authorization: `Bearer ${users[0]!.accessToken}` },
      payload: { username: `chief${users[0]!.waId.slice(-4)}` },
    });
    const ids: string[] = [];
    for (const user of users) {
      clock.advance(1000);
      ids.push((await apply(user)).json().data.id);
    }
    await decide(admin, ids[1]!, 'reject', 'Not this time');

    const list = async (query: string) => {
      const res = await api(admin, 'GET', `/api/admin/clan-chief/applications${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        applications: { id: string; status: string; username: string | null; userId: string }[];
        total: number;
      };
    };
    const pending = await list('?status=pending&limit=100');
    const mineOnly = pending.applications.filter((a) => ids.includes(a.id));
    expect(mineOnly.map((a) => a.id)).toEqual([ids[0], ids[2]]);
    expect(pending.applications.every((a) => a.status === 'pending')).toBe(true);
    expect(pending.total).toBe(pending.applications.length);
    expect(mineOnly[0]).toMatchObject({
      userId: users[0]!.user.id,
      username: `chief${users[0]!.waId.slice(-4)}`,
    });
    expect(mineOnly[1]!.username).toBeNull();

    const rejected = await list('?status=rejected');
    expect(rejected.applications.map((a) => a.id)).toContain(ids[1]);

    // All statuses, newest first, one page at a time.
    const first = await list('?limit=2');
    const next = await list('?limit=2&offset=2');
    expect(first.applications.map((a) => a.id)).toEqual([ids[2], ids[1]]);
    expect(next.applications[0]!.id).toBe(ids[0]);
    expect(first.total).toBe(next.total);
    expect((await api(admin, 'GET', '/api/admin/clan-chief/applications?status=open')).statusCode).toBe(400);
    expect((await api(admin, 'GET', '/api/admin/clan-chief/applications?limit=0')).statusCode).toBe(400);
  });
});

describe('the api documentation', () => {
  it('describes the clan chief calls from the contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/clan-chief'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual([
      'email',
      'chiefCity',
      'phoneNumber',
      'isCollageName',
      'collegeName',
    ]);
    expect(body.required).toEqual(['email', 'chiefCity', 'phoneNumber']);
    expect(doc.paths['/api/admin/clan-chief/applications/{id}/decision'].post.tags).toEqual(['admin']);
  });
});

describe('account deletion', () => {
  it('blanks the personal fields of the applications once the account’s data is removed', async () => {
    const leaving = await signInByPhone(t.app);
    const staying = await signInByPhone(t.app);
    const id = (await apply(leaving, { isCollageName: 'Yes', collegeName: 'COEP' })).json().data.id;
    await decide(admin, id, 'approve', 'Approved for Pune');
    expect((await apply(staying)).statusCode).toBe(201);
    await api(leaving, 'POST', '/api/users/deletion-request');
    clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
    const job = (name: string) => {
      const found = t.app.jobs.find((j) => j.name === name);
      if (!found) throw new Error(`no ${name} job`);
      return found.run();
    };
    // The deletion job erases the application's personal fields in the same transaction.
    expect(await job('account-deletions')).toBeGreaterThanOrEqual(1);

    const [erased] = await rowsOf(leaving.user.id);
    expect(erased).toMatchObject({
      email: '',
      chiefCity: '',
      phoneNumber: '',
      collegeName: null,
      status: 'approved',
      decisionReason: 'Approved for Pune',
      decidedBy: admin.user.id,
      erasedAt: clock.now(),
    });
    const [kept] = await rowsOf(staying.user.id);
    expect(kept).toMatchObject({
      email: 'chief@example.com',
      phoneNumber: `+${staying.waId}`,
      erasedAt: null,
    });
  });
});
