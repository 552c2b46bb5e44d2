import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycDocumentState, KycStatus } from '@kp/contract/kyc';
import { KYC_MESSAGES, KYC_REJECTION_REASONS, type KycDocument } from '@kp/domain/kyc';
import { FORM_MESSAGES, FORMAT_MESSAGES, VALIDATION_MESSAGES } from '@kp/domain/validation';
import { createTestApp, type TestApp } from '../../test/app';
import { testLedger } from '../../test/ledger.fixtures';
import { newWaIdOf, signInByPhone } from '../../test/sign-in';
import { kycBonusClaims, kycChecks } from './kyc.tables';
import { newAadhaar, newAccountNumber, newCpf, newPan } from './kyc-test-values';

const DELAY_MS = 30;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { KYC_SANDBOX_DELAY_MS: String(DELAY_MS), KYC_BONUS_KCASH: '100' } });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signInByPhone>>;

/** Every full number this file sends: none may be found in a log line or a stored row. */
const SENT_NUMBERS = new Set<string>();
const sent = <T extends string>(value: T): T => {
  SENT_NUMBERS.add(value);
  return value;
};

/** Each number as sent, in capitals and lower case, and as its digits alone (how it may be stored). */
function numberForms(): string[] {
  return [...SENT_NUMBERS].flatMap((n) => {
    const digits = n.replace(/\D/g, '');
    return [n, n.toLowerCase(), n.toUpperCase(), ...(digits.length >= 9 ? [digits] : [])];
  });
}

const auth = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

function post(session: Session | null, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/kyc/${path}`,
    headers: { ...(session ? auth(session) : {}), ...headers },
    payload: payload as object,
  });
}

async function statusOf(session: Session): Promise<KycStatus> {
  const res = await t.app.inject({ method: 'GET', url: '/api/kyc/status', headers: auth(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const docOf = (status: KycStatus, document: KycDocument) =>
  status.documents.find((d) => d.document === document)!;

/** The status once a document has left `pending` (or its update has). */
async function settled(
  session: Session,
  document: KycDocument,
  timeoutMs = 5_000,
): Promise<KycDocumentState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = docOf(await statusOf(session), document);
    if (state.status !== 'pending' && state.update?.status !== 'pending') return state;
    if (Date.now() > until) throw new Error(`${document} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function indian(): Promise<Session> {
  return signInByPhone(t.app);
}

async function brazilian(): Promise<Session> {
  return signInByPhone(t.app, newWaIdOf('BR'));
}

async function verify(session: Session, path: string, payload: object, document: KycDocument) {
  const res = await post(session, path, payload);
  expect(res.statusCode, res.body).toBe(202);
  return settled(session, document);
}

/** An Indian user with PAN, Aadhaar and bank account verified. */
async function verifiedIndian(): Promise<Session> {
  const session = await indian();
  expect((await verify(session, 'verify-pan', { pan: sent(newPan()), name: 'Asha Rao' }, 'pan')).status).toBe(
    'verified',
  );
  expect((await verify(session, 'verify-aadhaar', { aadhaar: sent(newAadhaar()) }, 'aadhaar')).status).toBe(
    'verified',
  );
  const bank = { accountNumber: sent(newAccountNumber()), ifsc: 'HDFC0001234' };
  expect((await verify(session, 'verify-bank', bank, 'bank')).status).toBe('verified');
  return session;
}

async function checkRows(userId: string) {
  return t.database.db.select().from(kycChecks).where(eq(kycChecks.userId, userId));
}

async function kcashEarned(session: Session): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/wallets/balance', headers: auth(session) });
  const kcash = res.json().data.balances.find((b: { currency: string }) => b.currency === 'KCASH');
  return kcash.subBalances.earned;
}

