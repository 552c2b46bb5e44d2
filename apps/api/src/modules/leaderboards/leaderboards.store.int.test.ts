import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardId, periodsAt } from '@kp/domain/leaderboards';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { clanMembers, xpEvents } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { testXp } from '../../test/xp.fixtures';
import { createPostgresBoardReader, type BoardReader } from './board-readers';
import { createScoreKeeping } from './keep-scores';
import { createLeaderboardsRepository } from './leaderboards.repository';
import { leaderboardEntries, leaderboardScoreCounts } from './leaderboards.tables';
import { createRedisBoards, type RedisBoards } from './redis-boards';
import { createRedisSync, type RedisSync } from './redis-sync';

// The stored boards below the routes: XP awards through the xp service (its transaction and its
// user lock), clan joins and leaves through the score keeping, on the database; then the same
// boards read from PostgreSQL and from Redis must answer alike, before and after a rebuild, and
// many awards at once must leave every board equal to a recount of the XP events.

const clock = fixedClock('2026-11-23T08:00:00Z');
const HOUR = 3_600_000;
const REDIS_URL = process.env.REDIS_URL;
let database: Database;
let redis: Redis | null = null;
let boards: RedisBoards | null = null;
let sync: RedisSync | null = null;
/** The clans' memberships, as the clans module would answer the port. */
const clanOf = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  if (REDIS_URL) {
    redis = new Redis(REDIS_URL);
    // A prefix of this test's own: tests running at once never meet in Redis.
    boards = createRedisBoards(redis, `kp-test-${randomBytes(6).toString('hex')}:`);
    sync = createRedisSync({
      db: database.db,
      repository: createLeaderboardsRepository(database.db),
      boards,
      log: pino({ level: 'error' }),
    });
  }
});
afterAll(async () => {
  await sync?.stop();
  await boards?.deleteAll();
  await redis?.quit();
  await database.close();
});

function setUp() {
  const db = database.db;
  const repository = createLeaderboardsRepository(db);
  const keeping = createScoreKeeping({
    repository,
    clock,
    clanOf: async (userId) => clanOf.get(userId) ?? null,
    hasRedis: sync !== null,
    written: () => {},
  });
  const xp = testXp(db, clock);
  xp.onAwarded((tx, awarded) => keeping.xpAwarded(tx, awarded));
  return { db, repository, keeping, xp, postgres: createPostgresBoardReader(repository) };
}

/** A small deterministic generator: the same scenario on every run. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

async function everyBoard(db: Database['db']) {
  return [
    ...new Set(
      (await db.select({ id: leaderboardEntries.boardId }).from(leaderboardEntries)).map((r) => r.id),
    ),
  ].sort();
}

/** What a reader answers of a board: every row in order, each member's own row, the count. */
async function answers(reader: BoardReader, board: string, members: string[]) {
  return {
    top: await reader.top(board, { limit: 1000, offset: 0 }),
    page: await reader.top(board, { limit: 7, offset: 5 }),
    mine: await Promise.all(members.map((m) => reader.standingOf(board, m))),
    count: (await reader.count([board])).get(board),
  };
}

describe.skipIf(!REDIS_URL)('PostgreSQL and Redis', () => {
  it('answer the same scenario alike, and again after Redis is rebuilt from the database', async () => {
    const { db, keeping, xp, postgres } = setUp();
    const next = random(16);
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser(db).then((u) => u.id)));
    const clans = Array.from({ length: 4 }, () => randomUUID());
    for (let step = 0; step < 300; step += 1) {
      const user = users[next(users.length)]!;
      const roll = next(10);
      await db.transaction(async (tx) => {
        if (roll < 7) {
          await xp.award(tx, { userId: user, action: 'campaign_task', sourceId: `task-${step}` });
        } else if (!clanOf.has(user)) {
          const clan = clans[next(clans.length)]!;
          clanOf.set(user, clan);
          await keeping.memberJoined(tx, user, clan);
        } else {
          const clan = clanOf.get(user)!;
          clanOf.delete(user);
          await keeping.memberLeft(tx, user, clan);
        }
      });
      // Across a week's end: the scenario fills two weeks.
      clock.advance(HOUR);
    }
    await sync!.sync();
    const ids = await everyBoard(db);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const board of ids) {
      const members = board.startsWith('clan') ? clans : users;
      expect(await answers(boards!.reader, board, members), board).toEqual(
        await answers(postgres, board, members),
      );
    }

    // A Redis that lost everything and holds a member the database does not: rebuilt alike.
    await boards!.deleteAll();
    const stale = randomUUID();
    await boards!.write([{ boardId: ids[0]!, memberId: stale, version: 1, score: 999_999, reachedSeq: 1 }]);
    await sync!.rebuild();
    for (const board of ids) {
      const members = board.startsWith('clan') ? clans : users;
      expect(await answers(boards!.reader, board, members), board).toEqual(
        await answers(postgres, board, members),
      );
    }
    expect(await boards!.reader.standingOf(ids[0]!, stale)).toBeNull();
  });
});

