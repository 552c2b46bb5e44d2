import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAN_LIMITS, CLAN_RULES_DEFAULT } from '@kp/domain/clans';
import { createTestApp, type TestApp } from '../../test/app';
import {
  approvedClanChief,
  clanCode,
  createClanAs,
  signedInUser,
  type SignedInUser,
} from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { createClanChiefRepository } from './clan-chief.repository';
import { createClanChiefService } from './clan-chief.service';
import { createClansRepository } from './clans.repository';
import { createClansService } from './clans.service';
import { clanDepartures, clanMembers, clans } from './clans.tables';

// Meaningful on PostgreSQL (the api-postgres project: a pool of 20 connections, so the requests
// really overlap); on PGlite they run one after another and must give the same results.

const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn' } });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
  // Clans made here may be deleted at once.
  const rules = { ...CLAN_RULES_DEFAULT, minDaysBeforeClanDelete: 0 };
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/clan-rules',
    headers: admin.headers,
    payload: rules,
  });
  expect(set.statusCode).toBe(200);
});
afterAll(() => t.close());

/** `n` users signed in, ten at a time. */
async function users(n: number): Promise<SignedInUser[]> {
  const made: SignedInUser[] = [];
  while (made.length < n)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, n - made.length) }, () => signedInUser(t.app)),
      )),
    );
  return made;
}

const join = (who: SignedInUser, clanId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform-user-clans',
    headers: who.headers,
    payload: { clanId },
  });
const leave = (who: SignedInUser) =>
  t.app.inject({ method: 'DELETE', url: '/api/platform-user-clans', headers: who.headers });

/** Every clan's count is its rows; no member row points at a clan that is gone. */
async function expectConsistent() {
  const db = t.database.db;
  const counted = await db
    .select({
      id: clans.id,
      memberCount: clans.memberCount,
      rows: sql<number>`(select count(*)::int from ${clanMembers} where ${clanMembers.clanId} = ${clans.id})`,
    })
    .from(clans);
  for (const clan of counted) expect(clan.memberCount, clan.id).toBe(Number(clan.rows));
  const [orphans] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clanMembers)
    .where(sql`not exists (select 1 from ${clans} where ${clans.id} = ${clanMembers.clanId})`);
  expect(Number(orphans!.n)).toBe(0);
}

