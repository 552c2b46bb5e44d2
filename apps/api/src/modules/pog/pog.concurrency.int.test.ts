import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { fundUser, signedInUser, type SignedInUser } from '../../test/factories';
import { fakeAvatars } from '../../test/pog.fixtures';
import { newWaId } from '../../test/sign-in';
import { SLOT_CAUSE_TYPE } from './unlock-slot';
import { pogCards, pogProfiles, pogSlots } from './pog.tables';

// Meaningful on PostgreSQL (the api-postgres project: a pool of 20 connections, so the requests
// really overlap); on PGlite they run one after another and must give the same results.

const ADMIN_WAID = newWaId();
const avatars = fakeAvatars();
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn' },
    ports: { pogAvatars: avatars.port },
  });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
});
afterAll(() => t.close());

/** `n` users signed in, ten at a time. */
async function users(n: number): Promise<SignedInUser[]> {
  const made: SignedInUser[] = [];
  while (made.length < n)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, n - made.length) }, () => signedInUser(t.app)),
      )),
    );
  return made;
}

const post = (who: SignedInUser, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...headers },
    ...(payload ? { payload } : {}),
  });
const unlock = (who: SignedInUser, key: string) =>
  post(who, '/api/tps/pog/slot-unlock', { currency: 'KCASH' }, { 'idempotency-key': key });

/** The user's slot payments in the ledger. */
const slotEntries = async (userId: string) => {
  const slots = await t.database.db.select().from(pogSlots).where(eq(pogSlots.userId, userId));
  const entries = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.causeType, SLOT_CAUSE_TYPE),
        sql`${ledgerEntries.causeId} in (select id::text from pog_slots where user_id = ${userId})`,
      ),
    );
  return { slots, entries };
};

async function namedAndFunded(kcash: bigint): Promise<SignedInUser> {
  const gamer = await signedInUser(t.app);
  const name = `Race${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  expect((await post(gamer, '/api/tps/pog/name', { name })).statusCode).toBe(201);
  await fundUser(t.database.db, { userId: gamer.id, actorId: admin.id, currency: 'KCASH', amount: kcash });
  return gamer;
}

describe('reserving one name', () => {
  it('100 users at once, in any case: exactly one holds it', async () => {
    const gamers = await users(100);
    const name = 'RaceWinner';
    const answers = await Promise.all(
      gamers.map((gamer, i) =>
        post(gamer, '/api/tps/pog/name', { name: i % 2 ? name.toUpperCase() : name.toLowerCase() }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json()).toMatchObject({ errorCode: 'USERNAME_TAKEN', message: 'Username already taken!' });
    const holders = await t.database.db
      .select()
      .from(pogProfiles)
      .where(sql`lower(${pogProfiles.name}) = 'racewinner'`);
    expect(holders).toHaveLength(1);
    expect(holders[0]?.userId).toBe(gamers[statuses.indexOf(201)]?.id);
  });
});

describe('unlocking a slot', () => {
  it('20 times at once with one Idempotency-Key pays once', async () => {
    const gamer = await namedAndFunded(1_000_00n);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => unlock(gamer, key)));
    for (const res of answers) expect([201, 409], res.body).toContain(res.statusCode);
    const ids = new Set(answers.filter((r) => r.statusCode === 201).map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    const { slots, entries } = await slotEntries(gamer.id);
    expect(slots).toHaveLength(1);
    expect(entries).toHaveLength(1);
  });

  it('20 times at once with different keys pays once too: one slot waits for its card', async () => {
    const gamer = await namedAndFunded(1_000_00n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => unlock(gamer, randomUUID())));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    const { slots, entries } = await slotEntries(gamer.id);
    expect(slots).toHaveLength(1);
    expect(entries).toHaveLength(1);
  });

  it('with only enough for one slot, refused or not, never below zero', async () => {
    const gamer = await namedAndFunded(100_00n);
    const answers = await Promise.all(Array.from({ length: 10 }, () => unlock(gamer, randomUUID())));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const { entries } = await slotEntries(gamer.id);
    expect(entries).toHaveLength(1);
  });
});

describe('minting in one slot', () => {
  it('10 mints at once make one card', async () => {
    const gamer = await namedAndFunded(100_00n);
    avatars.setStep(gamer.id, 'ready');
    expect((await unlock(gamer, randomUUID())).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? post(gamer, '/api/tps/pog/activate')
          : post(gamer, '/api/tps/pog/quick-mint', { genre: 'TOON' }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(['POG_MINT_IN_PROGRESS', 'POG_SLOT_REQUIRED']).toContain(res.json().errorCode);
    }
    const cards = await t.database.db.select().from(pogCards).where(eq(pogCards.userId, gamer.id));
    expect(cards).toHaveLength(1);
  });
});
