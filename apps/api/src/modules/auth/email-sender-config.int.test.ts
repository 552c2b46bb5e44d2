import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { outbox } from './auth.tables';

const API_KEY = 'SG.test-key';
type Mail = {
  personalizations: { to: { email: string }[] }[];
  from: { email: string; name?: string };
  subject: string;
  content: { type: string; value: string }[];
};

// A stand-in for SendGrid's Mail Send endpoint that records what it was asked to send.
const received: { path?: string; authorization?: string; mail: Mail }[] = [];
const sendgrid = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push({
      path: req.url,
      authorization: req.headers.authorization,
      mail: JSON.parse(body) as Mail,
    });
    res.writeHead(202);
    res.end();
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => sendgrid.listen(0, '127.0.0.1', resolve));
  const { port } = sendgrid.address() as AddressInfo;
  t = await createTestApp({
    env: {
      OTP_SENDER: 'outbox',
      EMAIL_SENDER: 'sendgrid',
      SENDGRID_API_KEY: API_KEY,
      EMAIL_FROM: 'no-reply@kplay.example',
      SENDGRID_BASE_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await t.close();
  sendgrid.close();
});

/** The code of the latest text to a number, read from the outbox table (its route is absent here). */
async function codeInOutbox(recipient: string): Promise<string> {
  const [message] = await t.database.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

describe('with SendGrid as the email sender', () => {
  it('sends email codes through it and has no outbox route', async () => {
    const { token } = await signedInUser(t.app, { readCode: codeInOutbox });
    const email = `gamer-${Date.now()}@example.com`;
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/users/email',
      headers: { authorization: `Bearer ${token}` },
      payload: { email },
    });
    expect(start.statusCode).toBe(201);

    const sent = received.at(-1)!;
    expect(sent.path).toBe('/v3/mail/send');
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.mail.personalizations[0]!.to[0]!.email).toBe(email);
    expect(sent.mail.from).toEqual({ email: 'no-reply@kplay.example', name: 'KPlay' });
    expect(sent.mail.content[0]!.value).toMatch(/\b\d{6}\b/);
    const kept = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(kept).toHaveLength(0);

    // The code that arrived by email verifies the address.
    const code = sent.mail.content[0]!.value.match(/\b(\d{6})\b/)![1];
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      headers: { authorization: `Bearer ${token}` },
      payload: { challengeId: start.json().data.challengeId, code },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.email).toBe(email);

    const route = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(route.statusCode).toBe(404);
  });

  it('refuses to start without the key and the sender address', () => {
    expect(() => loadConfig({ EMAIL_SENDER: 'sendgrid' })).toThrow(
      'Invalid configuration: EMAIL_SENDER=sendgrid needs SENDGRID_API_KEY, EMAIL_FROM',
    );
    expect(() => loadConfig({ EMAIL_SENDER: 'sendgrid', SENDGRID_API_KEY: 'k', EMAIL_FROM: 'nope' })).toThrow(
      /EMAIL_FROM/,
    );
  });
});
