import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnings, ledgerEntries, tournamentParticipants, xpEvents } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { ledgerSize, storedBalances } from '../../test/ledger.fixtures';
import { signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { tournamentCalls, type TestClient, type Who } from '../../test/tournaments';

const HOUR = 3_600_000;
const clock = fixedClock('2026-03-01T12:00:00Z');
const ADMIN = newWaId();
let t: TestApp;
let calls: ReturnType<typeof tournamentCalls>;
let admin: Record<string, string>;
let gameId: string;
let client: TestClient;

const iso = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
const kcashPrizes = [
  { fromRank: 1, toRank: 1, currency: 'KCASH', amount: '100' },
  { fromRank: 2, toRank: 3, currency: 'KCASH', amount: '25.50' },
];
const tournamentBody = (overrides: Record<string, unknown> = {}) => ({
  gameId,
  title: 'Test Cup',
  startsAt: iso(-HOUR),
  endsAt: iso(24 * HOUR),
  prizes: kcashPrizes,
  maxParticipants: 50,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  calls = tournamentCalls(t.app, clock);
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  await seedDemoDataIfEmpty(t.database.db, clock.now());
  const games = (await calls.inject('GET', '/api/game?limit=100')).json().data.games as {
    id: string;
    slug: string;
  }[];
  gameId = games.find((g) => g.slug === 'target-rush')!.id;
  client = await calls.createClient(admin, gameId);
});
afterAll(() => t.close());

async function scoreOf(who: Who, tournamentId: string, score: number) {
  const token = await calls.playerToken(who, client, `&tournamentId=${tournamentId}`);
  const res = await calls.report(client, { reportId: randomUUID(), playerToken: token, score });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('reading tournaments', () => {
  it('lists the demo tournaments by type and by status, live first', async () => {
    const res = await calls.inject(
      'GET',
      `/api/platform-centralized-leaderboard/leaderboards?type=tournament&gameId=${gameId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { leaderboards, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(4);
    const statuses = leaderboards.map((l: { status: string }) => l.status);
    expect(statuses.indexOf('LIVE')).toBeLessThan(statuses.indexOf('PUBLISHED'));
    expect(statuses.indexOf('PUBLISHED')).toBeLessThan(statuses.indexOf('CONCLUDED'));
    const paid = leaderboards.find((l: { title: string }) => l.title === 'Target Rush High Stakes');
    expect(paid).toMatchObject({ entryFee: { currency: 'KCASH', amount: '10.00' }, isPaidCashPrize: true });

    const live = await calls.inject(
      'GET',
      '/api/platform-centralized-leaderboard/by-status?status=LIVE&limit=50',
    );
    expect(live.statusCode).toBe(200);
    expect(live.json().data.leaderboards.every((l: { status: string }) => l.status === 'LIVE')).toBe(true);
  });

  it('refuses bad queries and unknown ids', async () => {
    for (const url of [
      '/api/platform-centralized-leaderboard/by-status?status=ARCHIVED',
      '/api/platform-centralized-leaderboard/leaderboards?type=team',
      '/api/platform-centralized-leaderboard/leaderboards?type=tournament&limit=0',
      '/api/tournaments/not-an-id',
    ])
      expect((await calls.inject('GET', url)).statusCode, url).toBe(400);
    const missing = await calls.inject('GET', `/api/tournaments/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('TOURNAMENT_NOT_FOUND');
    const participants = await calls.inject(
      'GET',
      `/api/platform-centralized-leaderboard/${randomUUID()}/participants`,
    );
    expect(participants.statusCode).toBe(404);
  });
});

describe('admin', () => {
  it('creates with a checked prize table, changes only before the start, and needs the admin role', async () => {
    const user = await signedInUser(t.app);
    expect(
      (await calls.inject('POST', '/api/admin/tournaments', tournamentBody(), user.headers)).statusCode,
    ).toBe(403);
    const overlapping = await calls.inject(
      'POST',
      '/api/admin/tournaments',
      tournamentBody({ prizes: [kcashPrizes[0], { ...kcashPrizes[1], fromRank: 1 }] }),
      admin,
    );
    expect(overlapping.statusCode).toBe(400);
    const backwards = await calls.inject(
      'POST',
      '/api/admin/tournaments',
      tournamentBody({ endsAt: iso(-2 * HOUR) }),
      admin,
    );
    expect(backwards.statusCode).toBe(400);

    const upcoming = await calls.createTournament(
      admin,
      tournamentBody({ startsAt: iso(HOUR), endsAt: iso(2 * HOUR) }),
    );
    expect(upcoming.status).toBe('PUBLISHED');
    const patched = await calls.inject(
      'PATCH',
      `/api/admin/tournaments/${upcoming.id}`,
      { title: 'Renamed Cup' },
      admin,
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.title).toBe('Renamed Cup');

    const live = await calls.createTournament(admin, tournamentBody());
    const late = await calls.inject(
      'PATCH',
      `/api/admin/tournaments/${live.id}`,
      { title: 'Too late' },
      admin,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('TOURNAMENT_ALREADY_STARTED');
  });
});

describe('joining', () => {
  it('joins a free tournament once; the same key replays, another key is 409', async () => {
    const tour = await calls.createTournament(admin, tournamentBody());
    const who = await signedInUser(t.app);
    const key = randomUUID();
    const first = await calls.join(who, tour.id, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ joined: true, participants: 1, myRank: 1 });
    const replay = await calls.join(who, tour.id, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await calls.join(who, tour.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('TOURNAMENT_ALREADY_JOINED');
    const detail = await calls.inject('GET', `/api/tournaments/${tour.id}`, undefined, who.headers);
    expect(detail.json().data).toMatchObject({ joined: true, participants: 1 });
    const anonymous = await calls.inject('GET', `/api/tournaments/${tour.id}`);
    expect(anonymous.json().data).toMatchObject({ joined: false, myRank: null, paidEntryRefusal: null });
  });

  it('refuses a full tournament, an ended one, and a join without a key', async () => {
    const tour = await calls.createTournament(
      admin,
      tournamentBody({ maxParticipants: 2, prizes: [kcashPrizes[0]] }),
    );
    expect((await calls.join(await signedInUser(t.app), tour.id)).statusCode).toBe(201);
    expect((await calls.join(await signedInUser(t.app), tour.id)).statusCode).toBe(201);
    const full = await calls.join(await signedInUser(t.app), tour.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().errorCode).toBe('TOURNAMENT_FULL');

    const short = await calls.createTournament(admin, tournamentBody({ endsAt: iso(5 * 60_000) }));
    const who = await signedInUser(t.app);
    const noKey = await calls.inject('POST', `/api/tournaments/${short.id}/join`, undefined, who.headers);
    expect(noKey.statusCode).toBe(400);
    clock.advance(6 * 60_000);
    try {
      const ended = await calls.join(who, short.id);
      expect(ended.statusCode).toBe(409);
      expect(ended.json().errorCode).toBe('TOURNAMENT_ENDED');
    } finally {
      clock.advance(-6 * 60_000);
    }
  });

  it('takes the fee through the ledger; without the balance nothing is written', async () => {
    const tour = await calls.createTournament(
      admin,
      tournamentBody({ entryFee: { currency: 'KCASH', amount: '5' } }),
    );
    const brazil = await signedInUser(t.app, { country: 'BR' });
    const before = await ledgerSize(t.database.db);
    const poor = await calls.join(brazil, tour.id);
    expect(poor.statusCode).toBe(422);
    expect(poor.json().errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(await ledgerSize(t.database.db)).toEqual(before);
    const rows = await t.database.db
      .select()
      .from(tournamentParticipants)
      .where(
        and(eq(tournamentParticipants.tournamentId, tour.id), eq(tournamentParticipants.userId, brazil.id)),
      );
    expect(rows).toHaveLength(0);

    await calls.grantKcash(admin, brazil.id, '12');
    const key = randomUUID();
    const [a, b] = [await calls.join(brazil, tour.id, key), await calls.join(brazil, tour.id, key)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await storedBalances(t.database.db, brazil.id))['KCASH:earned']).toBe(700n);
    const fees = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.causeType, 'tournament_entry'));
    expect(fees.filter((e) => e.memo === 'Tournament entry: Test Cup')).toHaveLength(1);
  });

  it('refuses paid entry with cash prizes in India (the default blocked list), free entry stays open', async () => {
    const paid = await calls.createTournament(
      admin,
      tournamentBody({ entryFee: { currency: 'KCASH', amount: '1' } }),
    );
    const indian = await signedInUser(t.app);
    await calls.grantKcash(admin, indian.id, '10');
    const detail = await calls.inject('GET', `/api/tournaments/${paid.id}`, undefined, indian.headers);
    expect(detail.json().data).toMatchObject({
      isPaidCashPrize: true,
      blockedCountries: ['IN'],
      paidEntryRefusal: 'country_blocked',
    });
    const before = await ledgerSize(t.database.db);
    const refused = await calls.join(indian, paid.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'TOURNAMENT_PAID_ENTRY_BLOCKED',
      details: { reason: 'country_blocked' },
    });
    expect(refused.json().message).toMatch(/not available in your country/);
    expect(await ledgerSize(t.database.db)).toEqual(before);

    // K-Points prizes are not cash-convertible: the same fee is allowed.
    const points = await calls.createTournament(
      admin,
      tournamentBody({
        entryFee: { currency: 'KCASH', amount: '1' },
        prizes: [{ fromRank: 1, toRank: 3, currency: 'KPOINTS', amount: '500' }],
      }),
    );
    expect((await calls.join(indian, points.id)).statusCode).toBe(201);
    const free = await calls.createTournament(admin, tournamentBody());
    expect((await calls.join(indian, free.id)).statusCode).toBe(201);
  });
});

describe('scores, the leaderboard and the conclusion', () => {
  it('ranks by best score then by who reached it first, and pays each prize once at the end', async () => {
    const tour = await calls.createTournament(admin, tournamentBody({ endsAt: iso(2 * HOUR) }));
    const [ann, ben, cat, dan] = [
      await signedInUser(t.app),
      await signedInUser(t.app),
      await signedInUser(t.app),
      await signedInUser(t.app),
    ];
    for (const who of [ann, ben, cat, dan]) expect((await calls.join(who, tour.id)).statusCode).toBe(201);
    expect((await scoreOf(ann, tour.id, 12)).bestScore).toBe(12);
    clock.advance(1000);
    expect((await scoreOf(ben, tour.id, 20)).bestScore).toBe(20);
    clock.advance(1000);
    expect((await scoreOf(cat, tour.id, 20)).bestScore).toBe(20);
    clock.advance(1000);
    expect((await scoreOf(ann, tour.id, 7)).bestScore).toBe(12);

    const board = await calls.inject(
      'GET',
      `/api/platform-centralized-leaderboard/${tour.id}/participants?limit=2`,
      undefined,
      ann.headers,
    );
    expect(board.statusCode, board.body).toBe(200);
    const data = board.json().data;
    expect(data.total).toBe(4);
    expect(data.participants.map((p: { userId: string }) => p.userId)).toEqual([ben.id, cat.id]);
    expect(data.me).toMatchObject({
      rank: 3,
      bestScore: 12,
      reportCount: 2,
      isMe: true,
      prize: { amount: '25.50' },
    });
    const rest = await calls.inject(
      'GET',
      `/api/platform-centralized-leaderboard/${tour.id}/participants?offset=3`,
    );
    expect(rest.json().data.participants[0]).toMatchObject({
      rank: 4,
      userId: dan.id,
      bestScore: null,
      prize: null,
    });

    clock.advance(3 * HOUR);
    try {
      const lateAdmin = (await signedInUser(t.app, { waId: ADMIN })).headers;
      const job = t.app.jobs.find((j) => j.name === 'tournaments')!;
      const [, , concluded] = await Promise.all([
        job.run(),
        job.run(),
        calls.inject('POST', `/api/admin/tournaments/${tour.id}/conclude`, undefined, lateAdmin),
      ]);
      expect(concluded.statusCode, concluded.body).toBe(200);
      expect(concluded.json().data.status).toBe('COMPLETED');
      await job.run();
      const again = await calls.inject(
        'POST',
        `/api/admin/tournaments/${tour.id}/conclude`,
        undefined,
        lateAdmin,
      );
      expect(again.statusCode).toBe(200);
      const paid = await t.database.db.select().from(earnings).where(eq(earnings.source, 'tournament'));
      const ours = paid.filter((e) => [ann.id, ben.id, cat.id, dan.id].includes(e.userId));
      expect(ours.map((e) => `${e.userId}:${e.amount}`).sort()).toEqual(
        [`${ben.id}:10000`, `${cat.id}:2550`, `${ann.id}:2550`].sort(),
      );
      // The result's XP, once, with the podium bonus of the final rank; no score, no result.
      const xp = await t.database.db.select().from(xpEvents).where(eq(xpEvents.action, 'tournament_result'));
      expect(
        xp
          .filter((e) => [ann.id, ben.id, cat.id, dan.id].includes(e.userId))
          .map((e) => `${e.userId}:${e.amount}`)
          .sort(),
      ).toEqual([`${ben.id}:100`, `${cat.id}:80`, `${ann.id}:60`].sort());
      const frozen = await calls.inject(
        'GET',
        `/api/platform-centralized-leaderboard/${tour.id}/participants`,
      );
      expect(frozen.json().data.status).toBe('COMPLETED');
    } finally {
      clock.advance(-3 * HOUR);
    }
  });

  it('moves an upcoming tournament to LIVE at its start and concludes it at its end', async () => {
    const tour = await calls.createTournament(
      admin,
      tournamentBody({ startsAt: iso(HOUR), endsAt: iso(2 * HOUR), prizes: [] }),
    );
    const job = t.app.jobs.find((j) => j.name === 'tournaments')!;
    await job.run();
    expect((await calls.inject('GET', `/api/tournaments/${tour.id}`)).json().data.status).toBe('PUBLISHED');
    clock.advance(HOUR);
    try {
      await job.run();
      const byStatus = await calls.inject(
        'GET',
        '/api/platform-centralized-leaderboard/by-status?status=LIVE&limit=100',
      );
      expect(byStatus.json().data.leaderboards.map((l: { id: string }) => l.id)).toContain(tour.id);
      clock.advance(HOUR);
      await job.run();
      expect((await calls.inject('GET', `/api/tournaments/${tour.id}`)).json().data.status).toBe('COMPLETED');
    } finally {
      clock.advance(-2 * HOUR);
    }
  });

  it('pays the seeded past tournament when the job first runs', async () => {
    const past = await calls.inject(
      'GET',
      '/api/platform-centralized-leaderboard/by-status?status=COMPLETED&limit=100',
    );
    const launch = past
      .json()
      .data.leaderboards.find((l: { title: string }) => l.title === 'Target Rush Launch Cup');
    expect(launch).toBeDefined();
    const board = await calls.inject(
      'GET',
      `/api/platform-centralized-leaderboard/${launch.id}/participants`,
    );
    const rows = board.json().data.participants;
    expect(rows.map((r: { username: string }) => r.username)).toEqual([
      'AceRusher',
      'PixelHawk',
      'TapQueen',
      'BlitzKid',
      'NovaShot',
    ]);
    expect(rows[0].prize).toEqual({ currency: 'KCASH', amount: '250.00' });
  });
});