describe('the status of a user', () => {
  it('lists what the region needs: India PAN, Aadhaar, bank (before payouts); Brazil CPF, PIX; elsewhere nothing', async () => {
    const india = await statusOf(await indian());
    expect(india).toEqual({
      country: 'IN',
      region: 'IN',
      required: true,
      verified: false,
      documents: ['pan', 'aadhaar', 'bank'].map((document) => ({
        document,
        status: 'not_submitted',
        maskedNumber: null,
        holderName: null,
        details: {},
        reason: null,
        submittedAt: null,
        decidedAt: null,
        update: null,
      })),
      bonus: { amount: '100.00', currency: 'KCASH', status: 'locked', claimedAt: null },
    });
    const brazil = await statusOf(await brazilian());
    expect(brazil).toMatchObject({
      region: 'BR',
      required: false,
      verified: false,
      bonus: { status: 'locked' },
    });
    expect(brazil.documents.map((d) => d.document)).toEqual(['cpf', 'pix']);

    const german = await signInByPhone(t.app, newWaIdOf('DE'));
    expect(await statusOf(german)).toEqual({
      country: 'DE',
      region: 'Others',
      required: false,
      verified: false,
      documents: [],
      bonus: null,
    });
  });

  it('needs a signed-in user on every route', async () => {
    for (const url of ['/api/kyc/status', '/api/kyc/verification-status']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    }
    const res = await post(null, 'verify-pan', { pan: newPan(), name: 'Asha Rao' });
    expect(res.statusCode).toBe(401);
    const claim = await post(null, 'claim-bonus', undefined, { 'idempotency-key': randomUUID() });
    expect(claim.statusCode).toBe(401);
  });
});

