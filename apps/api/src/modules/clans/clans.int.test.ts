import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quests, questStages } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import {
  approvedClanChief,
  clanCode,
  createCampaign,
  createClanAs,
  signedInUser,
  type SignedInUser,
} from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { ACCOUNT_DELETION_GRACE_MS } from '../users/users.service';
import { clanDepartures, clanMembers, clans } from './clans.tables';

// The whole life of a clan through the routes: an approved chief creates it with the create clan
// code, members join, the pages read it, a member leaves, one is removed, the chief deletes it
// with the delete clan code; an erased account leaves its clan.

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;
const clock = fixedClock(NOW);
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn' } });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
  await seedDemoDataIfEmpty(t.database.db, NOW);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';
const call = (who: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const data = async (who: SignedInUser, method: Method, url: string, payload?: object) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
/**
 * The same user signed in again: access tokens last an hour, and the clock moves days (a second
 * on first, so that the outbox's newest code is this sign-in's).
 */
const again = (who: SignedInUser) => {
  clock.advance(1000);
  return signedInUser(t.app, { waId: who.waId });
};
const status = (who: SignedInUser) => data(who, 'GET', '/api/platform-clans/status');
const join = (who: SignedInUser, clanId: string) => call(who, 'POST', '/api/platform-user-clans', { clanId });

describe('the life of a clan', () => {
  it('is created by an approved chief with the create clan code, joined, read, left, and deleted', async () => {
    admin = await again(admin);
    let chief = await approvedClanChief(t.app, admin.headers, { collegeName: 'College of Engineering Pune' });
    // Before: an approved chief in no clan holds the Chief role and may create one.
    expect(await status(chief)).toEqual({
      role: 'Chief',
      isApprovedChief: true,
      clan: null,
      joinedAt: null,
      waits: { clanDelete: null, clanLeave: null, clanCreation: null },
      canCreateClan: true,
      canJoinClan: true,
      canDeleteClan: false,
    });

    // The code goes to the chief's verified number, by the sign-in code mechanism.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/platform-clans/otp',
      headers: chief.headers,
      payload: { type: 'create_clan' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      challengeId: expect.any(String),
      phoneNumber: expect.stringMatching(/^\+91 •+\d{4}$/),
    });
    const code = await clanCode(t.app, chief, 'create_clan');
    const createdAt = clock.now().toISOString();
    const created = await call(chief, 'POST', '/api/platform-clans', {
      clanName: '  Pune Panthers ',
      city: 'Pune',
      country: 'IN',
      description: 'We play every evening.',
      referrerPhoneNumber: '9876543210',
      ...code,
    });
    expect(created.statusCode, created.body).toBe(201);
    const clan = created.json().data;
    expect(clan).toEqual({
      id: expect.any(String),
      clanName: 'Pune Panthers',
      city: 'Pune',
      country: 'IN',
      description: 'We play every evening.',
      clanLogoUrl: null,
      bannerImageUrl: null,
      chief: { id: chief.id, username: null, hasPicture: false, collegeName: 'College of Engineering Pune' },
      memberCount: 1,
      memberLimit: 50,
      createdAt,
      members: [
        { userId: chief.id, username: null, hasPicture: false, role: 'Chief', joinedAt: createdAt, score: 0 },
      ],
    });
    const [row] = await t.database.db.select().from(clans).where(eq(clans.id, clan.id));
    expect(row?.referrerPhoneNumber).toBe('+919876543210');
    // One clan per chief.
    const second = await call(chief, 'POST', '/api/platform-clans', {
      clanName: 'Other',
      city: 'Pune',
      country: 'IN',
      ...code,
    });
    expect(second.json().errorCode).toBe('CLAN_ALREADY_MEMBER');

    // Members join; the chief's page lists them with their roles; the list and search find the clan.
    let ana = await signedInUser(t.app);
    const [ben, cai] = [await signedInUser(t.app), await signedInUser(t.app)];
    for (const who of [ana, ben, cai]) {
      clock.advance(60_000);
      const joined = await join(who, clan.id);
      expect(joined.statusCode, joined.body).toBe(201);
      expect(joined.json().data.membership).toMatchObject({
        clanId: clan.id,
        clanName: 'Pune Panthers',
        role: 'Member',
      });
    }
    expect(await data(ana, 'GET', '/api/platform-user-clans')).toEqual({
      membership: {
        clanId: clan.id,
        clanName: 'Pune Panthers',
        role: 'Member',
        joinedAt: new Date(Date.parse(createdAt) + 60_000).toISOString(),
      },
    });
    // A member's score is their XP: Ana checks in (10 XP), the others have none yet.
    expect((await call(ana, 'POST', '/api/users/me/check-in', {})).statusCode).toBe(200);
    const page = await data(ana, 'GET', `/api/platform-clans/v2/${clan.id}`);
    expect(page.memberCount).toBe(4);
    expect(page.members.map((m: { userId: string; score: number }) => [m.userId, m.score])).toEqual([
      [chief.id, 0],
      [ana.id, 10],
      [ben.id, 0],
      [cai.id, 0],
    ]);
    expect(page.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [chief.id, 'Chief'],
      [ana.id, 'Member'],
      [ben.id, 'Member'],
      [cai.id, 'Member'],
    ]);
    expect(await status(ana)).toMatchObject({
      role: 'Member',
      isApprovedChief: false,
      clan: { id: clan.id, memberCount: 4 },
      canCreateClan: false,
      canJoinClan: false,
      canDeleteClan: false,
    });
    for (const search of ['panth', 'PUNE', 'engineering'])
      expect(
        (await data(ana, 'GET', `/api/platform-clans?search=${search}`)).clans.map(
          (c: { id: string }) => c.id,
        ),
      ).toContain(clan.id);
    const none = await data(ana, 'GET', '/api/platform-clans?search=%25zz_nothing');
    expect(none).toEqual({ clans: [], total: 0 });
    // The demo clan is there too, with its chief and members.
    const all = await data(ana, 'GET', '/api/platform-clans?limit=100');
    const demo = all.clans.find((c: { clanName: string }) => c.clanName === 'MumbaiMavericks');
    expect(demo).toMatchObject({
      city: 'Mumbai',
      country: 'IN',
      memberCount: 5,
      chief: { username: 'MavChief' },
    });
    expect((await data(ana, 'GET', `/api/platform-clans/v2/${demo.id}`)).members).toHaveLength(5);

    // A member leaves: their rejoin wait starts (3 days by default).
    const left = await data(ben, 'DELETE', '/api/platform-user-clans');
    expect(left).toMatchObject({
      role: 'Gamer',
      clan: null,
      waits: { clanLeave: { days: 3, availableAt: new Date(clock.now().getTime() + 3 * DAY).toISOString() } },
      canJoinClan: false,
    });
    // The chief removes another: no wait for them.
    const removed = await data(chief, 'DELETE', `/api/platform-clans/${clan.id}/members/${cai.id}`);
    expect(removed.members.map((m: { userId: string }) => m.userId)).toEqual([chief.id, ana.id]);
    expect(removed.memberCount).toBe(2);
    expect(await status(cai)).toMatchObject({ role: 'Gamer', waits: { clanLeave: null }, canJoinClan: true });

    // A week later the chief deletes it with the delete clan code; its members are released, no wait.
    clock.advance(7 * DAY);
    [chief, ana] = [await again(chief), await again(ana)];
    const deleteCode = await clanCode(t.app, chief, 'delete_clan');
    const afterDelete = await data(chief, 'DELETE', `/api/platform-clans/${clan.id}`, deleteCode);
    expect(afterDelete).toMatchObject({
      role: 'Chief',
      clan: null,
      waits: { clanCreation: { days: 30 } },
      canCreateClan: false,
    });
    expect((await call(ana, 'GET', `/api/platform-clans/v2/${clan.id}`)).json().errorCode).toBe(
      'CLAN_NOT_FOUND',
    );
    expect(await status(ana)).toMatchObject({
      role: 'Gamer',
      clan: null,
      waits: { clanLeave: null },
      canJoinClan: true,
    });
    expect(await t.database.db.select().from(clanMembers).where(eq(clanMembers.clanId, clan.id))).toEqual([]);
    const departures = await t.database.db
      .select()
      .from(clanDepartures)
      .where(eq(clanDepartures.clanId, clan.id));
    expect(departures.map((d) => [d.userId, d.reason]).sort()).toEqual(
      [
        [ben.id, 'left'],
        [cai.id, 'removed'],
        [ana.id, 'clan_deleted'],
        [chief.id, 'deleted_own_clan'],
      ].sort(),
    );
  });

  it('counts the campaigns and quests its members completed since they joined, and answers POG scores of 0', async () => {
    admin = await again(admin);
    const chief = await approvedClanChief(t.app, admin.headers);
    const { id: clanId } = await createClanAs(t.app, chief);
    const member = await signedInUser(t.app);
    const stats = (dashboardType: number) =>
      data(
        member,
        'GET',
        `/api/platform-clans/campaign-stats?clanId=${clanId}&dashboardType=${dashboardType}`,
      );

    // Done before joining: not the clan's.
    const campaign = await createCampaign(t.app, admin.headers, {
      tasks: [{ type: 'internal_api_validation', config: { check: 'phone_verified' } }],
    });
    const completeCampaign = async (id: string, taskId: string) => {
      await data(member, 'POST', '/api/platform-campaign-hub/user-progress/start', { campaignId: id });
      expect(
        (await data(member, 'POST', '/api/platform-campaign-hub/tasks/validate', { taskId })).state,
      ).toBe('verified');
    };
    await completeCampaign(campaign.id, campaign.taskIds[0]!);
    clock.advance(60_000);
    expect((await join(member, clanId)).statusCode).toBe(201);
    clock.advance(60_000);
    const second = await createCampaign(t.app, admin.headers, {
      tasks: [{ type: 'internal_api_validation', config: { check: 'phone_verified' } }],
    });
    await completeCampaign(second.id, second.taskIds[0]!);
    expect(await stats(0)).toEqual({
      clanId,
      dashboardType: 0,
      completed: 1,
      members: [
        { userId: chief.id, username: null, completed: 0 },
        { userId: member.id, username: null, completed: 1 },
      ],
    });

    // A quest of one stage, completed by an automatic proof.
    // Quests are the operators' catalogue (no route makes one): written as the demo seed writes them.
    const games = (await data(member, 'GET', '/api/game?limit=100')).games as { id: string }[];
    const [quest] = await t.database.db
      .insert(quests)
      .values([
        {
          slug: 'clan-stats-quest',
          gameId: games[0]!.id,
          title: 'Clan stats quest',
          startsAt: new Date(clock.now().getTime() - DAY),
          endsAt: new Date(clock.now().getTime() + DAY),
          totalSlots: 10,
          remainingSlots: 10,
          rewardAmount: 0n,
          rewardCurrency: 'KCASH',
        },
      ])
      .returning();
    const [stage] = await t.database.db
      .insert(questStages)
      .values([
        {
          questId: quest!.id,
          position: 1,
          title: 'Join',
          proofMethod: 'v2',
          submissionType: 'Discord',
          points: 5,
        },
      ])
      .returning();
    expect((await stats(1)).completed).toBe(0);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/userquest/start',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { questId: quest!.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    const proof = await t.app.inject({
      method: 'POST',
      url: '/api/proof/v2',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { stageId: stage!.id, submissionType: 'Discord', value: 'https://discord.gg/clan-stats' },
    });
    expect(proof.statusCode, proof.body).toBe(201);
    expect(await stats(1)).toMatchObject({ dashboardType: 1, completed: 1 });

    // The members' POG totals (the pog-scores module): a verified phone and a clan make 14 each,
    // the member's quest adds to theirs.
    const pog = await data(member, 'GET', `/api/platform-clans/pog-scores?clanId=${clanId}`);
    expect(pog).toMatchObject({ clanId, isCounted: true });
    expect(pog.members).toEqual([
      { userId: chief.id, score: 14 },
      { userId: member.id, score: expect.any(Number) },
    ]);
    expect(pog.members[1].score).toBeGreaterThanOrEqual(14);
    expect(pog.score).toBe(pog.members[0].score + pog.members[1].score);
    expect(
      (await call(member, 'GET', `/api/platform-clans/campaign-stats?clanId=${clanId}&dashboardType=2`))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(member, 'GET', `/api/platform-clans/pog-scores?clanId=${randomUUID()}`)).json().errorCode,
    ).toBe('CLAN_NOT_FOUND');
  });
});

