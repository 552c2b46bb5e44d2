import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskValidationState } from '@kp/contract/campaigns';
import { quests, questStages, taskCompletions } from '../../../db/schema';
import { fixedClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { completeIndiaKyc } from '../../../test/earnings.fixtures';
import { createCampaign, signedInUser, type CampaignTask } from '../../../test/factories';
import { latestCode, newWaId, signInByTelegram } from '../../../test/sign-in';
import { tournamentCalls, type TestClient, type Who } from '../../../test/tournaments';

// The internal validators as the api wires them (campaigns.setup.ts): every port is the real
// module's service on the test database, and every fact they read is made the way a user makes
// it: a referral code applied, a game username saved, a quest stage reported by the game through
// its signed report, a phone number verified by code, KYC passed in the sandbox, the profile
// filled in. Nothing is faked; the quests module's outage is its table briefly out of reach.

const HUB = '/api/platform-campaign-hub';
const HOUR = 3_600_000;
const BOT_TOKEN = '123456789:AAE-internal-validators-bot-token_x';
// Real time, standing still: the game's player tokens are checked against it.
const clock = fixedClock(new Date());
const ADMIN = newWaId();
const QUEST_TITLE = 'Dragon Run';
const NOT_CHECKABLE =
  'We could not check this task just now: the service it depends on did not answer as expected. It stays open; please try again in a few minutes.';
let t: TestApp;
let calls: ReturnType<typeof tournamentCalls>;
let admin: Record<string, string>;
let game: { id: string; client: TestClient };
let quest: { id: string; first: string; second: string };
let retiredQuestId: string;

const post = (url: string, body: object, headers: Record<string, string>) =>
  calls.inject('POST', url, body, headers);

/** A LIVE campaign of unordered tasks (no lock rule in the way), and its tasks' ids in order. */
async function liveCampaign(tasks: Pick<CampaignTask, 'type' | 'config'>[]) {
  const { id, taskIds } = await createCampaign(t.app, admin, {
    tasks: tasks.map((task) => ({ ...task, isOrdered: false })),
  });
  return { campaignId: id, taskIds };
}

/** A user (a new one unless given) who started the campaign. */
async function starter(campaignId: string, who?: Who): Promise<Who> {
  const user = who ?? (await signedInUser(t.app));
  const started = await post(`${HUB}/user-progress/start`, { campaignId }, user.headers);
  expect(started.statusCode, started.body).toBe(200);
  return user;
}

async function validate(who: Who, taskId: string): Promise<TaskValidationState> {
  const res = await post(`${HUB}/tasks/validate`, { taskId }, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** What the validator answered, as the engine recorded and the user reads it. */
const answerOf = (state: TaskValidationState) => ({
  state: state.state,
  errorType: state.errorType,
  errorCode: state.errorCode,
  message: state.message,
  evidence: state.evidence,
});
const verified = (evidence: Record<string, unknown>) => ({
  state: 'verified',
  errorType: null,
  errorCode: null,
  message: 'Task verified',
  evidence,
});
const unmet = (errorCode: string, message: string, evidence: Record<string, unknown>) => ({
  state: 'failed',
  errorType: 'REQUIREMENT_NOT_MET',
  errorCode,
  message,
  evidence,
});

async function completions(userId: string) {
  return t.database.db.select().from(taskCompletions).where(eq(taskCompletions.userId, userId));
}

let nextAddress = 0;
/** Each call from an address of its own: the per-address limits of sign-in stay out of the way. */
const newAddress = () => `198.51.100.${++nextAddress}`;

/** A user who signed in with Telegram: an account without a phone number. */
async function phonelessUser(): Promise<Who> {
  const { id, headers } = await signInByTelegram(t.app, {
    botToken: BOT_TOKEN,
    now: clock.now(),
    remoteAddress: newAddress(),
  });
  return { id, headers };
}

async function referralCodeOf(who: Who): Promise<string> {
  const res = await calls.inject('GET', `${HUB}/user-referral`, undefined, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.code;
}

async function applyReferral(who: Who, code: string) {
  const res = await post(`${HUB}/user-referral/apply`, { code }, who.headers);
  expect(res.statusCode, res.body).toBe(200);
}

async function saveGameUsername(who: Who, gameId: string, value: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/game-usernames/${gameId}`,
    headers: who.headers,
    payload: { value },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function startQuest(who: Who) {
  const res = await post(
    '/api/userquest/start',
    { questId: quest.id },
    { ...who.headers, 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
}

/** The game reports a stage of the quest completed, signed, as a game's server does. */
async function gameReports(who: Who, stageId: string) {
  const playerToken = await calls.playerToken(who, game.client, `&questId=${quest.id}`);
  const res = await calls.report(game.client, { reportId: randomUUID(), playerToken, stageId, score: 1 });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.completed).toBe(true);
}

/** A live game, added by an operator. */
async function createGame(slug: string): Promise<string> {
  const res = await post(
    '/api/admin/games',
    {
      slug,
      name: slug,
      genres: ['racing'],
      platforms: ['android'],
      loginMethod: 'user_name',
      status: 'live',
    },
    admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/**
 * A quest of a game whose two stages only the game completes (proof method v3). Quests have no
 * operators' route (the seed makes them), so its rows are written here.
 */
async function insertQuest(gameId: string, slug: string) {
  const [row] = await t.database.db
    .insert(quests)
    .values({
      slug,
      gameId,
      title: QUEST_TITLE,
      startsAt: new Date(clock.now().getTime() - 24 * HOUR),
      endsAt: new Date(clock.now().getTime() + 24 * HOUR),
      totalSlots: 100,
      remainingSlots: 100,
      rewardAmount: 0n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: true,
    })
    .returning();
  const [first, second] = await t.database.db
    .insert(questStages)
    .values(
      [1, 2].map((position) => ({
        questId: row!.id,
        position,
        title: `Level ${position}`,
        proofMethod: 'v3',
        submissionType: 'link',
        points: 1,
      })),
    )
    .returning();
  return { id: row!.id, first: first!.id, second: second!.id };
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}`, TELEGRAM_BOT_TOKEN: BOT_TOKEN, KYC_SANDBOX_DELAY_MS: '0' },
  });
  calls = tournamentCalls(t.app, clock);
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  const played = await createGame('dragon-run');
  game = { id: played, client: await calls.createClient(admin, played) };
  quest = await insertQuest(played, 'dragon-run-quest');
  // A quest whose game an operator took off the platform: the quests module no longer finds it.
  const retired = await createGame('sunset-racer');
  retiredQuestId = (await insertQuest(retired, 'sunset-racer-quest')).id;
  const retiring = await calls.inject('PATCH', `/api/admin/games/${retired}`, { status: 'retired' }, admin);
  expect(retiring.statusCode, retiring.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('create_referral', () => {
  it('counts the friends who joined with the user’s code until there are as many as the task asks', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([{ type: 'create_referral', config: { minReferrals: 2 } }]);
    const referrer = await starter(campaignId);
    const code = await referralCodeOf(referrer);
    expect(answerOf(await validate(referrer, taskId!))).toEqual(
      unmet('REFERRALS_TOO_FEW', '2 friends need to join with your referral code; 0 joined so far', {
        referred: 0,
        needed: 2,
      }),
    );

    await applyReferral(await signedInUser(t.app), code);
    expect(answerOf(await validate(referrer, taskId!))).toEqual(
      unmet('REFERRALS_TOO_FEW', '2 friends need to join with your referral code; 1 joined so far', {
        referred: 1,
        needed: 2,
      }),
    );

    await applyReferral(await signedInUser(t.app), code);
    expect(answerOf(await validate(referrer, taskId!))).toEqual(verified({ referred: 2, needed: 2 }));
    expect(await completions(referrer.id)).toHaveLength(1);
  });

  it('asks for one friend by default, and joining with someone else’s code is not referring', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([{ type: 'create_referral' }]);
    const inviter = await signedInUser(t.app);
    // The user joined with the inviter's code: the inviter referred someone, the user did not.
    const user = await starter(campaignId);
    await applyReferral(user, await referralCodeOf(inviter));
    const state = await validate(user, taskId!);
    expect(answerOf(state)).toEqual(
      unmet('REFERRALS_TOO_FEW', '1 friend needs to join with your referral code; 0 joined so far', {
        referred: 0,
        needed: 1,
      }),
    );
    expect(state).toMatchObject({ canRetry: true, canAppeal: true });
    expect(await completions(user.id)).toEqual([]);

    await starter(campaignId, inviter);
    expect(answerOf(await validate(inviter, taskId!))).toEqual(verified({ referred: 1, needed: 1 }));
  });
});

describe('capture_login_and_game_details', () => {
  it('passes once the user saved a username for the task’s game, not for another one', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([{ type: 'capture_login_and_game_details', config: { gameId: game.id } }]);
    const other = await createGame('other-game');
    const user = await starter(campaignId);
    const missing = unmet(
      'GAME_USERNAME_MISSING',
      'Add your username for this game on your profile (game usernames): none is saved yet',
      { gameId: game.id },
    );
    expect(answerOf(await validate(user, taskId!))).toEqual(missing);

    await saveGameUsername(user, other, 'asha_elsewhere');
    expect(answerOf(await validate(user, taskId!))).toEqual(missing);

    await saveGameUsername(user, game.id, 'asha_plays');
    expect(answerOf(await validate(user, taskId!))).toEqual(
      verified({ gameId: game.id, username: 'asha_plays' }),
    );
  });
});

