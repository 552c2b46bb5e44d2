import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userXp, xpEvents } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createCampaign, signedInUser } from '../../test/factories';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { ACCOUNT_DELETION_GRACE_MS } from '../users/users.service';

const DAY = 86_400_000;
const HUB = '/api/platform-campaign-hub';
const clock = fixedClock('2026-11-23T10:00:00Z');
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: Record<string, string>;
/** A signed-in gamer whose session is renewed before each call: the fake clock moves days on. */
type Who = { id: string; headers: Record<string, string>; refreshToken: string; address: string };
let nextAddress = 0;

async function gamer(): Promise<Who> {
  nextAddress += 1;
  const address = `10.77.${nextAddress >> 8}.${nextAddress & 255}`;
  const session = await signInByPhone(t.app, newWaId(), { remoteAddress: address });
  return {
    id: session.user.id,
    headers: { authorization: `Bearer ${session.accessToken}` },
    refreshToken: session.refreshToken,
    address,
  };
}

async function renew(who: Who): Promise<Who> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authentication/token/refresh',
    remoteAddress: who.address,
    payload: { refreshToken: who.refreshToken },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken, refreshToken } = res.json().data as { accessToken: string; refreshToken: string };
  who.headers = { authorization: `Bearer ${accessToken}` };
  who.refreshToken = refreshToken;
  return who;
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  admin = (await signedInUser(t.app, { waId: ADMIN_WAID })).headers;
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const checkIn = async (who: Who, body: object = {}) =>
  inject('POST', '/api/users/me/check-in', (await renew(who)).headers, body);
