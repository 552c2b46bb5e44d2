import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { tournamentCalls, type TestClient, type Who } from '../../test/tournaments';

// protocol.md items 1–3: the redirect to a tournament or to free play, the exchange's answer, and
// reports of tournament scores (the quest side is third-party.int.test.ts).
const MINUTE = 60_000;
const clock = fixedClock(new Date());
const ADMIN = newWaId();
let t: TestApp;
let calls: ReturnType<typeof tournamentCalls>;
let admin: Record<string, string>;
let client: TestClient;
let otherClient: TestClient;
let gameId: string;
let player: Who;
let tournamentId: string;

const iso = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

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
  otherClient = await calls.createClient(admin, games.find((g) => g.slug === 'colexion')!.id);
  player = await signedInUser(t.app);
  tournamentId = (
    await calls.createTournament(admin, {
      gameId,
      title: 'Report Cup',
      startsAt: iso(-MINUTE),
      endsAt: iso(10 * MINUTE),
      prizes: [],
      maxParticipants: 10,
    })
  ).id;
  expect((await calls.join(player, tournamentId)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the redirect', () => {
  it('sends a participant to a live tournament of the game with tournamentId in the URL', async () => {
    const res = await calls.redirect(player, client, `&tournamentId=${tournamentId}`);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.redirectUrl);
    expect(url.searchParams.get('tournamentId')).toBe(tournamentId);
    expect(url.searchParams.has('questId')).toBe(false);
    expect(url.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a stranger, another game, an unknown tournament, and both targets at once', async () => {
    const stranger = await signedInUser(t.app);
    const notJoined = await calls.redirect(stranger, client, `&tournamentId=${tournamentId}`);
    expect(notJoined.statusCode).toBe(409);
    expect(notJoined.json().errorCode).toBe('TOURNAMENT_NOT_JOINED');
    const wrongGame = await calls.redirect(player, otherClient, `&tournamentId=${tournamentId}`);
    expect(wrongGame.statusCode).toBe(400);
    expect(wrongGame.json().errorCode).toBe('TOURNAMENT_GAME_MISMATCH');
    const unknown = await calls.redirect(player, client, `&tournamentId=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    const both = await calls.redirect(
      player,
      client,
      `&tournamentId=${tournamentId}&questId=${randomUUID()}`,
    );
    expect(both.statusCode).toBe(400);
  });

  it('refuses a tournament not live yet', async () => {
    const upcoming = await calls.createTournament(admin, {
      gameId,
      title: 'Later Cup',
      startsAt: iso(60 * MINUTE),
      endsAt: iso(120 * MINUTE),
      prizes: [],
      maxParticipants: 10,
    });
    expect((await calls.join(player, upcoming.id)).statusCode).toBe(201);
    const res = await calls.redirect(player, client, `&tournamentId=${upcoming.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('TOURNAMENT_NOT_LIVE');
  });

  it('free play: the URL carries the code only', async () => {
    const res = await calls.redirect(player, client, '');
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.redirectUrl);
    expect([...url.searchParams.keys()]).toEqual(['code']);
  });
});

describe('the exchange', () => {
  it('answers tournamentId and questId (null), and the token carries tid only', async () => {
    const redirect = await calls.redirect(player, client, `&tournamentId=${tournamentId}`);
    const code = new URL(redirect.json().data.redirectUrl).searchParams.get('code')!;
    const res = await calls.exchange(client, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ userId: player.id, questId: null, tournamentId });
    const claims = decodeJwt(res.json().data.accessToken);
    expect(claims.tid).toBe(tournamentId);
    expect(claims).not.toHaveProperty('qid');
  });

  it('free play: both null, neither claim', async () => {
    const redirect = await calls.redirect(player, client, '');
    const code = new URL(redirect.json().data.redirectUrl).searchParams.get('code')!;
    const res = await calls.exchange(client, code);
    expect(res.json().data).toMatchObject({ questId: null, tournamentId: null });
    const claims = decodeJwt(res.json().data.accessToken);
    expect(claims).not.toHaveProperty('qid');
    expect(claims).not.toHaveProperty('tid');
  });
});

describe('tournament reports', () => {
  it('records the best score; a replay is 409; a stage id is refused', async () => {
    const token = await calls.playerToken(player, client, `&tournamentId=${tournamentId}`);
    const reportId = randomUUID();
    const first = await calls.report(client, { reportId, playerToken: token, score: 8 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      reportId,
      questId: null,
      stageId: null,
      tournamentId,
      completed: false,
      questStatus: null,
      score: 8,
      bestScore: 8,
    });
    const lower = await calls.report(client, { reportId: randomUUID(), playerToken: token, score: 3 });
    expect(lower.json().data).toMatchObject({ score: 3, bestScore: 8 });
    const replay = await calls.report(client, { reportId, playerToken: token, score: 8 });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorCode).toBe('REPORT_REPLAYED');
    const withStage = await calls.report(client, {
      reportId: randomUUID(),
      playerToken: token,
      stageId: randomUUID(),
      score: 1,
    });
    expect(withStage.statusCode).toBe(400);
    expect(withStage.json().errorCode).toBe('REPORT_STAGE_MISMATCH');
    const board = await calls.inject(
      'GET',
      `/api/platform-centralized-leaderboard/${tournamentId}/participants`,
    );
    expect(board.json().data.participants[0]).toMatchObject({
      userId: player.id,
      bestScore: 8,
      reportCount: 2,
    });
  });

  it('free play has nothing to report', async () => {
    const token = await calls.playerToken(player, client, '');
    const res = await calls.report(client, { reportId: randomUUID(), playerToken: token, score: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'REPORT_FREE_PLAY',
      message: 'Free play has nothing to report',
    });
  });

  it('once the tournament is over: 409, nothing recorded, and the report id stays unused', async () => {
    const token = await calls.playerToken(player, client, `&tournamentId=${tournamentId}`);
    clock.advance(11 * MINUTE);
    try {
      const reportId = randomUUID();
      const late = await calls.report(client, { reportId, playerToken: token, score: 50 });
      expect(late.statusCode).toBe(409);
      expect(late.json().errorCode).toBe('TOURNAMENT_NOT_LIVE');
      const board = await calls.inject(
        'GET',
        `/api/platform-centralized-leaderboard/${tournamentId}/participants`,
      );
      expect(board.json().data.participants[0]).toMatchObject({ bestScore: 8, reportCount: 2 });
      // Not recorded: the same id is judged afresh (and refused for the same reason), not as a replay.
      const again = await calls.report(client, { reportId, playerToken: token, score: 50 });
      expect(again.json().errorCode).toBe('TOURNAMENT_NOT_LIVE');
    } finally {
      clock.advance(-11 * MINUTE);
    }
  });
});
