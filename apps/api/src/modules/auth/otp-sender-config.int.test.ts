import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { newWaId, startLogin } from '../../test/sign-in';

// A stand-in for Twilio's Messages API that records what it was asked to send.
const received: URLSearchParams[] = [];
const twilio = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push(new URLSearchParams(body));
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sid: 'SM' + '0'.repeat(32), status: 'queued' }));
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  const { port } = twilio.address() as AddressInfo;
  t = await createTestApp({
    env: {
      OTP_SENDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC' + '1'.repeat(32),
      TWILIO_AUTH_TOKEN: 'test-auth-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await t.close();
  twilio.close();
});

describe('with a real SMS sender configured', () => {
  it('sends the code through it and has no outbox route', async () => {
    const waId = newWaId();
    expect((await startLogin(t.app, waId)).statusCode).toBe(201);
    expect(received.at(-1)?.get('To')).toBe(`+${waId}`);
    expect(received.at(-1)?.get('Body')).toMatch(/\b\d{6}\b/);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
  });

  it('refuses to start without the sender’s credentials', () => {
    expect(() => loadConfig({ OTP_SENDER: 'twilio', TWILIO_FROM: '+15005550006' })).toThrow(
      /OTP_SENDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN/,
    );
  });
});
