import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import { FORMAT_MESSAGES } from '@kp/domain/validation';
import { earnings as earningsTable, xpEvents } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signedInUser } from '../../test/factories';
import {
  createTestKycGate,
  expectRewardPoolMatchesEarnings,
  inTransaction,
  TEST_KYC,
  testEarnings,
} from '../../test/earnings.fixtures';
import { newWaId } from '../../test/sign-in';
import { testXp } from '../../test/xp.fixtures';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createQuestsRepository, type NewQuest } from './quests.repository';
import { DEMO_QUEST_STAGES } from './quests.seed';
import { createQuestsService } from './quests.service';

const NOW = new Date('2026-11-23T10:00:00Z');
const clock = fixedClock(NOW.toISOString());
const DAY = 86_400_000;
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: Record<string, string>;
let alice: { headers: Record<string, string>; id: string };
let bob: { headers: Record<string, string>; id: string };
let gameIds: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  admin = (await signedInUser(t.app, { waId: ADMIN_WAID })).headers;
  alice = await signedInUser(t.app);
  bob = await signedInUser(t.app);
  await seedDemoDataIfEmpty(t.database.db, NOW);
  const listed = (await get('/api/game?limit=100')).json().data.games as { id: string; slug: string }[];
  gameIds = new Map(listed.map((g) => [g.slug, g.id]));
});
afterAll(() => t.close());

