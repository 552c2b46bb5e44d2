import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageEarningSourceId } from '@kp/domain/quests';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { awardByAdmin } from '../../test/earnings.fixtures';
import { createCampaign, fundUser, signedInUser, type SignedInUser } from '../../test/factories';
import { newWaId, signInByPhone } from '../../test/sign-in';

/**
 * A movement's note names its cause's title (a voucher's, a K-Drop campaign's, a quest's earning):
 * in the reader's language where the cause has it (issue 18), else as written.
 */

const ADMIN = newWaId();
const HUB = '/api/platform-campaign-hub';
let t: TestApp;
let gamer: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN}` } });
  await seedDemoDataIfEmpty(t.database.db, new Date());
  const adminSession = await signInByPhone(t.app, ADMIN);
  const admin = { authorization: `Bearer ${adminSession.accessToken}` };
  // Brazil: collecting needs no KYC there.
  gamer = await signedInUser(t.app, { country: 'BR' });
  const as = (headers: Record<string, string> = {}) => ({ ...gamer.headers, ...headers });
  const expectOk = (res: { statusCode: number; body: string }) =>
    expect(res.statusCode, res.body).toBeLessThan(300);

  // A voucher bought.
  const voucher = await t.app.inject({
    method: 'POST',
    url: '/api/admin/vouchers',
    headers: admin,
    payload: {
      slug: 'data-pack-3gb',
      title: 'Data pack 3 GB',
      brand: 'Data',
      price: '1',
      currency: 'KCASH',
      isOtpRequired: false,
      codes: ['DATA-3'],
      translations: { hi: { title: 'डेटा पैक 3 GB' } },
    },
  });
  expectOk(voucher);
  await fundUser(t.database.db, { userId: gamer.id, currency: 'KCASH', amount: 500n, actorId: gamer.id });
  expectOk(
    await t.app.inject({
      method: 'POST',
      url: `/api/vouchers/${voucher.json().data.id}/redeem`,
      headers: as({ 'idempotency-key': randomUUID() }),
    }),
  );

  // A quest's earning collected.
  const quest = (await t.app.inject({ method: 'GET', url: '/api/quest/colexion-starter-pack' })).json().data;
  const earning = await awardByAdmin(t.app, adminSession.accessToken, {
    userId: gamer.id,
    sourceId: stageEarningSourceId(quest.stages[0].gamer_earnings[0].id),
    title: 'Starter Pack: Follow Colexion on Instagram',
  });
  expectOk(
    await t.app.inject({
      method: 'POST',
      url: `/api/platform-simplified-payments/collect-earning/user/collect/${earning.id}`,
      headers: as({ 'idempotency-key': randomUUID() }),
    }),
  );

  // A K-Drop reward claimed.
  const campaign = await createCampaign(t.app, admin, {
    campaign: { title: 'Holi Drop', translations: { hi: { title: 'होली ड्रॉप' } } },
    tasks: [{ type: 'general_uri_redirection', config: { url: 'https://example.com/holi' } }],
    pool: '100',
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: as(headers), payload });
  expectOk(await post(`${HUB}/user-progress/start`, { campaignId: campaign.id }));
  await t.app.inject({ method: 'GET', url: `${HUB}/tasks/${campaign.taskIds[0]}/visit`, headers: as() });
  expectOk(await post(`${HUB}/tasks/validate`, { taskId: campaign.taskIds[0] }));
  expectOk(
    await post(`${HUB}/claim-reward`, { campaignId: campaign.id }, { 'idempotency-key': randomUUID() }),
  );
}, 180_000);
afterAll(() => t.close());

type Row = { kind: string; memo: string | null; note?: { key: string; params: Record<string, string> } };

async function notes(acceptLanguage: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/transactions/simplified?limit=50',
    headers: { ...gamer.headers, 'accept-language': acceptLanguage },
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().data.transactions as Row[];
  return {
    contentLanguage: res.headers['content-language'],
    voucher: rows.find((r) => r.kind === 'redemption')?.memo,
    earning: rows.find((r) => r.note?.key === 'earningCollected')?.note?.params.title,
    reward: rows.find((r) => r.note?.key === 'kdropReward')?.note?.params.title,
  };
}

describe('the titles a movement’s note names', () => {
  it('are in the reader’s language', async () => {
    expect(await notes('hi-IN')).toEqual({
      contentLanguage: 'hi',
      voucher: 'डेटा पैक 3 GB',
      earning: 'स्टार्टर पैक: Instagram पर Colexion को फॉलो करो',
      reward: 'होली ड्रॉप',
    });
  });

  it('are as written for a reader of English, or of a language the causes have no words in', async () => {
    for (const language of ['en', 'ta'])
      expect(await notes(language)).toEqual({
        contentLanguage: 'en',
        voucher: 'Data pack 3 GB',
        earning: 'Starter Pack: Follow Colexion on Instagram',
        reward: 'Holi Drop',
      });
  });
});
