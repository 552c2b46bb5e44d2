import { describe, expect, it } from 'vitest';
import { TASK_VALIDATION_RATE_LIMITS } from '@kp/domain/campaigns';
import { AppError } from '@kp/domain/errors';
import { engineUnderTest } from './task-engine.fixtures';
import { checkWords } from './validators/check-words';
import { failed } from './validators/validator';

// The task engine over in-memory fakes (task-engine.fixtures.ts): its rules, fast. The same
// engine on the real repository and database: campaigns.engine.int.test.ts.

const USER = '00000000-0000-4000-8000-000000000001';

const errorOf = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

/** An engine, a live campaign the user started, and its tasks of these types. */
function started(...types: Parameters<ReturnType<typeof engineUnderTest>['store']['addTask']>[1][]) {
  const world = engineUnderTest({ accountLinks: { twitter: true, discord: true } });
  const campaign = world.store.addCampaign();
  const tasks = types.map((type) =>
    world.store.addTask(campaign, type, type === 'twitter_follow' ? { config: { handle: 'kplay_gg' } } : {}),
  );
  world.store.start(campaign, USER);
  return { ...world, campaign, tasks };
}

describe('the task engine', () => {
  it('verifies a task its validator passes, once: the attempt passed, the completion recorded, its XP awarded', async () => {
    const { engine, store, tasks, xpAwards } = started('link_discord');
    const state = await engine.validate(USER, tasks[0]!.id, undefined);
    expect(state).toMatchObject({
      taskId: tasks[0]!.id,
      state: 'verified',
      isError: false,
      message: 'Task verified',
      errorCode: null,
      params: {},
      errorType: null,
      evidence: { checked: true },
      campaignProgress: { tasksVerified: 1, tasksTotal: 1, percent: 100 },
    });
    expect(store.attempts.map((a) => a.outcome)).toEqual(['passed']);
    expect(store.completions).toHaveLength(1);
    expect(xpAwards).toEqual([{ userId: USER, action: 'campaign_task', sourceId: tasks[0]!.id }]);
  });

  it('answers a failed check with the validator’s code and parameters, its English words, and keeps them', async () => {
    const { engine, store, tasks, validators, xpAwards } = started('twitter_follow');
    const params = { handle: 'kplay_gg', account: '@asha', looked: 120, isWholeList: true };
    validators.answer(
      tasks[0]!.id,
      failed('REQUIREMENT_NOT_MET', 'X_NOT_FOLLOWING', params, { handle: '@kplay_gg', looked: 120 }),
    );
    const state = await engine.validate(USER, tasks[0]!.id, undefined);
    expect(state).toMatchObject({
      state: 'failed',
      isError: true,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'X_NOT_FOLLOWING',
      params,
      message: checkWords('X_NOT_FOLLOWING', params),
      evidence: { handle: '@kplay_gg', looked: 120 },
      canRetry: true,
      canAppeal: true,
    });
    expect(state.message).toBe(
      '@kplay_gg is not among the accounts @asha follows (we looked at all the accounts @asha follows (120))',
    );
    expect(store.attempts[0]).toMatchObject({ outcome: 'failed', errorCode: 'X_NOT_FOLLOWING', params });
    expect(store.completions).toEqual([]);
    expect(xpAwards).toEqual([]);
  });

  it('limits the checks of a task to a few a minute, and of a user to ten, with the limit named', async () => {
    const { engine, clock, tasks, validators } = started('twitter_follow', ...Array(11).fill('link_discord'));
    const [follow, ...others] = tasks;
    validators.answer(
      follow!.id,
      failed('REQUIREMENT_NOT_MET', 'X_NOT_FOLLOWING', {
        handle: 'kplay_gg',
        account: '@asha',
        looked: 0,
        isWholeList: true,
      }),
    );
    for (let i = 0; i < TASK_VALIDATION_RATE_LIMITS.perTask.max; i += 1)
      expect((await engine.validate(USER, follow!.id, undefined)).isError).toBe(true);
    const perTask = await errorOf(engine.validate(USER, follow!.id, undefined));
    expect(perTask).toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      variant: 'task_validations_per_task',
      message: 'This task was checked several times in a minute: please wait a moment before trying again',
    });
    expect((perTask as AppError & { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    expect(validators.calls.filter((id) => id === follow!.id)).toHaveLength(3);

    // The other tasks count towards the user's ten a minute (three are used, the refusal gave its hit back).
    const answers = [];
    for (const task of others) answers.push(await engine.validate(USER, task.id, undefined).catch((e) => e));
    expect(answers.slice(0, 7).every((a) => a.state === 'verified')).toBe(true);
    expect(answers.slice(7).map((a) => [a.code, a.variant])).toEqual(
      Array(4).fill(['RATE_LIMITED', 'task_validations_per_user']),
    );

    clock.advance(60_000);
    expect((await engine.validate(USER, follow!.id, undefined)).isError).toBe(true);
  });

  it('says a task type no validator checks here cannot be checked, without retry, and calls nothing', async () => {
    const { engine, tasks, validators } = started('link_google');
    const state = await engine.validate(USER, tasks[0]!.id, undefined);
    expect(state).toMatchObject({
      state: 'failed',
      errorType: 'PROVIDER_NOT_CONFIGURED',
      errorCode: 'PROVIDER_NOT_CONFIGURED',
      params: { taskType: 'link_google' },
      message: '"link google" tasks cannot be checked on this installation yet, so this task stays open',
      canRetry: false,
      canAppeal: false,
    });
    expect(validators.calls).toEqual([]);
  });

  it('says which account to link when the task acts through one the user has not linked', async () => {
    const world = engineUnderTest({ accountLinks: { twitter: false } });
    const campaign = world.store.addCampaign();
    const task = world.store.addTask(campaign, 'twitter_follow', { config: { handle: 'kplay_gg' } });
    world.store.start(campaign, USER);
    const state = await world.engine.validate(USER, task.id, undefined);
    expect(state).toMatchObject({
      state: 'failed',
      errorType: 'ACCOUNT_NOT_LINKED',
      errorCode: 'TWITTER_NOT_LINKED',
      params: {},
      message: 'Connect your X (Twitter) account first: this task is checked through it',
      socialConnect: { account: 'twitter', isConnected: false },
      canRetry: true,
    });
    expect(world.validators.calls).toEqual([]);

    const discord = world.store.addTask(campaign, 'join_discord_server', {
      config: { guildId: '123456789012345678', inviteUrl: 'https://discord.gg/kplay' },
    });
    expect(await world.engine.validate(USER, discord.id, undefined)).toMatchObject({
      errorCode: 'DISCORD_NOT_LINKED',
      params: { provider: 'Discord' },
      message: 'Connect your Discord account first, then validate this task again',
    });
  });

  it('keeps an ordered task locked until every earlier one is verified', async () => {
    const { engine, store, campaign, tasks } = started('link_discord');
    const second = store.addTask(campaign, 'link_discord', { isOrdered: true });
    const locked = await errorOf(engine.validate(USER, second.id, undefined));
    expect(locked).toMatchObject({
      code: 'TASK_LOCKED',
      statusCode: 409,
      message: 'Complete all active tasks to unlock this task.',
      details: { errorType: 'LOCKED', blockingTaskIds: [tasks[0]!.id] },
    });
    expect(store.attempts).toEqual([]);

    await engine.validate(USER, tasks[0]!.id, undefined);
    expect((await engine.validate(USER, second.id, undefined)).state).toBe('verified');
  });

  it('answers a verified task as verified again without checking it again or counting a check', async () => {
    const { engine, store, tasks, validators } = started('link_discord');
    const first = await engine.validate(USER, tasks[0]!.id, undefined);
    for (let i = 0; i < TASK_VALIDATION_RATE_LIMITS.perTask.max + 2; i += 1) {
      const again = await engine.validate(USER, tasks[0]!.id, undefined);
      expect(again).toMatchObject({ state: 'verified', isError: false, errorCode: null, params: {} });
      expect(again.campaignProgress).toEqual(first.campaignProgress);
    }
    expect(validators.calls).toEqual([tasks[0]!.id]);
    expect(store.attempts).toHaveLength(1);
    expect(store.completions).toHaveLength(1);
  });

  it('refuses a task of a campaign the user has not started, and one that is not live', async () => {
    const world = engineUnderTest();
    const campaign = world.store.addCampaign();
    const task = world.store.addTask(campaign, 'link_discord');
    expect((await errorOf(world.engine.validate(USER, task.id, undefined))).code).toBe(
      'CAMPAIGN_NOT_STARTED',
    );
    const ended = world.store.addCampaign({ status: 'ENDED' });
    const late = world.store.addTask(ended, 'link_discord');
    world.store.start(ended, USER);
    expect((await errorOf(world.engine.validate(USER, late.id, undefined))).code).toBe('CAMPAIGN_NOT_LIVE');
  });
});
