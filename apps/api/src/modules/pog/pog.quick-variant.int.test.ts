import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { fundUser, signedInUser, type SignedInUser } from '../../test/factories';
import { newWaId } from '../../test/sign-in';

// quick_mint with one of the user's random variants, through the real avatars module (no double):
// the card is drawn as the variant the user picked, and another user's variant is refused.

const clock = fixedClock('2026-12-01T10:00:00Z');
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn', POG_MINT_DURATION_MS: '5000' },
  });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
});
afterAll(() => t.close());

const post = (who: SignedInUser, url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, ...headers }, payload });

async function gamerWithSlot(name: string) {
  const gamer = await signedInUser(t.app);
  expect((await post(gamer, '/api/tps/pog/name', { name })).statusCode).toBe(201);
  await fundUser(t.database.db, {
    userId: gamer.id,
    actorId: admin.id,
    currency: 'KCASH',
    amount: 100_00n,
    clock,
  });
  const paid = await post(
    gamer,
    '/api/tps/pog/slot-unlock',
    { currency: 'KCASH' },
    { 'idempotency-key': randomUUID() },
  );
  expect(paid.statusCode, paid.body).toBe(201);
  return gamer;
}

describe('quick_mint with a random variant', () => {
  it('mints the card as the variant the user picked; another user’s variant is refused', async () => {
    const gamer = await gamerWithSlot('Variant1');
    const other = await gamerWithSlot('Variant2');
    const drawn = await post(gamer, '/api/tps/pog/random-variants', { genre: 'HORROR' });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const variant = drawn.json().data.variants[1];

    const refused = await post(other, '/api/tps/pog/quick-mint', {
      genre: 'HORROR',
      variantId: variant.variantId,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe('AVATAR_VARIANT_NOT_FOUND');

    const minted = await post(gamer, '/api/tps/pog/quick-mint', {
      genre: 'HORROR',
      variantId: variant.variantId,
    });
    expect(minted.statusCode, minted.body).toBe(201);
    expect(minted.json().data).toMatchObject({ mode: 'quick_mint', genre: 'HORROR', status: 'minting' });
    const avatar = await t.app.inject({
      method: 'GET',
      url: '/api/tps/pog/avatar/status',
      headers: gamer.headers,
    });
    expect(avatar.json().data.avatar).toMatchObject({
      source: 'variant',
      genre: 'HORROR',
      characterId: variant.characterId,
      styleId: variant.styleId,
    });
    expect(minted.json().data.imageUrl).toContain(avatar.json().data.avatar.avatarId);
  });
});