describe('India: PAN', () => {
  it('answers 202 pending at once, with the number masked, then verified with the name on record', async () => {
    const session = await indian();
    const pan = sent(newPan());
    const res = await post(session, 'verify-pan', { pan: ` ${pan.toLowerCase()} `, name: 'asha rao' });
    expect(res.statusCode, res.body).toBe(202);
    const pending = docOf(res.json().data, 'pan');
    expect(pending).toMatchObject({
      status: 'pending',
      maskedNumber: `XXXXXX${pan.slice(-4)}`,
      holderName: null,
    });
    expect(res.body).not.toContain(pan);

    const done = await settled(session, 'pan');
    expect(done).toMatchObject({
      status: 'verified',
      maskedNumber: `XXXXXX${pan.slice(-4)}`,
      holderName: 'ASHA RAO',
      reason: null,
    });
    expect(Date.parse(done.decidedAt!)).toBeGreaterThanOrEqual(Date.parse(done.submittedAt!));
    // Verified: no second check of it.
    const again = await post(session, 'verify-pan', { pan: newPan(), name: 'Asha Rao' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'KYC_ALREADY_VERIFIED' });
  });

  it('refuses a malformed PAN, a company PAN or a name with digits, in the form messages, storing nothing', async () => {
    const session = await indian();
    const cases: [object, string][] = [
      [{ pan: 'ABCPE123F', name: 'Asha Rao' }, KYC_MESSAGES.validPan],
      [{ pan: 'ABCXE1234F', name: 'Asha Rao' }, KYC_MESSAGES.validPan],
      [{ pan: 'ABCCE1234F', name: 'Asha Rao' }, KYC_MESSAGES.personalPan],
      [{ pan: '', name: 'Asha Rao' }, FORM_MESSAGES.enterValue],
      [{ pan: newPan(), name: 'Asha 2' }, VALIDATION_MESSAGES.onlyAlphabets],
      [{ pan: newPan(), name: '' }, FORM_MESSAGES.enterValue],
    ];
    for (const [payload, message] of cases) {
      const res = await post(session, 'verify-pan', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(res.json().message).toContain(message);
    }
    expect(await checkRows(session.user.id)).toEqual([]);
  });

  it("turns down a PAN in another's name, one with no record and an inoperative one, with the reason", async () => {
    const cases: [string, keyof typeof KYC_REJECTION_REASONS][] = [
      ['9999', 'NAME_MISMATCH'],
      ['0000', 'NOT_FOUND'],
      ['1111', 'PAN_INOPERATIVE'],
    ];
    for (const [marker, code] of cases) {
      const session = await indian();
      const pan = sent(newPan(marker));
      expect((await post(session, 'verify-pan', { pan, name: 'Asha Rao' })).statusCode).toBe(202);
      const state = await settled(session, 'pan');
      expect(state).toMatchObject({
        status: 'rejected',
        reason: { code, message: KYC_REJECTION_REASONS[code] },
        maskedNumber: `XXXXXX${pan.slice(-4)}`,
        holderName: null,
      });
      // Turned down, it may be sent again.
      const retry = await post(session, 'verify-pan', { pan: sent(newPan()), name: 'Asha Rao' });
      expect(retry.statusCode).toBe(202);
      expect((await settled(session, 'pan')).status).toBe('verified');
    }
  });

  it('matches names as registries write them: another order, a middle name left out, initials', async () => {
    const session = await indian();
    // The sandbox registers the name sent; the match is the rule's (a middle name differs here).
    expect(
      (await post(session, 'verify-pan', { pan: sent(newPan()), name: 'Ravi Kumar Sharma' })).statusCode,
    ).toBe(202);
    expect(await settled(session, 'pan')).toMatchObject({
      status: 'verified',
      holderName: 'RAVI KUMAR SHARMA',
    });
  });

  it('allows one check of a document at a time, and one account per PAN', async () => {
    const first = await indian();
    const pans = [sent(newPan()), sent(newPan()), sent(newPan())];
    const answers = await Promise.all(
      pans.map((pan) => post(first, 'verify-pan', { pan, name: 'Asha Rao' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 409, 409]);
    // Refused: still in progress, or (on PGlite, which takes requests one after another) verified by then.
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(['KYC_CHECK_IN_PROGRESS', 'KYC_ALREADY_VERIFIED']).toContain(refused.json().errorCode);
    const pan = pans[answers.findIndex((r) => r.statusCode === 202)]!;
    await settled(first, 'pan');
    // The same number twice at once from one user: one check, and no "another account".
    const again = await indian();
    const twice = sent(newPan());
    const both = await Promise.all(
      [0, 1].map(() => post(again, 'verify-pan', { pan: twice, name: 'Asha Rao' })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect(['KYC_CHECK_IN_PROGRESS', 'KYC_ALREADY_VERIFIED']).toContain(
      both.find((r) => r.statusCode === 409)!.json().errorCode,
    );
    await settled(again, 'pan');

    const second = await indian();
    const taken = await post(second, 'verify-pan', { pan, name: 'Asha Rao' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'KYC_DOCUMENT_IN_USE',
      message: 'This PAN is already linked to another account',
    });
    expect(await checkRows(second.user.id)).toEqual([]);
  });

  it('limits a document to five checks a day: the sixth is 429 and asks no provider', async () => {
    const session = await indian();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(session, 'verify-pan', { pan: sent(newPan('0000')), name: 'Asha Rao' })).statusCode,
      ).toBe(202);
      expect((await settled(session, 'pan')).status).toBe('rejected');
    }
    const sixth = await post(session, 'verify-pan', { pan: newPan(), name: 'Asha Rao' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await checkRows(session.user.id)).toHaveLength(5);
  });
});

describe('India: Aadhaar and the bank account', () => {
  it('wants the PAN verified first', async () => {
    const session = await indian();
    for (const [path, payload] of [
      ['verify-aadhaar', { aadhaar: newAadhaar() }],
      ['verify-bank', { accountNumber: newAccountNumber(), ifsc: 'HDFC0001234' }],
    ] as const) {
      const res = await post(session, path, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'KYC_PREREQUISITE_MISSING',
        message: 'Verify your PAN first',
      });
    }
  });

  it('checks the Aadhaar number (12 digits, not 0 or 1 first, Verhoeff) and shows its last four only', async () => {
    const session = await indian();
    await verify(session, 'verify-pan', { pan: sent(newPan()), name: 'Asha Rao' }, 'pan');
    const valid = newAadhaar();
    const wrongCheck = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    for (const aadhaar of [
      wrongCheck,
      `1${valid.slice(1)}`,
      `0${valid.slice(1)}`,
      valid.slice(1),
      'abcd efgh ijkl',
    ]) {
      const res = await post(session, 'verify-aadhaar', { aadhaar });
      expect(res.statusCode, aadhaar).toBe(400);
      expect(res.json().message).toContain(KYC_MESSAGES.validAadhaar);
    }
    const aadhaar = sent(valid);
    const spaced = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    const res = await post(session, 'verify-aadhaar', { aadhaar: spaced });
    expect(res.statusCode, res.body).toBe(202);
    expect(docOf(res.json().data, 'aadhaar').maskedNumber).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
    // Matched against the PAN's name.
    expect(await settled(session, 'aadhaar')).toMatchObject({ status: 'verified', holderName: 'ASHA RAO' });
  });

  it("turns down an Aadhaar in another's name, and one with no record", async () => {
    const session = await indian();
    await verify(session, 'verify-pan', { pan: sent(newPan()), name: 'Asha Rao' }, 'pan');
    await post(session, 'verify-aadhaar', { aadhaar: sent(newAadhaar('9999')) });
    expect((await settled(session, 'aadhaar')).reason?.code).toBe('NAME_MISMATCH');
    await post(session, 'verify-aadhaar', { aadhaar: sent(newAadhaar('0000')) });
    expect((await settled(session, 'aadhaar')).reason?.code).toBe('NOT_FOUND');
  });

  it('checks the bank account (9 to 18 digits) and IFSC with the form messages, then in the PAN holder name', async () => {
    const session = await indian();
    await verify(session, 'verify-pan', { pan: sent(newPan()), name: 'Asha Rao' }, 'pan');
    const bad: [object, string][] = [
      [{ accountNumber: '12345678', ifsc: 'HDFC0001234' }, FORMAT_MESSAGES.validAccountNumber],
      [{ accountNumber: '1234567890123456789', ifsc: 'HDFC0001234' }, FORMAT_MESSAGES.validAccountNumber],
      [{ accountNumber: '12345678a', ifsc: 'HDFC0001234' }, FORMAT_MESSAGES.validAccountNumber],
      [{ accountNumber: '123456789', ifsc: 'HDFC1001234' }, FORMAT_MESSAGES.validIfsc],
      [{ accountNumber: '123456789', ifsc: 'HDF0001234' }, FORMAT_MESSAGES.validIfsc],
    ];
    for (const [payload, message] of bad) {
      const res = await post(session, 'verify-bank', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const accountNumber = sent(newAccountNumber());
    const res = await post(session, 'verify-bank', { accountNumber, ifsc: 'hdfc0001234' });
    expect(docOf(res.json().data, 'bank').details).toEqual({ ifsc: 'HDFC0001234' });
    expect(res.statusCode, res.body).toBe(202);
    expect(await settled(session, 'bank')).toMatchObject({
      status: 'verified',
      maskedNumber: `XXXX${accountNumber.slice(-4)}`,
      holderName: 'ASHA RAO',
      details: { ifsc: 'HDFC0001234' },
    });
    expect(await statusOf(session)).toMatchObject({ verified: false, bonus: { status: 'locked' } });
    await verify(session, 'verify-aadhaar', { aadhaar: sent(newAadhaar()) }, 'aadhaar');
    expect(await statusOf(session)).toMatchObject({ verified: true, bonus: { status: 'available' } });
  });

  it('updates the bank account: the verified one stays until the new one is verified, and stays if it is turned down', async () => {
    const session = await indian();
    await verify(session, 'verify-pan', { pan: sent(newPan()), name: 'Asha Rao' }, 'pan');
    const noneYet = await post(session, 'update-bank', {
      accountNumber: newAccountNumber(),
      ifsc: 'HDFC0001234',
    });
    expect(noneYet.statusCode).toBe(409);
    expect(noneYet.json().errorCode).toBe('KYC_NOTHING_TO_UPDATE');

    const first = sent(newAccountNumber());
    await verify(session, 'verify-bank', { accountNumber: first, ifsc: 'HDFC0001234' }, 'bank');
    const verifyAgain = await post(session, 'verify-bank', {
      accountNumber: newAccountNumber(),
      ifsc: 'HDFC0001234',
    });
    expect(verifyAgain.json().errorCode).toBe('KYC_ALREADY_VERIFIED');
    const same = await post(session, 'update-bank', { accountNumber: first, ifsc: 'HDFC0001234' });
    expect(same.statusCode).toBe(409);
    expect(same.json().errorCode).toBe('KYC_ALREADY_VERIFIED');

    const closed = sent(newAccountNumber('0000'));
    const pending = await post(session, 'update-bank', { accountNumber: closed, ifsc: 'SBIN0005678' });
    expect(pending.statusCode).toBe(202);
    expect(docOf(pending.json().data, 'bank')).toMatchObject({
      status: 'verified',
      maskedNumber: `XXXX${first.slice(-4)}`,
      update: { status: 'pending', maskedNumber: `XXXX${closed.slice(-4)}` },
    });
    expect(await settled(session, 'bank')).toMatchObject({
      status: 'verified',
      maskedNumber: `XXXX${first.slice(-4)}`,
      update: { status: 'rejected', reason: { code: 'BANK_ACCOUNT_INVALID' } },
    });

    const second = sent(newAccountNumber());
    await post(session, 'update-bank', { accountNumber: second, ifsc: 'ICIC0000042' });
    expect(await settled(session, 'bank')).toMatchObject({
      status: 'verified',
      maskedNumber: `XXXX${second.slice(-4)}`,
      details: { ifsc: 'ICIC0000042' },
      update: null,
    });
    const statuses = (await checkRows(session.user.id))
      .filter((r) => r.document === 'bank')
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual(['rejected', 'superseded', 'verified']);
  });

  it('refuses Brazil’s documents to an Indian user', async () => {
    const session = await indian();
    const res = await post(session, 'verify-cpf', { cpf: newCpf(), name: 'Asha Rao' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'KYC_NOT_FOR_REGION',
      message: 'The CPF is not asked for in your region',
    });
  });
});

describe('Brazil: CPF and PIX key', () => {
  it('checks the CPF (two mod-11 check digits), then a PIX key of that CPF', async () => {
    const session = await brazilian();
    const india = await post(session, 'verify-pan', { pan: newPan(), name: 'Maria Silva' });
    expect(india.json().errorCode).toBe('KYC_NOT_FOR_REGION');
    const early = await post(session, 'verify-pix', { key: 'maria@example.com' });
    expect(early.json()).toMatchObject({
      errorCode: 'KYC_PREREQUISITE_MISSING',
      message: 'Verify your CPF first',
    });

    const cpf = sent(newCpf());
    const wrong = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
    const refused = await post(session, 'verify-cpf', { cpf: wrong, name: 'Maria Silva' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(KYC_MESSAGES.validCpf);

    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const res = await post(session, 'verify-cpf', { cpf: masked, name: 'Maria da Silva' });
    expect(res.statusCode, res.body).toBe(202);
    expect(await settled(session, 'cpf')).toMatchObject({
      status: 'verified',
      holderName: 'MARIA DA SILVA',
      maskedNumber: `***.***.*${cpf.slice(7, 9)}-${cpf.slice(9)}`,
    });

    const badKey = await post(session, 'verify-pix', { key: 'not a key' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toContain(KYC_MESSAGES.validPixKey);
    const key = sent('Maria.Silva@Example.com');
    expect((await post(session, 'verify-pix', { key })).statusCode).toBe(202);
    expect(await settled(session, 'pix')).toMatchObject({
      status: 'verified',
      maskedNumber: 'm***@example.com',
      details: { pixKeyType: 'email' },
    });
    expect(await statusOf(session)).toMatchObject({
      verified: true,
      required: false,
      bonus: { status: 'available' },
    });
  });

  it('turns down a PIX key of another CPF, of a company, or not registered; keys its own CPF is fine', async () => {
    const session = await brazilian();
    const cpf = sent(newCpf());
    await verify(session, 'verify-cpf', { cpf, name: 'Joao Souza' }, 'cpf');
    const cases: [string, string][] = [
      [sent(newCpf()), 'PIX_KEY_NOT_YOURS'],
      ['11.222.333/0001-81', 'PIX_KEY_NOT_YOURS'],
      ['(11) 98765-9999', 'PIX_KEY_NOT_YOURS'],
      ['notfound@example.com', 'PIX_KEY_NOT_FOUND'],
    ];
    for (const [key, code] of cases) {
      expect((await post(session, 'verify-pix', { key })).statusCode, key).toBe(202);
      expect((await settled(session, 'pix')).reason?.code, key).toBe(code);
    }
    expect((await post(session, 'verify-pix', { key: cpf })).statusCode).toBe(202);
    expect(await settled(session, 'pix')).toMatchObject({
      status: 'verified',
      details: { pixKeyType: 'cpf' },
    });
  });

  it('replaces a verified PIX key through update-pix only', async () => {
    const session = await brazilian();
    await verify(session, 'verify-cpf', { cpf: sent(newCpf()), name: 'Joao Souza' }, 'cpf');
    expect((await post(session, 'update-pix', { key: 'joao@example.com' })).json().errorCode).toBe(
      'KYC_NOTHING_TO_UPDATE',
    );
    await verify(session, 'verify-pix', { key: 'joao@example.com' }, 'pix');
    await post(session, 'update-pix', { key: 'other@example.com' });
    expect(await settled(session, 'pix')).toMatchObject({
      status: 'verified',
      maskedNumber: 'j***@example.com',
      update: { status: 'rejected', reason: { code: 'PIX_KEY_NOT_YOURS' } },
    });
    const phone = sent('+55 11 98765 4321');
    expect((await post(session, 'verify-pix', { key: phone })).json().errorCode).toBe('KYC_ALREADY_VERIFIED');
    expect((await post(session, 'update-pix', { key: phone })).statusCode).toBe(202);
    expect(await settled(session, 'pix')).toMatchObject({
      status: 'verified',
      maskedNumber: '+55 ** *****-4321',
      details: { pixKeyType: 'phone' },
    });
  });

  it('turns down a CPF that is not regular, and one in another name', async () => {
    const session = await brazilian();
    await post(session, 'verify-cpf', { cpf: sent(newCpf('000')), name: 'Ana Lima' });
    expect((await settled(session, 'cpf')).reason?.code).toBe('CPF_IRREGULAR');
    await post(session, 'verify-cpf', { cpf: sent(newCpf('999')), name: 'Ana Lima' });
    expect((await settled(session, 'cpf')).reason?.code).toBe('NAME_MISMATCH');
  });
});

describe('the KYC bonus', () => {
  const claim = (session: Session, key: string | null = randomUUID()) =>
    post(session, 'claim-bonus', undefined, key === null ? {} : { 'idempotency-key': key });

  it('is refused before KYC completes, and needs an Idempotency-Key', async () => {
    const session = await indian();
    await verify(session, 'verify-pan', { pan: sent(newPan()), name: 'Asha Rao' }, 'pan');
    const early = await claim(session);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ errorCode: 'KYC_NOT_COMPLETED' });
    expect((await claim(session, null)).json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await kcashEarned(session)).toBe('0.00');

    const german = await signInByPhone(t.app, newWaIdOf('DE'));
    expect((await claim(german)).json().errorCode).toBe('KYC_BONUS_UNAVAILABLE');
  });

  it('credits the configured K-Cash once, as earned, through the ledger; a replay returns the first answer', async () => {
    const session = await verifiedIndian();
    const key = randomUUID();
    const first = await claim(session, key);
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({
      amount: '100.00',
      currency: 'KCASH',
      entryId: expect.any(String),
      claimedAt: expect.any(String),
    });
    expect(await kcashEarned(session)).toBe('100.00');

    const replay = await claim(session, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual(data);

    const again = await claim(session);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'KYC_BONUS_ALREADY_CLAIMED' });
    expect(await kcashEarned(session)).toBe('100.00');
    expect((await statusOf(session)).bonus).toEqual({
      amount: '100.00',
      currency: 'KCASH',
      status: 'claimed',
      claimedAt: data.claimedAt,
    });

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/transactions/simplified?kind=reward',
      headers: auth(session),
    });
    expect(history.json().data.transactions).toEqual([
      expect.objectContaining({
        entryId: data.entryId,
        amount: '100.00',
        subBalance: 'earned',
        memo: 'KYC bonus',
      }),
    ]);
  });

  it('is credited exactly once under 20 claims at the same moment, with keys all different or all the same', async () => {
    for (const sameKey of [false, true]) {
      const session = await verifiedIndian();
      const key = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => claim(session, sameKey ? key : randomUUID())),
      );
      const codes = results.map((r) => r.statusCode);
      const created = results.filter(
        (r) => r.statusCode === 200 && r.headers['idempotent-replayed'] !== 'true',
      );
      expect(created, codes.join(',')).toHaveLength(1);
      for (const r of results) {
        if (r.statusCode === 200) expect(r.json().data).toEqual(created[0]!.json().data);
        else expect(['KYC_BONUS_ALREADY_CLAIMED', 'CONFLICT_IN_PROGRESS']).toContain(r.json().errorCode);
      }
      expect(await kcashEarned(session)).toBe('100.00');
      const claims = await t.database.db
        .select()
        .from(kycBonusClaims)
        .where(eq(kycBonusClaims.userId, session.user.id));
      expect(claims).toHaveLength(1);
    }
    expect(await testLedger(t.database.db).verifyIntegrity()).toEqual({
      unbalancedCurrencies: [],
      negativeAccounts: [],
      balanceMismatches: [],
    });
  });
});

describe('document numbers at rest and in the logs', () => {
  it('keeps full numbers only sealed: no stored row holds one in clear', async () => {
    const session = await verifiedIndian();
    const rows = await checkRows(session.user.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.encryptedNumber).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row.numberHash).toMatch(/^[0-9a-f]{64}$/);
    }
    const dump = JSON.stringify(
      (await t.database.db.execute(sql`select * from kyc_checks`)) as unknown as { rows: unknown[] },
    );
    expect(SENT_NUMBERS.size).toBeGreaterThan(20);
    for (const form of numberForms()) expect(dump).not.toContain(form);
  });

  it('never writes a number to a log line', () => {
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const form of numberForms()) expect(logs).not.toContain(form);
  });
});
