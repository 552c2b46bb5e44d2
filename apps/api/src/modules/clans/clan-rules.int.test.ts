import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAN_RULES_DEFAULT } from '@kp/domain/clans';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import {
  approvedClanChief,
  clanCode,
  createClanAs,
  createUser,
  signedInUser,
  type SignedInUser,
} from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { createClanChiefRepository } from './clan-chief.repository';
import { createClanChiefService } from './clan-chief.service';
import { createClansRepository } from './clans.repository';
import { createClansService } from './clans.service';

// Every refusal of the clan rules with its code and, for a wait, the whole days left (the clock is
// moved), and who may do what: the rules' day counts are the operators', and the server holds them.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const clock = fixedClock('2026-11-23T10:00:00Z');
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn' } });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';
const call = (who: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
/** A refusal's status, code and parameters. */
const refusal = async (response: Promise<{ statusCode: number; json(): Record<string, unknown> }>) => {
  const res = await response;
  const body = res.json();
  return { status: res.statusCode, code: body.errorCode, ...(body.params ? { params: body.params } : {}) };
};
/** The same user signed in again (tokens last an hour; the clock moves days). */
const again = (who: SignedInUser) => {
  clock.advance(1000);
  return signedInUser(t.app, { waId: who.waId });
};
const join = (who: SignedInUser, clanId: string) => call(who, 'POST', '/api/platform-user-clans', { clanId });
const askCode = (who: SignedInUser, type: string) => call(who, 'POST', '/api/platform-clans/otp', { type });
const setRules = (who: SignedInUser | null, rules: object) =>
  call(who, 'PUT', '/api/admin/clan-rules', rules);
const form = { city: 'Pune', country: 'IN' };

describe('creating a clan', () => {
  it('is for approved clan chiefs only: anyone else gets 403 for the code, the call and an image', async () => {
    admin = await again({ waId: ADMIN_WAID } as SignedInUser);
    const gamer = await signedInUser(t.app);
    const notChief = { status: 403, code: 'CLAN_CHIEF_NOT_APPROVED' };
    expect(await refusal(askCode(gamer, 'create_clan'))).toEqual(notChief);
    const create = { clanName: 'Not Mine', ...form, challengeId: randomUUID(), code: '123456' };
    expect(await refusal(call(gamer, 'POST', '/api/platform-clans', create))).toEqual(notChief);
    const image = t.app.inject({
      method: 'POST',
      url: '/api/platform-clans/images?page=create-clan&imageType=logo',
      headers: { ...gamer.headers, 'content-type': 'image/jpeg' },
      payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    });
    expect(await refusal(image)).toEqual(notChief);
    // A pending application is not an approval either.
    const pending = await signedInUser(t.app);
    await call(pending, 'POST', '/api/clan-chief', {
      email: 'p@example.com',
      chiefCity: 'Pune',
      phoneNumber: `+${pending.waId}`,
    });
    expect(await refusal(askCode(pending, 'create_clan'))).toEqual(notChief);
    expect((await call(null, 'POST', '/api/platform-clans/otp', { type: 'create_clan' })).statusCode).toBe(
      401,
    );
    expect((await askCode(gamer, 'join_clan')).statusCode).toBe(400);
  });

  it('makes one clan per chief, names unique whatever their case, and keeps the code through a refusal', async () => {
    const first = await approvedClanChief(t.app, admin.headers);
    await createClanAs(t.app, first, { clanName: 'Delhi Dragons' });
    expect(await refusal(askCode(first, 'create_clan'))).toEqual({
      status: 409,
      code: 'CLAN_ALREADY_MEMBER',
    });

    const second = await approvedClanChief(t.app, admin.headers);
    const code = await clanCode(t.app, second, 'create_clan');
    const taken = call(second, 'POST', '/api/platform-clans', {
      clanName: '  DELHI dragons',
      ...form,
      ...code,
    });
    expect(await refusal(taken)).toEqual({ status: 409, code: 'CLAN_NAME_TAKEN' });
    const wrong = await call(second, 'POST', '/api/platform-clans', {
      clanName: 'Delhi Daredevils',
      ...form,
      challengeId: code.challengeId,
      code: code.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ errorCode: 'OTP_INVALID', details: { attemptsLeft: 4 } });
    const fixed = await call(second, 'POST', '/api/platform-clans', {
      clanName: 'Delhi Daredevils',
      ...form,
      ...code,
    });
    expect(fixed.statusCode, fixed.body).toBe(201);

    // A chief who joined someone else's clan is in a clan: no clan of their own until they leave.
    const third = await approvedClanChief(t.app, admin.headers);
    expect((await join(third, fixed.json().data.id)).statusCode).toBe(201);
    expect(await refusal(askCode(third, 'create_clan'))).toEqual({
      status: 409,
      code: 'CLAN_ALREADY_MEMBER',
    });
    expect((await call(third, 'GET', '/api/platform-clans/status')).json().data).toMatchObject({
      role: 'Member',
      isApprovedChief: true,
      canCreateClan: false,
    });
  });

  it('sends its codes within the sign-in codes’ budgets: the sixth from one address in an hour is refused', async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform-clans/otp',
        headers: chief.headers,
        remoteAddress: '10.99.0.1',
        payload: { type: 'create_clan' },
      });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(201);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses bad fields in the form’s words, storing nothing', async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const code = await clanCode(t.app, chief, 'create_clan');
    for (const [fields, words] of [
      [{ clanName: 'ab' }, 'Please enter a clan name of 3 to 30 characters'],
      [{ clanName: 'Good Name', country: 'Narnia' }, 'Please select country'],
      [{ clanName: 'Good Name', referrerPhoneNumber: '12345' }, 'Please enter valid mobile number'],
    ] as const) {
      const res = await call(chief, 'POST', '/api/platform-clans', { ...form, ...fields, ...code });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toContain(words);
    }
    expect((await call(chief, 'GET', '/api/platform-clans/status')).json().data.clan).toBeNull();
  });

  it('asks for a verified number to send the code to', async () => {
    const db = t.database.db;
    const noPhone = await createUser(db);
    const service = createClansService({
      db,
      repository: createClansRepository(db),
      codes: {
        start: () => Promise.reject(new Error('no code is sent')),
        check: () => Promise.reject(new Error('no code is checked')),
        failure: () => {
          throw new Error('no code is checked');
        },
      },
      chiefs: { hasChiefRole: async () => true },
      users: {
        getUser: async () => noPhone,
        listPublicUsers: async () => [],
      } as unknown as Parameters<typeof createClansService>[0]['users'],
      completedCampaigns: async () => [],
      completedQuests: async () => [],
      memberScores: async () => new Map(),
      clock,
      log: t.app.log,
    });
    await expect(
      service.sendCode(noPhone.id, 'create_clan', { ip: '10.9.9.9', language: 'en' }),
    ).rejects.toMatchObject({
      code: 'CLAN_PHONE_REQUIRED',
      statusCode: 422,
    });
    // The clan chief module answers the Chief role from the approval only.
    const chiefs = createClanChiefService({
      repository: createClanChiefRepository(db),
      users: { getUser: async () => noPhone, listPublicUsers: async () => [] } as never,
      clock,
      log: t.app.log,
    });
    expect(await chiefs.hasChiefRole(noPhone.id)).toBe(false);
  });
});

