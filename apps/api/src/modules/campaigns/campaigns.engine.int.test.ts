import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import type { Continent } from '@kp/domain/campaigns';
import type { AppError } from '@kp/domain/errors';
import type { Database } from '../../db/client';
import {
  campaignClaims,
  campaignTasks,
  ledgerAccounts,
  taskCompletions,
  taskValidationAttempts,
} from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import type { Once } from '../../platform/idempotency';
import { createRateLimiter } from '../../platform/rate-limit';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { storedBalances, testLedger } from '../../test/ledger.fixtures';
import { testXp } from '../../test/xp.fixtures';
import { createCampaignsRepository } from './campaigns.repository';
import { createCampaignsService, type CampaignsService } from './campaigns.service';
import { failed, passed, type ValidatorSet } from './validators/validator';

// The engine on a real database with FAKE validators (the real ones are the social, X and EVM
// modules'): what each fake answers is set per test through `fakeAnswers`.
const HOUR = 3_600_000;
const clock = fixedClock('2026-06-01T10:00:00Z');
let database: Database;
let service: CampaignsService;
let linked: Record<string, boolean>;
const fakeAnswers = new Map<string, () => Promise<ReturnType<typeof passed>>>();
const NOT_FOLLOWING = { handle: 'kplay_gg', account: '@asha', looked: 10, isWholeList: true };

const fakeValidators: ValidatorSet = {
  link_twitter: async () => passed({ fake: true }),
  twitter_follow: async ({ task }) => (fakeAnswers.get(task.id) ?? (async () => passed({ fake: true })))(),
  link_steam: async () => passed({ fake: true }),
  link_discord: async () => {
    throw new Error('the fake provider blew up');
  },
  // A validator that answers nonsense must not pass the task either.
  link_google: async () => ({ ok: 'yes' }) as never,
};

/** Runs the value-moving work in a transaction, as the request's Idempotency-Key would. */
const inTransaction: Once = (work) => database.db.transaction(work);

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as AppError & { retryAfter?: number };
  }
  throw new Error('expected a refusal');
};

beforeAll(async () => {
  database = await createTestDatabase();
  service = createCampaignsService({
    db: database.db,
    repository: createCampaignsRepository(database.db),
    ledger: testLedger(database.db, { clock }),
    currencies: createCurrencyRegistry(),
    clock,
    validators: [fakeValidators],
    rateLimiter: createRateLimiter({ db: database.db, clock }),
    accountLinks: async () => linked,
    claimSignatures: null,
    users: {
      getUser: async (id) => ({
        createdAt: clock.now(),
        countryCode: countryOf.get(id) ?? null,
        phoneNumber: null,
      }),
    },
    hashCode: (code) => `hash:${code}`,
    xp: testXp(database.db, clock),
  });
}, 60_000);
afterAll(() => database.close());
beforeEach(() => {
  linked = { twitter: true, discord: true };
  fakeAnswers.clear();
  clock.advance(10 * 60_000); // a fresh rate-limit window for each test
});

/** The profile country of the engine's users (none unless a test sets one). */
const countryOf = new Map<string, string>();

let slugCount = 0;
async function campaignWith(
  tasks: { type: string; isOrdered?: boolean; config?: Record<string, unknown> }[],
  options: { reward?: string; pool?: string; countries?: string[]; continents?: Continent[] } = {},
) {
  slugCount += 1;
  const now = clock.now();
  const created = await service.adminCreate({
    slug: `engine-test-${slugCount}`,
    title: `Engine test ${slugCount}`,
    description: '',
    imageUrl: null,
    featured: false,
    status: 'PUBLISHED',
    startsAt: new Date(now.getTime() - HOUR).toISOString(),
    endsAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
    claimEndsAt: null,
    applicableContinents: options.continents ?? [],
    countries: options.countries ?? [],
    platforms: [],
    client: null,
    category: null,
    reward: { currency: 'KCASH', amount: options.reward ?? '5' },
    claimRequiresSignature: false,
    claimChainId: null,
    minPogHumanScore: null,
    minPogTier: null,
    translations: {},
  });
  for (const task of tasks)
    await service.adminCreateTask(created.id, {
      type: task.type as never,
      title: `Task ${task.type}`,
      description: '',
      isOrdered: task.isOrdered ?? true,
      isActive: true,
      config: task.config ?? {},
      translations: {},
    });
  await service.advanceSchedule();
  if (options.pool) await service.adminFund(adminId, created.id, options.pool, inTransaction);
  const view = await service.getCampaign(created.id, null);
  expect(view.status).toBe('LIVE');
  return view;
}

