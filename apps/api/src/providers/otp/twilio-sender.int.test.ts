import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { AppError } from '@kp/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OtpMessage } from './otp-sender';
import { createTwilioSender, type TwilioSenderOptions } from './twilio-sender';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'tok_5f0c2a9e7b1d4e6a8c3f';
const SERVICE_SID = 'MG0123456789abcdef0123456789abcdef';
const CODE = '482913';
const SMS: OtpMessage = {
  to: '+919876543210',
  body: `Your code is ${CODE}`,
  purpose: 'login',
  channel: 'sms',
};

type Scripted = { status: 500 } | { status: 429; retryAfter: string } | { drop: true };
type Received = {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  form: URLSearchParams;
};

/** A local stand-in for api.twilio.com's Messages resource, as Twilio documents it. */
function startFakeTwilio() {
  const received: Received[] = [];
  const script: Scripted[] = [];
  let delayMs = 0;
  let sequence = 0;

  const twilioError = (res: http.ServerResponse, status: number, code: number, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
    );
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const form = new URLSearchParams(isForm ? raw : '');
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;

    const path = `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`;
    if (req.method !== 'POST' || req.url !== path) {
      return twilioError(res, 404, 20404, `The requested resource ${req.url} was not found`);
    }
    const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      res.setHeader('www-authenticate', 'Basic realm="Twilio API"');
      return twilioError(res, 401, 20003, 'Authenticate');
    }

    const next = script.shift();
    if (next && 'drop' in next) return req.socket.destroy();
    if (next?.status === 500) return twilioError(res, 500, 20500, 'Internal Server Error');
    if (next?.status === 429) {
      res.setHeader('retry-after', next.retryAfter);
      return twilioError(res, 429, 20429, 'Too Many Requests');
    }

    const to = form.get('To');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!from && !service) {
      return twilioError(
        res,
        400,
        21603,
        "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
      );
    }
    if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
    if (from && to.startsWith('whatsapp:') !== from.startsWith('whatsapp:')) {
      return twilioError(
        res,
        400,
        21910,
        'Invalid From and To pair. From and To should be of the same channel',
      );
    }

    const sid = `SM${(++sequence).toString(16).padStart(32, '0')}`;
    const now = new Date().toUTCString().replace('GMT', '+0000');
    res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        account_sid: ACCOUNT_SID,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: service,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: service ? 'accepted' : 'queued',
        subresource_uris: { media: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${sid}/Media.json` },
        to,
        uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${sid}.json`,
      }),
    );
  });

  return {
    received,
    /** Answers the next requests (after authentication) with these failures, in order. */
    failNext: (...failures: Scripted[]) => script.push(...failures),
    setDelay: (ms: number) => (delayMs = ms),
    reset: () => {
      received.length = 0;
      script.length = 0;
      delayMs = 0;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const twilio = startFakeTwilio();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await twilio.listen();
});
afterAll(() => twilio.close());
beforeEach(() => twilio.reset());

const sender = (overrides: Partial<TwilioSenderOptions> = {}) =>
  createTwilioSender({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: '+15005550006',
    baseUrl,
    ...overrides,
  });

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('OTP_DELIVERY_FAILED');
  return error as AppError;
}

