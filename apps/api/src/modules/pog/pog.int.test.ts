import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { fundUser, signedInUser, type SignedInUser } from '../../test/factories';
import { fakeAvatars, flakyMinter } from '../../test/pog.fixtures';
import { newWaId } from '../../test/sign-in';
import { ACCOUNT_DELETION_GRACE_MS } from '../users/users.service';
import { pogCards, pogProfiles, pogSlots } from './pog.tables';

// The mint through the routes: a name reserved, a slot paid through the ledger, a card minted by
// the job (custodial here: no chain configured; the chain has its own test), its NFT and metadata;
// a refused payment, a failed mint and its retry, an erased account.

const NOW = new Date('2026-12-01T10:00:00Z');
const clock = fixedClock(NOW);
const avatars = fakeAvatars();
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn', POG_MINT_DURATION_MS: '5000' },
    ports: { pogAvatars: avatars.port },
  });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: SignedInUser | null, method: Method, url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { ...who?.headers, ...headers }, ...(payload ? { payload } : {}) });
const data = async (who: SignedInUser, method: Method, url: string, payload?: object) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const status = (who: SignedInUser) => data(who, 'GET', '/api/tps/pog/status');
const unlock = (who: SignedInUser, currency = 'KCASH', key: string = randomUUID()) =>
  call(who, 'POST', '/api/tps/pog/slot-unlock', { currency }, { 'idempotency-key': key });
const kcash = async (who: SignedInUser) => {
  const balances = await data(who, 'GET', '/api/wallets/balance');
  return balances.balances.find((b: { currency: string }) => b.currency === 'KCASH').balance as string;
};
const fund = (who: SignedInUser, currency: 'KCASH' | 'REWARD', amount: bigint) =>
  fundUser(t.database.db, { userId: who.id, actorId: admin.id, currency, amount, clock });
const runMints = () => t.app.jobs.find((j) => j.name === 'pog-mints')!.run();
let nameCount = 0;
const uniqueName = () => `Gamer${(nameCount += 1)}x${Math.floor(Math.random() * 1e5)}`.slice(0, 12);

describe('the mint page’s reference', () => {
  it('lists the spec’s states, tabs and modes to anyone', async () => {
    const res = await call(null, 'GET', '/api/tps/pog/mint-states');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      states: expect.arrayContaining(['reserve_username', 'minted', 'slot_payment_failed']),
      tabs: [
        { id: 'reserve_name', label: 'reserve name' },
        { id: 'create_avatar', label: 'CREATE AVATAR' },
        { id: 'mint_pog_card', label: 'MINT POG CARD' },
      ],
      modes: ['quick_mint', 'customize_pog'],
    });
  });
});

describe('the POG name', () => {
  it('follows the rule with the spec’s messages, and is unique whatever its case', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const refused = async (name: string) => {
      const res = await call(a, 'POST', '/api/tps/pog/name', { name });
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refused('abc')).toContain('Username must be between 5 and 12 characters');
    expect(await refused('abcdefghijklm')).toContain('Username must be between 5 and 12 characters');
    expect(await refused('gamer_one')).toContain('Special characters are not allowed');

    expect(await data(a, 'POST', '/api/tps/pog/name', { name: 'NightOwl' })).toEqual({ name: 'NightOwl' });
    expect(await data(b, 'GET', '/api/tps/pog/name?name=nightowl')).toEqual({
      name: 'nightowl',
      isAvailable: false,
    });
    const taken = await call(b, 'POST', '/api/tps/pog/name', { name: 'NIGHTOWL' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'USERNAME_TAKEN', message: 'Username already taken!' });
    // The holder may change its case; a new name frees the old one.
    expect(await data(a, 'GET', '/api/tps/pog/name?name=NIGHTowl')).toMatchObject({ isAvailable: true });
    await data(a, 'POST', '/api/tps/pog/name', { name: 'DayOwl1' });
    expect(await data(b, 'POST', '/api/tps/pog/name', { name: 'NIGHTOWL' })).toEqual({ name: 'NIGHTOWL' });
  });
});

