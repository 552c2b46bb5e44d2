import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import type { Database } from '../../db/client';
import { earnings, referralRewards, users } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { createTestDatabase } from '../../test/database';
import {
  createTestKycGate,
  expectRewardPoolMatchesEarnings,
  TEST_KYC,
  testEarnings,
} from '../../test/earnings.fixtures';
import { createUser } from '../../test/factories';
import { testLedger } from '../../test/ledger.fixtures';
import { testXp } from '../../test/xp.fixtures';
import type { XpService } from '../xp/xp.service';
import { referralRulesOf } from './referrals.config';
import { createReferralsRepository } from './referrals.repository';
import { createReferralsService, type ReferralsService } from './referrals.service';

// Exactly once under concurrency, with the real XP, earnings and ledger services on one database:
// meaningful on PostgreSQL (the api-postgres project: a pool of 20 connections, so the transactions
// really overlap); on PGlite they run one after another and must give the same results.

let database: Database;
let xp: XpService;
let service: ReferralsService;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const currencies = createCurrencyRegistry();
  xp = testXp(db, systemClock);
  service = createReferralsService({
    db,
    clock: systemClock,
    repository: createReferralsRepository(db),
    users: {
      async getUser(id) {
        const [row] = await db.select().from(users).where(eq(users.id, id));
        return row!;
      },
      listPublicUsers: async () => [],
    },
    xp,
    earnings: testEarnings(db, { kycGate: createTestKycGate(TEST_KYC.elsewhere) }).service,
    rules: referralRulesOf(
      {
        REFERRAL_REWARD: '20 KCASH',
        REFERRAL_MILESTONES: '1:100 KPOINTS,3:50 KCASH,5:100 KCASH,10:250 KCASH',
      },
      currencies,
    ),
    currencies,
    baseUrl: 'https://kplay.example',
    log: { error: () => {} },
  });
  xp.onAwarded((tx, awarded) => service.onXpAwarded(tx, awarded));
});
afterAll(() => database.close());

async function referrerWith(count: number): Promise<{ referrer: string; referred: string[] }> {
  const referrer = (await createUser(database.db)).id;
  const code = await service.ensureCode(referrer);
  const referred: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = (await createUser(database.db)).id;
    await service.applyReferralCode(user, code);
    referred.push(user);
  }
  return { referrer, referred };
}

/** An XP-earning action of the user, in a transaction of its own (as a quest stage's would be). */
const act = (userId: string, sourceId: string) =>
  database.db.transaction((tx) => xp.award(tx, { userId, action: 'quest_stage', sourceId }));

async function rewardsOf(referrer: string) {
  const rows = await database.db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referrerUserId, referrer));
  return rows.map((r) => (r.kind === 'milestone' ? `milestone ${r.milestone}` : r.referredUserId!)).sort();
}

async function referralEarningsOf(referrer: string) {
  return database.db
    .select()
    .from(earnings)
    .where(and(eq(earnings.userId, referrer), eq(earnings.source, 'referral')));
}

describe('the referral campaign under concurrency', () => {
  it('pays one referred gamer once: 50 qualifying events and 20 settlements at once', async () => {
    const { referrer, referred } = await referrerWith(1);
    const gamer = referred[0]!;
    await Promise.all([
      // 25 actions through the XP service (each a new event, each told to the referrals module) …
      ...Array.from({ length: 25 }, (_, i) => act(gamer, `stage-${i}`)),
      // … and 25 qualification events delivered straight, without the XP row's lock between them.
      ...Array.from({ length: 25 }, () =>
        database.db.transaction((tx) =>
          service.onXpAwarded(tx, { userId: gamer, action: 'daily_check_in', at: new Date() }),
        ),
      ),
      ...Array.from({ length: 10 }, () => service.settleReferrer(referrer)),
      ...Array.from({ length: 10 }, () => service.settleOutstanding()),
    ]);
    await Promise.all(Array.from({ length: 5 }, () => service.settleOutstanding()));
    expect(await rewardsOf(referrer)).toEqual([gamer, 'milestone 1'].sort());
    expect(await referralEarningsOf(referrer)).toHaveLength(2);
  });

  it('pays a milestone once when two gamers qualify at once and cross it', async () => {
    const { referrer, referred } = await referrerWith(4);
    // Two qualified and paid already: the next milestone is 3.
    for (const gamer of referred.slice(0, 2)) await act(gamer, 'first');
    await service.settleReferrer(referrer);
    expect(await rewardsOf(referrer)).toEqual([...referred.slice(0, 2), 'milestone 1'].sort());
    // The other two qualify at the same moment, each followed by a settlement, and the job runs too.
    await Promise.all(
      referred
        .slice(2)
        .flatMap((gamer) => [
          act(gamer, 'first').then(() => service.settleReferrer(referrer)),
          service.settleOutstanding(),
        ]),
    );
    await service.settleOutstanding();
    expect(await rewardsOf(referrer)).toEqual([...referred, 'milestone 1', 'milestone 3'].sort());
  });

  it('pays ten gamers qualifying at once ten referral rewards and each milestone once', async () => {
    const { referrer, referred } = await referrerWith(10);
    await Promise.all(
      referred.flatMap((gamer, i) => [
        act(gamer, `stage-${i}`).then(() => service.settleReferrer(referrer)),
        act(gamer, `stage-again-${i}`),
        service.settleOutstanding(),
      ]),
    );
    await service.settleOutstanding();
    expect(await rewardsOf(referrer)).toEqual(
      [...referred, 'milestone 1', 'milestone 3', 'milestone 5', 'milestone 10'].sort(),
    );
    const paid = await referralEarningsOf(referrer);
    expect(paid.map((e) => `${e.amount} ${e.currency}`).sort()).toEqual(
      [
        ...Array.from({ length: 10 }, () => '2000 KCASH'),
        '100 KPOINTS',
        '5000 KCASH',
        '10000 KCASH',
        '25000 KCASH',
      ].sort(),
    );
    const perGamer = await database.db
      .select()
      .from(referralRewards)
      .where(inArray(referralRewards.referredUserId, referred));
    expect(perGamer).toHaveLength(10);
  });

  it('leaves the ledger sound and the reward pool equal to the earnings it holds', async () => {
    expect(await testLedger(database.db).verifyIntegrity()).toEqual({
      unbalancedCurrencies: [],
      negativeAccounts: [],
      balanceMismatches: [],
    });
    await expectRewardPoolMatchesEarnings(database.db);
  });
});
