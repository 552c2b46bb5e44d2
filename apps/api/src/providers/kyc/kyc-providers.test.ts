import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { fixedClock } from '../../platform/clock';
import {
  createKycProviders,
  isKycAvailable,
  kycProviderOfDocuments,
  kycProviderWarning,
} from './kyc-providers';

const cashfree = { KYC_CASHFREE_CLIENT_ID: 'CF123', KYC_CASHFREE_CLIENT_SECRET: 'cfsk_test' };
const serpro = { KYC_SERPRO_CONSUMER_KEY: 'key', KYC_SERPRO_CONSUMER_SECRET: 'secret' };

describe('KYC_PROVIDER and the providers’ variables', () => {
  it('defaults to the sandbox alone, with the providers’ production URLs', () => {
    const config = loadConfig({});
    expect(config.KYC_PROVIDER).toEqual(['sandbox']);
    expect(config.KYC_CASHFREE_URL).toBe('https://api.cashfree.com/verification');
    expect(config.KYC_SERPRO_URL).toBe('https://gateway.apiserpro.serpro.gov.br');
    expect(config.KYC_PROVIDER_TIMEOUT_MS).toBe(20_000);
  });

  it('lists providers in order, refusing an unknown one or one listed twice', () => {
    expect(loadConfig({ KYC_PROVIDER: ' cashfree , serpro ', ...cashfree, ...serpro }).KYC_PROVIDER).toEqual([
      'cashfree',
      'serpro',
    ]);
    expect(() => loadConfig({ KYC_PROVIDER: 'cashfree,signzy' })).toThrow(/KYC_PROVIDER/);
    expect(() => loadConfig({ KYC_PROVIDER: 'sandbox,sandbox' })).toThrow(/KYC_PROVIDER: must not list/);
  });

  it('needs the secrets of each listed provider, naming the missing variables', () => {
    expect(() => loadConfig({ KYC_PROVIDER: 'cashfree' })).toThrow(
      'KYC_PROVIDER=cashfree needs KYC_CASHFREE_CLIENT_ID, KYC_CASHFREE_CLIENT_SECRET',
    );
    expect(() =>
      loadConfig({ KYC_PROVIDER: 'cashfree,serpro', ...cashfree, KYC_SERPRO_CONSUMER_KEY: 'k' }),
    ).toThrow('KYC_PROVIDER=serpro needs KYC_SERPRO_CONSUMER_SECRET');
    // Secrets of a provider not listed are not asked for.
    expect(loadConfig({ KYC_PROVIDER: 'serpro', ...serpro }).KYC_PROVIDER).toEqual(['serpro']);
  });

  it('wants https, except a local test server', () => {
    expect(() =>
      loadConfig({ KYC_PROVIDER: 'serpro', ...serpro, KYC_SERPRO_URL: 'http://serpro.example.com' }),
    ).toThrow('KYC_SERPRO_URL must be https');
    expect(
      loadConfig({
        KYC_PROVIDER: 'cashfree',
        ...cashfree,
        KYC_CASHFREE_URL: 'http://127.0.0.1:9/verification',
      }).KYC_CASHFREE_URL,
    ).toBe('http://127.0.0.1:9/verification');
  });

  it('reads the 2FA public key as PEM, with \\n for line breaks', () => {
    const pem = '-----BEGIN PUBLIC KEY-----\\nMIIB\\n-----END PUBLIC KEY-----';
    expect(loadConfig({ KYC_CASHFREE_PUBLIC_KEY: pem }).KYC_CASHFREE_PUBLIC_KEY).toBe(
      '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
    );
    expect(() => loadConfig({ KYC_CASHFREE_PUBLIC_KEY: 'not a key' })).toThrow(/KYC_CASHFREE_PUBLIC_KEY/);
  });
});

describe('which provider checks each document', () => {
  it('is the first listed provider that checks it', () => {
    expect(kycProviderOfDocuments({ KYC_PROVIDER: ['cashfree', 'serpro'] })).toEqual({
      pan: 'cashfree',
      aadhaar: null,
      bank: 'cashfree',
      cpf: 'serpro',
      pix: null,
    });
    expect(kycProviderOfDocuments({ KYC_PROVIDER: ['cashfree', 'sandbox'] })).toEqual({
      pan: 'cashfree',
      aadhaar: 'sandbox',
      bank: 'cashfree',
      cpf: 'sandbox',
      pix: 'sandbox',
    });
  });

  it('says KYC is available with a real provider, or with the sandbox only where the sandbox is allowed', () => {
    expect(isKycAvailable({ KYC_PROVIDER: ['sandbox'] }, { sandboxAllowed: false })).toBe(false);
    expect(isKycAvailable({ KYC_PROVIDER: ['sandbox'] }, { sandboxAllowed: true })).toBe(true);
    expect(isKycAvailable({ KYC_PROVIDER: ['serpro'] }, { sandboxAllowed: false })).toBe(true);
  });

  it('warns of the documents the sandbox answers and of those no provider checks', () => {
    expect(kycProviderWarning({ KYC_PROVIDER: ['sandbox'] })).toBe(
      'KYC (KYC_PROVIDER=sandbox): the local sandbox answers pan, aadhaar, bank, cpf, pix checks: nobody is really verified',
    );
    expect(kycProviderWarning({ KYC_PROVIDER: ['cashfree', 'serpro'] })).toBe(
      'KYC (KYC_PROVIDER=cashfree,serpro): no provider checks aadhaar, pix: those checks are refused (403 KYC_DOCUMENT_NOT_CHECKED_HERE)',
    );
    expect(kycProviderWarning({ KYC_PROVIDER: ['cashfree', 'sandbox'] })).toMatch(
      /sandbox answers aadhaar, cpf, pix checks/,
    );
  });

  it('builds the listed providers: a document goes to its provider, a check is read back from the one named on it', () => {
    const config = loadConfig({ KYC_PROVIDER: 'cashfree,serpro,sandbox', ...cashfree, ...serpro });
    const providers = createKycProviders(config, {
      sandboxKey: randomBytes(32),
      referenceKey: randomBytes(32),
      clock: fixedClock(new Date()),
    });
    try {
      expect(providers.forDocument('pan')?.name).toBe('cashfree');
      expect(providers.forDocument('bank')?.name).toBe('cashfree');
      expect(providers.forDocument('cpf')?.name).toBe('serpro');
      expect(providers.forDocument('aadhaar')?.name).toBe('sandbox');
      expect(providers.forDocument('pix')?.name).toBe('sandbox');
      expect(providers.byName('serpro')?.name).toBe('serpro');
      expect(providers.byName('signzy')).toBeNull();
    } finally {
      providers.close();
    }
    const real = createKycProviders(loadConfig({ KYC_PROVIDER: 'cashfree', ...cashfree }), {
      sandboxKey: randomBytes(32),
      referenceKey: randomBytes(32),
      clock: fixedClock(new Date()),
    });
    expect(real.forDocument('aadhaar')).toBeNull();
    expect(real.byName('sandbox')).toBeNull();
    real.close();
  });
});