describe('game_api_validation', () => {
  it('of a whole quest: passes once the game reported every stage, says how far the user is before', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([{ type: 'game_api_validation', config: { questId: quest.id } }]);
    const user = await starter(campaignId);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet('QUEST_NOT_COMPLETED', `Start "${QUEST_TITLE}" and complete it first`, {
        questId: quest.id,
        completedStages: 0,
      }),
    );

    await startQuest(user);
    await gameReports(user, quest.first);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet('QUEST_NOT_COMPLETED', `"${QUEST_TITLE}" is not completed yet (1 stage done)`, {
        questId: quest.id,
        completedStages: 1,
      }),
    );

    await gameReports(user, quest.second);
    expect(answerOf(await validate(user, taskId!))).toEqual(verified({ questId: quest.id }));
  });

  it('of one stage: passes once the game reported that stage, whatever the others', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([
      { type: 'game_api_validation', config: { questId: quest.id, stageId: quest.second } },
    ]);
    const user = await starter(campaignId);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet('STAGE_NOT_COMPLETED', `Start "${QUEST_TITLE}" and play its stage in the game first`, {
        questId: quest.id,
        stageId: quest.second,
        completedStages: 0,
      }),
    );

    // Another stage done is not this one.
    await startQuest(user);
    await gameReports(user, quest.first);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet(
        'STAGE_NOT_COMPLETED',
        `The game has not reported this stage of "${QUEST_TITLE}" as completed yet (1 of its stages is)`,
        { questId: quest.id, stageId: quest.second, completedStages: 1 },
      ),
    );

    await gameReports(user, quest.second);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      verified({ questId: quest.id, stageId: quest.second }),
    );
  });

  it('says a quest the quests module no longer lists is unavailable', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([{ type: 'game_api_validation', config: { questId: retiredQuestId } }]);
    const user = await starter(campaignId);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet('QUEST_UNAVAILABLE', 'The quest of this task is no longer available, so it cannot be checked', {
        questId: retiredQuestId,
      }),
    );
  });
});

