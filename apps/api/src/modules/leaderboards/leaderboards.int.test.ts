import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { approvedClanChief, createClanAs, signedInUser, type SignedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { createRedisBoards } from './redis-boards';

// The stored boards through the routes: XP from daily check-ins (10 XP a day) moves the week's,
// season's and all time's user boards and the check-in's clan's; ties go to who got there first;
// the caller's own row comes however far below the page; the week rolls over on the clock; a clan
// gains a member's week XP when they join and loses it when they leave.

const MONDAY = new Date('2026-11-23T10:00:00Z'); // 2026-W48, 2026-Q4
const DAY = 86_400_000;
const ADMIN_WAID = newWaId();
const BASE = '/api/platform-centralized-leaderboard';
const REDIS_URL = process.env.REDIS_URL;
// The same scenario with the boards read from the database, and from Redis when there is one.
const STORES = REDIS_URL ? (['postgres', 'redis'] as const) : (['postgres'] as const);

describe.each(STORES)('read from %s', (store) => {
  const clock = fixedClock(MONDAY);
  const prefix = `kp-test-${randomBytes(6).toString('hex')}:`;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: {
        ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`,
        LOG_LEVEL: 'warn',
        ...(store === 'redis' && REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    if (store === 'redis' && REDIS_URL) {
      const redis = new Redis(REDIS_URL);
      await createRedisBoards(redis, prefix).deleteAll();
      await redis.quit();
    }
  });

  /** The same user signed in again (tokens last 15 minutes; the clock moves days). */
  const again = (who: SignedInUser) => signedInUser(t.app, { waId: who.waId });
  const get = async (who: SignedInUser | null, url: string) => {
    // Redis follows the database after each commit: wait for the copy before reading.
    await t.app.leaderboardSync?.sync();
    const res = await t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const checkIn = async (who: SignedInUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/check-in',
      headers: who.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const board = (who: SignedInUser | null, id: string, query = '') =>
    get(who, `${BASE}/${id}/participants${query}`);
  const ranks = (page: { participants: { id: string; rank: number; score: number }[] }) =>
    page.participants.map((p) => [p.id, p.rank, p.score]);

  describe('the gamers’ boards', () => {
    let a: SignedInUser, b: SignedInUser, c: SignedInUser;

    it('rank by XP; equal scores go to who reached them first; my own row comes from far below', async () => {
      a = await signedInUser(t.app);
      b = await signedInUser(t.app);
      c = await signedInUser(t.app);
      // b, then a, then c reach 10 XP at the same instant: the order of arrival decides.
      for (const who of [b, a, c]) await checkIn(who);
      const week = await board(a, 'user-week-2026-W48');
      expect(ranks(week)).toEqual([
        [b.id, 1, 10],
        [a.id, 2, 10],
        [c.id, 3, 10],
      ]);
      expect(week).toMatchObject({ type: 'user', status: 'LIVE', isCounted: true, total: 3 });
      expect(week.me).toMatchObject({ id: a.id, rank: 2, isMe: true });
      expect(week.participants[0]).toHaveProperty('name');

      clock.advance(DAY);
      [a, b, c] = await Promise.all([again(a), again(b), again(c)]);
      await checkIn(c);
      for (const id of ['user-week-2026-W48', 'user-season-2026-Q4', 'user-all']) {
        const top = await board(a, id, '?limit=1');
        expect(ranks(top), id).toEqual([[c.id, 1, 20]]);
        // a is outside the page of one: their row comes anyway, with its real rank.
        expect(top.me, id).toMatchObject({ id: a.id, rank: 3, score: 10, isMe: true });
        expect(top.total, id).toBe(3);
      }
      // Signed out: the same board, no own row.
      expect((await board(null, 'user-week-2026-W48')).me).toBeNull();
      const second = await board(a, 'user-week-2026-W48', '?limit=1&offset=1');
      expect(ranks(second)).toEqual([[b.id, 2, 10]]);
    });

    it('lists the running boards by type and status, and rolls the week over on the clock', async () => {
      const byType = await get(a, `${BASE}/leaderboards?type=user`);
      expect(byType.leaderboards.map((l: { id: string }) => l.id)).toEqual([
        'user-week-2026-W48',
        'user-season-2026-Q4',
        'user-all',
      ]);
      expect(byType.leaderboards[0]).toMatchObject({
        status: 'LIVE',
        participants: 3,
        period: 'week',
        title: '2026-W48',
      });

      clock.set('2026-11-30T00:00:00Z'); // Monday of 2026-W49
      [a, c] = await Promise.all([again(a), again(c)]);
      const weeks = await get(a, `${BASE}/leaderboards?type=user&period=week&limit=2`);
      expect(
        weeks.leaderboards.map((l: { id: string; status: string; participants: number }) => [
          l.id,
          l.status,
          l.participants,
        ]),
      ).toEqual([
        ['user-week-2026-W49', 'LIVE', 0],
        ['user-week-2026-W48', 'COMPLETED', 3],
      ]);
      expect((await board(a, 'user-week-2026-W49')).participants).toEqual([]);
      await checkIn(a);
      expect(ranks(await board(a, 'user-week-2026-W49'))).toEqual([[a.id, 1, 10]]);
      // The season and all time go on: a is level with c's 20 there but reached it last.
      expect(ranks(await board(a, 'user-all', '?limit=2'))).toEqual([
        [c.id, 1, 20],
        [a.id, 2, 20],
      ]);
      const completed = await get(a, `${BASE}/by-status?type=user&status=COMPLETED&limit=1`);
      expect(completed.leaderboards[0]).toMatchObject({ id: 'user-week-2026-W48', status: 'COMPLETED' });
      const live = await get(a, `${BASE}/by-status?type=clan&status=LIVE`);
      expect(live.leaderboards.map((l: { id: string }) => l.id)).toEqual([
        'clan-week-2026-W49',
        'clan-season-2026-Q4',
        'clan-all',
      ]);
    });

    it("counts the running POG boards (clans by their members' POG totals), not the past ones", async () => {
      const pog = await board(a, 'pog-week-2026-W49');
      expect(pog).toMatchObject({ type: 'pog', status: 'LIVE', isCounted: true });
      const past = await board(a, 'pog-week-2026-W48');
      expect(past).toMatchObject({ type: 'pog', isCounted: false, participants: [], total: 0, me: null });
      const listed = await get(a, `${BASE}/leaderboards?type=pog`);
      expect(listed.leaderboards.every((l: { isCounted: boolean }) => l.isCounted)).toBe(true);
    });

    it('refuses what names no board, and a period for a type without periods', async () => {
      for (const id of ['user-week-2026-W99', 'team-all', 'quest-42']) {
        const res = await t.app.inject({ method: 'GET', url: `${BASE}/${id}/participants` });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().errorCode).toBe('LEADERBOARD_NOT_FOUND');
      }
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/leaderboards?type=quest&period=week` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('LEADERBOARD_PERIOD_UNSUPPORTED');
    });
  });

  describe('the clans’ boards', () => {
    it("score their members' XP: a join brings a member's week XP, a leave takes it away", async () => {
      clock.set('2026-12-07T09:00:00Z'); // Monday of 2026-W50
      const admin = await signedInUser(t.app, { waId: ADMIN_WAID });
      const chief = await approvedClanChief(t.app, admin.headers);
      const clan = await createClanAs(t.app, chief);
      await checkIn(chief);
      const gamer = await signedInUser(t.app);
      await checkIn(gamer);
      clock.advance(DAY);
      const [gamer2, chief2] = await Promise.all([again(gamer), again(chief)]);
      await checkIn(gamer2);
      const clanWeek = 'clan-week-2026-W50';
      expect(ranks(await board(chief2, clanWeek))).toEqual([[clan.id, 1, 10]]);

      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/platform-user-clans',
        headers: gamer2.headers,
        payload: { clanId: clan.id },
      });
      expect(joined.statusCode, joined.body).toBe(201);
      const withGamer = await board(gamer2, clanWeek);
      expect(ranks(withGamer)).toEqual([[clan.id, 1, 30]]);
      // On a clan board, "me" is the caller's clan.
      expect(withGamer.me).toMatchObject({
        id: clan.id,
        isMe: true,
        name: expect.stringMatching(/^Clan \d+$/),
      });

      // XP earned while a member moves the clan too.
      clock.advance(DAY);
      const gamer3 = await again(gamer2);
      await checkIn(gamer3);
      expect(ranks(await board(gamer3, clanWeek))).toEqual([[clan.id, 1, 40]]);

      const left = await t.app.inject({
        method: 'DELETE',
        url: '/api/platform-user-clans',
        headers: gamer3.headers,
      });
      expect(left.statusCode, left.body).toBeLessThan(300);
      expect(ranks(await board(gamer3, clanWeek))).toEqual([[clan.id, 1, 10]]);
      expect((await board(gamer3, clanWeek)).me).toBeNull();
    });
  });
});
