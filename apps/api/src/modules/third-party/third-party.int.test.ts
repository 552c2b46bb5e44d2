import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_HEADERS, reportSigningString, THIRD_PARTY_LIMITS } from '@kp/domain/third-party';
import { stageEarningSourceId } from '@kp/domain/quests';
import {
  earnings as earningsTable,
  questStageEarnings,
  quests,
  questStages,
  thirdPartyClients,
  thirdPartyGrants,
} from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';

const clock = fixedClock(new Date());
const ADMIN_WAID = newWaId();
const REDIRECT = 'http://localhost:4100/callback';
let t: TestApp;
let admin: Record<string, string>;
type Who = { headers: Record<string, string>; id: string };
let alice: Who;
let bob: Who;
let carol: Who;
type Client = { id: string; clientId: string; clientSecret: string; signingSecret: string };
let clientA: Client;
let clientB: Client;
let quest: { id: string; gameStage: string; reviewedStage: string };
let otherQuestId: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function createClient(gameId: string, redirectUris = [REDIRECT]): Promise<Client> {
  const res = await post(
    '/api/admin/third-party-clients',
    { name: 'Test game', gameId, redirectUris },
    admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  const { client, clientSecret, signingSecret } = res.json().data;
  return { id: client.id, clientId: client.clientId, clientSecret, signingSecret };
}

async function insertThirdPartyQuest(gameId: string) {
  const db = t.database.db;
  const [row] = await db
    .insert(quests)
    .values({
      slug: `tp-quest-${randomUUID()}`,
      gameId,
      title: 'Third-party quest',
      startsAt: new Date(clock.now().getTime() - 86_400_000),
      endsAt: new Date(clock.now().getTime() + 86_400_000),
      totalSlots: 100,
      remainingSlots: 100,
      rewardAmount: 100n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: true,
    })
    .returning();
  const stages = await db
    .insert(questStages)
    .values([
      { questId: row!.id, position: 1, title: 'Play', proofMethod: 'v3', submissionType: 'link', points: 3 },
      { questId: row!.id, position: 2, title: 'Post', proofMethod: 'v1', submissionType: 'link', points: 1 },
    ])
    .returning();
  await db.insert(questStageEarnings).values([
    { stageId: stages[0]!.id, currency: 'KCASH', amount: 250n },
    { stageId: stages[1]!.id, currency: 'KCASH', amount: 50n },
  ]);
  return { id: row!.id, gameStage: stages[0]!.id, reviewedStage: stages[1]!.id };
}

async function codeFor(who: Who, client: Client, questId = quest.id): Promise<string> {
  const res = await get(
    `/api/third-party-client/redirect-url?clientId=${client.clientId}&questId=${questId}`,
    who.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().statusCode).toBe(200);
  const url = new URL(res.json().data.redirectUrl);
  return url.searchParams.get('code')!;
}

function exchange(client: Client, code: string, overrides: Record<string, string> = {}) {
  return post('/api/third-party-client/auth-tokens', {
    grantType: 'authorization_code',
    code,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUri: REDIRECT,
    ...overrides,
  });
}

async function tokenFor(who: Who, client: Client = clientA): Promise<string> {
  const res = await exchange(client, await codeFor(who, client));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.accessToken as string;
}

function signedReport(
  client: Client,
  body: { reportId: string; playerToken: string; stageId: string; score: number },
  options: { timestamp?: number; secret?: string; clientId?: string } = {},
) {
  const timestamp = String(options.timestamp ?? Math.floor(clock.now().getTime() / 1000));
  const clientId = options.clientId ?? client.clientId;
  const signature = createHmac('sha256', options.secret ?? client.signingSecret)
    .update(reportSigningString(clientId, timestamp, body))
    .digest('hex');
  return post('/api/third-party-client/reports', body, {
    [REPORT_HEADERS.clientId]: clientId,
    [REPORT_HEADERS.timestamp]: timestamp,
    [REPORT_HEADERS.signature]: `sha256=${signature}`,
  });
}

/** The user's earnings from the test quest's stages (demo earnings of new users left out). */
async function questEarnings(userId: string) {
  const stageEarnings = await t.database.db
    .select({ id: questStageEarnings.id })
    .from(questStageEarnings)
    .where(inArray(questStageEarnings.stageId, [quest.gameStage, quest.reviewedStage]));
  return t.database.db
    .select()
    .from(earningsTable)
    .where(
      and(
        eq(earningsTable.userId, userId),
        inArray(
          earningsTable.sourceId,
          stageEarnings.map((e) => stageEarningSourceId(e.id)),
        ),
      ),
    );
}

async function startQuest(who: Who, questId = quest.id) {
  const res = await post(
    '/api/userquest/start',
    { questId },
    { ...who.headers, 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  admin = (await signedInUser(t.app, { waId: ADMIN_WAID })).headers;
  [alice, bob, carol] = [await signedInUser(t.app), await signedInUser(t.app), await signedInUser(t.app)];
  await seedDemoDataIfEmpty(t.database.db, clock.now());
  const games = (await get('/api/game?limit=100')).json().data.games as { id: string; slug: string }[];
  const gameA = games.find((g) => g.slug === 'colexion')!.id;
  const gameB = games.find((g) => g.slug === 'bullieverse')!.id;
  clientA = await createClient(gameA);
  clientB = await createClient(gameB);
  quest = await insertThirdPartyQuest(gameA);
  otherQuestId = (await insertThirdPartyQuest(gameB)).id;
});
afterAll(() => t.close());

describe('the registry of clients', () => {
  it('is for admins only', async () => {
    expect((await get('/api/admin/third-party-clients', alice.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/third-party-clients')).statusCode).toBe(401);
    const res = await post(
      '/api/admin/third-party-clients',
      { name: 'x', gameId: randomUUID(), redirectUris: [REDIRECT] },
      alice.headers,
    );
    expect(res.statusCode).toBe(403);
  });

  it('never shows or stores the secrets in clear', async () => {
    const list = await get('/api/admin/third-party-clients', admin);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(clientA.clientSecret);
    expect(list.body).not.toContain(clientA.signingSecret);
    expect(list.json().data.clients.map((c: { id: string }) => c.id)).toContain(clientA.id);
    const [row] = await t.database.db
      .select()
      .from(thirdPartyClients)
      .where(eq(thirdPartyClients.id, clientA.id));
    expect(JSON.stringify(row)).not.toContain(clientA.clientSecret);
    expect(JSON.stringify(row)).not.toContain(clientA.signingSecret);
    expect(t.logs.join('')).not.toContain(clientA.clientSecret);
  });

  it('refuses bad clients: an unknown game, a redirect URI that is not https or has a fragment', async () => {
    const bad = async (body: object) =>
      (await post('/api/admin/third-party-clients', body, admin)).statusCode;
    expect(await bad({ name: 'x', gameId: randomUUID(), redirectUris: [REDIRECT] })).toBe(404);
    const gameId = (await get('/api/game?limit=1')).json().data.games[0].id;
    expect(await bad({ name: 'x', gameId, redirectUris: ['http://evil.example/cb'] })).toBe(400);
    expect(await bad({ name: 'x', gameId, redirectUris: ['https://game.example/cb#x'] })).toBe(400);
    expect(await bad({ name: 'x', gameId, redirectUris: [] })).toBe(400);
    expect(await bad({ name: '', gameId, redirectUris: [REDIRECT] })).toBe(400);
  });
});

describe('the redirect', () => {
  it('needs a session, and a known client and quest of its game', async () => {
    const url = (clientId: string, questId: string) =>
      `/api/third-party-client/redirect-url?clientId=${clientId}&questId=${questId}`;
    expect((await get(url(clientA.clientId, quest.id))).statusCode).toBe(401);
    const unknownClient = await get(url('tpc_unknown', quest.id), alice.headers);
    expect(unknownClient.statusCode).toBe(404);
    expect(unknownClient.json().errorCode).toBe('THIRD_PARTY_CLIENT_NOT_FOUND');
    const unknownQuest = await get(url(clientA.clientId, randomUUID()), alice.headers);
    expect(unknownQuest.statusCode).toBe(404);
    expect(unknownQuest.json().errorCode).toBe('QUEST_NOT_FOUND');
    const otherGame = await get(url(clientA.clientId, otherQuestId), alice.headers);
    expect(otherGame.statusCode).toBe(400);
    expect((await get(url('../x', quest.id), alice.headers)).statusCode).toBe(400);
  });

  it('answers the registered redirect URI with a code, stored only as a hash', async () => {
    const res = await get(
      `/api/third-party-client/redirect-url?clientId=${clientA.clientId}&questId=${quest.id}`,
      alice.headers,
    );
    const url = new URL(res.json().data.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
    expect(url.searchParams.get('questId')).toBe(quest.id);
    const code = url.searchParams.get('code')!;
    expect(code.length).toBeGreaterThanOrEqual(43);
    const grants = await t.database.db.select().from(thirdPartyGrants);
    expect(JSON.stringify(grants)).not.toContain(code);
  });
});

describe('the code exchange', () => {
  it('gives a player token for the user, for this client', async () => {
    const res = await exchange(clientA, await codeFor(alice, clientA));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ tokenType: 'Bearer', userId: alice.id, questId: quest.id });
    const claims = decodeJwt(data.accessToken);
    expect(claims.sub).toBe(alice.id);
    expect(claims.aud).toBe(clientA.clientId);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(THIRD_PARTY_LIMITS.playerTokenTtlSeconds);
  });

  it('works once: a reused code is 400 and revokes the token it gave', async () => {
    await startQuest(carol);
    const code = await codeFor(carol, clientA);
    const first = await exchange(clientA, code);
    expect(first.statusCode).toBe(200);
    const again = await exchange(clientA, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('THIRD_PARTY_CODE_INVALID');
    const report = await signedReport(clientA, {
      reportId: randomUUID(),
      playerToken: first.json().data.accessToken,
      stageId: quest.gameStage,
      score: 5,
    });
    expect(report.statusCode).toBe(401);
    expect(report.json().errorCode).toBe('THIRD_PARTY_TOKEN_INVALID');
    expect(await questEarnings(carol.id)).toHaveLength(0);
  });

  it("refuses another client's code, a wrong redirect URI, a wrong secret, an unknown client and an expired code", async () => {
    const code = await codeFor(alice, clientA);
    const byB = await exchange(clientB, code);
    expect(byB.statusCode).toBe(400);
    expect(byB.json().errorCode).toBe('THIRD_PARTY_CODE_INVALID');
    expect((await exchange(clientA, code, { redirectUri: 'http://localhost:4100/other' })).statusCode).toBe(
      400,
    );
    const wrongSecret = await exchange(clientA, code, { clientSecret: 'not-the-secret' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().errorCode).toBe('THIRD_PARTY_CLIENT_INVALID');
    expect((await exchange(clientA, code, { clientId: 'tpc_nobody' })).statusCode).toBe(401);
    expect((await exchange(clientA, 'made-up-code')).statusCode).toBe(400);
    // None of those used the code up: the right client still can.
    expect((await exchange(clientA, code)).statusCode).toBe(200);

    const late = await codeFor(alice, clientA);
    clock.advance((THIRD_PARTY_LIMITS.codeTtlSeconds + 1) * 1000);
    try {
      expect((await exchange(clientA, late)).statusCode).toBe(400);
    } finally {
      clock.advance(-(THIRD_PARTY_LIMITS.codeTtlSeconds + 1) * 1000);
    }
  });

  it('gives one token when the same code is exchanged many times at once', async () => {
    const code = await codeFor(alice, clientA);
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(clientA, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
  });

  it('rejects junk bodies with a 400', async () => {
    const res = await post('/api/third-party-client/auth-tokens', { code: 1, clientId: clientA.clientId });
    expect(res.statusCode).toBe(400);
    expect((await post('/api/third-party-client/auth-tokens', { grantType: 'password' })).statusCode).toBe(
      400,
    );
  });
});

describe('game API validation', () => {
  it('completes the stage once for a signed report, and answers what it completed', async () => {
    await startQuest(alice);
    const playerToken = await tokenFor(alice);
    const reportId = `run-${randomUUID()}`;
    const res = await signedReport(clientA, { reportId, playerToken, stageId: quest.gameStage, score: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      reportId,
      questId: quest.id,
      stageId: quest.gameStage,
      completed: true,
      questStatus: 'started',
      score: 10,
    });
    const earned = await questEarnings(alice.id);
    expect(earned).toHaveLength(1);
    expect(earned[0]!.amount).toBe(250n);

    // The same report again is a replay; another report of the same stage awards nothing more.
    const replay = await signedReport(clientA, { reportId, playerToken, stageId: quest.gameStage, score: 7 });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorCode).toBe('REPORT_REPLAYED');
    const second = await signedReport(clientA, {
      reportId: `run-${randomUUID()}`,
      playerToken,
      stageId: quest.gameStage,
      score: 9,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.completed).toBe(false);
    expect(await questEarnings(alice.id)).toHaveLength(1);
    const status = (await get(`/api/userquest/queststatus?questId=${quest.id}`, alice.headers)).json().data;
    expect(status.stages.find((s: { stageId: string }) => s.stageId === quest.gameStage).status).toBe(
      'completed',
    );
  });

  it('refuses unsigned, forged, stale and misdirected reports, crediting nothing', async () => {
    await startQuest(bob);
    const playerToken = await tokenFor(bob);
    const body = () => ({ reportId: randomUUID(), playerToken, stageId: quest.gameStage, score: 3 });
    const unsigned = await post('/api/third-party-client/reports', body());
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().errorCode).toBe('REPORT_SIGNATURE_INVALID');
    expect((await signedReport(clientA, body(), { secret: 'a-forged-secret' })).statusCode).toBe(401);
    expect((await signedReport(clientA, body(), { secret: clientA.clientSecret })).statusCode).toBe(401);
    // Signed right but the body changed after signing.
    const b = body();
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    const signature = createHmac('sha256', clientA.signingSecret)
      .update(reportSigningString(clientA.clientId, timestamp, b))
      .digest('hex');
    const tampered = await post(
      '/api/third-party-client/reports',
      { ...b, score: 999 },
      {
        [REPORT_HEADERS.clientId]: clientA.clientId,
        [REPORT_HEADERS.timestamp]: timestamp,
        [REPORT_HEADERS.signature]: `sha256=${signature}`,
      },
    );
    expect(tampered.statusCode).toBe(401);
    const nowS = Math.floor(clock.now().getTime() / 1000);
    const stale = await signedReport(clientA, body(), {
      timestamp: nowS - THIRD_PARTY_LIMITS.reportMaxSkewSeconds - 5,
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errorCode).toBe('REPORT_TIMESTAMP_STALE');
    expect((await signedReport(clientA, body(), { timestamp: nowS + 3600 })).statusCode).toBe(401);
    // Client B signs with its own key a report carrying a token issued to client A.
    const foreign = await signedReport(clientB, body());
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().errorCode).toBe('THIRD_PARTY_TOKEN_INVALID');
    // A forged token.
    const forged = await signedReport(clientA, { ...body(), playerToken: `${playerToken.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(401);
    // A stage the game does not complete, an unknown stage, a stage of another quest.
    const reviewed = await signedReport(clientA, { ...body(), stageId: quest.reviewedStage });
    expect(reviewed.statusCode).toBe(400);
    expect(reviewed.json().errorCode).toBe('STAGE_NOT_GAME_VALIDATED');
    expect((await signedReport(clientA, { ...body(), stageId: randomUUID() })).statusCode).toBe(404);
    // Junk.
    expect((await signedReport(clientA, { ...body(), score: -1 })).statusCode).toBe(400);
    expect((await signedReport(clientA, { ...body(), reportId: '' })).statusCode).toBe(400);
    expect(await questEarnings(bob.id)).toHaveLength(0);
  });

  it('refuses the report of a player who has not started the quest', async () => {
    const dave = await signedInUser(t.app);
    const playerToken = await tokenFor(dave);
    const res = await signedReport(clientA, {
      reportId: randomUUID(),
      playerToken,
      stageId: quest.gameStage,
      score: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('QUEST_NOT_JOINED');
    expect(await questEarnings(dave.id)).toHaveLength(0);
  });

  it('awards once under concurrency: many reports at once, and one report sent many times at once', async () => {
    const playerToken = await tokenFor(bob);
    const many = await Promise.all(
      Array.from({ length: 8 }, () =>
        signedReport(clientA, { reportId: randomUUID(), playerToken, stageId: quest.gameStage, score: 2 }),
      ),
    );
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    expect(many.filter((r) => r.json().data.completed === true)).toHaveLength(1);
    const reportId = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        signedReport(clientA, { reportId, playerToken, stageId: quest.gameStage, score: 2 }),
      ),
    );
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await questEarnings(bob.id)).toHaveLength(1);
  });
});

describe('rotation, disabling and throttling', () => {
  it('rotates the secrets: the old ones stop working, the new ones work', async () => {
    const client = await createClient(
      (await get('/api/game?limit=100'))
        .json()
        .data.games.find((g: { slug: string }) => g.slug === 'colexion').id,
    );
    const rotated = await post(`/api/admin/third-party-clients/${client.id}/rotate-secret`, {}, admin);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh: Client = { ...client, ...rotated.json().data };
    expect(fresh.clientSecret).not.toBe(client.clientSecret);
    const code = await codeFor(alice, fresh);
    expect((await exchange(client, code)).statusCode).toBe(401);
    const ok = await exchange(fresh, code);
    expect(ok.statusCode).toBe(200);
    const body = {
      reportId: randomUUID(),
      playerToken: ok.json().data.accessToken,
      stageId: quest.gameStage,
      score: 1,
    };
    expect((await signedReport(fresh, body, { secret: client.signingSecret })).statusCode).toBe(401);
    expect((await signedReport(fresh, body)).statusCode).toBe(200);
    expect(
      (await post(`/api/admin/third-party-clients/${randomUUID()}/rotate-secret`, {}, admin)).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/admin/third-party-clients/${client.id}/rotate-secret`, {}, alice.headers)).statusCode,
    ).toBe(403);
  });

  it('a disabled client gets no redirect, exchange or report', async () => {
    const client = await createClient(
      (await get('/api/game?limit=100'))
        .json()
        .data.games.find((g: { slug: string }) => g.slug === 'colexion').id,
    );
    const code = await codeFor(alice, client);
    const token = (await exchange(client, code)).json().data.accessToken;
    const disabled = await post(`/api/admin/third-party-clients/${client.id}/disable`, {}, admin);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.client.status).toBe('disabled');
    const redirect = await get(
      `/api/third-party-client/redirect-url?clientId=${client.clientId}&questId=${quest.id}`,
      alice.headers,
    );
    expect(redirect.statusCode).toBe(404);
    expect((await exchange(client, 'anything')).statusCode).toBe(401);
    const report = await signedReport(client, {
      reportId: randomUUID(),
      playerToken: token,
      stageId: quest.gameStage,
      score: 1,
    });
    expect(report.statusCode).toBe(401);
  });

  it('throttles a client that keeps failing to exchange', async () => {
    const client = await createClient(
      (await get('/api/game?limit=100'))
        .json()
        .data.games.find((g: { slug: string }) => g.slug === 'colexion').id,
    );
    for (let i = 0; i < THIRD_PARTY_LIMITS.failedExchangesPerMinute; i += 1)
      expect((await exchange(client, `guess-${i}`)).statusCode).toBe(400);
    const code = await codeFor(alice, client);
    const limited = await exchange(client, code);
    expect(limited.statusCode).toBe(429);
    clock.advance(61_000);
    expect((await exchange(client, code)).statusCode).toBe(400); // expired meanwhile: still refused, no longer throttled
  });
});
