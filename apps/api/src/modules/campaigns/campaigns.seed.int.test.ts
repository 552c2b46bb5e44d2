import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { signedInUser } from '../../test/factories';
import { campaignTasks } from './campaign-tasks.tables';
import { campaigns } from './campaigns.tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const databases: Database[] = [];
afterAll(() => Promise.all(databases.map((database) => database.close())));

/** The Monsoon Airdrop's task types, in order, as a demo installation with these accounts seeds it. */
async function monsoonTasks(accounts?: ReadonlySet<'twitter' | 'discord' | 'telegram' | 'steam' | 'wallet'>) {
  const database = await createTestDatabase();
  databases.push(database);
  await seedDemoDataIfEmpty(database.db, new Date('2026-11-23T10:00:00Z'), accounts ? { accounts } : {});
  return database.db
    .select({ type: campaignTasks.type, position: campaignTasks.position })
    .from(campaignTasks)
    .innerJoin(campaigns, eq(campaigns.id, campaignTasks.campaignId))
    .where(eq(campaigns.slug, 'monsoon-airdrop'))
    .orderBy(asc(campaignTasks.position));
}

describe('the demo campaign', () => {
  let everything: { type: string; position: number }[];
  beforeAll(async () => {
    everything = await monsoonTasks();
  });

  it('offers every task when every account can be connected', () => {
    expect(everything.map((t) => t.type)).toEqual([
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
  });

  it('offers only the tasks this installation can check, numbered as they remain', async () => {
    const tasks = await monsoonTasks(new Set(['steam', 'wallet']));
    expect(tasks).toEqual([
      { type: 'link_steam', position: 1 },
      { type: 'link_wallet', position: 2 },
      { type: 'hold_web3_token', position: 3 },
      { type: 'general_uri_redirection', position: 4 },
      { type: 'special_code_validation', position: 5 },
    ]);
  });
});

describe('the upcoming demo campaign', () => {
  // Carnaval Drop starts five days after the seeding: then a Brazilian gamer can complete it, every
  // task verified and the reward paid from its funded pool (no task, or no pool, and nobody could).
  const HUB = '/api/platform-campaign-hub';
  const clock = fixedClock('2026-11-23T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoDataIfEmpty(t.database.db, clock.now());
  }, 60_000);
  afterAll(() => t.close());

  it('can be completed once it starts: its tasks verified, its reward paid', async () => {
    const before = await t.app.inject({ method: 'GET', url: `${HUB}/airdrop-campaign/carnaval-drop` });
    const campaign = before.json().data as {
      id: string;
      status: string;
      reward: { poolRemaining: string };
      tasks: { id: string; type: string; description: string }[];
    };
    expect(campaign).toMatchObject({ status: 'PUBLISHED', reward: { poolRemaining: '500000' } });
    expect(campaign.tasks.map((task) => task.type)).toEqual([
      'general_uri_redirection',
      'special_code_validation',
    ]);

    clock.advance(5 * DAY + HOUR);
    await t.app.jobs.find((job) => job.name === 'campaign-schedule')!.run();
    const gamer = await signedInUser(t.app, { country: 'BR' });
    const call = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { ...gamer.headers, ...headers } });
    const started = await call(`${HUB}/user-progress/start`, { campaignId: campaign.id });
    expect(started.json().data).toMatchObject({ status: 'LIVE', progress: { tasksTotal: 2 } });

    const [visit, code] = campaign.tasks;
    const opened = await t.app.inject({
      method: 'GET',
      url: `${HUB}/tasks/${visit!.id}/visit`,
      headers: gamer.headers,
    });
    expect(opened.statusCode).toBe(302);
    expect((await call(`${HUB}/tasks/validate`, { taskId: visit!.id })).json().data).toMatchObject({
      state: 'verified',
    });
    // The code its description tells the gamer.
    const told = /code is (\w+)/.exec(code!.description)![1]!;
    expect(
      (await call(`${HUB}/tasks/validate`, { taskId: code!.id, submission: told })).json().data,
    ).toMatchObject({
      state: 'verified',
      campaignProgress: { percent: 100 },
    });
    const claim = await call(
      `${HUB}/claim-reward`,
      { campaignId: campaign.id },
      { 'idempotency-key': randomUUID() },
    );
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json().data).toMatchObject({ status: 'credited', currency: 'KPOINTS', amount: '500' });
  });
});
