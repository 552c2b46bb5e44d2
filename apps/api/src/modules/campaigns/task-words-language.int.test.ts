import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { createCampaign, signedInUser, type SignedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';

/** A failed check that names a quest names it by its title in the reader's language (issue 18). */

const HUB = '/api/platform-campaign-hub';
const ADMIN = newWaId();
let t: TestApp;
let gamer: SignedInUser;
let campaign: { id: string; taskIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  await seedDemoDataIfEmpty(t.database.db, new Date());
  const admin = (await signedInUser(t.app, { waId: ADMIN })).headers;
  const quest = (await t.app.inject({ method: 'GET', url: '/api/quest/dark-throne-raid' })).json().data;
  campaign = await createCampaign(t.app, admin, {
    tasks: [
      { type: 'game_api_validation', isOrdered: false, config: { questId: quest.id } },
      {
        type: 'internal_api_validation',
        isOrdered: false,
        config: { check: 'quest_completed', questId: quest.id },
      },
    ],
  });
  gamer = await signedInUser(t.app);
  const started = await t.app.inject({
    method: 'POST',
    url: `${HUB}/user-progress/start`,
    headers: gamer.headers,
    payload: { campaignId: campaign.id },
  });
  expect(started.statusCode, started.body).toBe(200);
}, 180_000);
afterAll(() => t.close());

const validate = (taskId: string, acceptLanguage: string) =>
  t.app.inject({
    method: 'POST',
    url: `${HUB}/tasks/validate`,
    headers: { ...gamer.headers, 'accept-language': acceptLanguage },
    payload: { taskId },
  });

describe('a check that names a quest', () => {
  it('names it in the reader’s language, in its answer and in the campaign read later', async () => {
    for (const taskId of campaign.taskIds) {
      const res = await validate(taskId, 'hi-IN');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        isError: true,
        errorCode: 'QUEST_NOT_COMPLETED',
        params: { quest: 'क्रिप्ट पर रेड' },
      });
    }
    const detail = async (acceptLanguage: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${HUB}/airdrop-campaign/${campaign.id}`,
          headers: { ...gamer.headers, 'accept-language': acceptLanguage },
        })
      ).json().data.tasks as { lastFailure: { params: { quest?: string } } | null }[];
    expect((await detail('pt-BR')).map((task) => task.lastFailure?.params.quest)).toEqual([
      'Invada a Cripta',
      'Invada a Cripta',
    ]);
    expect((await detail('en')).map((task) => task.lastFailure?.params.quest)).toEqual([
      'Raid the Crypt',
      'Raid the Crypt',
    ]);
  });

  it('names it in English for an English reader', async () => {
    const res = await validate(campaign.taskIds[0]!, 'en');
    expect(res.json().data.params).toMatchObject({ quest: 'Raid the Crypt' });
  });
});
