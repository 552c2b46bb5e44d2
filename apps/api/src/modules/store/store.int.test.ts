import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVoucher, Redemption, Voucher } from '@kp/contract/store';
import { REDEMPTION_CODE_WINDOW_MS } from '@kp/domain/store';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { ledgerSize, testLedger } from '../../test/ledger.fixtures';
import { newWaId, signInByPhone } from '../../test/sign-in';
import { voucherCodes, voucherRedemptions } from './store.tables';

// The K-Store end to end through the api: the catalogue, operators' routes, redemption with and
// without a one-time code, and everything that must be refused without moving a coin. Runs on
// PGlite and, in the api-postgres project, on PostgreSQL (where the parallel requests overlap).

const ADMIN_WAID = newWaId();
const clock = fixedClock(new Date());
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    // Long enough for the tests that move the clock past a code's life and a redemption's window.
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, ACCESS_TOKEN_TTL_SECONDS: '3600' },
  });
  admin = await signInByPhone(t.app, ADMIN_WAID);
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signInByPhone>>;

let nextIp = 1;
/** A distinct address per user, so this file's codes stay inside the per-address code limit. */
const ipOf = new Map<string, string>();
function ip(session: Session): string {
  if (!ipOf.has(session.user.id))
    ipOf.set(session.user.id, `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`);
  return ipOf.get(session.user.id)!;
}

function auth(session: Session | null): Record<string, string> {
  return session ? { authorization: `Bearer ${session.accessToken}` } : {};
}

function get(session: Session | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: auth(session) });
}

function post(session: Session | null, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth(session), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(session ? { remoteAddress: ip(session) } : {}),
  });
}

function redeem(session: Session | null, voucherId: string, key: string | null = randomUUID()) {
  return post(
    session,
    `/api/vouchers/${voucherId}/redeem`,
    undefined,
    key === null ? {} : { 'idempotency-key': key },
  );
}

const verify = (session: Session | null, redemptionId: string, code: string) =>
  post(session, `/api/vouchers/redemptions/${redemptionId}/verify`, { code });
const resend = (session: Session | null, redemptionId: string) =>
  post(session, `/api/vouchers/redemptions/${redemptionId}/resend`);
const redemptionOf = (session: Session | null, redemptionId: string) =>
  get(session, `/api/vouchers/redemptions/${redemptionId}`);

