import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '@kp/domain/kyc';
import { quests } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';
import {
  approvedClanChief,
  createCampaign,
  createClanAs,
  signedInUser,
  type SignedInUser,
} from '../../test/factories';
import {
  startLocalTelegramBotServer,
  type LocalTelegramBotServer,
} from '../../test/local-telegram-bot-server';
import { newWaId } from '../../test/sign-in';

// The POG scores through the routes: they move with what the platform learns of a user (KYC, a
// linked account, a clan), the clan's pog-scores and the pog boards count them, the card is drawn
// as SVG and PNG with an ETag, the dashboard answers GraphQL within its limits, and a campaign,
// quest or tournament that requires a POG human score or tier refuses a start until the card has it.

const ADMIN = newWaId();
let t: TestApp;
let telegram: LocalTelegramBotServer;
let admin: SignedInUser;

beforeAll(async () => {
  telegram = await startLocalTelegramBotServer({
    users: [
      { id: 424242, first_name: 'Asha', username: 'asha_tg' },
      { id: 515151, first_name: 'Ravi', username: 'ravi_tg' },
    ],
  });
  t = await createTestApp({
    env: {
      ADMIN_PHONE_NUMBERS: `+${ADMIN}`,
      KYC_SANDBOX_DELAY_MS: '20',
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_BOT_TOKEN: telegram.botToken,
      TELEGRAM_LOGIN_URL: `${telegram.url}/auth`,
      LOG_LEVEL: 'warn',
    },
  });
  admin = await signedInUser(t.app, { waId: ADMIN });
  await seedDemoDataIfEmpty(t.database.db, t.app.clock.now());
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (who: SignedInUser | null, method: Method, url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(payload ? { payload } : {}),
  });

async function scores(who: SignedInUser) {
  const res = await call(who, 'GET', '/api/tps/pog/scores');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

// Fresh valid Indian documents for the KYC sandbox ('1234': an ordinary number, verified).
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + randomInt(26))).join('');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const newPan = () => `${letters(3)}P${letters(1)}1234${letters(1)}`;
const newAadhaar = () => {
  const eleven = `${2 + randomInt(8)}${digits(6)}1234`;
  return `${eleven}${verhoeffCheckDigit(eleven)}`;
};
const newAccountNumber = () => `${1 + randomInt(9)}${digits(7)}1234`;

async function verifyKyc(who: SignedInUser) {
  const documents = [
    ['verify-pan', { pan: newPan(), name: 'Asha Rao' }],
    ['verify-aadhaar', { aadhaar: newAadhaar() }],
    ['verify-bank', { accountNumber: newAccountNumber(), ifsc: 'HDFC0001234' }],
  ] as const;
  for (const [path, payload] of documents) {
    const res = await call(who, 'POST', `/api/kyc/${path}`, payload);
    expect(res.statusCode, res.body).toBe(202);
    await expect
      .poll(async () => {
        const status = (await call(who, 'GET', '/api/kyc/status')).json().data;
        return status.documents.every((d: { status: string }) => d.status !== 'pending');
      })
      .toBe(true);
  }
}

async function linkTelegram(who: SignedInUser, index: number) {
  const res = await call(
    who,
    'POST',
    '/api/social/link-telegram',
    telegram.widgetLogin(telegram.users[index]!),
  );
  expect(res.statusCode, res.body).toBeLessThan(300);
}