describe('internal_api_validation', () => {
  it('phone_verified: passes once the user verified a mobile number by code', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([{ type: 'internal_api_validation', config: { check: 'phone_verified' } }]);
    const user = await starter(campaignId, await phonelessUser());
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet('PHONE_NOT_VERIFIED', 'Verify your mobile number on your profile', { check: 'phone_verified' }),
    );

    const waId = newWaId();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/users/phone',
      remoteAddress: newAddress(),
      headers: user.headers,
      payload: { phone_number: `+${waId}` },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const confirmed = await post(
      '/api/users/verify-phone',
      { challengeId: asked.json().data.challengeId, code: await latestCode(t.app, `+${waId}`) },
      user.headers,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(answerOf(await validate(user, taskId!))).toEqual(verified({ check: 'phone_verified' }));
  });

  it('kyc_verified: passes once the user’s KYC is complete in the KYC module', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([{ type: 'internal_api_validation', config: { check: 'kyc_verified' } }]);
    const user = await starter(campaignId);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet('KYC_NOT_VERIFIED', 'Complete your KYC (identity verification) first', { check: 'kyc_verified' }),
    );

    await completeIndiaKyc(t.app, user.headers.authorization!.slice('Bearer '.length), clock);
    expect(answerOf(await validate(user, taskId!))).toEqual(verified({ check: 'kyc_verified' }));
  });

  it('profile_complete: names the fields still missing until username, first name and country are there', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([{ type: 'internal_api_validation', config: { check: 'profile_complete' } }]);
    const user = await starter(campaignId);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet('PROFILE_INCOMPLETE', 'Complete your profile: username, first name, country missing', {
        check: 'profile_complete',
        missing: ['username', 'first name', 'country'],
        // The fields by key, for the reader's language.
        missingFields: ['username', 'firstName', 'country'],
      }),
    );

    const profile = await calls.inject(
      'PATCH',
      '/api/users/me/profile',
      { firstName: 'Asha', countryCode: 'IN' },
      user.headers,
    );
    expect(profile.statusCode, profile.body).toBe(200);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      unmet('PROFILE_INCOMPLETE', 'Complete your profile: username missing', {
        check: 'profile_complete',
        missing: ['username'],
        missingFields: ['username'],
      }),
    );

    const registered = await post(
      '/api/authentication/register',
      { username: `asha${user.id.slice(0, 5)}` },
      user.headers,
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(answerOf(await validate(user, taskId!))).toEqual(verified({ check: 'profile_complete' }));
  });

  it('quest_completed: passes once the quest is completed, whatever its stages along the way', async () => {
    const {
      campaignId,
      taskIds: [taskId],
    } = await liveCampaign([
      { type: 'internal_api_validation', config: { check: 'quest_completed', questId: quest.id } },
    ]);
    const user = await starter(campaignId);
    const notYet = (hasStarted: boolean) =>
      unmet('QUEST_NOT_COMPLETED', `Complete "${QUEST_TITLE}" first`, {
        check: 'quest_completed',
        questId: quest.id,
        hasStarted,
      });
    expect(answerOf(await validate(user, taskId!))).toEqual(notYet(false));

    await startQuest(user);
    await gameReports(user, quest.first);
    expect(answerOf(await validate(user, taskId!))).toEqual(notYet(true));

    await gameReports(user, quest.second);
    expect(answerOf(await validate(user, taskId!))).toEqual(
      verified({ check: 'quest_completed', questId: quest.id }),
    );
  });

  it('quest_completed: a task naming no quest cannot be checked, and a quest no longer listed is unavailable', async () => {
    const {
      campaignId,
      taskIds: [noQuest, retired],
    } = await liveCampaign([
      { type: 'internal_api_validation', config: { check: 'quest_completed' } },
      { type: 'internal_api_validation', config: { check: 'quest_completed', questId: retiredQuestId } },
    ]);
    const user = await starter(campaignId);
    const state = await validate(user, noQuest!);
    expect(answerOf(state)).toEqual({
      state: 'failed',
      errorType: 'PROVIDER_NOT_CONFIGURED',
      errorCode: 'TASK_CONFIG_INCOMPLETE',
      message: 'This task names no quest, so it cannot be checked: it stays open',
      evidence: {},
    });
    // Nothing the user does can change it: no retry, no appeal.
    expect(state).toMatchObject({ canRetry: false, canAppeal: false });

    expect(answerOf(await validate(user, retired!))).toEqual(
      unmet('QUEST_UNAVAILABLE', 'The quest of this task is no longer available, so it cannot be checked', {
        check: 'quest_completed',
        questId: retiredQuestId,
      }),
    );
  });
});