let slugs = 0;
async function createVoucher(
  fields: Partial<{
    price: string;
    currency: string;
    isOtpRequired: boolean;
    isActive: boolean;
    title: string;
  }>,
  codes: string[] = [],
): Promise<AdminVoucher> {
  const res = await post(admin, '/api/admin/vouchers', {
    slug: `test-voucher-${++slugs}-${randomUUID().slice(0, 8)}`,
    title: fields.title ?? `Test voucher ${slugs}`,
    brand: 'Test',
    description: 'For the tests',
    price: fields.price ?? '10',
    currency: fields.currency ?? 'KCASH',
    isOtpRequired: fields.isOtpRequired ?? false,
    isActive: fields.isActive ?? true,
    ...(codes.length ? { codes } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const someCodes = (n: number, prefix = randomUUID().slice(0, 6)) =>
  Array.from({ length: n }, (_, i) => `CODE-${prefix}-${i}`);

async function fund(session: Session, currency: string, amount: string, subBalance?: 'earned' | 'purchased') {
  const res = await post(
    admin,
    '/api/admin/ledger/grants',
    {
      userId: session.user.id,
      currency,
      amount,
      ...(subBalance ? { subBalance } : currency === 'KCASH' ? { subBalance: 'earned' } : {}),
      reason: 'store test funding',
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
}

async function balances(session: Session): Promise<Record<string, string>> {
  const res = await get(session, '/api/wallets/balance');
  expect(res.statusCode).toBe(200);
  const out: Record<string, string> = {};
  for (const b of res.json().data.balances as {
    currency: string;
    balance: string;
    subBalances?: { earned: string; purchased: string };
  }[]) {
    out[b.currency] = b.balance;
    if (b.subBalances) {
      out[`${b.currency}:earned`] = b.subBalances.earned;
      out[`${b.currency}:purchased`] = b.subBalances.purchased;
    }
  }
  return out;
}

/** The codes of a voucher not yet handed out, read from the database. */
async function stockOf(voucherId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(voucherCodes)
    .where(and(eq(voucherCodes.voucherId, voucherId), isNull(voucherCodes.redemptionId)));
  return row!.n;
}

/** The latest store code sent to a session's phone (the outbox, newest first). */
async function storeCode(session: Session): Promise<string> {
  const res = await get(null, `/api/dev/outbox?recipient=${encodeURIComponent(`+${session.waId}`)}`);
  const message = (res.json().data as { purpose: string; body: string }[]).find(
    (m) => m.purpose === 'store_redemption',
  );
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no store code sent to +${session.waId}`);
  return code;
}

async function redemptionCount() {
  const [row] = await t.database.db.select({ n: count() }).from(voucherRedemptions);
  return row!.n;
}

async function expectSoundLedger() {
  expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
    unbalancedCurrencies: [],
    negativeAccounts: [],
    balanceMismatches: [],
  });
}

/** Everything a refused request must leave as it was. */
async function snapshot(session: Session, voucherId: string) {
  return {
    ledger: await ledgerSize(t.database.db),
    balances: await balances(session),
    stock: await stockOf(voucherId),
    redemptions: await redemptionCount(),
  };
}

describe('the catalogue', () => {
  it('lists the vouchers on sale to anyone, with their stock counted from the codes, newest first', async () => {
    const soldOut = await createVoucher({ title: 'Sold out voucher' });
    clock.advance(1000);
    const hidden = await createVoucher({ isActive: false }, someCodes(2));
    clock.advance(1000);
    const points = await createVoucher(
      { currency: 'KPOINTS', price: '25', isOtpRequired: true },
      someCodes(3),
    );

    const res = await get(null, '/api/vouchers?limit=100');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { vouchers: Voucher[]; total: number };
    const ids = list.vouchers.map((v) => v.id);
    expect(ids).toContain(soldOut.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(points.id)).toBeLessThan(ids.indexOf(soldOut.id));
    expect(list.vouchers.find((v) => v.id === points.id)).toEqual({
      id: points.id,
      slug: points.slug,
      title: points.title,
      brand: 'Test',
      description: 'For the tests',
      price: '25',
      currency: 'KPOINTS',
      currencyName: 'K-Points',
      imageUrl: null,
      isOtpRequired: true,
      stock: 3,
      isAvailable: true,
      language: 'en',
    });
    expect(list.vouchers.find((v) => v.id === soldOut.id)).toMatchObject({ stock: 0, isAvailable: false });

    const page = (await get(null, '/api/vouchers?limit=1&offset=0')).json().data;
    expect(page.vouchers).toHaveLength(1);
    expect(page.total).toBe(list.total);
    const byCurrency = (await get(null, '/api/vouchers?currency=KPOINTS&limit=100')).json().data;
    expect(byCurrency.vouchers.every((v: Voucher) => v.currency === 'KPOINTS')).toBe(true);
    expect(byCurrency.vouchers.map((v: Voucher) => v.id)).toContain(points.id);
    expect((await get(null, '/api/vouchers?currency=BTC')).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'UNKNOWN_CURRENCY',
    });

    expect((await get(null, `/api/vouchers/${points.id}`)).json().data).toMatchObject({
      id: points.id,
      stock: 3,
    });
    for (const id of [hidden.id, randomUUID()]) {
      const missing = await get(null, `/api/vouchers/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        errorCode: 'VOUCHER_NOT_FOUND',
        message: 'This voucher does not exist',
      });
    }
    expect((await get(null, '/api/vouchers/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('operators', () => {
  it('create a voucher with codes kept sealed, and a code it already has is skipped', async () => {
    const codes = ['GIFT-AAAA-1111', 'GIFT-BBBB-2222'];
    const voucher = await createVoucher({ price: '12.5' }, codes);
    expect(voucher).toMatchObject({
      price: '12.50',
      currency: 'KCASH',
      stock: 2,
      handedOut: 0,
      isActive: true,
    });

    const rows = await t.database.db
      .select()
      .from(voucherCodes)
      .where(eq(voucherCodes.voucherId, voucher.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const code of codes) {
        expect(row.sealedCode).not.toContain(code);
        expect(row.codeHash).not.toContain(code);
      }
      expect(row.sealedCode.split('.')).toHaveLength(3);
    }

    const added = await post(admin, `/api/admin/vouchers/${voucher.id}/codes`, {
      codes: ['GIFT-BBBB-2222', ' GIFT-CCCC-3333 ', 'GIFT-CCCC-3333'],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ added: 1, skipped: 2, voucher: { stock: 3 } });
  });

  it('change a voucher: price, sale, and a new currency only with a price', async () => {
    const voucher = await createVoucher({ price: '10' }, someCodes(1));
    const patch = (body: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/vouchers/${voucher.id}`,
        headers: auth(admin),
        payload: body as object,
      });
    const cheaper = await patch({ price: '7.25', isActive: false, title: 'Cheaper voucher' });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(cheaper.json().data).toMatchObject({
      price: '7.25',
      isActive: false,
      title: 'Cheaper voucher',
      stock: 1,
    });
    expect((await get(null, `/api/vouchers/${voucher.id}`)).statusCode).toBe(404);

    const noPrice = await patch({ currency: 'KPOINTS' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toContain('price');
    const inPoints = await patch({ currency: 'KPOINTS', price: '300', isActive: true });
    expect(inPoints.json().data).toMatchObject({ currency: 'KPOINTS', price: '300', isActive: true });
    expect((await patch({ price: '1.5' })).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_AMOUNT',
    });
    expect((await patch({})).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/vouchers/${randomUUID()}`,
      headers: auth(admin),
      payload: { price: '1' },
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, errorCode: 'VOUCHER_NOT_FOUND' });
  });

  it('get a clear 4xx for bad vouchers, and a taken slug is 409', async () => {
    const valid = {
      slug: `bad-input-${randomUUID().slice(0, 8)}`,
      title: 'A voucher',
      brand: 'Test',
      price: '10',
      currency: 'KCASH',
    };
    expect((await post(admin, '/api/admin/vouchers', valid)).statusCode).toBe(201);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['taken slug', {}, 409, 'VOUCHER_SLUG_TAKEN'],
      ['negative price', { slug: 'neg-price', price: '-1' }, 400, 'INVALID_AMOUNT'],
      ['zero price', { slug: 'zero-price', price: '0' }, 400, 'INVALID_AMOUNT'],
      ['beyond the scale', { slug: 'scale', price: '1.001' }, 400, 'INVALID_AMOUNT'],
      ['huge', { slug: 'huge', price: '1'.padEnd(30, '0') }, 400, 'INVALID_AMOUNT'],
      ['not a number', { slug: 'nan', price: 'ten' }, 400, 'INVALID_AMOUNT'],
      ['a JSON number', { slug: 'num', price: 10 }, 400, 'VALIDATION_FAILED'],
      ['unknown currency', { slug: 'btc', currency: 'BTC' }, 400, 'UNKNOWN_CURRENCY'],
      ['bad slug', { slug: 'Bad Slug' }, 400, 'VALIDATION_FAILED'],
      ['code with a line break', { slug: 'codes-nl', codes: ['ABCD\nEFGH'] }, 400, 'VALIDATION_FAILED'],
      ['short code', { slug: 'codes-short', codes: ['AB'] }, 400, 'VALIDATION_FAILED'],
      ['extra field', { slug: 'extra', stock: 100 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [name, change, status, errorCode] of cases) {
      const res = await post(admin, '/api/admin/vouchers', { ...valid, ...change });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toMatchObject({ errorCode });
    }
    const codes = await post(admin, `/api/admin/vouchers/${randomUUID()}/codes`, { codes: ['ABCD-1234'] });
    expect(codes.json()).toMatchObject({ statusCode: 404, errorCode: 'VOUCHER_NOT_FOUND' });
    const empty = await post(admin, `/api/admin/vouchers/${randomUUID()}/codes`, { codes: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('are the only ones allowed on the admin routes (403 for users, 401 signed out)', async () => {
    const user = await signInByPhone(t.app);
    const voucher = await createVoucher({}, someCodes(1));
    const calls = [
      () => get(user, '/api/admin/vouchers'),
      () => get(user, '/api/admin/voucher-redemptions'),
      () =>
        post(user, '/api/admin/vouchers', {
          slug: 'by-a-user',
          title: 'Mine',
          brand: 'X',
          price: '1',
          currency: 'KCASH',
        }),
      () => post(user, `/api/admin/vouchers/${voucher.id}/codes`, { codes: ['USER-ADDED-1'] }),
      () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/vouchers/${voucher.id}`,
          headers: auth(user),
          payload: { price: '0.01' },
        }),
    ];
    for (const call of calls)
      expect((await call()).json()).toMatchObject({ statusCode: 403, errorCode: 'FORBIDDEN' });
    expect((await get(null, '/api/admin/vouchers')).statusCode).toBe(401);
    expect(await stockOf(voucher.id)).toBe(1);
  });
});

describe('a redemption without a one-time code', () => {
  it('hands out one code and pays the price in one go, earned K-Cash first; the code is shown to its owner only', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '5', 'earned');
    await fund(me, 'KCASH', '10', 'purchased');
    const codes = someCodes(3);
    const voucher = await createVoucher({ price: '8', title: 'Data pack' }, codes);
    const key = randomUUID();

    const res = await redeem(me, voucher.id, key);
    expect(res.statusCode, res.body).toBe(201);
    const redemption = res.json().data as Redemption;
    expect(redemption).toMatchObject({
      voucher: { id: voucher.id, title: 'Data pack' },
      status: 'completed',
      price: '8.00',
      currency: 'KCASH',
      currencyName: 'K-Cash',
      code: null, // the answer is kept for replays: the code is read from the redemption itself
      challenge: null,
      ledgerEntryId: expect.any(String),
      completedAt: expect.any(String),
    });
    expect(await balances(me)).toMatchObject({
      KCASH: '7.00',
      'KCASH:earned': '0.00',
      'KCASH:purchased': '7.00',
    });
    expect(await stockOf(voucher.id)).toBe(2);

    const mine = await redemptionOf(me, redemption.id);
    expect(mine.statusCode).toBe(200);
    const code = mine.json().data.code as string;
    expect(codes).toContain(code);

    const history = (await get(me, '/api/transactions/simplified?kind=redemption')).json().data.transactions;
    expect(
      history.map((h: { amount: string; subBalance: string }) => [h.amount, h.subBalance]).sort(),
    ).toEqual([
      ['-3.00', 'purchased'],
      ['-5.00', 'earned'],
    ]);
    for (const row of history)
      expect(row).toMatchObject({
        entryId: redemption.ledgerEntryId,
        kind: 'redemption',
        cause: { type: 'voucher_redemption', id: redemption.id },
        memo: 'Data pack',
      });

    // The same request again: the first answer, nothing paid twice.
    const replay = await redeem(me, voucher.id, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(res.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balances(me)).toMatchObject({ KCASH: '7.00' });
    expect(await stockOf(voucher.id)).toBe(2);
    // The same key for another request is refused.
    const other = await createVoucher({ price: '1' }, someCodes(1));
    expect((await redeem(me, other.id, key)).json()).toMatchObject({
      statusCode: 422,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
    });

    // Nobody else reads it.
    const stranger = await signInByPhone(t.app);
    for (const res of [
      await redemptionOf(stranger, redemption.id),
      await verify(stranger, redemption.id, '123456'),
      await resend(stranger, redemption.id),
    ])
      expect(res.json()).toMatchObject({ statusCode: 404, errorCode: 'REDEMPTION_NOT_FOUND' });
    expect((await get(stranger, '/api/vouchers/redemptions')).json().data).toEqual({
      redemptions: [],
      total: 0,
    });
    expect((await redemptionOf(null, redemption.id)).statusCode).toBe(401);

    // Voucher codes never reach a log line.
    for (const c of codes) expect(t.logs.join('\n')).not.toContain(c);

    const list = (await get(me, '/api/vouchers/redemptions')).json().data;
    expect(list.total).toBe(1);
    expect(list.redemptions[0]).toMatchObject({ id: redemption.id, status: 'completed', code: null });
    await expectSoundLedger();
  });

  it('pays in the voucher’s own currency: K-Points and the reward token', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KPOINTS', '100');
    await fund(me, 'KRT', '3.5');
    const points = await createVoucher({ currency: 'KPOINTS', price: '40' }, someCodes(2));
    const tokens = await createVoucher({ currency: 'KRT', price: '1.25' }, someCodes(2));
    expect((await redeem(me, points.id)).json().data).toMatchObject({
      status: 'completed',
      price: '40',
      currency: 'KPOINTS',
    });
    expect((await redeem(me, tokens.id)).json().data).toMatchObject({
      status: 'completed',
      price: '1.250000',
      currency: 'KRT',
    });
    expect(await balances(me)).toMatchObject({ KPOINTS: '60', KRT: '2.250000', KCASH: '0.00' });
    await expectSoundLedger();
  });

  it('refuses, moving nothing: not enough balance (in the spec’s words), sold out, off sale, no key', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '2');
    await fund(me, 'KRT', '0.5');
    const dear = await createVoucher({ price: '5' }, someCodes(2));
    const dearTokens = await createVoucher({ currency: 'KRT', price: '1' }, someCodes(2));
    const none = await createVoucher({ price: '1' });
    const off = await createVoucher({ price: '1', isActive: false }, someCodes(2));

    const before = await snapshot(me, dear.id);
    const poor = await redeem(me, dear.id);
    expect(poor.json()).toMatchObject({
      statusCode: 422,
      errorCode: 'INSUFFICIENT_BALANCE',
      message: 'Not enough K-Cash balance',
    });
    const poorInTokens = await redeem(me, dearTokens.id);
    expect(poorInTokens.json()).toMatchObject({
      statusCode: 422,
      errorCode: 'INSUFFICIENT_BALANCE',
      message: 'Not enough K-Reward Token balance',
    });
    expect((await redeem(me, none.id)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'VOUCHER_OUT_OF_STOCK',
      message: 'This voucher is sold out',
    });
    expect((await redeem(me, off.id)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'VOUCHER_UNAVAILABLE',
    });
    expect((await redeem(me, randomUUID())).json()).toMatchObject({
      statusCode: 404,
      errorCode: 'VOUCHER_NOT_FOUND',
    });
    for (const key of [null, '', 'has space', 'x'.repeat(256)])
      expect((await redeem(me, dear.id, key)).json(), String(key)).toMatchObject({
        statusCode: 400,
        errorCode: 'IDEMPOTENCY_KEY_REQUIRED',
      });
    expect((await redeem(null, dear.id)).statusCode).toBe(401);
    expect(
      (await post(me, '/api/vouchers/not-a-uuid/redeem', undefined, { 'idempotency-key': 'k1' })).statusCode,
    ).toBe(400);
    expect(await snapshot(me, dear.id)).toEqual(before);
    expect(await stockOf(dearTokens.id)).toBe(2);
    expect(await stockOf(off.id)).toBe(2);

    // A refused request leaves its key free: after a top-up the same key succeeds.
    const key = randomUUID();
    expect((await redeem(me, dear.id, key)).statusCode).toBe(422);
    await fund(me, 'KCASH', '3', 'purchased');
    expect((await redeem(me, dear.id, key)).json().data).toMatchObject({ status: 'completed' });
    expect(await balances(me)).toMatchObject({ KCASH: '0.00' });
    await expectSoundLedger();
  });

  it('hands the last code to exactly one of 200 requests at once and charges once', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '1000');
    const voucher = await createVoucher({ price: '3' }, someCodes(1));
    const responses = await Promise.all(Array.from({ length: 200 }, () => redeem(me, voucher.id)));
    const won = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(1);
    for (const r of refused)
      expect(r.json(), r.body).toMatchObject({ statusCode: 409, errorCode: 'VOUCHER_OUT_OF_STOCK' });
    expect(await stockOf(voucher.id)).toBe(0);
    expect(await balances(me)).toMatchObject({ KCASH: '997.00' });
    const rows = await t.database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher.id));
    expect(rows.map((r) => r.status)).toEqual(['completed']);
    await expectSoundLedger();
  });

  it('makes one redemption of one key sent 50 times at once; the others get its answer or 409', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '100');
    const voucher = await createVoucher({ price: '1' }, someCodes(10));
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 50 }, () => redeem(me, voucher.id, key)));
    const answered = responses.filter((r) => r.statusCode === 201);
    const conflicts = responses.filter((r) => r.statusCode === 409);
    expect(answered.length + conflicts.length, responses.map((r) => r.body).join('\n')).toBe(50);
    expect(new Set(answered.map((r) => r.body)).size).toBe(1);
    for (const r of conflicts)
      expect(r.json()).toMatchObject({ message: 'Conflict: Resource already in progress' });
    expect(await stockOf(voucher.id)).toBe(9);
    expect(await balances(me)).toMatchObject({ KCASH: '99.00' });
  });
});

describe('a redemption confirmed by a one-time code', () => {
  async function pending(session: Session, voucher: AdminVoucher, key = randomUUID()) {
    clock.advance(1000); // the outbox orders by time: the store's code after the sign-in code
    const res = await redeem(session, voucher.id, key);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Redemption;
  }

  it('sends a code to the verified phone, waits, then completes with it: one code handed out, one payment', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '50');
    const codes = someCodes(2);
    const voucher = await createVoucher({ price: '12', isOtpRequired: true }, codes);
    const before = { ledger: await ledgerSize(t.database.db), stock: await stockOf(voucher.id) };

    const key = randomUUID();
    const redemption = await pending(me, voucher, key);
    expect(redemption).toMatchObject({
      status: 'pending',
      price: '12.00',
      code: null,
      ledgerEntryId: null,
      completedAt: null,
      challenge: {
        phoneNumber: expect.stringMatching(/\d{4}$/),
        expiresAt: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
        resendAvailableAt: new Date(clock.now().getTime() + 30_000).toISOString(),
      },
      expiresAt: new Date(clock.now().getTime() + REDEMPTION_CODE_WINDOW_MS).toISOString(),
    });
    expect(redemption.challenge!.phoneNumber).not.toContain(me.waId.slice(2, 8));
    // Nothing has moved yet.
    expect(await ledgerSize(t.database.db)).toEqual(before.ledger);
    expect(await stockOf(voucher.id)).toBe(before.stock);
    expect(await balances(me)).toMatchObject({ KCASH: '50.00' });

    // The request again: its answer, and no second code sent.
    const code = await storeCode(me);
    const replay = await redeem(me, voucher.id, key);
    expect(replay.json().data.id).toBe(redemption.id);
    expect(await storeCode(me)).toBe(code);
    const outbox = await get(null, `/api/dev/outbox?recipient=${encodeURIComponent(`+${me.waId}`)}`);
    expect(
      outbox.json().data.filter((m: { purpose: string }) => m.purpose === 'store_redemption'),
    ).toHaveLength(1);

    const wrong = await verify(me, redemption.id, code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      errorCode: 'OTP_INVALID',
      message: 'The code is not correct',
      details: { attemptsLeft: 4 },
    });
    expect((await verify(me, redemption.id, 'abc')).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
    });

    const done = await verify(me, redemption.id, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ id: redemption.id, status: 'completed', challenge: null });
    expect(await balances(me)).toMatchObject({ KCASH: '38.00' });
    expect(await stockOf(voucher.id)).toBe(1);
    expect(codes).toContain((await redemptionOf(me, redemption.id)).json().data.code);

    // Verifying again returns it and pays nothing; a resend is refused.
    expect((await verify(me, redemption.id, code)).json().data).toMatchObject({ status: 'completed' });
    expect(await balances(me)).toMatchObject({ KCASH: '38.00' });
    expect((await resend(me, redemption.id)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'REDEMPTION_CLOSED',
    });
    await expectSoundLedger();
  });

  it('checks what it can before sending a code: stock and balance', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '1');
    const dear = await createVoucher({ price: '5', isOtpRequired: true }, someCodes(1));
    const soldOut = await createVoucher({ price: '0.5', isOtpRequired: true });
    expect((await redeem(me, dear.id)).json()).toMatchObject({
      statusCode: 422,
      message: 'Not enough K-Cash balance',
    });
    expect((await redeem(me, soldOut.id)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'VOUCHER_OUT_OF_STOCK',
    });
    const outbox = await get(null, `/api/dev/outbox?recipient=${encodeURIComponent(`+${me.waId}`)}`);
    expect(
      outbox.json().data.filter((m: { purpose: string }) => m.purpose === 'store_redemption'),
    ).toHaveLength(0);
  });

  it('resends after the cooldown; the new code works, the old one no longer', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '20');
    const voucher = await createVoucher({ price: '2', isOtpRequired: true }, someCodes(1));
    const redemption = await pending(me, voucher);
    const first = await storeCode(me);

    const early = await resend(me, redemption.id);
    expect(early.json()).toMatchObject({ statusCode: 429, errorCode: 'OTP_RESEND_TOO_SOON' });
    clock.advance(30_000);
    const again = await resend(me, redemption.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.challenge).toMatchObject({
      resendAvailableAt: new Date(clock.now().getTime() + 30_000).toISOString(),
    });
    const second = await storeCode(me);
    if (second !== first)
      expect((await verify(me, redemption.id, first)).json()).toMatchObject({ errorCode: 'OTP_INVALID' });
    expect((await verify(me, redemption.id, second)).json().data).toMatchObject({ status: 'completed' });
  });

  it('asks for a new code once the code has expired, and completes with that one', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '20');
    const voucher = await createVoucher({ price: '2', isOtpRequired: true }, someCodes(1));
    const redemption = await pending(me, voucher);
    const code = await storeCode(me);
    clock.advance(5 * 60_000 + 1);
    expect((await verify(me, redemption.id, code)).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'OTP_EXPIRED',
    });
    expect((await redemptionOf(me, redemption.id)).json().data.status).toBe('pending');
    expect((await resend(me, redemption.id)).statusCode).toBe(201);
    const fresh = await storeCode(me);
    expect((await verify(me, redemption.id, fresh)).json().data).toMatchObject({ status: 'completed' });
    expect(await balances(me)).toMatchObject({ KCASH: '18.00' });
  });

  it('ends the redemption at the fifth wrong code: nothing paid, the right code refused after', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '20');
    const voucher = await createVoucher({ price: '2', isOtpRequired: true }, someCodes(1));
    const redemption = await pending(me, voucher);
    const code = await storeCode(me);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let left = 4; left >= 1; left--)
      expect((await verify(me, redemption.id, wrong)).json()).toMatchObject({
        errorCode: 'OTP_INVALID',
        details: { attemptsLeft: left },
      });
    expect((await verify(me, redemption.id, wrong)).json()).toMatchObject({
      statusCode: 429,
      errorCode: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many wrong codes. Please ask for a new one.',
    });
    expect((await verify(me, redemption.id, code)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'REDEMPTION_CLOSED',
    });
    expect((await resend(me, redemption.id)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'REDEMPTION_CLOSED',
    });
    expect((await redemptionOf(me, redemption.id)).json().data).toMatchObject({
      status: 'failed',
      code: null,
    });
    expect(await balances(me)).toMatchObject({ KCASH: '20.00' });
    expect(await stockOf(voucher.id)).toBe(1);
    const failed = (await get(admin, `/api/admin/voucher-redemptions?voucherId=${voucher.id}`)).json().data;
    expect(failed.redemptions).toEqual([
      expect.objectContaining({
        id: redemption.id,
        status: 'failed',
        failureReason: 'OTP_ATTEMPTS_EXCEEDED',
        userId: me.user.id,
      }),
    ]);
    expect(failed.redemptions[0]).not.toHaveProperty('code');
  });

  it('keeps the code usable when the completion is refused, so it completes after a top-up', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '10');
    const voucher = await createVoucher({ price: '8', isOtpRequired: true }, someCodes(2));
    const cheap = await createVoucher({ price: '5' }, someCodes(1));
    const redemption = await pending(me, voucher);
    const code = await storeCode(me);
    // The balance is spent elsewhere while the code is on its way.
    expect((await redeem(me, cheap.id)).json().data).toMatchObject({ status: 'completed' });
    const before = await snapshot(me, voucher.id);
    expect((await verify(me, redemption.id, code)).json()).toMatchObject({
      statusCode: 422,
      errorCode: 'INSUFFICIENT_BALANCE',
      message: 'Not enough K-Cash balance',
    });
    expect(await snapshot(me, voucher.id)).toEqual(before);
    await fund(me, 'KCASH', '3', 'purchased');
    expect((await verify(me, redemption.id, code)).json().data).toMatchObject({ status: 'completed' });
    expect(await balances(me)).toMatchObject({ KCASH: '0.00' });
    await expectSoundLedger();
  });

  it('expires when the code does not come within the window', async () => {
    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '10');
    const voucher = await createVoucher({ price: '1', isOtpRequired: true }, someCodes(1));
    const redemption = await pending(me, voucher);
    const code = await storeCode(me);
    clock.advance(REDEMPTION_CODE_WINDOW_MS);
    expect((await redemptionOf(me, redemption.id)).json().data.status).toBe('expired');
    const expired = (await get(me, '/api/vouchers/redemptions?status=expired')).json().data;
    expect(expired.redemptions.map((r: Redemption) => r.id)).toEqual([redemption.id]);
    expect((await get(me, '/api/vouchers/redemptions?status=pending')).json().data.total).toBe(0);
    expect((await verify(me, redemption.id, code)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'REDEMPTION_CLOSED',
    });
    expect((await resend(me, redemption.id)).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'REDEMPTION_CLOSED',
    });
    expect(await balances(me)).toMatchObject({ KCASH: '10.00' });
    const [row] = await t.database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.id, redemption.id));
    expect(row).toMatchObject({ status: 'expired', ledgerEntryId: null });
  });
});

describe('the demo store', () => {
  it('gets random codes for its demo vouchers once, sealed like any other, never refilled', async () => {
    await seedDemoDataIfEmpty(t.database.db, clock.now());
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    });
    const started = async () => {
      const app = await buildApp({ config, database: t.database, clock });
      await app.close();
    };
    await started(); // a start of the api seeds the codes of the demo vouchers that have none
    const list = (await get(null, '/api/vouchers?limit=100')).json().data.vouchers as Voucher[];
    const demo = Object.fromEntries(list.map((v) => [v.slug, v]));
    // ₹49 at the default 85 rupees a USDT: 0.57647 USDT, 576.47 K-Cash, priced 580.
    expect(demo['data-pack-2gb']).toMatchObject({ stock: 100, isOtpRequired: false, price: '580.00' });
    expect(demo['mobile-recharge-inr-100']).toMatchObject({ stock: 50, isOtpRequired: true });
    expect(demo['avatar-frame-gold']).toMatchObject({ stock: 30, currency: 'KPOINTS' });
    expect(demo['tournament-pass']).toMatchObject({ stock: 10, currency: 'KRT', price: '25.000000' });

    const me = await signInByPhone(t.app);
    await fund(me, 'KCASH', '580');
    const redemption = (await redeem(me, demo['data-pack-2gb']!.id)).json().data as Redemption;
    const code = (await redemptionOf(me, redemption.id)).json().data.code as string;
    expect(code).toMatch(/^KP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const rows = await t.database.db
      .select()
      .from(voucherCodes)
      .where(eq(voucherCodes.voucherId, demo['data-pack-2gb']!.id));
    expect(rows.some((r) => r.sealedCode.includes(code))).toBe(false);

    await started(); // another start adds nothing
    expect(await stockOf(demo['data-pack-2gb']!.id)).toBe(99);
    expect(await stockOf(demo['kplay-hoodie']!.id)).toBe(5);
  });
});