describe('the Twilio OTP sender', () => {
  it('delivers an SMS with the documented path, Basic auth and form fields', async () => {
    const otp = sender();
    expect(otp.kind).toBe('twilio');
    await otp.send(SMS);

    expect(twilio.received).toHaveLength(1);
    const [request] = twilio.received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    const [scheme, credentials] = (request!.authorization ?? '').split(' ');
    expect(scheme).toBe('Basic');
    expect(Buffer.from(credentials!, 'base64').toString()).toBe(`${ACCOUNT_SID}:${AUTH_TOKEN}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: `Your code is ${CODE}`,
    });
  });

  it('prefixes both numbers with whatsapp: on the WhatsApp channel', async () => {
    await sender({ whatsappFrom: '+14155238886' }).send({ ...SMS, channel: 'whatsapp' });
    expect(Object.fromEntries(twilio.received[0]!.form)).toEqual({
      To: 'whatsapp:+919876543210',
      From: 'whatsapp:+14155238886',
      Body: `Your code is ${CODE}`,
    });
  });

  it('refuses WhatsApp without a WhatsApp sender, sending nothing', async () => {
    const error = await failureOf(sender().send({ ...SMS, channel: 'whatsapp' }));
    expect(error.details).toMatchObject({ reason: 'channel_not_configured', channel: 'whatsapp' });
    expect(twilio.received).toHaveLength(0);
  });

  it('sends a Messaging Service SID as MessagingServiceSid, not From', async () => {
    await sender({ from: SERVICE_SID }).send(SMS);
    const form = twilio.received[0]!.form;
    expect(form.get('MessagingServiceSid')).toBe(SERVICE_SID);
    expect(form.has('From')).toBe(false);
  });

  it("fails a 401 with Twilio's code in the details and does not retry", async () => {
    const error = await failureOf(sender({ authToken: 'wrong-token' }).send(SMS));
    expect(error.statusCode).toBe(502);
    expect(error.details).toMatchObject({
      provider: 'twilio',
      httpStatus: 401,
      twilioCode: 20003,
      attempts: 1,
    });
    expect(twilio.received).toHaveLength(1);
  });

  it('does not retry a 400 either', async () => {
    const error = await failureOf(sender().send({ ...SMS, body: '' }));
    expect(error.details).toMatchObject({ httpStatus: 400, twilioCode: 21602, attempts: 1 });
    expect(twilio.received).toHaveLength(1);
  });

  it('retries a single 500 and succeeds', async () => {
    twilio.failNext({ status: 500 });
    await sender().send(SMS);
    expect(twilio.received).toHaveLength(2);
  });

  it('fails after two 500s', async () => {
    twilio.failNext({ status: 500 }, { status: 500 });
    const error = await failureOf(sender().send(SMS));
    expect(error.details).toMatchObject({ httpStatus: 500, twilioCode: 20500, attempts: 2 });
    expect(twilio.received).toHaveLength(2);
  });

  it('retries a dropped connection once', async () => {
    twilio.failNext({ drop: true });
    await sender().send(SMS);
    expect(twilio.received).toHaveLength(2);

    twilio.reset();
    twilio.failNext({ drop: true }, { drop: true });
    const error = await failureOf(sender().send(SMS));
    expect(error.details).toMatchObject({ reason: 'network', attempts: 2 });
  });

  it('waits out a 429 for its Retry-After, but never longer than 2 s', async () => {
    twilio.failNext({ status: 429, retryAfter: '1' });
    let started = Date.now();
    await sender().send(SMS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(twilio.received).toHaveLength(2);

    twilio.reset();
    twilio.failNext({ status: 429, retryAfter: '30' });
    started = Date.now();
    await sender().send(SMS);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1950);
    expect(waited).toBeLessThan(2_900);
    expect(twilio.received).toHaveLength(2);
  });

  it('gives up at the deadline on a slow server, without retrying', async () => {
    twilio.setDelay(1_000);
    const started = Date.now();
    const error = await failureOf(sender({ timeoutMs: 150 }).send(SMS));
    expect(Date.now() - started).toBeLessThan(800);
    expect(error.details).toMatchObject({ reason: 'timeout', timeoutMs: 150, attempts: 1 });
    expect(twilio.received).toHaveLength(1);
  });

  it('keeps the auth token, the code and the number out of every failure', async () => {
    const failures: AppError[] = [];
    failures.push(await failureOf(sender({ authToken: 'wrong-token' }).send(SMS)));
    twilio.failNext({ status: 500 }, { status: 500 });
    failures.push(await failureOf(sender().send(SMS)));
    twilio.failNext({ drop: true }, { drop: true });
    failures.push(await failureOf(sender().send(SMS)));
    twilio.failNext({ status: 429, retryAfter: '5' });
    failures.push(await failureOf(sender({ timeoutMs: 300 }).send(SMS)));
    failures.push(await failureOf(sender().send({ ...SMS, to: '' })));
    twilio.setDelay(500);
    failures.push(await failureOf(sender({ timeoutMs: 100 }).send(SMS)));

    for (const error of failures) {
      const everything = [
        error.message,
        error.stack,
        JSON.stringify(error.toBody()),
        inspect(error, { depth: Infinity, showHidden: true }),
      ].join('\n');
      for (const secret of [AUTH_TOKEN, 'wrong-token', CODE, SMS.body, '9876543210']) {
        expect(
          everything,
          `${String(error.details && JSON.stringify(error.details))} leaks ${secret}`,
        ).not.toContain(secret);
      }
    }
  });
});