let adminId: string;
beforeAll(async () => {
  adminId = (await createUser(database.db, { role: 'admin' })).id;
});

async function startedUser(campaignId: string) {
  const user = await createUser(database.db);
  await service.start(user.id, campaignId);
  return user.id;
}

describe('the lock rule', () => {
  it('keeps an ordered task locked until every earlier one is verified', async () => {
    const campaign = await campaignWith([
      { type: 'link_twitter' },
      { type: 'twitter_follow', config: { handle: 'kplay_gg' } },
    ]);
    const userId = await startedUser(campaign.id);
    const [first, second] = campaign.tasks;
    const locked = await errorOf(service.validate(userId, second!.id, undefined));
    expect(locked.code).toBe('TASK_LOCKED');
    expect(locked.message).toBe('Complete all active tasks to unlock this task.');
    expect(locked.details).toMatchObject({ errorType: 'LOCKED', blockingTaskIds: [first!.id] });
    expect((await service.getCampaign(campaign.id, userId)).tasks.map((t) => t.state)).toEqual([
      'open',
      'locked',
    ]);

    expect((await service.validate(userId, first!.id, undefined)).state).toBe('verified');
    const state = await service.validate(userId, second!.id, undefined);
    expect(state).toMatchObject({ state: 'verified', isError: false, followData: { handle: 'kplay_gg' } });
    expect(state.campaignProgress).toMatchObject({ tasksVerified: 2, tasksTotal: 2, percent: 100 });
  });

  it('refuses a task of a campaign the user has not started', async () => {
    const campaign = await campaignWith([{ type: 'link_twitter' }]);
    const user = await createUser(database.db);
    expect((await errorOf(service.validate(user.id, campaign.tasks[0]!.id, undefined))).code).toBe(
      'CAMPAIGN_NOT_STARTED',
    );
  });
});

