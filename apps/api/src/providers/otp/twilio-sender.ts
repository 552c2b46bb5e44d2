import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@kp/domain/errors';
import type { OtpMessage, OtpSender } from './otp-sender';

const DEFAULT_BASE_URL = 'https://api.twilio.com';
const DEFAULT_TIMEOUT_MS = 10_000;
// A Retry-After longer than this is cut short: the person is waiting for the code.
const MAX_RETRY_WAIT_MS = 2_000;
const DEFAULT_RETRY_WAIT_MS = 250;
// Twilio's Messaging Service SIDs; anything else is a sender number or alphanumeric sender id.
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

/** How to reach Twilio's Programmable Messaging API. */
export type TwilioSenderOptions = {
  accountSid: string;
  authToken: string;
  /** An E.164 number, an alphanumeric sender id, or a Messaging Service SID (MG…). */
  from: string;
  /** The WhatsApp sender (E.164 or MG…); WhatsApp messages fail without it. */
  whatsappFrom?: string;
  /** Defaults to https://api.twilio.com. */
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

/** An OtpSender that creates a Message through Twilio's REST API (POST …/Messages.json). */
export function createTwilioSender(options: TwilioSenderOptions): OtpSender {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Resolves on success, or describes the failure without the token, the body or the number.
  async function attempt(form: URLSearchParams, signal: AbortSignal): Promise<Failure | null> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal,
      });
    } catch (error) {
      if (signal.aborted) return { retryable: false, details: { reason: 'timeout', timeoutMs } };
      return { retryable: true, details: { reason: 'network' }, cause: error };
    }
    if (response.ok) {
      // The message resource echoes the body (the code); nothing in it is needed.
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const twilio = await readTwilioError(response);
    const status = response.status;
    return {
      retryable: status === 429 || status >= 500,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      // Twilio's `message` is left out: it can quote the recipient's number.
      details: { reason: 'rejected', httpStatus: status, twilioCode: twilio.code, moreInfo: twilio.moreInfo },
    };
  }

  return {
    kind: 'twilio',
    async send(message) {
      const form = toForm(message, options);
      const signal = AbortSignal.timeout(timeoutMs);
      for (let attempts = 1; ; attempts++) {
        const failure = await attempt(form, signal);
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
    details: { provider: 'twilio', ...details },
    ...(failure?.cause === undefined ? {} : { cause: failure.cause }),
  });
}

function toForm(message: OtpMessage, options: TwilioSenderOptions): URLSearchParams {
  const isWhatsapp = message.channel === 'whatsapp';
  const sender = isWhatsapp ? options.whatsappFrom : options.from;
  if (!sender) throw deliveryFailed({ reason: 'channel_not_configured', channel: message.channel });
  const form = new URLSearchParams({ To: isWhatsapp ? whatsappAddress(message.to) : message.to });
  if (MESSAGING_SERVICE_SID.test(sender)) form.set('MessagingServiceSid', sender);
  else form.set('From', isWhatsapp ? whatsappAddress(sender) : sender);
  form.set('Body', message.body);
  return form;
}

function whatsappAddress(number: string): string {
  return number.startsWith('whatsapp:') ? number : `whatsapp:${number}`;
}

async function readTwilioError(response: Response): Promise<{ code?: number; moreInfo?: string }> {
  try {
    const body: unknown = JSON.parse(await response.text());
    if (!body || typeof body !== 'object') return {};
    const code = 'code' in body && typeof body.code === 'number' ? body.code : undefined;
    const moreInfo = 'more_info' in body && typeof body.more_info === 'string' ? body.more_info : undefined;
    return { code, moreInfo };
  } catch {
    return {}; // not JSON (a proxy's page), or the deadline passed while reading
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
