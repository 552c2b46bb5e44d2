import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestDatabase } from '../../test/database';
import { campaignTasks } from './campaign-tasks.tables';
import { campaigns } from './campaigns.tables';

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