describe('clans at the same time', () => {
  it(`gives exactly the room there is: 100 users joining a clan of ${CLAN_LIMITS.members} at once`, async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const { id } = await createClanAs(t.app, chief);
    const joiners = await users(100);
    const answers = await Promise.all(joiners.map((who) => join(who, id)));
    const joined = answers.filter((r) => r.statusCode === 201);
    expect(joined).toHaveLength(CLAN_LIMITS.members - 1);
    for (const r of answers.filter((a) => a.statusCode !== 201))
      expect(r.json()).toMatchObject({ statusCode: 409, errorCode: 'CLAN_FULL' });
    const [clan] = await t.database.db.select().from(clans).where(eq(clans.id, id));
    expect(clan!.memberCount).toBe(CLAN_LIMITS.members);
    await expectConsistent();
  });

  it('lets one user into one clan however many they join at once', async () => {
    const chiefs = await Promise.all([0, 1, 2, 3, 4].map(() => approvedClanChief(t.app, admin.headers)));
    const clanIds = [];
    for (const chief of chiefs) clanIds.push((await createClanAs(t.app, chief)).id);
    const [me] = await users(1);
    const answers = await Promise.all(clanIds.flatMap((id) => [join(me!, id), join(me!, id)]));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 201))
      expect(r.json().errorCode).toBe('CLAN_ALREADY_MEMBER');
    expect(await t.database.db.select().from(clanMembers).where(eq(clanMembers.userId, me!.id))).toHaveLength(
      1,
    );
    await expectConsistent();
  });

  it('ends leaves, removals, joins and a delete of one clan at once in a consistent state', async () => {
    for (let round = 0; round < 3; round++) {
      const chief = await approvedClanChief(t.app, admin.headers);
      const { id } = await createClanAs(t.app, chief);
      const members = await users(8);
      for (const who of members) expect((await join(who, id)).statusCode).toBe(201);
      const [late] = await users(1);
      const code = await clanCode(t.app, chief, 'delete_clan');
      const [deleted, ...others] = await Promise.all([
        t.app.inject({
          method: 'DELETE',
          url: `/api/platform-clans/${id}`,
          headers: chief.headers,
          payload: code,
        }),
        ...members.slice(0, 5).map(leave),
        ...members.slice(5, 7).map((who) =>
          t.app.inject({
            method: 'DELETE',
            url: `/api/platform-clans/${id}/members/${who.id}`,
            headers: chief.headers,
          }),
        ),
        join(late!, id),
      ]);
      expect(deleted!.statusCode, deleted!.body).toBe(200);
      for (const r of others) {
        expect(r.statusCode, r.body).toBeLessThan(500);
        if (r.statusCode >= 400)
          expect(['CLAN_NOT_MEMBER', 'CLAN_NOT_FOUND', 'CLAN_MEMBER_NOT_FOUND']).toContain(
            r.json().errorCode,
          );
      }
      expect(await t.database.db.select().from(clans).where(eq(clans.id, id))).toEqual([]);
      expect(await t.database.db.select().from(clanMembers).where(eq(clanMembers.clanId, id))).toEqual([]);
      // Each member left the clan once, for one reason: their own, or the delete's.
      const departures = await t.database.db
        .select()
        .from(clanDepartures)
        .where(eq(clanDepartures.clanId, id));
      const byUser = new Map<string, string[]>();
      for (const d of departures) byUser.set(d.userId, [...(byUser.get(d.userId) ?? []), d.reason]);
      for (const who of members) expect(byUser.get(who.id), who.id).toHaveLength(1);
      expect(byUser.get(chief.id)).toEqual(['deleted_own_clan']);
      if (byUser.has(late!.id)) expect(byUser.get(late!.id)).toEqual(['clan_deleted']);
      await expectConsistent();
    }
  });

  it('makes one clan of 20 creates by one chief at once, through the routes and past the code', async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const code = await clanCode(t.app, chief, 'create_clan');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/platform-clans',
          headers: chief.headers,
          payload: { clanName: `Racer ${i}`, city: 'Pune', country: 'IN', ...code },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 201))
      expect(['OTP_EXPIRED', 'CLAN_ALREADY_MEMBER']).toContain(r.json().errorCode);
    expect(await t.database.db.select().from(clans).where(eq(clans.chiefId, chief.id))).toHaveLength(1);

    // With every code good (the database's word alone): twenty names, one clan still.
    const other = await approvedClanChief(t.app, admin.headers);
    const db = t.database.db;
    const service = createClansService({
      db,
      repository: createClansRepository(db),
      codes: {
        start: () => Promise.reject(new Error('no code is sent')),
        check: async () => ({ ok: true }),
        failure: () => {
          throw new Error('every code is good here');
        },
      },
      chiefs: createClanChiefService({
        repository: createClanChiefRepository(db),
        users: { getUser: () => Promise.reject(new Error('unused')), listPublicUsers: async () => [] },
        clock: t.app.clock,
        log: t.app.log,
      }),
      users: { getUser: () => Promise.reject(new Error('unused')), listPublicUsers: async () => [] },
      completedCampaigns: async () => [],
      completedQuests: async () => [],
      memberScores: async () => new Map(),
      clock: t.app.clock,
      log: t.app.log,
    });
    const form = { city: 'Pune', country: 'IN', description: '', clanLogo: null, bannerImage: null };
    const referrer = { referrerPhoneNumber: '', referrerPhoneNumberCountryCode: 'IN' };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        service.create(other.id, {
          clanName: `Other ${i}`,
          ...form,
          ...referrer,
          challengeId: 'x',
          code: '000000',
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'CLAN_ALREADY_MEMBER' });
    expect(await t.database.db.select().from(clans).where(eq(clans.chiefId, other.id))).toHaveLength(1);
    await expectConsistent();
  });
});
