import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createCampaign, fundUser, signedInUser, type SignedInUser } from '../../test/factories';
import { startLocalXServer, type LocalXServer } from '../../test/local-x-server';
import { fakeAvatars } from '../../test/pog.fixtures';
import { newWaId } from '../../test/sign-in';

// Sharing a minted card (`users/pog/share`) and the `share_pog_card_on_x` task, switched on now
// that cards are minted here: the whole api, X configured as an operator would (pointing at the
// local X server), the task checked through the X adapter against that server.

const SITE = 'http://127.0.0.1:5173';
const CALLBACK = `${SITE}/social/callback`;
const ASHA = { id: '1001', username: 'asha_plays', name: 'Asha Plays' };
const HUB = '/api/platform-campaign-hub';
const ADMIN_WAID = newWaId();
const avatars = fakeAvatars();

let t: TestApp;
let x: LocalXServer;
let admin: SignedInUser;

beforeAll(async () => {
  x = await startLocalXServer({ redirectUris: [CALLBACK], seed: { users: [ASHA] } });
  t = await createTestApp({
    env: { PUBLIC_URL: SITE, ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, POG_MINT_DURATION_MS: '1', ...x.config },
    ports: { pogAvatars: avatars.port },
  });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await x?.close();
});

const call = (who: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload ? { payload } : {}) });

async function mint(gamer: SignedInUser, name: string) {
  expect((await call(gamer, 'POST', '/api/tps/pog/name', { name })).statusCode).toBeLessThan(300);
  await fundUser(t.database.db, { userId: gamer.id, actorId: admin.id, currency: 'KCASH', amount: 100_00n });
  const paid = await call(
    gamer,
    'POST',
    '/api/tps/pog/slot-unlock',
    { currency: 'KCASH' },
    {
      'idempotency-key': randomUUID(),
    },
  );
  expect(paid.statusCode, paid.body).toBe(201);
  avatars.setStep(gamer.id, 'ready');
  expect((await call(gamer, 'POST', '/api/tps/pog/activate')).statusCode).toBeLessThan(300);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await t.app.jobs.find((j) => j.name === 'pog-mints')!.run();
  const cards = (await call(gamer, 'GET', '/api/tps/pog/list')).json().data.cards;
  expect(cards[0]).toMatchObject({ status: 'minted' });
  return cards[0] as { tokenId: string; name: string };
}

async function linkX(gamer: SignedInUser, xUserId: string) {
  const started = await call(
    gamer,
    'GET',
    `/api/social/social-auth?provider=twitter&redirectUri=${encodeURIComponent(CALLBACK)}`,
  );
  const back = new URL(await x.authorize(started.json().data.url, { userId: xUserId }));
  const linked = await call(gamer, 'POST', '/api/social/authenticate', {
    provider: 'twitter',
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
  expect(linked.statusCode, linked.body).toBe(200);
}

describe('sharing a POG card', () => {
  it('is refused before a card is minted; then counts each share and answers the page with utm_source', async () => {
    const gamer = await signedInUser(t.app);
    const early = await call(gamer, 'POST', '/api/users/pog/share', { channel: 'x' });
    expect(early.json()).toMatchObject({ statusCode: 409, errorCode: 'POG_CARD_NOT_MINTED' });
    expect((await call(gamer, 'POST', '/api/users/pog/share', { channel: 'fax' })).statusCode).toBe(400);

    const card = await mint(gamer, `Share${Math.floor(Math.random() * 1e6)}`);
    const shared = async (channel: string) => {
      const res = await call(gamer, 'POST', '/api/users/pog/share', { channel });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await shared('telegram')).toMatchObject({
      channel: 'telegram',
      tokenId: card.tokenId,
      url: `${SITE}/pog?name=${card.name}&utm_source=telegram&utm_medium=share`,
      shares: { x: 0, telegram: 1, facebook: 0, whatsapp: 0, more: 0 },
    });
    await Promise.all([1, 2, 3, 4, 5].map(() => shared('x')));
    expect((await shared('x')).shares).toMatchObject({ x: 6, telegram: 1 });
  });
});

describe('the share_pog_card_on_x task', () => {
  it('is offered, and passes once the gamer’s own post on X links their minted card', async () => {
    const campaign = await createCampaign(t.app, admin.headers, {
      tasks: [{ type: 'share_pog_card_on_x', title: 'Share your POG card' }],
    });
    const [taskId] = campaign.taskIds;
    const gamer = await signedInUser(t.app);
    await linkX(gamer, ASHA.id);
    expect(
      (await call(gamer, 'POST', `${HUB}/user-progress/start`, { campaignId: campaign.id })).statusCode,
    ).toBe(200);
    const validate = async (submission: string) =>
      (await call(gamer, 'POST', `${HUB}/tasks/validate`, { taskId, submission })).json().data;

    const before = x.post({ authorId: ASHA.id, text: 'Minting my card soon' });
    expect(await validate(`https://x.com/${ASHA.username}/status/${before}`)).toMatchObject({
      isError: true,
      errorCode: 'POG_CARD_MISSING',
    });

    const card = await mint(gamer, `Xer${Math.floor(Math.random() * 1e6)}`);
    const elsewhere = x.post({ authorId: ASHA.id, text: `My card ${SITE}/pog?card=999999` });
    expect(await validate(`https://x.com/${ASHA.username}/status/${elsewhere}`)).toMatchObject({
      isError: true,
      errorCode: 'X_POG_CARD_LINK_MISSING',
    });

    const { url } = (await call(gamer, 'POST', '/api/users/pog/share', { channel: 'x' })).json().data;
    expect(url).toContain(`name=${card.name}`);
    const byToken = x.post({ authorId: ASHA.id, text: `Token link ${SITE}/pog?card=${card.tokenId}` });
    expect(await validate(`https://x.com/${ASHA.username}/status/${byToken}`)).toMatchObject({
      isError: false,
      state: 'verified',
    });
    const shared = x.post({ authorId: ASHA.id, text: `My Proof of Gamer card ${url}` });
    expect(await validate(`https://x.com/${ASHA.username}/status/${shared}`)).toMatchObject({
      isError: false,
      state: 'verified',
    });
  });
});