describe('a customised card', () => {
  it('goes through the spec’s states: name, avatar, slot, mint in progress, minted', async () => {
    const gamer = await signedInUser(t.app);
    expect(await status(gamer)).toMatchObject({
      state: 'reserve_username',
      tab: 'reserve_name',
      next: 'reserve_name',
      mode: 'customize_pog',
      name: null,
      slot: {
        status: 'none',
        slotId: null,
        prices: [
          { currency: 'KCASH', amount: '100.00' },
          { currency: 'KRT', amount: '10.000000' },
        ],
      },
      card: null,
      error: null,
    });
    // No name, no slot.
    expect((await unlock(gamer)).json()).toMatchObject({ errorCode: 'POG_NAME_REQUIRED' });

    const name = uniqueName();
    await data(gamer, 'POST', '/api/tps/pog/name', { name });
    expect(await status(gamer)).toMatchObject({ state: 'avatar_category_selection', tab: 'create_avatar' });
    avatars.setStep(gamer.id, 'style');
    expect((await status(gamer)).state).toBe('style_selection');
    avatars.setStep(gamer.id, 'generating');
    expect((await status(gamer)).state).toBe('avatar_generation_pending');
    // Not ready yet: refused, and nothing is taken.
    const early = await call(gamer, 'POST', '/api/tps/pog/activate');
    expect(early.json()).toMatchObject({ errorCode: 'POG_SLOT_REQUIRED' });
    avatars.setStep(gamer.id, 'ready');
    expect(await status(gamer)).toMatchObject({ tab: 'mint_pog_card', next: 'unlock_slot' });

    // The payment: not enough K-Cash changes nothing and says the spec's words.
    const refused = await unlock(gamer);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      errorCode: 'PAYMENT_FAILED',
      message: 'Payment Failed, Please try again!',
      details: { reason: 'INSUFFICIENT_BALANCE', currency: 'KCASH', balance: '0.00', amount: '100.00' },
    });
    expect(await t.database.db.select().from(pogSlots).where(eq(pogSlots.userId, gamer.id))).toEqual([]);
    expect(await status(gamer)).toMatchObject({
      state: 'slot_payment_failed',
      next: 'unlock_slot',
      error: { errorCode: 'PAYMENT_FAILED', message: 'Payment Failed, Please try again!' },
    });

    await fund(gamer, 'KCASH', 150_00n);
    const key = randomUUID();
    const paid = await unlock(gamer, 'KCASH', key);
    expect(paid.statusCode, paid.body).toBe(201);
    const slot = paid.json().data;
    expect(slot).toMatchObject({ currency: 'KCASH', amount: '100.00', cardId: null });
    expect(await kcash(gamer)).toBe('50.00');
    // A replay answers the same; another key finds the slot waiting and pays nothing.
    const replay = await unlock(gamer, 'KCASH', key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual(slot);
    expect((await unlock(gamer)).json().data).toEqual(slot);
    expect(await kcash(gamer)).toBe('50.00');
    expect(await status(gamer)).toMatchObject({
      state: 'avatar_generation_pending',
      next: 'mint',
      slot: { status: 'open', slotId: slot.id },
      error: null,
    });

    const started = await call(gamer, 'POST', '/api/tps/pog/activate');
    expect(started.statusCode, started.body).toBe(201);
    const card = started.json().data;
    expect(card).toMatchObject({
      name,
      mode: 'customize_pog',
      genre: 'FANTASY',
      status: 'minting',
      progress: { percent: 0, startedAt: NOW.toISOString(), finishesAt: '2026-12-01T10:00:05.000Z' },
      chain: null,
      imageUrl: `http://localhost:3000/api/test-avatars/${gamer.id}.png`,
      metadataUrl: `http://localhost:3000/api/pog-nft/${card.tokenId}`,
      mintedAt: null,
      error: null,
    });
    expect((await call(gamer, 'POST', '/api/tps/pog/activate')).json()).toMatchObject({
      errorCode: 'POG_MINT_IN_PROGRESS',
    });

    // Live progress, and the job leaves it alone until its planned end.
    clock.advance(2_500);
    expect(await status(gamer)).toMatchObject({
      state: 'mint_in_progress',
      next: 'wait_for_mint',
      card: { status: 'minting', progress: { percent: 49 } },
    });
    expect(await runMints()).toBe(0);
    clock.advance(2_500);
    expect(await runMints()).toBe(1);
    const minted = await status(gamer);
    expect(minted).toMatchObject({
      state: 'minted',
      next: 'unlock_slot',
      slot: { status: 'none' },
      card: { status: 'minted', progress: { percent: 100 }, mintedAt: clock.now().toISOString() },
    });
    expect((await data(gamer, 'GET', '/api/tps/pog/list')).cards).toEqual([minted.card]);

    // Its NFT and the ERC-721 metadata anyone reads (the tokenURI).
    const nfts = (await data(gamer, 'GET', '/api/nfts/user-nfts')).nfts;
    expect(nfts).toHaveLength(1);
    expect(nfts[0]).toMatchObject({ tokenId: card.tokenId, cardId: card.id, chain: null });
    const metadata = await call(null, 'GET', `/api/pog-nft/${card.tokenId}`);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()).toEqual(nfts[0].metadata);
    expect(metadata.json()).toMatchObject({
      name: `${name} · Proof of Gamer #${card.tokenId}`,
      image: card.imageUrl,
      attributes: expect.arrayContaining([
        // The scores module's: a verified phone and nothing else yet (human 30, total 0.30·30).
        { trait_type: 'Human score', value: 30, display_type: 'number' },
        { trait_type: 'Social score', value: 0, display_type: 'number' },
        { trait_type: 'Total score', value: 9, display_type: 'number' },
        { trait_type: 'Tier', value: 'Bronze' },
        { trait_type: 'Scores counted', value: 'yes' },
      ]),
    });
    expect((await call(null, 'GET', '/api/pog-nft/999999')).json()).toMatchObject({
      errorCode: 'POG_CARD_NOT_FOUND',
    });
    expect((await call(null, 'GET', '/api/pog-nft/99999999999999999999')).statusCode).toBe(400);

    // The slot holds its card: another card needs another slot.
    expect((await call(gamer, 'POST', '/api/tps/pog/activate')).json()).toMatchObject({
      errorCode: 'POG_SLOT_REQUIRED',
    });
  });
});

