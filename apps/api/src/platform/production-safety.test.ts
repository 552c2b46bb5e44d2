import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const key = () => randomBytes(32).toString('base64');

/** Everything a production installation must set, real senders included. */
function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    OTP_SENDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'token-token-token',
    TWILIO_FROM: '+15005550006',
    EMAIL_SENDER: 'sendgrid',
    SENDGRID_API_KEY: 'SG.key',
    EMAIL_FROM: 'codes@play.example.com',
    WALLET_ENCRYPTION_KEY: key(),
    KYC_ENCRYPTION_KEY: key(),
    VOUCHER_ENCRYPTION_KEY: key(),
  };
}

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('production refuses development conveniences', () => {
  it('names every variable at fault in one message when nothing is set', () => {
    const message = refusal({ NODE_ENV: 'production' });
    for (const name of [
      'AUTH_SECRET',
      'OTP_SENDER=outbox',
      'EMAIL_SENDER=outbox',
      'WALLET_ENCRYPTION_KEY',
      'KYC_ENCRYPTION_KEY',
      'VOUCHER_ENCRYPTION_KEY',
    ])
      expect(message).toContain(name);
    // Unset, production's own defaults apply: no demo data, no sandbox providers.
    expect(message).not.toContain('SEED_DEMO_DATA');
    expect(message).not.toContain('sandbox');
  });

  it('starts with real settings: no demo data, buying K-Cash and KYC off until a provider is set', () => {
    const config = loadConfig(productionEnv());
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.PAYMENTS_PROVIDER).toEqual([]);
    expect(config.KYC_PROVIDER).toEqual([]);
  });

  it('refuses each convenience chosen on purpose', () => {
    for (const [name, value, words] of [
      ['SEED_DEMO_DATA', 'true', 'SEED_DEMO_DATA'],
      ['DEV_CLOCK', 'true', 'DEV_CLOCK=true'],
      ['PAYMENTS_PROVIDER', 'sandbox', 'PAYMENTS_PROVIDER=sandbox'],
      ['KYC_PROVIDER', 'sandbox', 'KYC_PROVIDER=sandbox'],
      ['OTP_SENDER', 'outbox', 'OTP_SENDER=outbox'],
      ['TRUST_PROXY', 'true', 'TRUST_PROXY=true'],
    ] as const) {
      const message = refusal({ ...productionEnv(), [name]: value });
      expect(message, name).toContain(words);
      expect(message, name).toMatch(/^Refusing to start with NODE_ENV=production/);
    }
    const withoutSecret = productionEnv();
    delete withoutSecret['AUTH_SECRET'];
    expect(refusal(withoutSecret)).toContain('AUTH_SECRET is unset');
  });

  it('leaves development exactly as it was: outbox, sandboxes, demo data, generated secrets', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ OTP_SENDER: 'outbox', EMAIL_SENDER: 'outbox', SEED_DEMO_DATA: true });
    expect(config.PAYMENTS_PROVIDER).toEqual(['sandbox']);
    expect(config.KYC_PROVIDER).toEqual(['sandbox']);
    expect(config.AUTH_SECRET).toBeUndefined();
  });
});
