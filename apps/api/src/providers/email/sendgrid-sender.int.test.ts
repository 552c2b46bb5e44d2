import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { AppError } from '@kp/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailMessage } from './email-sender';
import { createSendgridSender, type SendgridSenderOptions } from './sendgrid-sender';

const API_KEY = 'SG.k3y_5f0c2a9e7b1d.4e6a8c3f9d2b7e1a';
const CODE = '482913';
const ADDRESS = 'priya.sharma@example.in';
const EMAIL: EmailMessage = {
  to: ADDRESS,
  subject: 'Your KPlay code',
  body: `Your code is ${CODE}`,
  purpose: 'verify_email',
};

type Scripted = { status: 500 } | { status: 429; retryAfter: string } | { drop: true };
type Received = {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  json: unknown;
};
type SendgridErrorItem = { message: string; field: string | null; help: string | null };

/** A local stand-in for api.sendgrid.com's v3 Mail Send endpoint, as SendGrid documents it. */
function startFakeSendgrid() {
  const received: Received[] = [];
  const script: Scripted[] = [];
  let delayMs = 0;

  const sendgridError = (res: http.ServerResponse, status: number, errors: SendgridErrorItem[]) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors }));
  };
  const fieldError = (field: string, message: string): SendgridErrorItem => ({
    message,
    field,
    help: `http://sendgrid.com/docs/API_Reference/Web_API_v3/Mail/errors.html#message.${field}`,
  });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let json: unknown = undefined;
    try {
      json = JSON.parse(raw);
    } catch {
      // left undefined: answered 400 below
    }
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      json,
    });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;

    if (req.method !== 'POST' || req.url !== '/v3/mail/send') {
      return sendgridError(res, 404, [{ message: 'resource not found', field: null, help: null }]);
    }
    if (req.headers.authorization !== `Bearer ${API_KEY}`) {
      return sendgridError(res, 401, [
        {
          message: 'The provided authorization grant is invalid, expired, or revoked',
          field: null,
          help: null,
        },
      ]);
    }

    const next = script.shift();
    if (next && 'drop' in next) return req.socket.destroy();
    if (next?.status === 500)
      return sendgridError(res, 500, [{ message: 'internal error', field: null, help: null }]);
    if (next?.status === 429) {
      res.setHeader('retry-after', next.retryAfter);
      return sendgridError(res, 429, [{ message: 'too many requests', field: null, help: null }]);
    }

    if (
      !(req.headers['content-type'] ?? '').startsWith('application/json') ||
      !json ||
      typeof json !== 'object'
    )
      return sendgridError(res, 400, [fieldError('body', 'Bad Request')]);
    const mail = json as {
      personalizations?: { to?: { email?: string }[] }[];
      from?: { email?: string };
      subject?: string;
      content?: { type?: string; value?: string }[];
    };
    const errors: SendgridErrorItem[] = [];
    const to = mail.personalizations?.[0]?.to?.[0]?.email;
    if (!to)
      errors.push(
        fieldError(
          'personalizations.0.to',
          'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
        ),
      );
    else if (!/^[^@\s]+@[^@\s]+$/.test(to))
      errors.push(fieldError('personalizations.0.to.0.email', `Does not contain a valid address: ${to}`));
    if (!mail.from?.email) errors.push(fieldError('from.email', 'The from email is required.'));
    if (!mail.subject) errors.push(fieldError('subject', 'The subject is required.'));
    if (!mail.content?.[0]?.type || !mail.content[0].value)
      errors.push(
        fieldError('content', 'Unless a valid template_id is provided, the content parameter is required.'),
      );
    if (errors.length) return sendgridError(res, 400, errors);

    res.writeHead(202, { 'x-message-id': 'fake-message-id' });
    res.end();
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

const sendgrid = startFakeSendgrid();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await sendgrid.listen();
});
afterAll(() => sendgrid.close());
beforeEach(() => sendgrid.reset());