async function takeUsername(who: SignedInUser, username: string) {
  const res = await call(who, 'POST', '/api/users/verify-username', { username });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('the scores', () => {
  it('start from the verified phone ("00" elsewhere) and move with KYC and a linked account', async () => {
    const asha = await signedInUser(t.app);
    const first = await scores(asha);
    expect(first).toMatchObject({
      userId: asha.id,
      scores: { human: 30, play: 0, skill: 0, commerce: 0, social: 0 },
      display: { play: '00', skill: '00', commerce: '00', social: '00' },
      total: 9,
      tier: 'Bronze',
      badges: [],
      roles: ['newbie'],
    });

    await linkTelegram(asha, 0);
    const linked = await scores(asha);
    expect(linked.scores).toMatchObject({ human: 45, social: 15 });
    expect(linked.badges).toContainEqual({ id: 'Telegramer', type: 'social_activity' });

    await verifyKyc(asha);
    const verified = await scores(asha);
    expect(verified.scores.human).toBe(100);
    expect(verified.badges).toContainEqual({ id: 'human', type: 'overall_activity' });
    expect(verified.total).toBe(Math.round(0.3 * 100 + 0.2 * 15));
  });

  it('are marked stale by an event in its transaction (XP awarded) and recomputed when read', async () => {
    const mira = await signedInUser(t.app);
    const username = `mira${randomUUID().slice(0, 5)}`;
    await takeUsername(mira, username);
    const card = async () =>
      (
        await call(null, 'POST', '/api/pog/graphql', {
          query: 'query($n: String!) { card(name: $n) { scores { play } } }',
          variables: { n: username },
        })
      ).json().data.card.scores.play;
    expect(await card()).toBe(0);
    const checkIn = await call(mira, 'POST', '/api/users/me/check-in', { timeZone: 'UTC' });
    expect(checkIn.statusCode, checkIn.body).toBeLessThan(300);
    // The daily check-in's XP event marked the stored scores stale: the next read recomputes them.
    expect(await card()).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(null, 'GET', '/api/tps/pog/scores')).statusCode).toBe(401);
  });
});

describe("the clan's pog-scores and the pog boards", () => {
  it('count the members’ POG totals, and rank clans and users', async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const clan = await createClanAs(t.app, chief);
    const member = await signedInUser(t.app);
    expect((await call(member, 'POST', '/api/platform-user-clans', { clanId: clan.id })).statusCode).toBe(
      201,
    );

    const res = await call(member, 'GET', `/api/platform-clans/pog-scores?clanId=${clan.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json().data;
    // A phone (human 30) and a clan (social 25): round(9 + 5) = 14 each.
    expect(figures).toMatchObject({ clanId: clan.id, isCounted: true, score: 28 });
    expect(figures.members).toEqual(
      expect.arrayContaining([
        { userId: chief.id, score: 14 },
        { userId: member.id, score: 14 },
      ]),
    );

    const clans = await call(member, 'GET', '/api/platform-centralized-leaderboard/pog-all/participants');
    expect(clans.statusCode, clans.body).toBe(200);
    expect(clans.json().data).toMatchObject({ type: 'pog', isCounted: true });
    expect(clans.json().data.me).toMatchObject({ id: clan.id, score: 28, isMe: true });

    const users = await call(
      member,
      'GET',
      '/api/platform-centralized-leaderboard/pog-all/participants?of=users',
    );
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().data.me).toMatchObject({ id: member.id, score: 14, isMe: true });
    expect(users.json().data.participants[0].score).toBeGreaterThanOrEqual(14);

    const list = await call(null, 'GET', '/api/platform-centralized-leaderboard/leaderboards?type=pog');
    expect(list.json().data.leaderboards.every((b: { isCounted: boolean }) => b.isCounted)).toBe(true);
  });
});

describe('the POG leaderboard', () => {
  const BOARD = '/api/platform-centralized-leaderboard/pog-all/participants';

  it("ranks my clan's members among themselves, shows POG names, and clans with their member counts", async () => {
    const chief = await approvedClanChief(t.app, admin.headers);
    const clan = await createClanAs(t.app, chief);
    const [named, plain, loner] = [
      await signedInUser(t.app),
      await signedInUser(t.app),
      await signedInUser(t.app),
    ];
    for (const who of [named, plain])
      expect((await call(who, 'POST', '/api/platform-user-clans', { clanId: clan.id })).statusCode).toBe(201);
    const pogName = `Board${randomUUID().slice(0, 6)}`;
    expect((await call(named, 'POST', '/api/tps/pog/name', { name: pogName })).statusCode).toBe(201);
    await verifyKyc(named); // human 100: named leads the clan

    const members = await call(plain, 'GET', `${BOARD}?of=members&limit=2`);
    expect(members.statusCode, members.body).toBe(200);
    const page = members.json().data;
    expect(page).toMatchObject({ type: 'pog', isCounted: true, total: 3, clan: { id: clan.id } });
    expect(page.participants).toHaveLength(2);
    expect(page.participants[0]).toMatchObject({ rank: 1, id: named.id, name: pogName, isMe: false });
    expect(page.participants[0].score).toBeGreaterThan(page.participants[1].score);
    expect(page.participants.map((p: { rank: number }) => p.rank)).toEqual([1, 2]);
    // My own row, wherever it ranks among the members (chief and plain tie at 14: the first there).
    expect(page.me).toMatchObject({ id: plain.id, score: 14, isMe: true, imageUrl: null });
    const rest = (await call(plain, 'GET', `${BOARD}?of=members&limit=2&offset=2`)).json().data;
    expect(rest.participants).toHaveLength(1);
    expect(rest.participants[0].rank).toBe(3);

    // In no clan, or signed out: no members and no clan (the page says why).
    for (const who of [loner, null]) {
      const none = (await call(who, 'GET', `${BOARD}?of=members`)).json().data;
      expect(none).toMatchObject({ participants: [], total: 0, me: null, clan: null });
    }

    // The gamers' board names a gamer by their POG name; the clans' board counts members.
    const users = (await call(named, 'GET', `${BOARD}?of=users`)).json().data;
    expect(users.me).toMatchObject({ id: named.id, name: pogName, isMe: true });
    const clans = (await call(named, 'GET', BOARD)).json().data;
    expect(clans.me).toMatchObject({ id: clan.id, members: 3, imageUrl: null, isMe: true });
    expect(clans.me.name).toMatch(/^Clan /);
  });
});

describe('the card as an image', () => {
  it('is drawn as SVG and PNG by username, cached with an ETag, 404 for an unknown name', async () => {
    const ravi = await signedInUser(t.app);
    const username = `ravi${randomUUID().slice(0, 5)}`;
    await takeUsername(ravi, username);

    const svg = await call(null, 'GET', `/api/pog-card/${username}/front`);
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect(svg.body).toContain(username);
    expect(svg.body).toContain('>00<');
    const etag = svg.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(
      (await call(null, 'GET', `/api/pog-card/${username}/front`, undefined, { 'if-none-match': etag }))
        .statusCode,
    ).toBe(304);

    const started = performance.now();
    const png = await call(null, 'GET', `/api/pog-card/${username}/back?format=png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const again = await call(null, 'GET', `/api/pog-card/${username}/back?format=png`);
    expect(again.rawPayload.equals(png.rawPayload)).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);

    // A new fact is a new drawing, so a new ETag.
    await linkTelegram(ravi, 1);
    await call(ravi, 'GET', '/api/tps/pog/scores');
    const moved = await call(null, 'GET', `/api/pog-card/${username}/front`);
    expect(moved.headers.etag).not.toBe(etag);

    const unknown = await call(null, 'GET', '/api/pog-card/nobody-here/front');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'POG_CARD_NOT_FOUND' });
  });
});

