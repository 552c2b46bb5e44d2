import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_LIMITS } from '@kp/domain/store';
import { createTestApp, type TestApp } from '../../test/app';
import { fundUser, signedInUser } from '../../test/factories';
import { newWaId, signInByPhone } from '../../test/sign-in';

/** Vouchers in the reader's language (issue 18), and operators' translations of them. */

const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: Record<string, string>;
let voucherId: string;

const TRANSLATIONS = {
  hi: { title: 'मोबाइल रिचार्ज ₹50', description: 'किसी भी ऑपरेटर के लिए रिचार्ज कोड।' },
  pt: { title: 'Recarga de celular ₹50' },
};

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}` } });
  admin = { authorization: `Bearer ${(await signInByPhone(t.app, ADMIN_WAID)).accessToken}` };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/vouchers',
    headers: admin,
    payload: {
      slug: 'recharge-50',
      title: 'Mobile recharge ₹50',
      brand: 'Recharge',
      description: 'A top-up code for any operator.',
      price: '5',
      currency: 'KCASH',
      translations: TRANSLATIONS,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().data.translations).toEqual(TRANSLATIONS);
  voucherId = created.json().data.id;
}, 120_000);
afterAll(() => t.close());

type Texts = { title: string; description: string; language: string };
async function voucher(acceptLanguage?: string) {
  const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  const res = await t.app.inject({ method: 'GET', url: `/api/vouchers/${voucherId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['vary']).toContain('Accept-Language');
  const { title, description, language } = res.json().data as Texts;
  return { contentLanguage: res.headers['content-language'], title, description, language };
}

describe('a voucher in the reader’s language', () => {
  it('is in English by default', async () => {
    expect(await voucher()).toEqual({
      contentLanguage: 'en',
      title: 'Mobile recharge ₹50',
      description: 'A top-up code for any operator.',
      language: 'en',
    });
  });

  it('is in Hindi for a Hindi reader, in the list too', async () => {
    expect(await voucher('hi-IN,hi;q=0.9,en;q=0.8')).toEqual({
      contentLanguage: 'hi',
      ...TRANSLATIONS.hi,
      language: 'hi',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/vouchers',
      headers: { 'accept-language': 'hi' },
    });
    expect(list.headers['content-language']).toBe('hi');
    expect(list.json().data.vouchers.find((v: { id: string }) => v.id === voucherId)).toMatchObject({
      title: TRANSLATIONS.hi.title,
      language: 'hi',
    });
  });

  it('falls back to English per field, and for a language it has no translation into', async () => {
    expect(await voucher('pt-BR')).toEqual({
      contentLanguage: 'pt',
      title: 'Recarga de celular ₹50',
      description: 'A top-up code for any operator.',
      language: 'pt',
    });
    expect(await voucher('ta')).toMatchObject({
      contentLanguage: 'en',
      title: 'Mobile recharge ₹50',
      language: 'en',
    });
  });
});

describe('operators’ translations of a voucher', () => {
  const patch = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/vouchers/${voucherId}`, headers: admin, payload });

  it('are replaced as a whole by an edit and read back as kept', async () => {
    const next = {
      pt: { title: 'Recarga ₹50', description: 'Um código de recarga para qualquer operadora.' },
    };
    const edited = await patch({ translations: next });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.translations).toEqual(next);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/vouchers', headers: admin });
    expect(listed.json().data.vouchers.find((v: { id: string }) => v.id === voucherId).translations).toEqual(
      next,
    );
    expect(await voucher('pt')).toMatchObject({ title: 'Recarga ₹50', language: 'pt' });
    expect(await voucher('hi')).toMatchObject({ title: 'Mobile recharge ₹50', language: 'en' });
  });

  it('refuse bad translations with 400 saying what is wrong', async () => {
    const refusals: [object, string][] = [
      [{ en: { title: 'Recharge' } }, 'not a language to translate into: en'],
      [{ 'pt-BR': { title: 'Recarga' } }, 'not a language to translate into: pt-BR'],
      [{ hi: { brand: 'रिचार्ज' } }, 'not a translated field: brand'],
      [{ hi: { title: 'x'.repeat(VOUCHER_LIMITS.title.max + 1) } }, 'translations/hi/title'],
      [
        { hi: { description: 'x'.repeat(VOUCHER_LIMITS.description.max + 1) } },
        'translations/hi/description',
      ],
    ];
    for (const [translations, words] of refusals) {
      const res = await patch({ translations });
      expect(res.statusCode, JSON.stringify(translations).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(words);
    }
  });
});

describe('a redemption', () => {
  it('names its voucher in the reader’s language, wherever it is read', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vouchers',
      headers: admin,
      payload: {
        slug: 'data-pack-1gb',
        title: 'Data pack 1 GB',
        brand: 'Data',
        price: '2',
        currency: 'KCASH',
        isOtpRequired: false,
        codes: ['DATA-1'],
        translations: { hi: { title: 'डेटा पैक 1 GB' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const gamer = await signedInUser(t.app);
    await fundUser(t.database.db, { userId: gamer.id, currency: 'KCASH', amount: 1_000n, actorId: gamer.id });
    const hindi = { ...gamer.headers, 'accept-language': 'hi-IN' };
    const redeemed = await t.app.inject({
      method: 'POST',
      url: `/api/vouchers/${created.json().data.id}/redeem`,
      headers: { ...hindi, 'idempotency-key': randomUUID() },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    expect(redeemed.headers['content-language']).toBe('hi');
    const voucherOf = { id: created.json().data.id, slug: 'data-pack-1gb', brand: 'Data' };
    expect(redeemed.json().data.voucher).toEqual({ ...voucherOf, title: 'डेटा पैक 1 GB', language: 'hi' });
    const redemptionId = redeemed.json().data.id;

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/vouchers/redemptions/${redemptionId}`,
      headers: hindi,
    });
    expect(one.json().data.voucher).toMatchObject({ title: 'डेटा पैक 1 GB', language: 'hi' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/vouchers/redemptions', headers: hindi });
    expect(mine.headers['content-language']).toBe('hi');
    expect(mine.json().data.redemptions[0].voucher).toMatchObject({ title: 'डेटा पैक 1 GB', language: 'hi' });
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/vouchers/redemptions',
      headers: { ...gamer.headers, 'accept-language': 'pt-BR' },
    });
    expect(english.headers['content-language']).toBe('en');
    expect(english.json().data.redemptions[0].voucher).toEqual({
      ...voucherOf,
      title: 'Data pack 1 GB',
      language: 'en',
    });
  });
});
