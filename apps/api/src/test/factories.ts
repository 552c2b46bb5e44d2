import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CurrencyId } from '@kp/domain/currencies';
import type { KcashSubBalance } from '@kp/domain/ledger';
import type { adminCreateCampaign, adminCreateCampaignTask } from '@kp/contract/campaigns';
import type { RouteInput } from '@kp/contract/route';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { Clock } from '../platform/clock';
import { testLedger } from './ledger.fixtures';
import { newWaId, newWaIdOf, signInByPhone, type PhoneSignInOptions } from './sign-in';

// The things most tests need before they start, made the way the product makes them: a user, a
// signed-in user, money on an account, a live campaign. Each goes through the real service or the
// real routes (no row written by hand but the bare user's), so a change of the rules reaches the
// tests by itself.

/**
 * A user row, without signing in, for tests of services that only need an account to exist (no
 * phone number unless given: the unique numbers of sign-in tests stay theirs).
 */
export async function createUser(db: DbOrTx, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** A user signed in by phone: who they are and what a request of theirs carries. */
export type SignedInUser = {
  /** The user's id (`id`, as the row of `createUser` has it). */
  id: string;
  /** The number they signed in with (91… unless another country was asked for). */
  waId: string;
  /** The access token. */
  token: string;
  /** The cookies the sign-in set, as a Cookie header. */
  cookie: string;
  /** The access token's Authorization header, to spread into a request's headers. */
  headers: { authorization: string };
};

let nextAddress = 0;

/**
 * Signs a user in by phone through the real routes (login, the code from the outbox, verify), each
 * from an address of its own (10.x.y.z): tests that need many users stay under the per-address
 * limits of sign-in. A new Indian number unless `waId` (an operator's of ADMIN_PHONE_NUMBERS, say)
 * or `country` (the verified phone's: the country law follows) says otherwise; `readCode` when the
 * outbox route is not there.
 */
export async function signedInUser(
  app: FastifyInstance,
  options: {
    waId?: string;
    country?: Parameters<typeof newWaIdOf>[0];
    readCode?: PhoneSignInOptions['readCode'];
  } = {},
): Promise<SignedInUser> {
  nextAddress += 1;
  const remoteAddress = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
  const waId = options.waId ?? (options.country ? newWaIdOf(options.country) : newWaId());
  const session = await signInByPhone(app, waId, {
    remoteAddress,
    ...(options.readCode ? { readCode: options.readCode } : {}),
  });
  return {
    id: session.user.id,
    waId,
    token: session.accessToken,
    cookie: session.cookie,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

/**
 * Credits a user through the real ledger service: an operator's grant from the treasury, in a
 * transaction of its own (K-Cash to its earned sub-balance unless `subBalance` says otherwise).
 * `actorId` is the operator the entry names: an existing user, as the ledger requires.
 */
export async function fundUser(
  db: Db,
  input: {
    userId: string;
    actorId: string;
    currency: CurrencyId;
    /** In minor units. */
    amount: bigint;
    subBalance?: KcashSubBalance;
    reason?: string;
    clock?: Clock;
  },
) {
  const { clock, subBalance, reason, ...grant } = input;
  const ledger = testLedger(db, clock ? { clock } : {});
  return db.transaction((tx) =>
    ledger.grant(tx, {
      ...grant,
      ...(grant.currency === 'KCASH' ? { subBalance: subBalance ?? 'earned' } : {}),
      reason: reason ?? 'test funding',
    }),
  );
}

type CampaignBody = RouteInput<typeof adminCreateCampaign>['body'];
type TaskBody = RouteInput<typeof adminCreateCampaignTask>['body'];
/** A task of `createCampaign`: the admin route's body, its title `Task <type>` unless given. */
export type CampaignTask = Omit<TaskBody, 'title'> & { title?: string };

let nextCampaign = 0;

/**
 * A LIVE campaign made as an operator makes one, through the admin routes: created PUBLISHED
 * (started an hour ago by the app's clock, ending in a day, a reward of 1 K-Cash unless `campaign`
 * says otherwise), its tasks added in order (titled `Task <type>` unless given), its reward pool
 * funded from the treasury when `pool` is given, then the schedule job run, which makes it LIVE.
 * Its id and its tasks' ids in order.
 */
export async function createCampaign(
  app: FastifyInstance,
  admin: Record<string, string>,
  input: {
    tasks: CampaignTask[];
    campaign?: Partial<CampaignBody>;
    pool?: string;
  },
): Promise<{ id: string; taskIds: string[] }> {
  nextCampaign += 1;
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'POST', url, headers: { ...admin, ...headers }, payload });
    if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as { id: string; tasks: { id: string }[] };
  };
  const now = app.clock.now().getTime();
  const created = await post('/api/admin/campaigns', {
    slug: `test-campaign-${nextCampaign}`,
    title: `Test campaign ${nextCampaign}`,
    status: 'PUBLISHED',
    startsAt: new Date(now - 3_600_000).toISOString(),
    endsAt: new Date(now + 24 * 3_600_000).toISOString(),
    reward: { currency: 'KCASH', amount: '1' },
    ...input.campaign,
  } satisfies CampaignBody);
  let taskIds: string[] = [];
  for (const task of input.tasks) {
    const added = await post(`/api/admin/campaigns/${created.id}/tasks`, {
      title: `Task ${task.type}`,
      ...task,
    } satisfies TaskBody);
    taskIds = added.tasks.map((x) => x.id);
  }
  if (input.pool)
    await post(
      `/api/admin/campaigns/${created.id}/fund`,
      { amount: input.pool },
      { 'idempotency-key': randomUUID() },
    );
  const schedule = app.jobs.find((j) => j.name === 'campaign-schedule');
  if (!schedule) throw new Error('no campaign-schedule job');
  await schedule.run();
  return { id: created.id, taskIds };
}

