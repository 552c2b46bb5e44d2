import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';

/** A production installation that set what it must and nothing more (no payment or KYC provider). */
const key = () => randomBytes(32).toString('base64');
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: 'https://play.example.com',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    OTP_SENDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'token-token-token',
    TWILIO_FROM: '+15005550006',
    // Nothing may be sent from a test: an address nobody listens on.
    TWILIO_BASE_URL: 'http://127.0.0.1:9',
    EMAIL_SENDER: 'sendgrid',
    SENDGRID_API_KEY: 'SG.key',
    EMAIL_FROM: 'codes@play.example.com',
    SENDGRID_BASE_URL: 'http://127.0.0.1:9',
    WALLET_ENCRYPTION_KEY: key(),
    KYC_ENCRYPTION_KEY: key(),
    VOUCHER_ENCRYPTION_KEY: key(),
  });
  app = await buildApp({ config, database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a production installation', () => {
  it('serves no development route: no outbox, no sandbox provider', async () => {
    for (const url of ['/api/dev/outbox', '/sandbox/payments/v1/checkout/sessions', '/sandbox/payments/'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      payload: { id: 'evt_1' },
    });
    expect(webhook.statusCode).toBeGreaterThanOrEqual(400);
    expect(webhook.statusCode).toBeLessThan(500);
  });

  it('says buying K-Cash and KYC are off, and their routes answer FEATURE_DISABLED', async () => {
    const features = await app.inject({ method: 'GET', url: '/api/features' });
    expect(features.json().data).toEqual({ buyKcash: false, kyc: false });
    for (const [method, url] of [
      ['GET', '/api/kyc/status'],
      ['POST', '/api/kyc/verify-pan'],
      ['GET', '/api/onramp/conversion?currency=INR&amount=100'],
      ['POST', '/api/onramp/swap'],
    ] as const) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ errorCode: 'FEATURE_DISABLED' });
    }
  });

  it('seeds no demo data', async () => {
    const quests = await app.inject({ method: 'GET', url: '/api/quest/filter' });
    expect(quests.statusCode).toBe(200);
    expect(quests.json().data).toEqual({ quests: [], total: 0 });
  });
});