let nextQuest = 0;
async function insertQuest(values: Partial<NewQuest> = {}) {
  nextQuest += 1;
  const repository = createQuestsRepository(t.database.db);
  const [quest] = await repository.insertQuests([
    {
      slug: `test-quest-${nextQuest}`,
      gameId: gameIds.get('colexion')!,
      title: `Test quest ${nextQuest}`,
      startsAt: new Date(NOW.getTime() - DAY),
      endsAt: new Date(NOW.getTime() + DAY),
      totalSlots: 10,
      rewardAmount: 100n,
      rewardCurrency: 'KCASH',
      ...values,
    },
  ]);
  const stages = await repository.insertStages([
    {
      questId: quest!.id,
      position: 1,
      title: 'Auto',
      proofMethod: 'v2',
      submissionType: 'Discord',
      points: 5,
    },
    {
      questId: quest!.id,
      position: 2,
      title: 'Reviewed',
      proofMethod: 'v1',
      submissionType: 'link',
      points: 7,
    },
  ]);
  await repository.insertStageEarnings([
    { stageId: stages[0]!.id, currency: 'KPOINTS', amount: 40n },
    { stageId: stages[1]!.id, currency: 'KCASH', amount: 1234n },
  ]);
  return { quest: quest!, auto: stages[0]!, reviewed: stages[1]! };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (
  url: string,
  headers: Record<string, string>,
  payload?: object,
  key: string | null = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const start = (who: { headers: Record<string, string> }, questId: string, key?: string) =>
  post('/api/userquest/start', who.headers, { questId }, key);
const proof = (
  who: { headers: Record<string, string> },
  body: { stageId: string; submissionType: string; value: string },
  path = '/api/proof',
) => post(path, who.headers, body);

async function questEarnings(userId: string) {
  return t.database.db
    .select()
    .from(earningsTable)
    .where(and(eq(earningsTable.userId, userId), eq(earningsTable.source, 'quest')));
}

describe('reading quests', () => {
  it('gives a quest by slug or id with its stages and their gamer_earnings; unknown ones are 404', async () => {
    const bySlug = await get('/api/quest/bullieverse-first-hunt');
    expect(bySlug.statusCode).toBe(200);
    const quest = bySlug.json().data;
    expect(quest).toMatchObject({
      slug: 'bullieverse-first-hunt',
      game: { slug: 'bullieverse' },
      state: 'live',
      isStillValid: true,
      remainingSlots: 500,
      isThirdPartyGame: true,
    });
    expect(quest.stages).toHaveLength(DEMO_QUEST_STAGES['bullieverse-first-hunt']!.length);
    expect(quest.stages[1].gamer_earnings).toEqual([
      { id: expect.any(String), earningType: 'KCASH', amount: '250.00' },
      { id: expect.any(String), earningType: 'KPOINTS', amount: '100' },
    ]);
    expect((await get(`/api/quest/${quest.id}`)).json().data.slug).toBe('bullieverse-first-hunt');
    const missing = await get('/api/quest/no-such-quest');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('QUEST_NOT_FOUND');
    expect((await get(`/api/quest/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('the dark-throne quest has no end and still counts as valid (the quest time check)', async () => {
    const quest = (await get('/api/quest/dark-throne-raid')).json().data;
    expect(quest.endsAt).toBeNull();
    expect(quest.isStillValid).toBe(true);
  });

  it('filters by game, state, third-party flag and search', async () => {
    await insertQuest({ slug: 'ended-one', title: 'Long gone', endsAt: new Date(NOW.getTime() - 1000) });
    const byGame = (await get('/api/quest/filter?game=dark-throne')).json().data;
    expect(byGame.quests.map((q: { slug: string }) => q.slug)).toEqual(['dark-throne-raid']);
    const ended = (await get('/api/quest/filter?state=ended')).json().data;
    expect(ended.quests.map((q: { slug: string }) => q.slug)).toContain('ended-one');
    expect(ended.quests.every((q: { state: string }) => q.state === 'ended')).toBe(true);
    const upcoming = (await get('/api/quest/filter?state=upcoming')).json().data;
    expect(upcoming.quests.map((q: { slug: string }) => q.slug)).toEqual(['favela-racer-hill-climb']);
    const thirdParty = (await get('/api/quest/filter?isThirdPartyGame=true')).json().data;
    expect(thirdParty.quests.every((q: { isThirdPartyGame: boolean }) => q.isThirdPartyGame)).toBe(true);
    const search = (await get('/api/quest/filter?search=crypt')).json().data;
    expect(search.quests.map((q: { slug: string }) => q.slug)).toEqual(['dark-throne-raid']);
    expect((await get('/api/quest/filter?state=nope')).statusCode).toBe(400);
    expect((await get('/api/quest/filter?search=%25')).json().data.total).toBe(0);
  });

  it('walks v2/questlist by cursor in the same order as questlist, with no repeats', async () => {
    const all = (await get('/api/quest/questlist?limit=50')).json().data;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { quests: { id: string }[]; nextCursor: string | null } = (
        await get(`/api/quest/v2/questlist?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).json().data;
      expect(page.quests.length).toBeLessThanOrEqual(3);
      seen.push(...page.quests.map((q) => q.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.quests.map((q: { id: string }) => q.id));
    expect(seen.length).toBe(all.total);
    const bad = await get('/api/quest/v2/questlist?cursor=AAAAAAAAAAAAAAAA');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/quest/v2/questlist?limit=500')).statusCode).toBe(400);
  });

  it('live lists only startable quests; slots tells how many are left', async () => {
    const full = await insertQuest({ totalSlots: 1, remainingSlots: 0 });
    const live = (await get('/api/quest/live?limit=50')).json().data;
    expect(live.quests.every((q: { state: string }) => q.state === 'live')).toBe(true);
    expect(live.quests.map((q: { id: string }) => q.id)).not.toContain(full.quest.id);
    const slots = await get(`/api/quest/slots/${full.quest.id}`);
    expect(slots.json().data).toEqual({ questId: full.quest.id, totalSlots: 1, remainingSlots: 0 });
    expect((await get(`/api/quest/slots/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('starting a quest', () => {
  it('takes a slot once per user, with an Idempotency-Key, and replays the first answer', async () => {
    const { quest } = await insertQuest({ totalSlots: 3 });
    expect((await start(alice, quest.id, '')).statusCode).toBe(400);
    expect((await post('/api/userquest/start', {}, { questId: quest.id })).statusCode).toBe(401);
    const key = randomUUID();
    const first = await start(alice, quest.id, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ questId: quest.id, status: 'started', remainingSlots: 2 });
    const replay = await start(alice, quest.id, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const again = await start(alice, quest.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('QUEST_ALREADY_STARTED');
    expect((await get(`/api/quest/slots/${quest.id}`)).json().data.remainingSlots).toBe(2);
  });

  it('refuses an ended, a not yet started, a full and an unknown quest, taking nothing', async () => {
    const ended = await insertQuest({ endsAt: new Date(NOW.getTime() - 1) });
    const res = await start(alice, ended.quest.id);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ errorCode: 'QUEST_ENDED', message: 'This quest has ended' });
    const upcoming = await insertQuest({ startsAt: new Date(NOW.getTime() + DAY) });
    expect((await start(alice, upcoming.quest.id)).json().errorCode).toBe('QUEST_NOT_STARTED_YET');
    const one = await insertQuest({ totalSlots: 1 });
    expect((await start(alice, one.quest.id)).statusCode).toBe(201);
    const full = await start(bob, one.quest.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().errorCode).toBe('QUEST_FULL');
    expect((await get(`/api/quest/slots/${one.quest.id}`)).json().data.remainingSlots).toBe(0);
    expect((await start(alice, randomUUID())).statusCode).toBe(404);
    expect((await post('/api/userquest/start', alice.headers, { questId: 'x' })).statusCode).toBe(400);
  });

  it('gives the last slot once when 200 users start at the same moment', async () => {
    const { quest } = await insertQuest({ totalSlots: 1 });
    const db = t.database.db;
    const people = await Promise.all(Array.from({ length: 200 }, () => createUser(db)));
    const service = createQuestsService({
      db,
      repository: createQuestsRepository(db),
      clock,
      currencies: createCurrencyRegistry(),
      earnings: { award: () => Promise.reject(new Error('no earnings here')) },
      users: { listPublicUsers: async () => [] },
      assertHasWallet: async () => {},
      isClanChief: async () => false,
      xp: testXp(db, clock),
    });
    const results = await Promise.allSettled(
      people.map((p) => service.start(p.id, quest.id, inTransaction(db))),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('QUEST_FULL');
    const board = (await get(`/api/quest/leaderboard/${quest.id}`)).json().data;
    expect(board.total).toBe(1);
    expect((await get(`/api/quest/slots/${quest.id}`)).json().data.remainingSlots).toBe(0);
  });
});

describe('proofs and the review queue', () => {
  it('checks the stage, the type and the pattern; a proof before starting is refused', async () => {
    const { quest, auto, reviewed } = await insertQuest();
    const notJoined = await proof(alice, {
      stageId: auto.id,
      submissionType: 'Discord',
      value: 'https://discord.gg/abc',
    });
    expect(notJoined.statusCode).toBe(409);
    expect(notJoined.json().errorCode).toBe('QUEST_NOT_JOINED');
    await start(alice, quest.id);
    const wrongType = await proof(alice, {
      stageId: auto.id,
      submissionType: 'Twitter',
      value: 'https://x.com/a/1',
    });
    expect(wrongType.json().errorCode).toBe('PROOF_TYPE_MISMATCH');
    const wrongLink = await proof(alice, {
      stageId: auto.id,
      submissionType: 'Discord',
      value: 'https://x.com/a/1',
    });
    expect(wrongLink.statusCode).toBe(400);
    expect(wrongLink.json().message).toBe(FORMAT_MESSAGES.validLink);
    const notUrl = await proof(alice, { stageId: reviewed.id, submissionType: 'link', value: 'not a link' });
    expect(notUrl.statusCode).toBe(400);
    const wrongMethod = await proof(
      alice,
      { stageId: auto.id, submissionType: 'Discord', value: 'https://discord.gg/abc' },
      '/api/proof/v1',
    );
    expect(wrongMethod.json().errorCode).toBe('PROOF_METHOD_MISMATCH');
    expect(
      (await proof(alice, { stageId: randomUUID(), submissionType: 'link', value: 'https://a.io' }))
        .statusCode,
    ).toBe(404);
    const extra = await post('/api/proof', alice.headers, {
      stageId: auto.id,
      submissionType: 'Discord',
      value: 'x',
      userId: bob.id,
    });
    expect(extra.statusCode).toBe(400);
    expect(await questEarnings(alice.id)).toHaveLength(0);
  });

  it('a v2 proof completes its stage and awards its earnings once; a second proof is refused', async () => {
    const { quest, auto } = await insertQuest();
    await start(alice, quest.id);
    const before = (await questEarnings(alice.id)).length;
    const ok = await proof(
      alice,
      { stageId: auto.id, submissionType: 'Discord', value: 'https://discord.gg/v2-once' },
      '/api/proof/v2',
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      proof: { status: 'approved', method: 'v2' },
      stage: { status: 'completed' },
      userQuest: { score: 5, status: 'started' },
    });
    const twice = await proof(alice, {
      stageId: auto.id,
      submissionType: 'Discord',
      value: 'https://discord.gg/other',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('STAGE_ALREADY_COMPLETED');
    const awarded = await questEarnings(alice.id);
    expect(awarded.length - before).toBe(1);
    expect(awarded.some((e) => e.currency === 'KPOINTS' && e.amount === 40n)).toBe(true);
    await expectRewardPoolMatchesEarnings(t.database.db);
  });

  it('a v1 proof waits for review; twice is refused; another user cannot reuse the link; users may not review', async () => {
    const { quest, reviewed } = await insertQuest();
    await start(alice, quest.id);
    await start(bob, quest.id);
    const link = `https://example.com/proof/${randomUUID()}`;
    const sent = await proof(
      alice,
      { stageId: reviewed.id, submissionType: 'link', value: link },
      '/api/proof/v1',
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.stage.status).toBe('in_review');
    const twice = await proof(alice, { stageId: reviewed.id, submissionType: 'link', value: `${link}/2` });
    expect(twice.json().errorCode).toBe('PROOF_ALREADY_SUBMITTED');
    const copied = await proof(bob, { stageId: reviewed.id, submissionType: 'link', value: link });
    expect(copied.json().errorCode).toBe('PROOF_VALUE_TAKEN');

    expect((await get('/api/admin/quest-proofs', alice.headers)).statusCode).toBe(403);
    const proofId = sent.json().data.proof.id as string;
    expect((await post(`/api/admin/quest-proofs/${proofId}/approve`, alice.headers)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/quest-proofs/${proofId}/reject`, bob.headers, { reason: 'nope nope' }))
        .statusCode,
    ).toBe(403);

    const queue = (await get('/api/admin/quest-proofs?limit=50', admin)).json().data;
    expect(queue.proofs.map((p: { id: string }) => p.id)).toContain(proofId);
    expect(queue.proofs.find((p: { id: string }) => p.id === proofId)).toMatchObject({
      userId: alice.id,
      questTitle: quest.title,
      stageTitle: 'Reviewed',
    });

    // Bob's view of the quest shows none of Alice's proofs.
    const bobStatus = (await get(`/api/userquest/queststatus?questId=${quest.id}`, bob.headers)).json().data;
    expect(bobStatus.stages.every((s: { proof: unknown }) => s.proof === null)).toBe(true);
    expect((await get(`/api/proof?questId=${quest.id}`, bob.headers)).json().data).toEqual([]);

    const before = (await questEarnings(alice.id)).length;
    const approved = await post(`/api/admin/quest-proofs/${proofId}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const again = await post(`/api/admin/quest-proofs/${proofId}/approve`, admin);
    expect(again.json().errorCode).toBe('PROOF_ALREADY_REVIEWED');
    const earned = await questEarnings(alice.id);
    expect(earned.length - before).toBe(1);
    expect(earned.some((e) => e.amount === 1234n && e.currency === 'KCASH')).toBe(true);

    const status = (await get(`/api/userquest/queststatus?questId=${quest.id}`, alice.headers)).json().data;
    expect(status.hasStarted).toBe(true);
    expect(status.stages.find((s: { stageId: string }) => s.stageId === reviewed.id).status).toBe(
      'completed',
    );
    expect((await post(`/api/admin/quest-proofs/${randomUUID()}/approve`, admin)).statusCode).toBe(404);
  });

  it('a rejected proof carries its reason, and the user may send another', async () => {
    const { quest, reviewed } = await insertQuest();
    await start(bob, quest.id);
    const sent = await proof(bob, {
      stageId: reviewed.id,
      submissionType: 'link',
      value: 'https://example.com/bad',
    });
    const proofId = sent.json().data.proof.id as string;
    expect((await post(`/api/admin/quest-proofs/${proofId}/reject`, admin, { reason: 'x' })).statusCode).toBe(
      400,
    );
    const rejected = await post(`/api/admin/quest-proofs/${proofId}/reject`, admin, {
      reason: 'The page is empty',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'The page is empty' });
    const mine = (await get(`/api/proof?questId=${quest.id}`, bob.headers)).json().data;
    expect(mine[0]).toMatchObject({ status: 'rejected', reason: 'The page is empty' });
    const retry = await proof(bob, {
      stageId: reviewed.id,
      submissionType: 'link',
      value: 'https://example.com/good',
    });
    expect(retry.statusCode).toBe(201);
    expect(await questEarnings(bob.id)).toHaveLength(0);
  });

  it('clanchief/v2 proofs are for approved clan chiefs only', async () => {
    const quest = (await get('/api/quest/dark-throne-raid')).json().data;
    await start(alice, quest.id);
    const chiefStage = quest.stages.find((s: { proofMethod: string }) => s.proofMethod === 'clanchief/v2');
    const res = await proof(
      alice,
      { stageId: chiefStage.id, submissionType: 'link', value: 'https://example.com/raid' },
      '/api/proof/clanchief/v2',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('CLAN_CHIEF_ONLY');
  });

  it('a proof for an ended quest is refused', async () => {
    const { quest, auto } = await insertQuest({ endsAt: new Date(NOW.getTime() + 1000) });
    await start(alice, quest.id);
    clock.set(new Date(NOW.getTime() + 2000));
    const res = await proof(alice, {
      stageId: auto.id,
      submissionType: 'Discord',
      value: 'https://discord.gg/late',
    });
    clock.set(NOW);
    expect(res.statusCode).toBe(410);
    expect(res.json().errorCode).toBe('QUEST_ENDED');
  });
});

describe('progress, my quests and the leaderboard', () => {
  it('completing every stage completes the quest; userquest/me and the leaderboard show it', async () => {
    const { quest, auto, reviewed } = await insertQuest();
    await start(alice, quest.id);
    await start(bob, quest.id);
    await proof(alice, { stageId: auto.id, submissionType: 'Discord', value: 'https://discord.gg/alice-lb' });
    const sent = await proof(alice, {
      stageId: reviewed.id,
      submissionType: 'link',
      value: 'https://example.com/alice-lb',
    });
    await post(`/api/admin/quest-proofs/${sent.json().data.proof.id}/approve`, admin);
    await proof(bob, { stageId: auto.id, submissionType: 'Discord', value: 'https://discord.gg/bob-lb' });

    const mine = (await get('/api/userquest/me?limit=50', alice.headers)).json().data;
    expect(mine.quests.find((q: { questId: string }) => q.questId === quest.id)).toMatchObject({
      status: 'completed',
      score: 12,
      completedStages: 2,
      totalStages: 2,
    });
    const board = (await get(`/api/quest/leaderboard/${quest.id}`)).json().data;
    expect(board.total).toBe(2);
    expect(
      board.entries.map((e: { userId: string; rank: number; score: number }) => [e.rank, e.userId, e.score]),
    ).toEqual([
      [1, alice.id, 12],
      [2, bob.id, 5],
    ]);
    expect((await get('/api/userquest/me', {})).statusCode).toBe(401);
    expect((await get(`/api/userquest/queststatus?questId=nope`, alice.headers)).statusCode).toBe(400);
  });

  it('completing a stage twice (a game report delivered again) awards its earnings and its 50 XP once', async () => {
    const { quest, reviewed } = await insertQuest();
    await start(bob, quest.id);
    const before = (await questEarnings(bob.id)).length;
    const db = t.database.db;
    const { service: earnings } = testEarnings(db, { kycGate: createTestKycGate(TEST_KYC.elsewhere), clock });
    const service = createQuestsService({
      db,
      repository: createQuestsRepository(db),
      clock,
      currencies: createCurrencyRegistry(),
      earnings,
      users: { listPublicUsers: async () => [] },
      assertHasWallet: async () => {},
      isClanChief: async () => false,
      xp: testXp(db, clock),
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db.transaction((tx) =>
          service.completeStage(tx, { userId: bob.id, stageId: reviewed.id, via: 'game' }),
        ),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.isNew)).toHaveLength(1);
    expect((await questEarnings(bob.id)).length - before).toBe(1);
    await expectRewardPoolMatchesEarnings(db);
    const xp = await db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, bob.id), eq(xpEvents.sourceId, reviewed.id)));
    expect(xp.map((e) => [e.action, e.amount])).toEqual([['quest_stage', 50]]);
  });
});
