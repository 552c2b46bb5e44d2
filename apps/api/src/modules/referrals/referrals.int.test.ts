import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_CODE_PATTERN } from '@kp/domain/campaigns';
import { earnings, referralRewards, referrals } from '../../db/schema';
import { advanceableClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { expectRewardPoolMatchesEarnings } from '../../test/earnings.fixtures';
import { testLedger } from '../../test/ledger.fixtures';
import { signedInUser, type SignedInUser } from '../../test/factories';
import { ACCOUNT_DELETION_GRACE_MS } from '../users/users.service';

// The referral campaign through its routes: the code and its share links, the roadmap, and the
// progress of a referrer whose gamers sign up with the code, qualify with a first action (a daily
// check-in here) and pay the referrer once each, with the milestones they reach; a gamer who acted
// before naming the code qualifies at once; an erased gamer never pays; nothing shows a phone number.

const BASE = '/api/referral-campaign';
const HUB = '/api/platform-campaign-hub';
const clock = advanceableClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://kplay.example',
      REFERRAL_MILESTONES: '1:100 KPOINTS,2:5 KCASH',
    },
  });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
async function data(who: SignedInUser | null, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

const settle = () => t.app.jobs.find((job) => job.name === 'referral-rewards')!.run();
const progress = (who: SignedInUser) => data(who, 'GET', `${BASE}/progress`);
const codeOf = async (who: SignedInUser): Promise<string> => (await data(who, 'GET', `${BASE}/code`)).code;
const apply = (who: SignedInUser, code: string) => data(who, 'POST', `${HUB}/user-referral/apply`, { code });
const checkIn = (who: SignedInUser) => data(who, 'POST', '/api/users/me/check-in', {});

async function referralEarnings(userId: string) {
  const rows = await t.database.db.select().from(earnings).where(eq(earnings.userId, userId));
  return rows.filter((row) => row.source === 'referral').map((row) => `${row.amount} ${row.currency}`);
}

describe('the code and the roadmap', () => {
  it('gives the caller their code, the referral link and a link per channel with its utm_source', async () => {
    const gamer = await signedInUser(t.app);
    const answer = await data(gamer, 'GET', `${BASE}/code`);
    expect(answer.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(answer.link).toBe(`https://kplay.example/?ref=${answer.code}`);
    for (const channel of ['copy', 'x', 'telegram', 'facebook', 'whatsapp', 'more']) {
      const link = new URL(answer.shareLinks[channel]);
      expect(link.searchParams.get('ref')).toBe(answer.code);
      expect(link.searchParams.get('utm_source')).toBe(channel);
    }
    // The campaign hub's referral info is the same code.
    expect((await data(gamer, 'GET', `${HUB}/user-referral`)).code).toBe(answer.code);
  });

  it('shows the roadmap to anyone: the reward per referral, the milestones, what qualifies', async () => {
    expect(await data(null, 'GET', `${BASE}/roadmap`)).toEqual({
      perReferral: { currency: 'KCASH', amount: '20.00' },
      milestones: [
        { qualified: 1, reward: { currency: 'KPOINTS', amount: '100' } },
        { qualified: 2, reward: { currency: 'KCASH', amount: '5.00' } },
      ],
      qualifyingActions: [
        'quest_stage',
        'campaign_task',
        'campaign_claim',
        'tournament_result',
        'daily_check_in',
      ],
      applyWindowDays: 7,
    });
  });

  it('needs a signed-in caller for the code and the progress', async () => {
    for (const url of [`${BASE}/code`, `${BASE}/progress`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('a referrer and their gamers', () => {
  let referrer: SignedInUser;
  let code: string;
  beforeAll(async () => {
    referrer = await signedInUser(t.app);
    code = await codeOf(referrer);
  });

  it('starts empty, with the first milestone next', async () => {
    expect(await progress(referrer)).toMatchObject({
      signedUp: 0,
      qualified: 0,
      percent: 0,
      next: { qualified: 1, remaining: 1 },
      earned: [],
      referred: [],
    });
  });

  it('counts a sign-up, qualifies it with a first action and pays the referrer once, with the milestone', async () => {
    const friend = await signedInUser(t.app);
    await apply(friend, code);
    let now = await progress(referrer);
    expect(now).toMatchObject({ signedUp: 1, qualified: 0 });
    expect(now.referred).toEqual([
      expect.objectContaining({ displayName: null, state: 'signed_up', qualifiedAt: null, reward: null }),
    ]);

    await data(friend, 'POST', '/api/users/verify-username', { username: 'refpal1' });
    await checkIn(friend);
    await checkIn(friend); // the same day's check-in again: no second qualification
    expect(await settle()).toBe(2); // the referral's reward and the first milestone's
    expect(await settle()).toBe(0);

    now = await progress(referrer);
    expect(now).toMatchObject({
      signedUp: 1,
      qualified: 1,
      percent: 50,
      next: { qualified: 2, remaining: 1 },
    });
    expect(now.milestones).toEqual([
      expect.objectContaining({ qualified: 1, state: 'reached', paidAt: expect.any(String) }),
      expect.objectContaining({ qualified: 2, state: 'next', paidAt: null }),
    ]);
    expect(now.earned).toEqual([
      { currency: 'KCASH', amount: '20.00' },
      { currency: 'KPOINTS', amount: '100' },
    ]);
    expect(now.referred).toEqual([
      {
        displayName: 'refpal1',
        state: 'qualified',
        joinedAt: expect.any(String),
        qualifiedAt: expect.any(String),
        reward: { currency: 'KCASH', amount: '20.00' },
      },
    ]);
    // Never a phone number: not the friend's, not anyone's.
    expect(JSON.stringify(now)).not.toContain(friend.waId.slice(-8));
    expect((await referralEarnings(referrer.id)).sort()).toEqual(['100 KPOINTS', '2000 KCASH']);
    // The rewards are earnings ready to collect, like a quest's.
    const listed = await data(referrer, 'GET', '/api/platform-simplified-payments/collect-earning/user/list');
    expect(JSON.stringify(listed)).toContain('Referral reward');
  });

  it('qualifies a gamer who acted before naming the code at once, and pays the milestone it reaches', async () => {
    const friend = await signedInUser(t.app);
    await checkIn(friend);
    await apply(friend, code);
    // Applying settled it already: nothing left for the job.
    expect(await settle()).toBe(0);
    const now = await progress(referrer);
    expect(now).toMatchObject({ signedUp: 2, qualified: 2, percent: 100, next: null });
    expect(now.milestones.map((m: { state: string }) => m.state)).toEqual(['reached', 'reached']);
    expect(now.earned).toEqual([
      { currency: 'KCASH', amount: '45.00' },
      { currency: 'KPOINTS', amount: '100' },
    ]);
    expect(now.referred[0]).toMatchObject({ state: 'qualified', displayName: null });
  });

  it('pages the referred gamers, the latest first', async () => {
    const first = await data(referrer, 'GET', `${BASE}/progress?limit=1`);
    const second = await data(referrer, 'GET', `${BASE}/progress?limit=1&offset=1`);
    expect(first.referred).toHaveLength(1);
    expect(second.referred[0].displayName).toBe('refpal1');
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/progress?limit=0`, headers: referrer.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps the reward pool equal to the earnings it holds, and the ledger sound', async () => {
    await expectRewardPoolMatchesEarnings(t.database.db);
    expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
      unbalancedCurrencies: [],
      negativeAccounts: [],
      balanceMismatches: [],
    });
  });
});

describe('an erased account', () => {
  it('as a referred gamer, never qualifies nor pays; as a referrer, is paid nothing more', async () => {
    const referrer = await signedInUser(t.app);
    const code = await codeOf(referrer);
    const gone = await signedInUser(t.app);
    const stays = await signedInUser(t.app);
    await apply(gone, code);
    await apply(stays, code);
    const goneReferrer = await signedInUser(t.app);
    const invited = await signedInUser(t.app);
    await apply(invited, await codeOf(goneReferrer));

    for (const who of [gone, goneReferrer]) await data(who, 'POST', '/api/users/deletion-request');
    clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
    await t.app.jobs.find((job) => job.name === 'account-deletions')!.run();
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, gone.id));
    expect(row).toMatchObject({ erasedAt: expect.any(Date), qualifiedAt: null });

    // Both remaining gamers act; only the referrer still here is paid, for the one still here.
    for (const who of [stays, invited]) await checkIn(await signedInUser(t.app, { waId: who.waId }));
    await settle();
    const now = await progress(await signedInUser(t.app, { waId: referrer.waId }));
    expect(now).toMatchObject({ signedUp: 2, qualified: 1 });
    expect(
      now.referred.map((r: { state: string; displayName: string | null }) => [r.state, r.displayName]),
    ).toEqual([
      ['qualified', null],
      ['erased', null],
    ]);
    const paidTo = async (userId: string) =>
      (
        await t.database.db.select().from(referralRewards).where(eq(referralRewards.referrerUserId, userId))
      ).map((r) => r.referredUserId ?? `milestone ${r.milestone}`);
    expect((await paidTo(referrer.id)).sort()).toEqual([stays.id, 'milestone 1'].sort());
    expect(await paidTo(goneReferrer.id)).toEqual([]);
    // Nothing is left for the settlement to retry.
    expect(await settle()).toBe(0);
  });
});