describe('a quick mint', () => {
  it('pays in the reward token, skips the avatar’s steps and mints with a quick avatar of the genre', async () => {
    const gamer = await signedInUser(t.app);
    await data(gamer, 'PUT', '/api/tps/pog/preferences', { mode: 'quick_mint' });
    expect(await data(gamer, 'GET', '/api/tps/pog/preferences')).toEqual({ mode: 'quick_mint' });
    await data(gamer, 'POST', '/api/tps/pog/name', { name: uniqueName() });
    expect(await status(gamer)).toMatchObject({
      state: 'reserve_username',
      tab: 'mint_pog_card',
      next: 'unlock_slot',
    });
    expect((await unlock(gamer, 'KPOINTS')).json()).toMatchObject({
      errorCode: 'POG_SLOT_CURRENCY_NOT_ACCEPTED',
    });
    await fund(gamer, 'REWARD', 10_000_000n);
    const paid = await unlock(gamer, 'KRT');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ currency: 'KRT', amount: '10.000000' });
    const card = await data(gamer, 'POST', '/api/tps/pog/quick-mint', { genre: 'SCI-FI' });
    expect(card).toMatchObject({ mode: 'quick_mint', genre: 'SCI-FI', status: 'minting' });
    clock.advance(5_000);
    await runMints();
    expect(await status(gamer)).toMatchObject({ state: 'minted', card: { id: card.id, status: 'minted' } });
  });
});

