import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock';
import { startLocalCashfreeServer, type LocalCashfreeServer } from '../../test/local-cashfree-server';
import { ProviderError } from '../oauth2/provider-http';
import { cashfreeBankOutcome, cashfreePanOutcome, createCashfreeKycProvider } from './cashfree-kyc-provider';
import type { KycCheckRequest, KycProvider } from './kyc-provider';

let server: LocalCashfreeServer;
let signed: LocalCashfreeServer;
beforeAll(async () => {
  [server, signed] = await Promise.all([
    startLocalCashfreeServer(),
    startLocalCashfreeServer({ requireSignature: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), signed.close()]);
});

function provider(
  on: LocalCashfreeServer = server,
  overrides: Partial<Parameters<typeof createCashfreeKycProvider>[0]> = {},
): KycProvider {
  return createCashfreeKycProvider({
    baseUrl: on.url,
    clientId: on.client.id,
    clientSecret: on.client.secret,
    timeoutMs: 2_000,
    clock: systemClock,
    ...overrides,
  });
}

type Check = { checkId: string; name: string } & KycCheckRequest;
const pan = (value: string, name = 'Asha Rao'): Check => ({
  checkId: randomUUID(),
  name,
  document: 'pan',
  pan: value,
});
const bank = (accountNumber: string, ifsc = 'HDFC0001234'): Check => ({
  checkId: randomUUID(),
  name: 'ASHA RAO',
  document: 'bank',
  accountNumber,
  ifsc,
});

/** Submits and reads the outcome back, as the KYC module does; the notices the provider gave. */
async function check(kyc: KycProvider, request: KycCheckRequest) {
  const notices: { checkId: string; reference: string }[] = [];
  kyc.onOutcomeReady((notice) => notices.push(notice));
  const { reference } = await kyc.submit(request);
  return { reference, notices, outcome: await kyc.fetchOutcome(reference) };
}

describe('Cashfree PAN verification', () => {
  it('finds a PAN under its registered name, says so at once, and reads it back by its reference', async () => {
    server.addPan('ABCPE1234F', { name: 'Asha Rao' });
    const kyc = provider();
    const request = pan('ABCPE1234F', 'Asha Rão');
    const { reference, notices, outcome } = await check(kyc, request);
    expect(reference).toMatch(/^cf1:pan:\d+$/);
    expect(notices).toEqual([{ checkId: request.checkId, reference }]);
    expect(outcome).toEqual({ isFound: true, registeredName: 'Asha Rao' });
    // Stateless: another instance (another replica) reads the same outcome from the reference.
    expect(await provider().fetchOutcome(reference)).toEqual(outcome);
    const status = `GET /verification/pan/${reference.split(':')[2]}`;
    expect(server.requests.slice(-3)).toEqual(['POST /verification/pan', status, status]);
  });

  it('refuses a PAN Cashfree does not find, a deleted one, and one not linked to an Aadhaar', async () => {
    server.addPan('ABCPE2222F', { name: 'Old Holder', status: 'DELETED' });
    server.addPan('ABCPE3333F', { name: 'Ravi Kumar', aadhaarLinked: false });
    expect((await check(provider(), pan('ZZZPZ9876Z'))).outcome).toEqual({
      isFound: false,
      reason: 'NOT_FOUND',
    });
    expect((await check(provider(), pan('ABCPE2222F'))).outcome).toEqual({
      isFound: false,
      reason: 'NOT_FOUND',
    });
    expect((await check(provider(), pan('ABCPE3333F'))).outcome).toEqual({
      isFound: false,
      reason: 'PAN_INOPERATIVE',
    });
  });

  it('is refused with wrong credentials, and unavailable when Cashfree fails or is too slow', async () => {
    await expect(provider(server, { clientSecret: 'wrong' }).submit(pan('ABCPE1234F'))).rejects.toMatchObject(
      {
        kind: 'rejected',
        status: 401,
      },
    );
    server.failNext({ status: 502 });
    await expect(provider().submit(pan('ABCPE1234F'))).rejects.toMatchObject({
      kind: 'unavailable',
      status: 502,
    });
    server.failNext({ delayMs: 300 });
    await expect(provider(server, { timeoutMs: 100 }).submit(pan('ABCPE1234F'))).rejects.toBeInstanceOf(
      ProviderError,
    );
    await expect(provider().fetchOutcome('cf1:pan:999999999')).rejects.toMatchObject({ status: 404 });
    await expect(provider().fetchOutcome('sbx1:1:abc')).rejects.toThrow(/not a Cashfree KYC reference/);
  });

  it('signs each call with the 2FA public key when the IP is not whitelisted', async () => {
    signed.addPan('ABCPE1234F', { name: 'Asha Rao' });
    await expect(provider(signed).submit(pan('ABCPE1234F'))).rejects.toMatchObject({ status: 403 });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    await expect(
      provider(signed, { publicKey: other.toString() }).submit(pan('ABCPE1234F')),
    ).rejects.toMatchObject({ status: 403 });
    const { outcome } = await check(provider(signed, { publicKey: signed.publicKey }), pan('ABCPE1234F'));
    expect(outcome).toEqual({ isFound: true, registeredName: 'Asha Rao' });
  });
});

describe('Cashfree bank account verification', () => {
  it('finds an account under the name the bank holds, and refuses a bad IFSC, an unknown or a blocked account', async () => {
    server.addBankAccount('HDFC0001234', '123456781234', { name: 'Asha Rao' });
    server.addBankAccount('HDFC0001234', '123456785555', { name: 'Asha Rao', code: 'ACCOUNT_BLOCKED' });
    const found = await check(provider(), bank('123456781234'));
    expect(found.reference).toMatch(/^cf1:bank:\d+$/);
    expect(found.notices).toHaveLength(1);
    expect(found.outcome).toEqual({ isFound: true, registeredName: 'ASHA RAO' });
    expect((await check(provider(), bank('123456781234', 'HDFC0000000'))).outcome).toEqual({
      isFound: false,
      reason: 'IFSC_NOT_FOUND',
    });
    expect((await check(provider(), bank('999999991234'))).outcome).toEqual({
      isFound: false,
      reason: 'BANK_ACCOUNT_INVALID',
    });
    expect((await check(provider(), bank('123456785555'))).outcome).toEqual({
      isFound: false,
      reason: 'BANK_ACCOUNT_INVALID',
    });
  });

  it('keeps a check Cashfree is still processing pending (no notice) until its status says done', async () => {
    server.addBankAccount('ICIC0004321', '50100000001', { name: 'Asha Rao', slow: true });
    const { reference, notices, outcome } = await check(provider(), bank('50100000001', 'ICIC0004321'));
    expect(notices).toEqual([]);
    expect(outcome).toBeNull();
    server.completeBankChecks();
    expect(await provider().fetchOutcome(reference)).toEqual({ isFound: true, registeredName: 'ASHA RAO' });
  });

  it('refuses as unavailable an answer where the bank failed: it says nothing of the account', async () => {
    server.addBankAccount('HDFC0001234', '123456781234', { name: 'Asha Rao' });
    server.failBankNext('NPCI_UNAVAILABLE');
    await expect(provider().submit(bank('123456781234'))).rejects.toMatchObject({
      kind: 'unavailable',
      providerCode: 'NPCI_UNAVAILABLE',
    });
  });

  it('does not check an Aadhaar (OTP only), a CPF or a PIX key', async () => {
    const kyc = provider();
    expect(['pan', 'aadhaar', 'bank', 'cpf', 'pix'].filter((d) => kyc.supports(d as never))).toEqual([
      'pan',
      'bank',
    ]);
    await expect(
      kyc.submit({ checkId: randomUUID(), name: 'Asha Rao', document: 'aadhaar', aadhaar: '234567812346' }),
    ).rejects.toThrow(/OTP/);
  });
});

describe('reading Cashfree answers', () => {
  it('maps every documented account status', () => {
    expect(cashfreeBankOutcome({ account_status: 'IN_PROCESS' })).toBe('pending');
    expect(
      cashfreeBankOutcome({
        account_status: 'FAILED',
        account_status_code: 'VERIFICATION_ALREADY_UNDER_PROCESS',
      }),
    ).toBe('pending');
    expect(
      cashfreeBankOutcome({ account_status: 'FAILED', account_status_code: 'BENEFICIARY_BANK_OFFLINE' }),
    ).toBe('unavailable');
    expect(
      cashfreeBankOutcome({ account_status: 'INVALID', account_status_code: 'NRE_ACCOUNT_FAIL' }),
    ).toEqual({
      isFound: false,
      reason: 'BANK_ACCOUNT_INVALID',
    });
    expect(cashfreeBankOutcome({ account_status: 'FAILED', account_status_code: 'FRAUD_ACCOUNT' })).toEqual({
      isFound: false,
      reason: 'BANK_ACCOUNT_INVALID',
    });
    expect(() => cashfreeBankOutcome({ status: 'SUCCESS' })).toThrow(ProviderError);
    expect(() => cashfreePanOutcome('<html>')).toThrow(ProviderError);
    expect(cashfreePanOutcome({ valid: true, registered_name: 'A B', pan_status: 'VALID' })).toEqual({
      isFound: true,
      registeredName: 'A B',
    });
  });
});
