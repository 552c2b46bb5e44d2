import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnings, ledgerEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { awardByAdmin, expectRewardPoolMatchesEarnings, storedEarning } from '../../test/earnings.fixtures';
import { storedBalances, testLedger } from '../../test/ledger.fixtures';
import { newWaId, newWaIdOf, signInByPhone } from '../../test/sign-in';

// Meaningful on PostgreSQL (the api-postgres project: a pool of 20 connections, so the requests
// really overlap); on PGlite they run one after another and must give the same results.

const BASE = '/api/platform-simplified-payments/collect-earning/user';
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: Session;
type Session = Awaited<ReturnType<typeof signInByPhone>>;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn' } });
  admin = await signInByPhone(t.app, ADMIN_WAID);
});
afterAll(() => t.close());

const auth = (s: Session) => ({ authorization: `Bearer ${s.accessToken}` });

async function userElsewhere(): Promise<Session> {
  return signInByPhone(t.app, newWaIdOf('DE'));
}

const collect = (s: Session, id: string, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/collect/${id}`,
    headers: { ...auth(s), 'idempotency-key': key },
  });

const collectAll = (s: Session) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/collect-all`,
    headers: { ...auth(s), 'idempotency-key': randomUUID() },
  });

async function collectionsOf(earningId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'collection'),
        eq(ledgerEntries.causeType, 'earning'),
        eq(ledgerEntries.causeId, earningId),
      ),
    );
  return row!.n;
}

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
  await expectRewardPoolMatchesEarnings(t.database.db);
}

describe('collections at the same time', () => {
  it('200 parallel collections of one earning credit it once', async () => {
    const me = await userElsewhere();
    const awarded = await awardByAdmin(t.app, admin.accessToken, { userId: me.user.id, amount: '50' });
    const results = await Promise.all(Array.from({ length: 200 }, () => collect(me, awarded.id)));
    const succeeded = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(199);
    for (const r of refused)
      expect(r.json()).toMatchObject({ statusCode: 409, errorCode: 'EARNING_ALREADY_COLLECTED' });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:earned': 5000n });
    expect(await collectionsOf(awarded.id)).toBe(1);
    await expectSoundLedger();
  });

  it('200 parallel requests with one Idempotency-Key credit once and agree on the answer', async () => {
    const me = await userElsewhere();
    const awarded = await awardByAdmin(t.app, admin.accessToken, { userId: me.user.id, amount: '3' });
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 200 }, () => collect(me, awarded.id, key)));
    const ok = results.filter((r) => r.statusCode === 200);
    // The first, and replays of it; a duplicate arriving while the first runs is a 409 Conflict.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.json()).toEqual(ok[0]!.json());
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toMatchObject({ statusCode: 409, errorCode: 'CONFLICT_IN_PROGRESS' });
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:earned': 300n });
    expect(await collectionsOf(awarded.id)).toBe(1);
  });

  it('collect-all racing collect-one pays every earning exactly once', async () => {
    const me = await userElsewhere();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++)
      ids.push((await awardByAdmin(t.app, admin.accessToken, { userId: me.user.id, amount: '1.25' })).id);
    const requests = [
      ...ids.flatMap((id) => [collect(me, id), collect(me, id)]),
      collectAll(me),
      collectAll(me),
      collectAll(me),
    ];
    const results = await Promise.all(requests.sort(() => Math.random() - 0.5));
    for (const r of results) {
      expect(r.statusCode, r.body).toBeLessThan(500);
      if (r.statusCode >= 400)
        expect(['EARNING_ALREADY_COLLECTED', 'EARNING_BEING_COLLECTED', 'NO_EARNINGS_TO_COLLECT']).toContain(
          r.json().errorCode,
        );
    }
    // Whatever a collect-all request left to the job (none, normally) is paid out by it.
    await t.app.jobs.find((j) => j.name === 'earnings-distribution')!.run();
    for (const id of ids) {
      expect(await collectionsOf(id)).toBe(1);
      expect((await storedEarning(t.database.db, id)).status).toBe('credited');
    }
    expect(await storedBalances(t.database.db, me.user.id)).toEqual({ 'KCASH:earned': 20n * 125n });
    await expectSoundLedger();
  });

  it('50 parallel awards of one source make one earning and one reservation', async () => {
    const me = await userElsewhere();
    const sourceId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        awardByAdmin(t.app, admin.accessToken, { userId: me.user.id, sourceId, amount: '2' }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(earnings)
      .where(and(eq(earnings.userId, me.user.id), eq(earnings.sourceId, sourceId)));
    expect(rows!.n).toBe(1);
    const [reservations] = await t.database.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'reward'), eq(ledgerEntries.causeId, results[0]!.id)));
    expect(reservations!.n).toBe(1);
    await expectSoundLedger();
  });
});