const progressOf = async (who: Who) => {
  const res = await inject('GET', '/api/users/me/progress', (await renew(who)).headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the routes', () => {
  it('need a signed-in user', async () => {
    expect((await inject('GET', '/api/users/me/progress')).statusCode).toBe(401);
    expect((await inject('POST', '/api/users/me/check-in', {}, {})).statusCode).toBe(401);
  });

  it('start a new gamer at level 1 with nothing, and refuse a time zone that is not one', async () => {
    const me = await gamer();
    expect(await progressOf(me)).toEqual({
      xp: 0,
      level: 1,
      xpIntoLevel: 0,
      xpForNextLevel: 100,
      timeZone: 'UTC',
      isCheckedInToday: false,
      streak: { current: 0, best: 0, freezes: 0, isTodayDone: false },
      badges: [],
      recent: [],
    });
    const bad = await checkIn(me, { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(400);
    expect((await progressOf(me)).xp).toBe(0);
  });
});

describe('the daily check-in', () => {
  it("counts once per day in the user's time zone: 23:00 and 00:30 IST are two days", async () => {
    const me = await gamer();
    clock.set('2026-11-23T17:30:00Z'); // 23:00 in India
    const first = await checkIn(me, { timeZone: 'Asia/Kolkata' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.checkIn).toEqual({
      day: '2026-11-23',
      amount: 10,
      at: '2026-11-23T17:30:00.000Z',
    });
    expect(first.json().data.progress).toMatchObject({ xp: 10, timeZone: 'Asia/Kolkata' });

    clock.set('2026-11-23T18:00:00Z'); // 23:30 in India: the same day answers the same check-in
    const again = await checkIn(me);
    expect(again.json().data.checkIn).toEqual(first.json().data.checkIn);
    expect(again.json().data.progress.xp).toBe(10);

    clock.set('2026-11-23T19:00:00Z'); // 00:30 in India: the next day there (still the 23rd in UTC)
    const next = (await checkIn(me)).json().data;
    expect(next.checkIn).toEqual({ day: '2026-11-24', amount: 10, at: '2026-11-23T19:00:00.000Z' });
    expect(next.progress).toMatchObject({
      xp: 20,
      streak: { current: 2, best: 2, freezes: 0, isTodayDone: true },
    });
    const rows = await t.database.db.select().from(xpEvents).where(eq(xpEvents.userId, me.id));
    expect(rows.map((r) => r.localDay).sort()).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('does not make two days of one by hopping time zones: a new zone counts a day after the last check-in', async () => {
    const me = await gamer();
    clock.set('2026-11-25T11:00:00Z'); // 00:00 on the 25th in Pago Pago (UTC−11)
    expect(await progressOf(me)).toMatchObject({ isCheckedInToday: false });
    const first = (await checkIn(me, { timeZone: 'Pacific/Pago_Pago' })).json().data;
    expect(first.checkIn.day).toBe('2026-11-25');
    expect(first.progress).toMatchObject({ xp: 10, isCheckedInToday: true });

    clock.set('2026-11-25T11:05:00Z'); // already the 26th in Kiritimati (UTC+14): refused as a new day
    const hop = (await checkIn(me, { timeZone: 'Pacific/Kiritimati' })).json().data;
    expect(hop.checkIn).toEqual(first.checkIn);
    expect(hop.progress).toMatchObject({ xp: 10, timeZone: 'Pacific/Pago_Pago' });

    clock.set('2026-11-26T11:00:00Z'); // a day on: the new zone is taken (the 27th there)
    const moved = (await checkIn(me, { timeZone: 'Pacific/Kiritimati' })).json().data;
    expect(moved.checkIn.day).toBe('2026-11-27');
    expect(moved.progress).toMatchObject({ xp: 20, timeZone: 'Pacific/Kiritimati', isCheckedInToday: true });
  });

  it('builds the level, the streak with its freeze, and the badges over a run of days', async () => {
    const me = await gamer();
    clock.set('2026-12-01T09:00:00Z');
    for (let day = 0; day < 7; day++) {
      expect((await checkIn(me)).statusCode).toBe(200);
      clock.advance(DAY);
    }
    expect(await progressOf(me)).toMatchObject({
      xp: 70,
      level: 1,
      streak: { current: 7, best: 7, freezes: 1, isTodayDone: false },
      badges: ['week_streak'],
    });
    clock.advance(DAY); // the 8th is missed: the freeze covers it
    for (let day = 0; day < 4; day++) {
      await checkIn(me);
      clock.advance(DAY);
    }
    clock.advance(-DAY);
    const progress = await progressOf(me);
    expect(progress).toMatchObject({
      xp: 110,
      level: 2,
      xpIntoLevel: 10,
      xpForNextLevel: 200,
      streak: { current: 11, best: 11, freezes: 0, isTodayDone: true },
      badges: ['first_steps', 'week_streak'],
    });
    expect(progress.recent).toHaveLength(10);
    expect(progress.recent[0]).toEqual({
      action: 'daily_check_in',
      amount: 10,
      at: '2026-12-12T09:00:00.000Z',
    });

    clock.advance(3 * DAY); // two days missed, no freeze left: broken, the best kept
    expect((await progressOf(me)).streak).toEqual({ current: 0, best: 11, freezes: 0, isTodayDone: false });
  });

  it("answers the caller's own progress only", async () => {
    const [ann, ben] = [await gamer(), await gamer()];
    await checkIn(ann);
    expect((await progressOf(ann)).xp).toBe(10);
    expect((await progressOf(ben)).xp).toBe(0);
  });
});

describe('XP where actions are verified', () => {
  it('awards a verified campaign task and a paid claim, once each', async () => {
    clock.set('2026-11-23T10:00:00Z');
    const me = await gamer();
    const campaign = await createCampaign(t.app, admin, {
      tasks: [{ type: 'general_uri_redirection', config: { url: 'https://example.com/news' } }],
      pool: '8',
    });
    const [taskId] = campaign.taskIds;
    expect(
      (await inject('POST', `${HUB}/user-progress/start`, me.headers, { campaignId: campaign.id }))
        .statusCode,
    ).toBe(200);
    expect((await inject('GET', `${HUB}/tasks/${taskId}/visit`, me.headers)).statusCode).toBe(302);
    for (let i = 0; i < 2; i++) {
      const validated = await inject('POST', `${HUB}/tasks/validate`, me.headers, { taskId });
      expect(validated.json().data.state, validated.body).toBe('verified');
    }
    const claim = await inject(
      'POST',
      `${HUB}/claim-reward`,
      { ...me.headers, 'idempotency-key': randomUUID() },
      {
        campaignId: campaign.id,
      },
    );
    expect(claim.json().data.status, claim.body).toBe('credited');
    const progress = await progressOf(me);
    expect(progress.xp).toBe(50);
    expect(
      progress.recent.map((e: { action: string; amount: number }) => [e.action, e.amount]).sort(),
    ).toEqual([
      ['campaign_claim', 30],
      ['campaign_task', 20],
    ]);
  });

  it("awards the referrer a friend's sign-up with their code, once", async () => {
    const referrer = await gamer();
    const { code } = (await inject('GET', `${HUB}/user-referral`, referrer.headers)).json().data;
    const friend = await gamer();
    expect((await inject('POST', `${HUB}/user-referral/apply`, friend.headers, { code })).statusCode).toBe(
      200,
    );
    const twice = await inject('POST', `${HUB}/user-referral/apply`, friend.headers, { code });
    expect(twice.json().errorCode).toBe('REFERRAL_ALREADY_APPLIED');
    expect((await progressOf(referrer)).recent).toEqual([
      { action: 'referral_sign_up', amount: 100, at: clock.now().toISOString() },
    ]);
    expect((await progressOf(friend)).xp).toBe(0);
  });
});

describe('an erased account', () => {
  it('takes its XP events and total with it', async () => {
    const me = await gamer();
    await checkIn(me, { timeZone: 'America/Sao_Paulo' });
    expect((await inject('POST', '/api/users/deletion-request', (await renew(me)).headers)).statusCode).toBe(
      200,
    );
    clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
    await t.app.jobs.find((j) => j.name === 'account-deletions')!.run();
    const db = t.database.db;
    expect(await db.select().from(xpEvents).where(eq(xpEvents.userId, me.id))).toEqual([]);
    expect(await db.select().from(userXp).where(eq(userXp.userId, me.id))).toEqual([]);
  });
});
