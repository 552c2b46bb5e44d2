import { DEFAULT_DELIVERY_TIMEOUT_MS, deliver } from '../http-delivery';
import type { EmailMessage, EmailSender } from './email-sender';

const DEFAULT_BASE_URL = 'https://api.sendgrid.com';
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

/** An EmailSender that posts each message to SendGrid (POST /v3/mail/send, 202 on success). */
export function createSendgridSender(options: SendgridSenderOptions): EmailSender {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const url = `${baseUrl}/v3/mail/send`;
  const authorization = `Bearer ${options.apiKey}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;

  return {
    kind: 'sendgrid',
    async send(message) {
      await deliver({
        provider: 'sendgrid',
        url,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(toMailSend(message, options)),
        timeoutMs,
        fetch: doFetch,
        // SendGrid's `message` is left out: it can quote the address or the content.
        describeRejection: async (response) => {
          const fields = await readSendgridErrorFields(response);
          return fields.length ? { sendgridFields: fields } : {};
        },
      });
    },
  };
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
