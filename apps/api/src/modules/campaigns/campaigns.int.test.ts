import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { tournamentCalls, type Who } from '../../test/tournaments';

const HOUR = 3_600_000;
const HUB = '/api/platform-campaign-hub';
const clock = fixedClock('2026-07-01T09:00:00Z');
const ADMIN = newWaId();
let t: TestApp;
let calls: ReturnType<typeof tournamentCalls>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  calls = tournamentCalls(t.app, clock);
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  await seedDemoDataIfEmpty(t.database.db, clock.now());
}, 60_000);
afterAll(() => t.close());

const runJob = (name: string) => t.app.jobs.find((j) => j.name === name)!.run();
const post = (url: string, body: object, who?: Who, headers: Record<string, string> = {}) =>
  calls.inject('POST', url, body, { ...(who?.headers ?? {}), ...headers });

describe('the demo campaigns', () => {
  it('lists live, upcoming and ended campaigns by state, a page at a time', async () => {
    const all = await calls.inject('GET', `${HUB}/airdrop-campaign/campaigns/by-state?pageLimit=2`);
    expect(all.statusCode, all.body).toBe(200);
    const first = all.json().data;
    expect(first.campaigns.map((c: { slug: string }) => c.slug)).toEqual([
      'monsoon-airdrop',
      'carnaval-drop',
    ]);
    expect(first).toMatchObject({ isLastCard: false, offset: 2 });
    expect(first.campaigns[0]).toMatchObject({
      status: 'LIVE',
      timerLabel: 'ends',
      cardState: 'GET_STARTED',
      reward: { currency: 'KCASH', amount: '25.00', poolTotal: '25000.00' },
      tasksTotal: 9,
      progress: null,
    });
    expect(first.campaigns[1]).toMatchObject({ cardState: 'COMING_SOON', timerLabel: 'starts' });
    const rest = (
      await calls.inject('GET', `${HUB}/airdrop-campaign/campaigns/by-state?pageLimit=2&offset=2`)
    ).json().data;
    expect(rest.campaigns.map((c: { slug: string }) => c.slug)).toContain('diwali-dash');
    expect(rest.isLastCard).toBe(true);

    const upcoming = (
      await calls.inject('GET', `${HUB}/airdrop-campaign/campaigns/by-state?upcoming=true&country=BR`)
    ).json().data;
    expect(upcoming.campaigns.map((c: { slug: string }) => c.slug)).toEqual(['carnaval-drop']);
    const inIndia = (
      await calls.inject('GET', `${HUB}/airdrop-campaign/campaigns/by-state?country=IN`)
    ).json().data;
    expect(inIndia.campaigns.map((c: { slug: string }) => c.slug)).not.toContain('carnaval-drop');
  });

  it('shows Monsoon Airdrop’s ordered tasks, never the secret code’s hash', async () => {
    const res = await calls.inject('GET', `${HUB}/airdrop-campaign/monsoon-airdrop`);
    expect(res.statusCode, res.body).toBe(200);
    const tasks = res.json().data.tasks as { type: string; config: object; state: string }[];
    expect(tasks.map((x) => x.type)).toEqual([
      'link_twitter',
      'twitter_follow',
      'join_discord_server',
      'join_telegram_channel',
      'link_steam',
      'link_wallet',
      'hold_web3_token',
      'general_uri_redirection',
      'special_code_validation',
    ]);
    expect(tasks.at(-1)!.config).toEqual({});
    expect(tasks.slice(1).every((x) => x.state === 'locked')).toBe(true);
  });

  it('refuses bad queries and unknown campaigns', async () => {
    for (const query of ['pageLimit=500', 'status=NOPE', 'country=india', 'featured=yes', 'unknown=1'])
      expect(
        (await calls.inject('GET', `${HUB}/airdrop-campaign/campaigns/by-state?${query}`)).statusCode,
      ).toBe(400);
    const missing = await calls.inject('GET', `${HUB}/airdrop-campaign/no-such-campaign`);
    expect(missing.json()).toMatchObject({ statusCode: 404, errorCode: 'CAMPAIGN_NOT_FOUND' });
  });
});