describe('the dashboard GraphQL', () => {
  const gql = (query: string, variables?: object) =>
    call(null, 'POST', '/api/pog/graphql', { query, ...(variables ? { variables } : {}) });

  it('answers cards, boards and the rule, by POST and GET, with introspection', async () => {
    const kiran = await signedInUser(t.app);
    const username = `kiran${randomUUID().slice(0, 5)}`;
    await takeUsername(kiran, username);
    const res = await gql(
      'query($n: String!) { card(name: $n) { name total tier display { human play } scores { human } badges { id type } rank } users(limit: 5) { total entries { rank score card { username } } } clans(limit: 5) { total entries { rank clan { name members(limit: 3) { username } } } } rule { weights { human } tiers { tier minTotal } } }',
      { n: username },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data, errors } = res.json();
    expect(errors).toBeUndefined();
    expect(data.card).toMatchObject({
      name: username,
      total: 9,
      tier: 'Bronze',
      display: { human: '30', play: '00' },
    });
    expect(data.rule.tiers).toEqual([
      { tier: 'Bronze', minTotal: 0 },
      { tier: 'Silver', minTotal: 25 },
      { tier: 'Gold', minTotal: 50 },
      { tier: 'Diamond', minTotal: 75 },
    ]);
    expect(data.users.total).toBeGreaterThan(0);

    const get = await call(
      null,
      'GET',
      `/api/pog/graphql?query=${encodeURIComponent('{ rule { weights { social } } }')}`,
    );
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json().data.rule.weights.social).toBe(0.2);

    const schema = await gql('{ __schema { queryType { name } types { name } } }');
    expect(schema.json().data.__schema.queryType.name).toBe('Query');
  });

  it('refuses a query nested too deep or too costly, and writes nothing (no mutation)', async () => {
    const deep = await gql(
      '{ clans { entries { clan { members { clan { members { clan { members { username } } } } } } } } }',
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ errorCode: 'POG_QUERY_TOO_DEEP', params: { max: 7 } });

    const costly = await gql(
      '{ clans(limit: 50) { entries { clan { members(limit: 50) { username total tier } } } } }',
    );
    expect(costly.statusCode).toBe(400);
    expect(costly.json()).toMatchObject({ errorCode: 'POG_QUERY_TOO_COSTLY' });

    const mutation = await gql('mutation { card(name: "x") { total } }');
    expect(mutation.statusCode).toBe(200);
    expect(mutation.json().errors?.[0]?.message).toBeTruthy();
  });
});