describe('when the quests module fails', () => {
  it('answers "try again later", not "the quest is no longer available", and records no verdict', async () => {
    const {
      campaignId,
      taskIds: [gameTask, internalTask],
    } = await liveCampaign([
      { type: 'game_api_validation', config: { questId: quest.id } },
      { type: 'internal_api_validation', config: { check: 'quest_completed', questId: quest.id } },
    ]);
    const user = await starter(campaignId);
    const states: TaskValidationState[] = [];
    // The quests module's reads fail as in a database outage, then it is back.
    await t.database.db.execute(sql`alter table quests rename to quests_offline`);
    try {
      for (const taskId of [gameTask!, internalTask!]) states.push(await validate(user, taskId));
    } finally {
      await t.database.db.execute(sql`alter table quests_offline rename to quests`);
    }
    for (const state of states) {
      expect(state).toMatchObject({
        state: 'failed',
        errorType: 'PROVIDER_UNAVAILABLE',
        errorCode: 'VALIDATOR_ERROR',
        message: NOT_CHECKABLE,
        canRetry: true,
        canAppeal: false,
      });
      // The database's words stay in the log, never on the user's screen.
      expect(state.evidence).toEqual({ timedOut: false });
    }

    expect(answerOf(await validate(user, gameTask!))).toEqual(
      unmet('QUEST_NOT_COMPLETED', `Start "${QUEST_TITLE}" and complete it first`, {
        questId: quest.id,
        completedStages: 0,
      }),
    );
    expect(await completions(user.id)).toEqual([]);
  });
});
