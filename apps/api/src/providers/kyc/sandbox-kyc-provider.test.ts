import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '@kp/domain/kyc';
import { fixedClock } from '../../platform/clock';
import type { KycCheckRequest, KycProvider } from './kyc-provider';
import {
  createSandboxKycProvider,
  SANDBOX_COMPANY_NAME,
  SANDBOX_OTHER_CPF,
  SANDBOX_OTHER_NAME,
  sandboxOutcome,
} from './sandbox-kyc-provider';

const aadhaar = (eleven: string) => `${eleven}${verhoeffCheckDigit(eleven)}`;
const base = { checkId: randomUUID(), name: 'Asha Rao' };

describe('the sandbox outcomes', () => {
  it('finds every well-formed number under the name it was sent with, except its test values', () => {
    type Without<T> = T extends unknown ? Omit<T, 'checkId' | 'name'> : never;
    const outcome = (request: Without<KycCheckRequest>) =>
      sandboxOutcome({ ...base, ...request } as KycCheckRequest);
    const asha = { isFound: true, registeredName: 'ASHA RAO' };
    const other = { isFound: true, registeredName: SANDBOX_OTHER_NAME.toUpperCase() };

    expect(outcome({ document: 'pan', pan: 'ABCPE1234F' })).toEqual(asha);
    expect(outcome({ document: 'pan', pan: 'ABCPE0000F' })).toEqual({ isFound: false, reason: 'NOT_FOUND' });
    expect(outcome({ document: 'pan', pan: 'ABCPE1111F' })).toEqual({
      isFound: false,
      reason: 'PAN_INOPERATIVE',
    });
    expect(outcome({ document: 'pan', pan: 'ABCPE9999F' })).toEqual(other);

    expect(outcome({ document: 'aadhaar', aadhaar: aadhaar('23456781234') })).toEqual(asha);
    expect(outcome({ document: 'aadhaar', aadhaar: aadhaar('23456780000') })).toEqual({
      isFound: false,
      reason: 'NOT_FOUND',
    });
    expect(outcome({ document: 'aadhaar', aadhaar: aadhaar('23456789999') })).toEqual(other);

    expect(outcome({ document: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234' })).toEqual(asha);
    expect(outcome({ document: 'bank', accountNumber: '123456780000', ifsc: 'HDFC0001234' })).toEqual({
      isFound: false,
      reason: 'BANK_ACCOUNT_INVALID',
    });
    expect(outcome({ document: 'bank', accountNumber: '123456789999', ifsc: 'HDFC0001234' })).toEqual(other);
    expect(outcome({ document: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0000000' })).toEqual({
      isFound: false,
      reason: 'IFSC_NOT_FOUND',
    });

    expect(outcome({ document: 'cpf', cpf: '52998224725' })).toEqual(asha);
    expect(outcome({ document: 'cpf', cpf: '12345600091' })).toEqual({
      isFound: false,
      reason: 'CPF_IRREGULAR',
    });
    expect(outcome({ document: 'cpf', cpf: '12345699901' })).toEqual(other);
  });

  it("gives a PIX key an owner: a CPF key its CPF, a CNPJ a company, other keys the user's CPF unless a test value", () => {
    const pix = (key: { type: 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp'; value: string }) =>
      sandboxOutcome({ ...base, document: 'pix', key, ownerCpf: '52998224725' });
    expect(pix({ type: 'cpf', value: '52998224725' })).toEqual({
      isFound: true,
      registeredName: 'ASHA RAO',
      ownerTaxId: '52998224725',
    });
    expect(pix({ type: 'cpf', value: '12345678909' })).toMatchObject({ ownerTaxId: '12345678909' });
    expect(pix({ type: 'cnpj', value: '11222333000181' })).toEqual({
      isFound: true,
      registeredName: SANDBOX_COMPANY_NAME.toUpperCase(),
      ownerTaxId: '11222333000181',
    });
    expect(pix({ type: 'email', value: 'asha@example.com' })).toMatchObject({ ownerTaxId: '52998224725' });
    expect(pix({ type: 'phone', value: '+5511987654321' })).toMatchObject({ ownerTaxId: '52998224725' });
    expect(pix({ type: 'email', value: 'notfound@example.com' })).toEqual({
      isFound: false,
      reason: 'PIX_KEY_NOT_FOUND',
    });
    expect(pix({ type: 'evp', value: '71c7d9be-4b85-4e43-9f1c-1f3b8b4e0000' })).toEqual({
      isFound: false,
      reason: 'PIX_KEY_NOT_FOUND',
    });
    expect(pix({ type: 'phone', value: '+5511987659999' })).toMatchObject({ ownerTaxId: SANDBOX_OTHER_CPF });
    expect(pix({ type: 'email', value: 'other@example.com' })).toMatchObject({
      ownerTaxId: SANDBOX_OTHER_CPF,
    });
  });
});

describe('the sandbox provider', () => {
  let provider: KycProvider | undefined;
  afterEach(() => provider?.close());

  it('answers later: pending until the delay has passed, then the outcome, and says when it is ready', async () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    provider = createSandboxKycProvider({ key: randomBytes(32), delayMs: 20, clock });
    const notices: { checkId: string; reference: string }[] = [];
    provider.onOutcomeReady((notice) => notices.push(notice));
    const checkId = randomUUID();
    const { reference } = await provider.submit({
      checkId,
      name: 'Asha Rao',
      document: 'pan',
      pan: 'ABCPE1234F',
    });
    expect(await provider.fetchOutcome(reference)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(notices).toEqual([{ checkId, reference }]);
    // Its clock has not moved: still not ready.
    expect(await provider.fetchOutcome(reference)).toBeNull();
    clock.advance(20);
    expect(await provider.fetchOutcome(reference)).toEqual({ isFound: true, registeredName: 'ASHA RAO' });
  });

  it('keeps no state: another instance with the same key reads the reference; the reference reveals nothing', async () => {
    const key = randomBytes(32);
    const clock = fixedClock('2026-11-23T10:00:00Z');
    provider = createSandboxKycProvider({ key, delayMs: 0, clock });
    const { reference } = await provider.submit({
      checkId: randomUUID(),
      name: 'Asha Rao',
      document: 'pix',
      key: { type: 'email', value: 'asha@example.com' },
      ownerCpf: '52998224725',
    });
    for (const secret of ['52998224725', 'asha@example.com', 'Asha', 'ASHA'])
      expect(Buffer.from(reference.split(':')[2]!, 'base64url').toString('latin1')).not.toContain(secret);
    expect(reference).not.toContain('52998224725');
    const restarted = createSandboxKycProvider({ key, delayMs: 0, clock });
    expect(await restarted.fetchOutcome(reference)).toMatchObject({
      isFound: true,
      ownerTaxId: '52998224725',
    });
    restarted.close();

    const stranger = createSandboxKycProvider({ key: randomBytes(32), delayMs: 0, clock });
    await expect(stranger.fetchOutcome(reference)).rejects.toThrow(/does not authenticate/);
    stranger.close();
    const [prefix, version, sealed] = reference.split(':');
    const altered = `${prefix}:${version}:${sealed!.slice(0, -2)}${sealed!.endsWith('A') ? 'B' : 'A'}A`;
    await expect(provider.fetchOutcome(altered)).rejects.toThrow();
    await expect(provider.fetchOutcome('made-up')).rejects.toThrow(/not a sandbox KYC reference/);
  });

  it('stops its timers when closed: no notice comes after', async () => {
    provider = createSandboxKycProvider({ key: randomBytes(32), delayMs: 20, clock: fixedClock(new Date()) });
    const notices: unknown[] = [];
    provider.onOutcomeReady((notice) => notices.push(notice));
    await provider.submit({ checkId: randomUUID(), name: 'Asha Rao', document: 'cpf', cpf: '52998224725' });
    provider.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notices).toEqual([]);
  });
});