const sender = (overrides: Partial<SendgridSenderOptions> = {}) =>
  createSendgridSender({
    apiKey: API_KEY,
    fromEmail: 'no-reply@kplay.example',
    fromName: 'KPlay',
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

describe('the SendGrid email sender', () => {
  it('delivers with the documented path, Bearer key and JSON body', async () => {
    const email = sender();
    expect(email.kind).toBe('sendgrid');
    await email.send(EMAIL);

    expect(sendgrid.received).toHaveLength(1);
    const [request] = sendgrid.received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v3/mail/send');
    expect(request!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.contentType).toBe('application/json');
    expect(request!.json).toEqual({
      personalizations: [{ to: [{ email: ADDRESS }] }],
      from: { email: 'no-reply@kplay.example', name: 'KPlay' },
      subject: 'Your KPlay code',
      content: [{ type: 'text/plain', value: `Your code is ${CODE}` }],
    });
  });

  it('fails a 401 and does not retry', async () => {
    const error = await failureOf(sender({ apiKey: 'SG.wrong-key' }).send(EMAIL));
    expect(error.statusCode).toBe(502);
    expect(error.details).toMatchObject({ provider: 'sendgrid', httpStatus: 401, attempts: 1 });
    expect(sendgrid.received).toHaveLength(1);
  });

  it('does not retry a 400 either, naming the rejected fields', async () => {
    const error = await failureOf(sender().send({ ...EMAIL, body: '' }));
    expect(error.details).toMatchObject({ httpStatus: 400, sendgridFields: ['content'], attempts: 1 });
    expect(sendgrid.received).toHaveLength(1);
  });

  it('retries a single 500 and succeeds', async () => {
    sendgrid.failNext({ status: 500 });
    await sender().send(EMAIL);
    expect(sendgrid.received).toHaveLength(2);
  });

  it('fails after two 500s', async () => {
    sendgrid.failNext({ status: 500 }, { status: 500 });
    const error = await failureOf(sender().send(EMAIL));
    expect(error.details).toMatchObject({ httpStatus: 500, attempts: 2 });
    expect(sendgrid.received).toHaveLength(2);
  });

  it('retries a dropped connection once', async () => {
    sendgrid.failNext({ drop: true });
    await sender().send(EMAIL);
    expect(sendgrid.received).toHaveLength(2);

    sendgrid.reset();
    sendgrid.failNext({ drop: true }, { drop: true });
    const error = await failureOf(sender().send(EMAIL));
    expect(error.details).toMatchObject({ reason: 'network', attempts: 2 });
  });

  it('waits out a 429 for its Retry-After, but never longer than 2 s', async () => {
    sendgrid.failNext({ status: 429, retryAfter: '1' });
    let started = Date.now();
    await sender().send(EMAIL);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(sendgrid.received).toHaveLength(2);

    sendgrid.reset();
    sendgrid.failNext({ status: 429, retryAfter: '30' });
    started = Date.now();
    await sender().send(EMAIL);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1950);
    expect(waited).toBeLessThan(2_900);
    expect(sendgrid.received).toHaveLength(2);
  });

  it('gives up at the deadline on a slow server, without retrying', async () => {
    sendgrid.setDelay(1_000);
    const started = Date.now();
    const error = await failureOf(sender({ timeoutMs: 150 }).send(EMAIL));
    expect(Date.now() - started).toBeLessThan(800);
    expect(error.details).toMatchObject({ reason: 'timeout', timeoutMs: 150, attempts: 1 });
    expect(sendgrid.received).toHaveLength(1);
  });

  it('keeps the API key, the code and the address out of every failure', async () => {
    const failures: AppError[] = [];
    failures.push(await failureOf(sender({ apiKey: 'SG.wrong-key' }).send(EMAIL)));
    sendgrid.failNext({ status: 500 }, { status: 500 });
    failures.push(await failureOf(sender().send(EMAIL)));
    sendgrid.failNext({ drop: true }, { drop: true });
    failures.push(await failureOf(sender().send(EMAIL)));
    sendgrid.failNext({ status: 429, retryAfter: '5' });
    failures.push(await failureOf(sender({ timeoutMs: 300 }).send(EMAIL)));
    // SendGrid quotes an invalid address in its message: it must not reach the error.
    failures.push(await failureOf(sender().send({ ...EMAIL, to: 'priya.sharma-at-example.in' })));
    sendgrid.setDelay(500);
    failures.push(await failureOf(sender({ timeoutMs: 100 }).send(EMAIL)));

    expect(failures[4]!.details).toMatchObject({
      httpStatus: 400,
      sendgridFields: ['personalizations.0.to.0.email'],
    });
    for (const error of failures) {
      const everything = [
        error.message,
        error.stack,
        JSON.stringify(error.toBody()),
        inspect(error, { depth: Infinity, showHidden: true }),
      ].join('\n');
      for (const secret of [API_KEY, 'SG.wrong-key', CODE, EMAIL.body, ADDRESS, 'priya.sharma']) {
        expect(
          everything,
          `${String(error.details && JSON.stringify(error.details))} leaks ${secret}`,
        ).not.toContain(secret);
      }
    }
  });
});
