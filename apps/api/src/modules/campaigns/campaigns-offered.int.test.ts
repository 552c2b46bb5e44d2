import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';
import { tournamentCalls } from '../../test/tournaments';

// An installation with no X, Discord or Telegram credentials (the test app's default): a task
// through one of them could never pass, so a campaign users see never offers one.
const HOUR = 3_600_000;
const clock = fixedClock('2026-07-01T09:00:00Z');
const ADMIN = newWaId();
let t: TestApp;
let calls: ReturnType<typeof tournamentCalls>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  calls = tournamentCalls(t.app, clock);
  admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
}, 60_000);
afterAll(() => t.close());

let count = 0;
async function campaign(status: 'DRAFT' | 'PUBLISHED') {
  count += 1;
  const created = await calls.inject(
    'POST',
    '/api/admin/campaigns',
    {
      slug: `offered-${count}`,
      title: `Offered ${count}`,
      status,
      startsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
      endsAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
      reward: { currency: 'KCASH', amount: '1' },
    },
    admin,
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
}

const addTask = (campaignId: string, type: string, config: object = {}) =>
  calls.inject(
    'POST',
    `/api/admin/campaigns/${campaignId}/tasks`,
    { type, title: `Task ${type}`, isOrdered: false, config },
    admin,
  );

describe('tasks this installation cannot check', () => {
  it('may wait in a draft, but the draft cannot be published until they go', async () => {
    const id = await campaign('DRAFT');
    expect((await addTask(id, 'link_twitter')).statusCode).toBe(201);
    const visit = await addTask(id, 'general_uri_redirection', { url: 'https://example.com/news' });
    expect(visit.statusCode).toBe(201);
    const publish = await calls.inject('PATCH', `/api/admin/campaigns/${id}`, { status: 'PUBLISHED' }, admin);
    expect(publish.statusCode, publish.body).toBe(422);
    expect(publish.json()).toMatchObject({
      errorCode: 'TASK_TYPE_NOT_SUPPORTED',
      details: { tasks: [{ type: 'link_twitter' }] },
    });
    const twitter = (visit.json().data.tasks as { id: string; type: string }[]).find(
      (task) => task.type === 'link_twitter',
    )!;
    const retired = await calls.inject(
      'PATCH',
      `/api/admin/campaigns/${id}/tasks/${twitter.id}`,
      { isActive: false },
      admin,
    );
    expect(retired.statusCode, retired.body).toBe(200);
    const again = await calls.inject('PATCH', `/api/admin/campaigns/${id}`, { status: 'PUBLISHED' }, admin);
    expect(again.statusCode, again.body).toBe(200);
    // Published, the retired task cannot come back.
    const revived = await calls.inject(
      'PATCH',
      `/api/admin/campaigns/${id}/tasks/${twitter.id}`,
      { isActive: true },
      admin,
    );
    expect(revived.statusCode).toBe(422);
  });

  it('cannot be added to a published campaign; what can be checked here can', async () => {
    const id = await campaign('PUBLISHED');
    for (const [type, config] of [
      ['twitter_follow', { handle: 'kplay_gg' }],
      ['join_discord_server', { guildId: '1100000000000000001', inviteUrl: 'https://discord.gg/kplay' }],
      ['join_telegram_channel', { chatId: '@kplay', inviteUrl: 'https://t.me/kplay' }],
    ] as const) {
      const refused = await addTask(id, type, config);
      expect(refused.statusCode, type).toBe(422);
      expect(refused.json().errorCode).toBe('TASK_TYPE_NOT_SUPPORTED');
    }
    expect((await addTask(id, 'link_wallet')).statusCode).toBe(201);
    expect((await addTask(id, 'link_steam')).statusCode).toBe(201);
  });
});