describe('the card keeps bots out', () => {
  it('refuses a campaign start below its POG human score, saying how to raise it, then accepts after KYC', async () => {
    const campaign = await createCampaign(t.app, admin.headers, {
      tasks: [],
      campaign: { minPogHumanScore: 100 },
    });
    const gamer = await signedInUser(t.app);
    const start = () =>
      call(gamer, 'POST', '/api/platform-campaign-hub/user-progress/start', { campaignId: campaign.id });
    const refused = await start();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'POG_REQUIREMENT_NOT_MET',
      variant: 'human_score',
      params: { required: 100, current: 30 },
      details: { missing: ['humanScore'], humanScore: { required: 100, current: 30 } },
    });
    expect(refused.json().details.howToRaise).toEqual(
      expect.arrayContaining(['verify_kyc', 'link_telegram']),
    );

    await verifyKyc(gamer);
    expect((await start()).statusCode).toBe(200);
  });

  it('refuses a quest start below its POG tier once an operator sets it, then accepts when it is lifted', async () => {
    const [quest] = await t.database.db.select({ id: quests.id }).from(quests).limit(1);
    const set = (body: object) => call(admin, 'PUT', `/api/admin/quests/${quest!.id}/pog-requirement`, body);
    const gamer = await signedInUser(t.app);
    expect((await call(gamer, 'PUT', `/api/admin/quests/${quest!.id}/pog-requirement`, {})).statusCode).toBe(
      403,
    );
    const setting = await set({ minPogHumanScore: null, minPogTier: 'Silver' });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json().data).toEqual({ questId: quest!.id, minPogHumanScore: null, minPogTier: 'Silver' });

    const start = () =>
      call(
        gamer,
        'POST',
        '/api/userquest/start',
        { questId: quest!.id },
        { 'idempotency-key': randomUUID() },
      );
    const refused = await start();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'POG_REQUIREMENT_NOT_MET',
      variant: 'tier',
      params: { required: 'Silver', current: 'Bronze' },
    });
    expect(refused.json().details.howToRaise).toEqual(
      expect.arrayContaining(['complete_quests', 'join_clan']),
    );

    await verifyKyc(gamer); // human 100: a total of 30, Silver
    expect((await start()).statusCode).not.toBe(403);
    expect((await set({ minPogHumanScore: null, minPogTier: null })).statusCode).toBe(200);
  });

  it('refuses a tournament join below its POG human score, then accepts once KYC is verified', async () => {
    const games = (await call(null, 'GET', '/api/game?limit=100')).json().data.games as { id: string }[];
    const now = t.app.clock.now().getTime();
    const created = await call(admin, 'POST', '/api/admin/tournaments', {
      gameId: games[0]!.id,
      title: 'POG Cup',
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
      prizes: [],
      maxParticipants: 10,
      minPogHumanScore: 40,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ minPogHumanScore: 40, minPogTier: null });
    const id = created.json().data.id as string;

    const gamer = await signedInUser(t.app);
    const join = () =>
      call(gamer, 'POST', `/api/tournaments/${id}/join`, undefined, { 'idempotency-key': randomUUID() });
    const refused = await join();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'POG_REQUIREMENT_NOT_MET', variant: 'human_score' });

    await verifyKyc(gamer);
    expect((await join()).statusCode).toBe(201);
  });
});