/**
 * An approved clan chief (the Chief role): a signed-in user who applied with their verified number
 * and whose application an operator (`admin`: their request headers) approved, through the routes.
 */
export async function approvedClanChief(
  app: FastifyInstance,
  admin: Record<string, string>,
  options: Parameters<typeof signedInUser>[1] & { collegeName?: string } = {},
): Promise<SignedInUser> {
  const { collegeName, ...signIn } = options;
  const chief = await signedInUser(app, signIn);
  const applied = await app.inject({
    method: 'POST',
    url: '/api/clan-chief',
    headers: chief.headers,
    payload: {
      email: 'chief@example.com',
      chiefCity: 'Pune',
      phoneNumber: `+${chief.waId}`,
      ...(collegeName ? { isCollageName: 'Yes', collegeName } : {}),
    },
  });
  if (applied.statusCode !== 201) throw new Error(`clan chief application: ${applied.body}`);
  const decided = await app.inject({
    method: 'POST',
    url: `/api/admin/clan-chief/applications/${applied.json().data.id}/decision`,
    headers: admin,
    payload: { decision: 'approve', reason: 'Welcome, chief' },
  });
  if (decided.statusCode !== 200) throw new Error(`clan chief decision: ${decided.body}`);
  return chief;
}

let nextCodeAddress = 0;

/** The outbox's messages to a number, newest first (the dev outbox route). */
async function outboxTo(app: FastifyInstance, e164: string): Promise<{ id: string; body: string }[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?recipient=${encodeURIComponent(e164)}`,
  });
  return res.json().data;
}

/**
 * Asks the code of a clan flow (create_clan, delete_clan) for a user, from an address of its own
 * (the code budgets count per address), and reads it from the outbox: the challenge and the code.
 * The new message is the one that was not there before (a fixed clock gives messages one time).
 */
export async function clanCode(
  app: FastifyInstance,
  user: Pick<SignedInUser, 'waId' | 'headers'>,
  type: 'create_clan' | 'delete_clan',
): Promise<{ challengeId: string; code: string }> {
  nextCodeAddress += 1;
  const e164 = `+${user.waId}`;
  const before = new Set((await outboxTo(app, e164)).map((message) => message.id));
  const res = await app.inject({
    method: 'POST',
    url: '/api/platform-clans/otp',
    headers: user.headers,
    remoteAddress: `172.20.${(nextCodeAddress >> 8) & 255}.${nextCodeAddress & 255}`,
    payload: { type },
  });
  if (res.statusCode !== 201) throw new Error(`clan code: ${res.statusCode} ${res.body}`);
  const sent = (await outboxTo(app, e164)).find((message) => !before.has(message.id));
  const code = sent?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no clan code in the outbox for ${e164}`);
  return { challengeId: res.json().data.challengeId, code };
}

let nextClan = 0;

/**
 * A clan made as a chief makes one: the create clan code to their number, then the create call
 * with it (`Clan <n>` in Pune, India, unless `form` says otherwise). Its id.
 */
export async function createClanAs(
  app: FastifyInstance,
  chief: Pick<SignedInUser, 'waId' | 'headers'>,
  form: Record<string, unknown> = {},
): Promise<{ id: string }> {
  nextClan += 1;
  const code = await clanCode(app, chief, 'create_clan');
  const res = await app.inject({
    method: 'POST',
    url: '/api/platform-clans',
    headers: chief.headers,
    payload: { clanName: `Clan ${nextClan}`, city: 'Pune', country: 'IN', ...form, ...code },
  });
  if (res.statusCode !== 201) throw new Error(`create clan: ${res.statusCode} ${res.body}`);
  return { id: res.json().data.id };
}