describe('an erased account', () => {
  it('frees its name and loses its cards and slots; its ledger entries stay', async () => {
    let gamer = await signedInUser(t.app);
    const name = uniqueName();
    await data(gamer, 'POST', '/api/tps/pog/name', { name });
    await fund(gamer, 'KCASH', 100_00n);
    const slot = (await unlock(gamer)).json().data;
    avatars.setStep(gamer.id, 'ready');
    await data(gamer, 'POST', '/api/tps/pog/activate');

    await data(gamer, 'POST', '/api/users/deletion-request');
    clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
    await t.app.jobs.find((j) => j.name === 'account-deletions')!.run();

    const db = t.database.db;
    expect(await db.select().from(pogProfiles).where(eq(pogProfiles.userId, gamer.id))).toEqual([]);
    expect(await db.select().from(pogSlots).where(eq(pogSlots.userId, gamer.id))).toEqual([]);
    expect(await db.select().from(pogCards).where(eq(pogCards.userId, gamer.id))).toEqual([]);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.causeId, slot.id));
    expect(entries).toHaveLength(1);
    gamer = await signedInUser(t.app);
    expect(await data(gamer, 'POST', '/api/tps/pog/name', { name })).toEqual({ name });
  });
});

describe('a mint that fails', () => {
  let f: TestApp;
  const chain = flakyMinter();
  const fClock = fixedClock(NOW);
  beforeAll(async () => {
    f = await createTestApp({
      clock: fClock,
      env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'error', POG_MINT_DURATION_MS: '10' },
      ports: { pogAvatars: avatars.port, pogMinter: chain.minter },
    });
  });
  afterAll(() => f.close());

  it('says the spec’s words after its attempts, and its retry mints the same card without paying again', async () => {
    const operator = await signedInUser(f.app, { waId: ADMIN_WAID });
    const gamer = await signedInUser(f.app);
    const inject = (method: Method, url: string, payload?: object, headers = {}) =>
      f.app.inject({
        method,
        url,
        headers: { ...gamer.headers, ...headers },
        ...(payload ? { payload } : {}),
      });
    const run = () => f.app.jobs.find((j) => j.name === 'pog-mints')!.run();
    await inject('POST', '/api/tps/pog/name', { name: uniqueName() });
    await fundUser(f.database.db, {
      userId: gamer.id,
      actorId: operator.id,
      currency: 'KCASH',
      amount: 100_00n,
    });
    expect(
      (await inject('POST', '/api/tps/pog/slot-unlock', { currency: 'KCASH' }, { 'idempotency-key': 'k1' }))
        .statusCode,
    ).toBe(201);
    const card = (await inject('POST', '/api/tps/pog/quick-mint', { genre: 'HORROR' })).json().data;
    expect(card.chain).toMatchObject({ chainId: 31337, txHash: null });

    // Three attempts, each after a longer wait; then the card is failed.
    for (const wait of [10, 10_001, 20_001]) {
      fClock.advance(wait);
      expect(await run()).toBe(0);
    }
    const failed = (await inject('GET', '/api/tps/pog/status')).json().data;
    expect(failed).toMatchObject({
      state: 'mint_in_progress',
      next: 'retry_mint',
      card: { id: card.id, status: 'failed', error: { errorCode: 'MINT_FAILED' } },
      error: { errorCode: 'MINT_FAILED', message: 'Something broke while minting your POG card.' },
    });

    chain.heal();
    const retried = await inject('POST', '/api/tps/pog/mint-retry');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ id: card.id, tokenId: card.tokenId, status: 'minting' });
    expect((await inject('POST', '/api/tps/pog/mint-retry')).json()).toMatchObject({
      errorCode: 'POG_MINT_IN_PROGRESS',
    });
    fClock.advance(10);
    expect(await run()).toBe(1);
    expect(chain.mintsSent).toBe(1);
    expect(chain.ownerOf(BigInt(card.tokenId))).toBe(card.ownerAddress);
    const minted = (await inject('GET', '/api/tps/pog/status')).json().data;
    expect(minted).toMatchObject({
      state: 'minted',
      card: { status: 'minted', chain: { txHash: expect.stringMatching(/^0x/) } },
    });
    // One payment in all.
    const slots = await f.database.db.select().from(pogSlots).where(eq(pogSlots.userId, gamer.id));
    expect(slots).toHaveLength(1);
    expect((await inject('POST', '/api/tps/pog/mint-retry')).json()).toMatchObject({
      errorCode: 'POG_NOTHING_TO_RETRY',
    });
  });
});