describe('what a validation answers', () => {
  it('names the account to connect before calling the validator', async () => {
    const campaign = await campaignWith([{ type: 'twitter_follow', config: { handle: 'kplay_gg' } }]);
    const userId = await startedUser(campaign.id);
    linked = { twitter: false };
    const state = await service.validate(userId, campaign.tasks[0]!.id, undefined);
    expect(state).toMatchObject({
      isError: true,
      errorType: 'ACCOUNT_NOT_LINKED',
      socialConnect: { account: 'twitter', isConnected: false },
    });
    expect(state.message).toMatch(/Connect your X/);
  });

  it('never passes a task whose validator throws or answers nonsense, and keeps every attempt', async () => {
    const campaign = await campaignWith([
      { type: 'link_discord', isOrdered: false },
      { type: 'link_google', isOrdered: false },
    ]);
    const userId = await startedUser(campaign.id);
    for (const task of campaign.tasks) {
      const state = await service.validate(userId, task.id, undefined);
      expect(state).toMatchObject({ isError: true, errorType: 'PROVIDER_UNAVAILABLE', state: 'failed' });
    }
    const completions = await database.db
      .select()
      .from(taskCompletions)
      .where(eq(taskCompletions.userId, userId));
    expect(completions).toHaveLength(0);
    const attempts = await database.db
      .select()
      .from(taskValidationAttempts)
      .where(eq(taskValidationAttempts.userId, userId));
    expect(attempts.map((a) => a.outcome)).toEqual(['failed', 'failed']);
  });

  it('says a requirement not met in the validator’s words, and the user can appeal it', async () => {
    const campaign = await campaignWith([{ type: 'twitter_follow', config: { handle: 'kplay_gg' } }]);
    const userId = await startedUser(campaign.id);
    const task = campaign.tasks[0]!;
    fakeAnswers.set(
      task.id,
      async () =>
        failed(
          'REQUIREMENT_NOT_MET',
          'X_NOT_FOLLOWING',
          { handle: 'kplay_gg', account: '@asha', looked: 1000, isWholeList: false },
          {
            looked: 1000,
          },
        ) as never,
    );
    const state = await service.validate(userId, task.id, undefined);
    expect(state).toMatchObject({
      isError: true,
      errorCode: 'X_NOT_FOLLOWING',
      canAppeal: true,
      canRetry: true,
    });

    const appeal = await service.appeal(userId, task.id, 'I do follow them, since last week');
    expect(appeal.status).toBe('pending');
    expect((await errorOf(service.appeal(userId, task.id, 'Again, I really do follow'))).code).toBe(
      'APPEAL_ALREADY_PENDING',
    );
    const queue = await service.adminListAppeals({ status: 'pending', limit: 50, offset: 0 });
    const mine = queue.appeals.find((a) => a.id === appeal.id)!;
    expect(mine.attempt).toMatchObject({ errorCode: 'X_NOT_FOLLOWING', evidence: { looked: 1000 } });

    const approved = await service.adminDecideAppeal(adminId, appeal.id, {
      approve: true,
      reason: undefined,
    });
    expect(approved.status).toBe('approved');
    expect(
      (await errorOf(service.adminDecideAppeal(adminId, appeal.id, { approve: false, reason: 'no' }))).code,
    ).toBe('APPEAL_ALREADY_DECIDED');
    const after = await service.getCampaign(campaign.id, userId);
    expect(after.tasks[0]!.state).toBe('verified');
    expect(after.cardState).toBe('CLAIM_REWARDS');
  });

  it('a rejected appeal keeps the task open with the reason', async () => {
    const campaign = await campaignWith([{ type: 'twitter_follow', config: { handle: 'kplay_gg' } }]);
    const userId = await startedUser(campaign.id);
    const task = campaign.tasks[0]!;
    fakeAnswers.set(
      task.id,
      async () => failed('REQUIREMENT_NOT_MET', 'X_NOT_FOLLOWING', NOT_FOLLOWING) as never,
    );
    await service.validate(userId, task.id, undefined);
    const appeal = await service.appeal(userId, task.id, 'Please look again, I follow');
    await service.adminDecideAppeal(adminId, appeal.id, {
      approve: false,
      reason: 'The account is not followed',
    });
    const after = await service.getCampaign(campaign.id, userId);
    expect(after.tasks[0]).toMatchObject({
      state: 'failed',
      appeal: { status: 'rejected', decisionReason: 'The account is not followed' },
    });
  });

  it('two validations at once make one completion', async () => {
    const campaign = await campaignWith([{ type: 'link_steam' }]);
    const userId = await startedUser(campaign.id);
    const states = await Promise.all([
      service.validate(userId, campaign.tasks[0]!.id, undefined),
      service.validate(userId, campaign.tasks[0]!.id, undefined),
    ]);
    expect(states.every((s) => s.state === 'verified')).toBe(true);
    const completions = await database.db
      .select()
      .from(taskCompletions)
      .where(eq(taskCompletions.userId, userId));
    expect(completions).toHaveLength(1);
  });
});

describe('a campaign for some countries', () => {
  it('is joined from its countries and continents only, and asks a user of unknown country to set it', async () => {
    const campaign = await campaignWith([{ type: 'link_steam' }], {
      countries: ['IN'],
      continents: ['south_america'],
    });
    const [indian, brazilian, american, unknown] = await Promise.all(
      [1, 2, 3, 4].map(async () => (await createUser(database.db)).id),
    );
    countryOf.set(indian!, 'IN').set(brazilian!, 'BR').set(american!, 'US');
    expect((await service.start(indian!, campaign.id)).progress?.hasStarted).toBe(true);
    expect((await service.start(brazilian!, campaign.id)).progress?.hasStarted).toBe(true);
    expect(await errorOf(service.start(american!, campaign.id))).toMatchObject({
      code: 'CAMPAIGN_NOT_IN_YOUR_COUNTRY',
      statusCode: 403,
      message: 'This campaign is not open in your country',
      details: { countries: ['IN'], continents: ['south_america'] },
    });
    expect(await errorOf(service.start(unknown!, campaign.id))).toMatchObject({
      code: 'CAMPAIGN_COUNTRY_UNKNOWN',
      statusCode: 403,
    });
    // Refused, they have not started: the tasks stay closed to them.
    const task = campaign.tasks[0]!;
    expect(await errorOf(service.validate(american!, task.id, undefined))).toMatchObject({
      code: 'CAMPAIGN_NOT_STARTED',
    });
  });
});

