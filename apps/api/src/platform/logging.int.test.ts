import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { redactText, redactUrl } from './redact';

describe('redaction helpers', () => {
  it('replaces sensitive query values and keeps the rest', () => {
    expect(redactUrl('/api/authentication/token/refresh?refresh_token=abc.def&x=1')).toBe(
      '/api/authentication/token/refresh?refresh_token=[REDACTED]&x=1',
    );
    expect(redactUrl('/?code=123456&qr_ref_id=zz')).toBe('/?code=[REDACTED]&qr_ref_id=[REDACTED]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('masks phone numbers in free text', () => {
    expect(redactText('sent to +91 98765 43210 ok')).not.toContain('98765');
    expect(redactText('user 42 ok')).toBe('user 42 ok');
  });
});

describe('request logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never contain tokens, codes or phone numbers', async () => {
    const secrets = ['sekret-refresh-token-value', '654321', '919876543210', 'Bearer-abc-access-token'];
    await t.app.inject({
      method: 'GET',
      url: `/api/health?refresh_token=${secrets[0]}&code=${secrets[1]}&phone_number=${secrets[2]}`,
      headers: { authorization: `Bearer ${secrets[3]}`, cookie: `refreshToken=${secrets[0]}` },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/analytics/events?otp=${secrets[1]}`,
      headers: { authorization: `Bearer ${secrets[3]}`, 'content-type': 'application/json' },
      payload: '{"phone_number": "+919876543210", broken',
    });
    const output = t.logs.join('');
    expect(output.length).toBeGreaterThan(0);
    expect(output).toContain('[REDACTED]');
    for (const secret of secrets) expect(output).not.toContain(secret);
  });

  it('are JSON lines with the request id', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-id-0001' } });
    const lines = t.logs
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.some((l) => l.reqId === 'trace-id-0001')).toBe(true);
  });
});
