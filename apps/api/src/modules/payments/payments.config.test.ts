import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, loadConfig } from '../../config';
import { paymentsConfigProblem } from './payments.config';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('PAYMENTS_PROVIDER', () => {
  it('is a list in order of preference, the sandbox by default, none for no buying at all', () => {
    expect(load({}).PAYMENTS_PROVIDER).toEqual(['sandbox']);
    expect(load({ PAYMENTS_PROVIDER: ' razorpay , mercadopago ' }).PAYMENTS_PROVIDER).toEqual([
      'razorpay',
      'mercadopago',
    ]);
    expect(load({ PAYMENTS_PROVIDER: 'none' }).PAYMENTS_PROVIDER).toEqual([]);
    expect(() => load({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => load({ PAYMENTS_PROVIDER: 'razorpay,razorpay' })).toThrow(/twice/);
  });

  it('names the variables a chosen provider is missing, and wants its API over https', () => {
    const problem = (env: Record<string, string>) => paymentsConfigProblem(load(env), isLoopbackUrl);
    expect(problem({})).toBeNull();
    expect(problem({ PAYMENTS_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x' })).toBe(
      'PAYMENTS_PROVIDER=razorpay needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    );
    expect(problem({ PAYMENTS_PROVIDER: 'sandbox,mercadopago' })).toBe(
      'PAYMENTS_PROVIDER=mercadopago needs MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET, MERCADOPAGO_PAYER_EMAIL',
    );
    const razorpay = { RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(problem({ PAYMENTS_PROVIDER: 'razorpay', ...razorpay })).toBeNull();
    expect(
      problem({ PAYMENTS_PROVIDER: 'razorpay', ...razorpay, RAZORPAY_API_URL: 'http://api.razorpay.com' }),
    ).toBe('RAZORPAY_API_URL must be https (http only for a local test server)');
    expect(
      problem({ PAYMENTS_PROVIDER: 'razorpay', ...razorpay, RAZORPAY_API_URL: 'http://127.0.0.1:9' }),
    ).toBeNull();
  });
});