describe('an erased account', () => {
  const erase = async (who: SignedInUser) => {
    await data(await again(who), 'POST', '/api/users/deletion-request');
    clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
    await t.app.jobs.find((j) => j.name === 'account-deletions')!.run();
  };

  it('leaves its clan; a chief’s erased account deletes the clan and releases its members', async () => {
    admin = await again(admin);
    const chief = await approvedClanChief(t.app, admin.headers);
    const { id: clanId } = await createClanAs(t.app, chief);
    let stays = await signedInUser(t.app);
    const goes = await signedInUser(t.app);
    expect((await join(stays, clanId)).statusCode).toBe(201);
    expect((await join(goes, clanId)).statusCode).toBe(201);

    await erase(goes);
    stays = await again(stays);
    const page = await data(stays, 'GET', `/api/platform-clans/v2/${clanId}`);
    expect(page.memberCount).toBe(2);
    expect(page.members.map((m: { userId: string }) => m.userId)).toEqual([chief.id, stays.id]);

    await erase(chief);
    stays = await again(stays);
    expect((await call(stays, 'GET', `/api/platform-clans/v2/${clanId}`)).statusCode).toBe(404);
    expect(await status(stays)).toMatchObject({ role: 'Gamer', clan: null, canJoinClan: true });
    const reasons = await t.database.db
      .select()
      .from(clanDepartures)
      .where(eq(clanDepartures.clanId, clanId));
    expect(reasons.map((d) => [d.userId, d.reason]).sort()).toEqual(
      [
        [goes.id, 'account_erased'],
        [chief.id, 'account_erased'],
        [stays.id, 'clan_deleted'],
      ].sort(),
    );
  });
});

describe('the api documentation', () => {
  it('describes the clan calls from the contract, at the spec’s paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/platform-clans',
      '/api/platform-clans/otp',
      '/api/platform-clans/status',
      '/api/platform-clans/rules',
      '/api/platform-clans/images',
      '/api/platform-clans/campaign-stats',
      '/api/platform-clans/pog-scores',
      '/api/platform-clans/v2/{id}',
      '/api/platform-user-clans',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
    const body = doc.paths['/api/platform-clans'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual([
      'clanName',
      'city',
      'country',
      'clanLogo',
      'bannerImage',
      'description',
      'referrerPhoneNumber',
      'referrerPhoneNumberCountryCode',
      'challengeId',
      'code',
    ]);
    const images = doc.paths['/api/platform-clans/images'].post.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(images).toEqual(['page', 'imageType']);
  });
});
