import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycDocumentState, KycStatus } from '@kp/contract/kyc';
import type { KycDocument } from '@kp/domain/kyc';
import { createTestApp, type TestApp } from '../../test/app';
import { startLocalCashfreeServer, type LocalCashfreeServer } from '../../test/local-cashfree-server';
import { startLocalSerproServer, type LocalSerproServer } from '../../test/local-serpro-server';
import { signInByPhone } from '../../test/sign-in';
import { kycChecks } from './kyc.tables';
import { newAccountNumber, newCpf, newPan } from './kyc-test-values';

// The KYC routes with the real adapters (KYC_PROVIDER=cashfree,serpro), each speaking to a local
// server with its provider's protocol: Cashfree Secure ID for India's PAN and bank account, Serpro
// Consulta CPF for Brazil's CPF. Aadhaar and PIX keys have no provider in this configuration.

const TIMEOUT_MS = 400;
let cashfree: LocalCashfreeServer;
let serpro: LocalSerproServer;
let t: TestApp;

beforeAll(async () => {
  [cashfree, serpro] = await Promise.all([startLocalCashfreeServer(), startLocalSerproServer()]);
  t = await createTestApp({
    env: {
      KYC_PROVIDER: 'cashfree,serpro',
      KYC_CASHFREE_URL: cashfree.url,
      KYC_CASHFREE_CLIENT_ID: cashfree.client.id,
      KYC_CASHFREE_CLIENT_SECRET: cashfree.client.secret,
      KYC_SERPRO_URL: serpro.url,
      KYC_SERPRO_CONSUMER_KEY: serpro.consumer.key,
      KYC_SERPRO_CONSUMER_SECRET: serpro.consumer.secret,
      KYC_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([cashfree?.close(), serpro?.close()]);
});

type Session = Awaited<ReturnType<typeof signInByPhone>>;
const auth = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

function post(session: Session, path: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/kyc/${path}`, headers: auth(session), payload });
}

async function statusOf(session: Session): Promise<KycStatus> {
  const res = await t.app.inject({ method: 'GET', url: '/api/kyc/status', headers: auth(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The document's state once it has left `pending`. */
async function settled(session: Session, document: KycDocument): Promise<KycDocumentState> {
  const until = Date.now() + 5_000;
  for (;;) {
    const state = (await statusOf(session)).documents.find((d) => d.document === document)!;
    if (state.status !== 'pending') return state;
    if (Date.now() > until) throw new Error(`${document} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function verify(session: Session, path: string, payload: object, document: KycDocument) {
  const res = await post(session, path, payload);
  expect(res.statusCode, res.body).toBe(202);
  return settled(session, document);
}

async function rowsOf(session: Session) {
  return t.database.db.select().from(kycChecks).where(eq(kycChecks.userId, session.user.id));
}

/** A Brazilian user: a Brazilian phone number (55 11 9…) and Brazil in the profile. */
async function brazilian(): Promise<Session> {
  const session = await signInByPhone(t.app, `55119${String(randomInt(10 ** 8)).padStart(8, '0')}`);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/me/profile',
    headers: auth(session),
    payload: { countryCode: 'BR' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return session;
}

describe('India through Cashfree', () => {
  it('verifies a PAN and a bank account over HTTP; Aadhaar has no provider here (503, nothing kept)', async () => {
    const session = await signInByPhone(t.app);
    const pan = newPan();
    const account = newAccountNumber();
    cashfree.addPan(pan, { name: 'Asha Rao' });
    cashfree.addBankAccount('HDFC0001234', account, { name: 'Asha Rao' });

    const panState = await verify(session, 'verify-pan', { pan, name: 'Asha Rao' }, 'pan');
    expect(panState).toMatchObject({ status: 'verified', holderName: 'Asha Rao' });

    const aadhaar = await post(session, 'verify-aadhaar', { aadhaar: '234567812346' });
    // A setting of the installation, not an outage: a 4xx that says so.
    expect(aadhaar.statusCode, aadhaar.body).toBe(403);
    expect(aadhaar.json()).toMatchObject({
      errorCode: 'KYC_DOCUMENT_NOT_CHECKED_HERE',
      details: { document: 'aadhaar' },
    });

    const bankState = await verify(
      session,
      'verify-bank',
      { accountNumber: account, ifsc: 'HDFC0001234' },
      'bank',
    );
    expect(bankState).toMatchObject({
      status: 'verified',
      holderName: 'ASHA RAO',
      details: { ifsc: 'HDFC0001234' },
    });

    const rows = await rowsOf(session);
    expect(rows.map((r) => [r.document, r.provider, r.status]).sort()).toEqual([
      ['bank', 'cashfree', 'verified'],
      ['pan', 'cashfree', 'verified'],
    ]);
    for (const row of rows) expect(row.providerReference).toMatch(/^cf1:(pan|bank):\d+$/);
    for (const line of t.logs) for (const number of [pan, account]) expect(line).not.toContain(number);
  });

  it("refuses a PAN Cashfree does not find, one in another's name, and an account at no branch", async () => {
    const session = await signInByPhone(t.app);
    const unknown = await verify(session, 'verify-pan', { pan: newPan(), name: 'Asha Rao' }, 'pan');
    expect(unknown).toMatchObject({ status: 'rejected', reason: { code: 'NOT_FOUND' } });

    const someoneElses = newPan();
    cashfree.addPan(someoneElses, { name: 'Vikram Singh' });
    const mismatch = await verify(session, 'verify-pan', { pan: someoneElses, name: 'Asha Rao' }, 'pan');
    expect(mismatch).toMatchObject({ status: 'rejected', reason: { code: 'NAME_MISMATCH' } });

    const pan = newPan();
    cashfree.addPan(pan, { name: 'Asha Rao' });
    expect((await verify(session, 'verify-pan', { pan, name: 'Asha Rao' }, 'pan')).status).toBe('verified');
    const noBranch = await verify(
      session,
      'verify-bank',
      { accountNumber: newAccountNumber(), ifsc: 'HDFC0000000' },
      'bank',
    );
    expect(noBranch).toMatchObject({ status: 'rejected', reason: { code: 'IFSC_NOT_FOUND' } });
    const unknownAccount = await verify(
      session,
      'verify-bank',
      { accountNumber: newAccountNumber(), ifsc: 'HDFC0001234' },
      'bank',
    );
    expect(unknownAccount).toMatchObject({ status: 'rejected', reason: { code: 'BANK_ACCOUNT_INVALID' } });
  });

  it('settles a bank check Cashfree answers later through the kyc-checks job', async () => {
    const session = await signInByPhone(t.app);
    const pan = newPan();
    const account = newAccountNumber();
    cashfree.addPan(pan, { name: 'Asha Rao' });
    cashfree.addBankAccount('ICIC0004321', account, { name: 'Asha Rao', slow: true });
    expect((await verify(session, 'verify-pan', { pan, name: 'Asha Rao' }, 'pan')).status).toBe('verified');
    const res = await post(session, 'verify-bank', { accountNumber: account, ifsc: 'ICIC0004321' });
    expect(res.statusCode, res.body).toBe(202);
    const job = t.app.jobs.find((j) => j.name === 'kyc-checks')!;
    await job.run();
    expect((await statusOf(session)).documents.find((d) => d.document === 'bank')?.status).toBe('pending');
    cashfree.completeBankChecks();
    await job.run();
    expect(await settled(session, 'bank')).toMatchObject({ status: 'verified', holderName: 'ASHA RAO' });
  });

  it('answers 503 and keeps nothing when Cashfree fails, is too slow, or the bank is offline; a retry goes through', async () => {
    const session = await signInByPhone(t.app);
    const pan = newPan();
    cashfree.addPan(pan, { name: 'Asha Rao' });
    cashfree.failNext({ status: 500 });
    const failed = await post(session, 'verify-pan', { pan, name: 'Asha Rao' });
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json().errorCode).toBe('SERVICE_UNAVAILABLE');
    cashfree.failNext({ delayMs: TIMEOUT_MS * 3 });
    const slow = await post(session, 'verify-pan', { pan, name: 'Asha Rao' });
    expect(slow.statusCode, slow.body).toBe(503);
    expect(await rowsOf(session)).toEqual([]);
    expect((await statusOf(session)).documents[0]).toMatchObject({
      document: 'pan',
      status: 'not_submitted',
    });

    expect((await verify(session, 'verify-pan', { pan, name: 'Asha Rao' }, 'pan')).status).toBe('verified');
    const account = newAccountNumber();
    cashfree.addBankAccount('HDFC0001234', account, { name: 'Asha Rao' });
    cashfree.failBankNext('BENEFICIARY_BANK_OFFLINE');
    const offline = await post(session, 'verify-bank', { accountNumber: account, ifsc: 'HDFC0001234' });
    expect(offline.statusCode, offline.body).toBe(503);
    const bank = await verify(
      session,
      'verify-bank',
      { accountNumber: account, ifsc: 'HDFC0001234' },
      'bank',
    );
    expect(bank.status).toBe('verified');
  });
});

describe('Brazil through Serpro', () => {
  it('verifies a regular CPF over HTTP; refuses one not regular and one the registry lacks; PIX has no provider here', async () => {
    const session = await brazilian();
    const irregular = newCpf();
    serpro.addCpf(irregular, { name: 'Ana Lima', situation: '2' });
    const refused = await verify(session, 'verify-cpf', { cpf: irregular, name: 'Ana Lima' }, 'cpf');
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'CPF_IRREGULAR' } });
    const missing = await verify(session, 'verify-cpf', { cpf: newCpf(), name: 'Ana Lima' }, 'cpf');
    expect(missing).toMatchObject({ status: 'rejected', reason: { code: 'NOT_FOUND' } });

    const cpf = newCpf();
    serpro.addCpf(cpf, { name: 'Ana Lima' });
    const verified = await verify(session, 'verify-cpf', { cpf, name: 'Ana Lima' }, 'cpf');
    expect(verified).toMatchObject({ status: 'verified', holderName: 'ANA LIMA' });
    const rows = await rowsOf(session);
    expect(rows.every((r) => r.provider === 'serpro' && r.providerReference.startsWith('serpro1:'))).toBe(
      true,
    );
    for (const row of rows) expect(row.providerReference).not.toContain(cpf);

    const pix = await post(session, 'verify-pix', { key: 'ana@example.com' });
    expect(pix.statusCode, pix.body).toBe(403);
    expect(pix.json()).toMatchObject({
      errorCode: 'KYC_DOCUMENT_NOT_CHECKED_HERE',
      details: { document: 'pix' },
    });
  });

  it('answers 503 when Serpro is down or too slow, and keeps nothing; a retry goes through', async () => {
    const session = await brazilian();
    const cpf = newCpf();
    serpro.addCpf(cpf, { name: 'Ana Lima' });
    serpro.failNext({ status: 503 });
    const res = await post(session, 'verify-cpf', { cpf, name: 'Ana Lima' });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().errorCode).toBe('SERVICE_UNAVAILABLE');
    serpro.failNext({ delayMs: TIMEOUT_MS * 3 });
    const slow = await post(session, 'verify-cpf', { cpf, name: 'Ana Lima' });
    expect(slow.statusCode, slow.body).toBe(503);
    expect(await rowsOf(session)).toEqual([]);
    // The failures are logged for the operator, without the number (it is in Serpro's URL path).
    expect(t.logs.some((line) => line.includes('the KYC provider refused a check'))).toBe(true);
    for (const line of t.logs) expect(line).not.toContain(cpf);
    expect((await verify(session, 'verify-cpf', { cpf, name: 'Ana Lima' }, 'cpf')).status).toBe('verified');
  });
});