describe('a campaign from start to reward', () => {
  let campaignId: string;
  let visitTaskId: string;
  let codeTaskId: string;

  beforeAll(async () => {
    const created = await post(
      '/api/admin/campaigns',
      {
        slug: 'route-test',
        title: 'Route test drop',
        status: 'PUBLISHED',
        startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
        endsAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
        reward: { currency: 'KCASH', amount: '4' },
        countries: ['IN'],
      },
      undefined,
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    campaignId = created.json().data.id;
    const add = (body: object) => post(`/api/admin/campaigns/${campaignId}/tasks`, body, undefined, admin);
    const visit = await add({
      type: 'general_uri_redirection',
      title: 'Read the news',
      config: { url: 'https://example.com/news' },
    });
    expect(visit.statusCode, visit.body).toBe(201);
    const code = await add({
      type: 'special_code_validation',
      title: 'Type the code',
      secretCode: 'letmein',
    });
    expect(code.statusCode, code.body).toBe(201);
    [visitTaskId, codeTaskId] = code.json().data.tasks.map((x: { id: string }) => x.id);
    expect(code.json().data.tasks[1].config).toEqual({});

    const badConfig = await add({
      type: 'general_uri_redirection',
      title: 'Bad link',
      config: { url: 'ftp://x' },
    });
    expect(badConfig.json()).toMatchObject({ statusCode: 400, errorCode: 'TASK_CONFIG_INVALID' });
    const noKey = await post(`/api/admin/campaigns/${campaignId}/fund`, { amount: '8' }, undefined, admin);
    expect(noKey.statusCode).toBe(400);
    const funded = await post(`/api/admin/campaigns/${campaignId}/fund`, { amount: '8' }, undefined, {
      ...admin,
      'idempotency-key': randomUUID(),
    });
    expect(funded.statusCode, funded.body).toBe(201);
    expect(funded.json().data.reward).toMatchObject({ poolTotal: '8.00', poolRemaining: '8.00' });
    expect(await runJob('campaign-schedule')).toBeGreaterThanOrEqual(1);
  });

  it('needs a signed-in user to start, validate and claim', async () => {
    expect((await post(`${HUB}/user-progress/start`, { campaignId })).statusCode).toBe(401);
    expect((await post(`${HUB}/tasks/validate`, { taskId: codeTaskId })).statusCode).toBe(401);
    expect((await post(`${HUB}/claim-reward`, { campaignId })).statusCode).toBe(401);
    const user = await signedInUser(t.app);
    expect((await calls.inject('GET', '/api/admin/campaigns', undefined, user.headers)).statusCode).toBe(403);
  });

  it('starts, unlocks in order, verifies, and pays the reward once', async () => {
    const me = await signedInUser(t.app);
    const early = await post(`${HUB}/tasks/validate`, { taskId: visitTaskId }, me);
    expect(early.json()).toMatchObject({ statusCode: 409, errorCode: 'CAMPAIGN_NOT_STARTED' });
    const started = await post(`${HUB}/user-progress/start`, { campaignId }, me);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ cardState: 'CONTINUE_TASKS', progress: { percent: 0 } });

    const locked = await post(`${HUB}/tasks/validate`, { taskId: codeTaskId, submission: 'LETMEIN' }, me);
    expect(locked.json()).toMatchObject({
      statusCode: 409,
      errorCode: 'TASK_LOCKED',
      message: 'Complete all active tasks to unlock this task.',
    });

    const notVisited = await post(`${HUB}/tasks/validate`, { taskId: visitTaskId }, me);
    expect(notVisited.statusCode).toBe(200);
    expect(notVisited.json().data).toMatchObject({
      isError: true,
      errorCode: 'LINK_NOT_VISITED',
      canAppeal: true,
    });
    const visit = await calls.inject('GET', `${HUB}/tasks/${visitTaskId}/visit`, undefined, me.headers);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('https://example.com/news');
    const visited = await post(`${HUB}/tasks/validate`, { taskId: visitTaskId }, me);
    expect(visited.json().data).toMatchObject({ isError: false, state: 'verified' });

    const wrong = await post(`${HUB}/tasks/validate`, { taskId: codeTaskId, submission: 'nope' }, me);
    expect(wrong.json().data).toMatchObject({
      isError: true,
      errorType: 'INVALID_SUBMISSION',
      errorCode: 'CODE_INCORRECT',
    });
    const right = await post(`${HUB}/tasks/validate`, { taskId: codeTaskId, submission: ' letmein ' }, me);
    expect(right.json().data).toMatchObject({ state: 'verified', campaignProgress: { percent: 100 } });

    const key = randomUUID();
    const claim = await post(`${HUB}/claim-reward`, { campaignId }, me, { 'idempotency-key': key });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json().data).toMatchObject({ status: 'credited', currency: 'KCASH', amount: '4.00' });
    const replay = await post(`${HUB}/claim-reward`, { campaignId }, me, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(claim.json().data.id);
    const again = await post(`${HUB}/claim-reward`, { campaignId }, me, { 'idempotency-key': randomUUID() });
    expect(again.json()).toMatchObject({ statusCode: 409, errorCode: 'REWARD_ALREADY_CLAIMED' });

    const balances = (await calls.inject('GET', '/api/wallets/balance', undefined, me.headers)).json().data
      .balances;
    expect(balances.find((b: { currency: string }) => b.currency === 'KCASH')).toMatchObject({
      balance: '4.00',
      subBalances: { earned: '4.00' },
    });
    const detail = (
      await calls.inject('GET', `${HUB}/airdrop-campaign/route-test`, undefined, me.headers)
    ).json().data;
    expect(detail).toMatchObject({ cardState: 'CLAIM_REWARDS', claim: { status: 'credited' } });
  });

  it('appeals land in the operators’ queue', async () => {
    const me = await signedInUser(t.app);
    await post(`${HUB}/user-progress/start`, { campaignId }, me);
    await post(`${HUB}/tasks/validate`, { taskId: visitTaskId }, me);
    const appeal = await post(
      `${HUB}/tasks/appeal`,
      { taskId: visitTaskId, note: 'I opened it from my phone' },
      me,
    );
    expect(appeal.statusCode, appeal.body).toBe(201);
    const queue = await calls.inject('GET', '/api/admin/campaign-appeals', undefined, admin);
    expect(queue.statusCode).toBe(200);
    const mine = queue.json().data.appeals.find((a: { id: string }) => a.id === appeal.json().data.id);
    expect(mine).toMatchObject({ attempt: { errorCode: 'LINK_NOT_VISITED' }, task: { id: visitTaskId } });
    const approved = await post(`/api/admin/campaign-appeals/${mine.id}/approve`, {}, undefined, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const state = (
      await calls.inject('GET', `${HUB}/airdrop-campaign/${campaignId}`, undefined, me.headers)
    ).json().data;
    expect(state.tasks[0].state).toBe('verified');
  });
});

describe('referrals', () => {
  it('gives a code, and counts who joined with it', async () => {
    const referrer = await signedInUser(t.app);
    const info = await calls.inject('GET', `${HUB}/user-referral`, undefined, referrer.headers);
    expect(info.statusCode, info.body).toBe(200);
    const { code } = info.json().data;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const own = await post(`${HUB}/user-referral/apply`, { code }, referrer);
    expect(own.json().errorCode).toBe('REFERRAL_OWN_CODE');
    const friend = await signedInUser(t.app);
    expect((await post(`${HUB}/user-referral/apply`, { code: code.toLowerCase() }, friend)).statusCode).toBe(
      200,
    );
    expect((await post(`${HUB}/user-referral/apply`, { code }, friend)).json().errorCode).toBe(
      'REFERRAL_ALREADY_APPLIED',
    );
    const after = (await calls.inject('GET', `${HUB}/user-referral`, undefined, referrer.headers)).json()
      .data;
    expect(after).toMatchObject({ code, referredCount: 1 });
  });
});
