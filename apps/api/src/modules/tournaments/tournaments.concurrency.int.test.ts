import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, tournamentParticipants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { tournamentCalls, type Who } from '../../test/tournaments';

// Paid entry is open everywhere here (TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES=none): the users
// signed in by an Indian number may pay, which the default list would refuse.
const HOUR = 3_600_000;
const clock = fixedClock(new Date());
const ADMIN = newWaId();
let t: TestApp;
let calls: ReturnType<typeof tournamentCalls>;
let admin: Record<string, string>;
let gameId: string;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}`, TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES: 'none' },
  });
  calls = tournamentCalls(t.app, clock);
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  await seedDemoDataIfEmpty(t.database.db, clock.now());
  const games = (await calls.inject('GET', '/api/game?limit=100')).json().data.games as {
    id: string;
    slug: string;
  }[];
  gameId = games.find((g) => g.slug === 'target-rush')!.id;
}, 60_000);
afterAll(() => t.close());

async function fundedPlayers(n: number): Promise<Who[]> {
  const players: Who[] = [];
  for (let i = 0; i < n; i += 1) {
    const who = await signedInUser(t.app);
    await calls.grantKcash(admin, who.id, '20');
    players.push(who);
  }
  return players;
}

async function feesOf(tournamentId: string) {
  const participants = await t.database.db
    .select({ entry: tournamentParticipants.entryLedgerEntryId })
    .from(tournamentParticipants)
    .where(eq(tournamentParticipants.tournamentId, tournamentId));
  const [entries] = await t.database.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.causeType, 'tournament_entry'));
  return { participants: participants.length, entries: entries!.n };
}

describe('joining at once', () => {
  it('50 joins for the last 10 places: exactly 10 get in and 10 fees are taken', async () => {
    const tour = await calls.createTournament(admin, {
      gameId,
      title: 'Crowded Cup',
      startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
      endsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
      entryFee: { currency: 'KCASH', amount: '5' },
      prizes: [{ fromRank: 1, toRank: 1, currency: 'KCASH', amount: '50' }],
      maxParticipants: 12,
    });
    const [first, second, ...crowd] = await fundedPlayers(52);
    expect((await calls.join(first!, tour.id)).statusCode).toBe(201);
    expect((await calls.join(second!, tour.id)).statusCode).toBe(201);
    const before = await feesOf(tour.id);

    const answers = await Promise.all(crowd.map((who) => calls.join(who, tour.id)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(
      answers.filter((r) => r.statusCode !== 201).every((r) => r.json().errorCode === 'TOURNAMENT_FULL'),
    ).toBe(true);
    const after = await feesOf(tour.id);
    expect(after.participants).toBe(12);
    expect(after.entries - before.entries).toBe(10);
    const detail = await calls.inject('GET', `/api/tournaments/${tour.id}`);
    expect(detail.json().data).toMatchObject({ participants: 12, placesLeft: 0 });
  }, 120_000);

  it('the same Idempotency-Key twice at once: one join, one fee', async () => {
    const tour = await calls.createTournament(admin, {
      gameId,
      title: 'Twice Cup',
      startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
      endsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
      entryFee: { currency: 'KCASH', amount: '5' },
      prizes: [],
      maxParticipants: 10,
    });
    const [who] = await fundedPlayers(1);
    const before = await feesOf(tour.id);
    const key = randomUUID();
    const answers = await Promise.all([calls.join(who!, tour.id, key), calls.join(who!, tour.id, key)]);
    for (const res of answers) expect([201, 409], res.body).toContain(res.statusCode);
    expect(answers.some((r) => r.statusCode === 201)).toBe(true);
    const replay = await calls.join(who!, tour.id, key);
    expect(replay.statusCode).toBe(201);
    const after = await feesOf(tour.id);
    expect(after.participants).toBe(1);
    expect(after.entries - before.entries).toBe(1);
  });
});
