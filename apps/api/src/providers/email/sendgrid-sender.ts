import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@kp/domain/errors';
import type { EmailMessage, EmailSender } from './email-sender';

const DEFAULT_BASE_URL = 'https://api.sendgrid.com';
const DEFAULT_TIMEOUT_MS = 10_000;
// A Retry-After longer than this is cut short: the person is waiting for the code.
const MAX_RETRY_WAIT_MS = 2_000;
const DEFAULT_RETRY_WAIT_MS = 250;

/** How to reach SendGrid's v3 Mail Send API. */
export type SendgridSenderOptions = {
  apiKey: string;
  /** The verified sender address. */
  fromEmail: string;
  fromName?: string;
  /** Defaults to https://api.sendgrid.com. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Deadline for the whole send, retry included; defaults to 10 000 ms. */
  timeoutMs?: number;
};

type Failure = {
  retryable: boolean;
  retryAfterMs?: number;
  details: Record<string, unknown>;
  cause?: unknown;
};

/** An EmailSender that posts each message to SendGrid (POST /v3/mail/send, 202 on success). */
export function createSendgridSender(options: SendgridSenderOptions): EmailSender {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const url = `${baseUrl}/v3/mail/send`;
  const authorization = `Bearer ${options.apiKey}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Resolves on success, or describes the failure without the key, the body or the address.
  async function attempt(payload: string, signal: AbortSignal): Promise<Failure | null> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: payload,
        signal,
      });
    } catch (error) {
      if (signal.aborted) return { retryable: false, details: { reason: 'timeout', timeoutMs } };
      return { retryable: true, details: { reason: 'network' }, cause: error };
    }
    if (response.ok) {
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const fields = await readSendgridErrorFields(response);
    const status = response.status;
    return {
      retryable: status === 429 || status >= 500,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      // SendGrid's `message` is left out: it can quote the address or the content.
      details: {
        reason: 'rejected',
        httpStatus: status,
        ...(fields.length ? { sendgridFields: fields } : {}),
      },
    };
  }

  return {
    kind: 'sendgrid',
    async send(message) {
      const payload = JSON.stringify(toMailSend(message, options));
      const signal = AbortSignal.timeout(timeoutMs);
      for (let attempts = 1; ; attempts++) {
        const failure = await attempt(payload, signal);
        if (!failure) return;
        if (attempts >= 2 || !failure.retryable)
          throw deliveryFailed({ ...failure.details, attempts }, failure);
        try {
          await sleep(Math.min(failure.retryAfterMs ?? DEFAULT_RETRY_WAIT_MS, MAX_RETRY_WAIT_MS), undefined, {
            signal,
          });
        } catch {
          throw deliveryFailed({ reason: 'timeout', timeoutMs, attempts });
        }
      }
    },
  };
}

function deliveryFailed(details: Record<string, unknown>, failure?: Failure): AppError {
  return new AppError('OTP_DELIVERY_FAILED', {
    details: { provider: 'sendgrid', ...details },
    ...(failure?.cause === undefined ? {} : { cause: failure.cause }),
  });
}

function toMailSend(message: EmailMessage, options: SendgridSenderOptions) {
  return {
    personalizations: [{ to: [{ email: message.to }] }],
    from: { email: options.fromEmail, ...(options.fromName ? { name: options.fromName } : {}) },
    subject: message.subject,
    content: [{ type: 'text/plain', value: message.body }],
  };
}

/** The `field` of each SendGrid error (e.g. `personalizations.0.to`): names only, no values. */
async function readSendgridErrorFields(response: Response): Promise<string[]> {
  try {
    const body: unknown = JSON.parse(await response.text());
    if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
    return body.errors
      .map((e: unknown) => (e && typeof e === 'object' && 'field' in e ? e.field : undefined))
      .filter((f): f is string => typeof f === 'string' && /^[\w.[\]-]{1,100}$/.test(f));
  } catch {
    return []; // not JSON (a proxy's page), or the deadline passed while reading
  }
}

/** Retry-After in milliseconds, from delta-seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