describe('the waits of the rules', () => {
  it('holds a clan for minDaysBeforeClanDelete days, saying the days left, and keeps the code through it', async () => {
    admin = await again(admin);
    let chief = await approvedClanChief(t.app, admin.headers);
    const { id } = await createClanAs(t.app, chief);
    expect(await refusal(askCode(chief, 'delete_clan'))).toEqual({
      status: 409,
      code: 'CLAN_DELETE_TOO_SOON',
      params: { days: 7 },
    });
    clock.advance(2 * DAY + HOUR);
    chief = await again(chief);
    admin = await again(admin);
    expect(await refusal(askCode(chief, 'delete_clan'))).toMatchObject({ params: { days: 5 } });
    expect((await call(chief, 'GET', '/api/platform-clans/status')).json().data).toMatchObject({
      role: 'Chief',
      waits: { clanDelete: { days: 5 } },
      canDeleteClan: false,
    });

    // Operators change the rule: the next request follows it.
    expect((await setRules(admin, { ...CLAN_RULES_DEFAULT, minDaysBeforeClanDelete: 0 })).statusCode).toBe(
      200,
    );
    const code = await clanCode(t.app, chief, 'delete_clan');
    expect((await setRules(admin, CLAN_RULES_DEFAULT)).statusCode).toBe(200);
    const refused = call(chief, 'DELETE', `/api/platform-clans/${id}`, code);
    expect(await refusal(refused)).toEqual({
      status: 409,
      code: 'CLAN_DELETE_TOO_SOON',
      params: { days: 5 },
    });
    await setRules(admin, { ...CLAN_RULES_DEFAULT, minDaysBeforeClanDelete: 2 });
    const deleted = await call(chief, 'DELETE', `/api/platform-clans/${id}`, code);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await setRules(admin, CLAN_RULES_DEFAULT);
  });

  it('keeps a member who left out of every clan for minDaysToJoinClanAfterLeaving days', async () => {
    admin = await again(admin);
    const [a, b] = [
      await approvedClanChief(t.app, admin.headers),
      await approvedClanChief(t.app, admin.headers),
    ];
    const [clanA, clanB] = [await createClanAs(t.app, a), await createClanAs(t.app, b)];
    let member = await signedInUser(t.app);
    expect((await join(member, clanA.id)).statusCode).toBe(201);
    expect(await refusal(join(member, clanB.id))).toEqual({ status: 409, code: 'CLAN_ALREADY_MEMBER' });
    expect((await call(member, 'DELETE', '/api/platform-user-clans')).statusCode).toBe(200);
    expect(await refusal(call(member, 'DELETE', '/api/platform-user-clans'))).toEqual({
      status: 404,
      code: 'CLAN_NOT_MEMBER',
    });
    const tooSoon = (days: number) => ({ status: 409, code: 'CLAN_REJOIN_TOO_SOON', params: { days } });
    expect(await refusal(join(member, clanB.id))).toEqual(tooSoon(3));
    expect(await refusal(join(member, clanA.id))).toEqual(tooSoon(3));
    clock.advance(DAY);
    member = await again(member);
    expect(await refusal(join(member, clanB.id))).toEqual(tooSoon(2));
    clock.advance(2 * DAY);
    member = await again(member);
    expect((await join(member, clanB.id)).statusCode).toBe(201);
    expect(await refusal(join(member, randomUUID()))).toEqual({ status: 409, code: 'CLAN_ALREADY_MEMBER' });
    const stranger = await signedInUser(t.app);
    expect(await refusal(join(stranger, randomUUID()))).toEqual({ status: 404, code: 'CLAN_NOT_FOUND' });
  });

  it('keeps a chief who deleted their clan from creating another for minDaysToRecreateClanAfterDelete days', async () => {
    admin = await again(admin);
    let chief = await approvedClanChief(t.app, admin.headers);
    const { id } = await createClanAs(t.app, chief);
    clock.advance(7 * DAY);
    chief = await again(chief);
    const code = await clanCode(t.app, chief, 'delete_clan');
    expect((await call(chief, 'DELETE', `/api/platform-clans/${id}`, code)).statusCode).toBe(200);
    expect(await refusal(askCode(chief, 'create_clan'))).toEqual({
      status: 409,
      code: 'CLAN_RECREATE_TOO_SOON',
      params: { days: 30 },
    });
    clock.advance(29 * DAY + 12 * HOUR);
    chief = await again(chief);
    expect(await refusal(askCode(chief, 'create_clan'))).toMatchObject({ params: { days: 1 } });
    clock.advance(12 * HOUR);
    chief = await again(chief);
    await createClanAs(t.app, chief);
  });
});