describe('task types without a validator', () => {
  it('are refused when an operator adds one, and stay open if one is in the database anyway', async () => {
    const campaign = await campaignWith([{ type: 'link_steam', isOrdered: false }]);
    const refused = await errorOf(
      service.adminCreateTask(campaign.id, {
        type: 'hold_nft',
        title: 'Hold the NFT',
        description: '',
        isOrdered: false,
        isActive: true,
        config: { chainId: 31337, contractAddress: `0x${'1'.repeat(40)}`, name: 'Pass' },
        translations: {},
      }),
    );
    expect(refused.code).toBe('TASK_TYPE_NOT_SUPPORTED');
    const [row] = await database.db
      .insert(campaignTasks)
      .values({
        campaignId: campaign.id,
        position: 2,
        type: 'hold_nft',
        title: 'Left from another installation',
        config: {},
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    const userId = await startedUser(campaign.id);
    const state = await service.validate(userId, row!.id, undefined);
    expect(state).toMatchObject({ isError: true, errorType: 'PROVIDER_NOT_CONFIGURED', canRetry: false });
  });
});

describe('the rate limit', () => {
  it('allows a few checks of a task a minute, then 429 with the seconds to wait', async () => {
    const campaign = await campaignWith([{ type: 'twitter_follow', config: { handle: 'kplay_gg' } }]);
    const userId = await startedUser(campaign.id);
    const task = campaign.tasks[0]!;
    fakeAnswers.set(
      task.id,
      async () => failed('REQUIREMENT_NOT_MET', 'X_NOT_FOLLOWING', NOT_FOLLOWING) as never,
    );
    for (let i = 0; i < 3; i += 1)
      expect((await service.validate(userId, task.id, undefined)).isError).toBe(true);
    const refused = await errorOf(service.validate(userId, task.id, undefined));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    clock.advance(61_000);
    expect((await service.validate(userId, task.id, undefined)).isError).toBe(true);
  });

  it('counts every task of a user: 10 a minute', async () => {
    const campaign = await campaignWith(
      Array.from({ length: 12 }, () => ({ type: 'link_discord', isOrdered: false })),
    );
    const userId = await startedUser(campaign.id);
    const answers = [];
    for (const task of campaign.tasks)
      answers.push(await service.validate(userId, task.id, undefined).catch((e) => e));
    expect(answers.slice(0, 10).every((a) => a.isError === true)).toBe(true);
    expect(answers.slice(10).map((a) => a.code)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });
});

describe('claims', () => {
  it('200 claims at once on a pool of 10 rewards: 10 claims, the rest told the pool is used up', async () => {
    const campaign = await campaignWith([{ type: 'link_steam' }], { reward: '5', pool: '50' });
    const users: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const userId = await startedUser(campaign.id);
      clock.advance(0);
      await database.db.insert(taskCompletions).values({
        taskId: campaign.tasks[0]!.id,
        campaignId: campaign.id,
        userId,
        source: 'validator',
        completedAt: clock.now(),
      });
      users.push(userId);
    }
    const answers = await Promise.allSettled(
      users.map((userId) => service.claim(userId, { campaignId: campaign.id }, inTransaction)),
    );
    const ok = answers.filter((a) => a.status === 'fulfilled');
    const refused = answers.filter((a) => a.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => (r.reason as AppError).code === 'CAMPAIGN_POOL_EXHAUSTED')).toBe(true);
    expect((refused[0]!.reason as AppError).message).toBe('The reward pool is used up');

    const claims = await database.db
      .select()
      .from(campaignClaims)
      .where(eq(campaignClaims.campaignId, campaign.id));
    expect(claims.map((c) => c.status)).toEqual(Array(10).fill('credited'));
    const paid = await Promise.all(claims.map((c) => storedBalances(database.db, c.userId)));
    expect(paid.every((b) => b['KCASH:earned'] === 500n)).toBe(true);
    const after = await service.getCampaign(campaign.id, null);
    expect(after.reward).toMatchObject({ poolTotal: '50.00', poolRemaining: '0.00', isPoolExhausted: true });
    const report = await testLedger(database.db).verifyIntegrity();
    expect(report).toEqual({ unbalancedCurrencies: [], negativeAccounts: [], balanceMismatches: [] });
  }, 120_000);

  it('pays a claim once, even when paid again or by the job', async () => {
    const campaign = await campaignWith([{ type: 'link_steam' }], { reward: '3', pool: '30' });
    const userId = await startedUser(campaign.id);
    await service.validate(userId, campaign.tasks[0]!.id, undefined);
    // The claim commits, then the process dies before paying it.
    const crashAfterCommit: Once = async (work) => {
      await database.db.transaction(work);
      throw new Error('process killed');
    };
    await expect(service.claim(userId, { campaignId: campaign.id }, crashAfterCommit)).rejects.toThrow(
      'process killed',
    );
    const [claim] = await database.db.select().from(campaignClaims).where(eq(campaignClaims.userId, userId));
    expect(claim!.status).toBe('processing');
    expect((await errorOf(service.claim(userId, { campaignId: campaign.id }, inTransaction))).code).toBe(
      'REWARD_ALREADY_CLAIMED',
    );
    // Left processing by a "crash": the job pays it, a second payment moves nothing.
    clock.advance(60_000);
    expect(await service.distributeOutstanding()).toBeGreaterThanOrEqual(1);
    await service.distributeClaim(claim!.id);
    expect((await storedBalances(database.db, userId))['KCASH:earned']).toBe(300n);
  });

  it('refuses a claim before every task is verified', async () => {
    const campaign = await campaignWith([{ type: 'link_steam' }, { type: 'link_twitter' }], { pool: '10' });
    const userId = await startedUser(campaign.id);
    await service.validate(userId, campaign.tasks[0]!.id, undefined);
    const refused = await errorOf(service.claim(userId, { campaignId: campaign.id }, inTransaction));
    expect(refused.code).toBe('CAMPAIGN_TASKS_INCOMPLETE');
    // A failed payment says why in its English words and by its code, for the reader's language.
    await service.validate(userId, campaign.tasks[1]!.id, undefined);
    await service.claim(userId, { campaignId: campaign.id }, inTransaction);
    const failure = { status: 'failed', failureReason: 'Not enough K-Cash balance' } as const;
    await database.db.update(campaignClaims).set(failure).where(eq(campaignClaims.userId, userId));
    expect((await service.getCampaign(campaign.id, userId)).claim).toMatchObject({
      ...failure,
      failureError: { errorCode: 'INSUFFICIENT_BALANCE', params: { currency: 'K-Cash' } },
    });
  });

  it('keeps the campaign pool account at what is funded and not yet paid', async () => {
    const [pool] = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.systemName, 'campaign_pool'));
    const funded = await service.adminList({ limit: 100, offset: 0 });
    const remaining = funded.campaigns.reduce(
      (sum, c) => sum + BigInt(c.reward.poolRemaining.replace('.', '')),
      0n,
    );
    const processing = await database.db
      .select()
      .from(campaignClaims)
      .where(eq(campaignClaims.status, 'processing'));
    expect(pool!.balance).toBe(remaining + processing.reduce((s, c) => s + c.amount, 0n));
  });
});

describe('the schedule', () => {
  it('moves a campaign LIVE → ENDED → CLAIM_REWARDS → PROCESSING_REWARDS → REWARDS_CREDITED', async () => {
    const campaign = await campaignWith([{ type: 'link_steam' }], { pool: '10' });
    clock.advance(49 * HOUR);
    await service.advanceSchedule();
    expect((await service.getCampaign(campaign.id, null)).status).toBe('CLAIM_REWARDS');
    clock.advance(8 * 24 * HOUR);
    await service.advanceSchedule();
    expect((await service.getCampaign(campaign.id, null)).status).toBe('REWARDS_CREDITED');
  });
});