describe('awards at once', () => {
  it('leave every board equal to a recount of the XP events, and the counts equal to the entries', async () => {
    clock.set('2026-12-02T12:00:00Z');
    const { db, xp, keeping, postgres } = setUp();
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(db).then((u) => u.id)));
    const clan = randomUUID();
    for (const user of users.slice(0, 6)) {
      clanOf.set(user, clan);
      await db.transaction((tx) => keeping.memberJoined(tx, user, clan));
    }
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        db.transaction((tx) =>
          xp.award(tx, { userId: users[i % users.length]!, action: 'quest_stage', sourceId: `stage-${i}` }),
        ),
      ),
    );
    const week = periodsAt(clock.now())[0]!;
    const userWeek = boardId({ kind: 'periodic', type: 'user', window: week });
    const clanWeek = boardId({ kind: 'periodic', type: 'clan', window: week });
    const events = await db.select().from(xpEvents);
    const recount = new Map<string, number>();
    for (const e of events)
      if (e.createdAt >= week.startsAt! && users.includes(e.userId))
        recount.set(e.userId, (recount.get(e.userId) ?? 0) + e.amount);
    const top = await postgres.top(userWeek, { limit: 100, offset: 0 });
    expect(new Map(top.filter((r) => users.includes(r.memberId)).map((r) => [r.memberId, r.score]))).toEqual(
      recount,
    );
    const clanScore = users.slice(0, 6).reduce((sum, u) => sum + (recount.get(u) ?? 0), 0);
    expect((await postgres.standingOf(clanWeek, clan))?.score).toBe(clanScore);

    // The per-score counts say what the entries say, board by board.
    const entries = await db.select().from(leaderboardEntries);
    const counted = new Map<string, number>();
    for (const e of entries)
      counted.set(`${e.boardId} ${e.score}`, (counted.get(`${e.boardId} ${e.score}`) ?? 0) + 1);
    const counts = await db.select().from(leaderboardScoreCounts);
    expect(
      new Map(counts.filter((c) => c.entries > 0).map((c) => [`${c.boardId} ${c.score}`, c.entries])),
    ).toEqual(counted);
    // Every rank by the counts is the rank by position.
    for (const row of top) expect((await postgres.standingOf(userWeek, row.memberId))?.rank).toBe(row.rank);
  });
});

describe('the demo data', () => {
  it("gives this week's gamers' and clans' boards entries, through the xp service", async () => {
    const now = new Date('2026-12-16T09:00:00Z');
    expect(await seedDemoDataIfEmpty(database.db, now)).toBe(true);
    const { postgres } = setUp();
    const week = periodsAt(now)[0]!;
    const gamers = await postgres.top(boardId({ kind: 'periodic', type: 'user', window: week }), {
      limit: 20,
      offset: 0,
    });
    expect(gamers).toHaveLength(8);
    const clans = await postgres.top(boardId({ kind: 'periodic', type: 'clan', window: week }), {
      limit: 20,
      offset: 0,
    });
    expect(clans).toHaveLength(1);
    // The demo clan scores what its members earned this week.
    const members = new Set(
      (await database.db.select().from(clanMembers).where(eq(clanMembers.clanId, clans[0]!.memberId))).map(
        (m) => m.userId,
      ),
    );
    expect(members.size).toBe(5);
    const earned = gamers.filter((g) => members.has(g.memberId)).reduce((sum, g) => sum + g.score, 0);
    expect(clans[0]!.score).toBe(earned);
    expect(earned).toBeGreaterThan(0);
  });
});