describe('who may do what', () => {
  it('lets only a clan’s own chief remove its members or delete it; a chief cannot leave', async () => {
    admin = await again(admin);
    let [chief, other] = [
      await approvedClanChief(t.app, admin.headers),
      await approvedClanChief(t.app, admin.headers),
    ];
    const [mine, theirs] = [await createClanAs(t.app, chief), await createClanAs(t.app, other)];
    let [member, outsider] = [await signedInUser(t.app), await signedInUser(t.app)];
    expect((await join(member, mine.id)).statusCode).toBe(201);
    expect((await join(outsider, theirs.id)).statusCode).toBe(201);
    const notChief = { status: 403, code: 'CLAN_NOT_CHIEF' };
    const remove = (who: SignedInUser, clanId: string, userId: string) =>
      call(who, 'DELETE', `/api/platform-clans/${clanId}/members/${userId}`);

    expect(await refusal(remove(other, mine.id, member.id))).toEqual(notChief);
    expect(await refusal(remove(member, mine.id, chief.id))).toEqual(notChief);
    expect(await refusal(remove(chief, mine.id, outsider.id))).toEqual({
      status: 404,
      code: 'CLAN_MEMBER_NOT_FOUND',
    });
    expect(await refusal(remove(chief, mine.id, chief.id))).toEqual({
      status: 409,
      code: 'CLAN_CHIEF_CANNOT_LEAVE',
    });
    expect(await refusal(call(chief, 'DELETE', '/api/platform-user-clans'))).toEqual({
      status: 409,
      code: 'CLAN_CHIEF_CANNOT_LEAVE',
    });
    expect(await refusal(remove(chief, randomUUID(), member.id))).toEqual({
      status: 404,
      code: 'CLAN_NOT_FOUND',
    });

    clock.advance(7 * DAY);
    [chief, other, member, outsider] = [
      await again(chief),
      await again(other),
      await again(member),
      await again(outsider),
    ];
    const otherCode = await clanCode(t.app, other, 'delete_clan');
    expect(await refusal(call(other, 'DELETE', `/api/platform-clans/${mine.id}`, otherCode))).toEqual(
      notChief,
    );
    expect(await refusal(askCode(member, 'delete_clan'))).toEqual(notChief);
    expect(await refusal(askCode(outsider, 'delete_clan'))).toEqual(notChief);
    const gamer = await signedInUser(t.app);
    expect(await refusal(askCode(gamer, 'delete_clan'))).toEqual({ status: 404, code: 'CLAN_NOT_MEMBER' });
    // Still there, whole.
    const page = (await call(member, 'GET', `/api/platform-clans/v2/${mine.id}`)).json().data;
    expect(page.members.map((m: { userId: string }) => m.userId)).toEqual([chief.id, member.id]);
  });

  it('lets operators alone set the rules, which everyone reads', async () => {
    admin = await again(admin);
    const user = await signedInUser(t.app);
    const rules = {
      minDaysBeforeClanDelete: 10,
      minDaysToJoinClanAfterLeaving: 0,
      minDaysToRecreateClanAfterDelete: 60,
    };
    expect((await call(user, 'GET', '/api/platform-clans/rules')).json().data).toEqual(CLAN_RULES_DEFAULT);
    expect((await setRules(user, rules)).statusCode).toBe(403);
    expect((await setRules(null, rules)).statusCode).toBe(401);
    expect((await setRules(admin, { ...rules, minDaysBeforeClanDelete: 366 })).statusCode).toBe(400);
    expect((await setRules(admin, { minDaysBeforeClanDelete: 1 })).statusCode).toBe(400);
    const set = await setRules(admin, rules);
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual(rules);
    expect((await call(user, 'GET', '/api/platform-clans/rules')).json().data).toEqual(rules);
    const audit = (await call(admin, 'GET', '/api/admin/audit-log?limit=100')).json().data;
    expect(JSON.stringify(audit)).toContain('/api/admin/clan-rules');
    expect((await setRules(admin, CLAN_RULES_DEFAULT)).statusCode).toBe(200);
    expect((await call(null, 'GET', '/api/platform-clans/status')).statusCode).toBe(401);
  });
});
