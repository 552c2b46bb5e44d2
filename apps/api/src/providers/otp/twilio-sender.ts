import { DEFAULT_DELIVERY_TIMEOUT_MS, deliver, deliveryFailed } from '../http-delivery';
import type { OtpMessage, OtpSender } from './otp-sender';

const DEFAULT_BASE_URL = 'https://api.twilio.com';
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

/** An OtpSender that creates a Message through Twilio's REST API (POST …/Messages.json). */
export function createTwilioSender(options: TwilioSenderOptions): OtpSender {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;

  return {
    kind: 'twilio',
    async send(message) {
      await deliver({
        provider: 'twilio',
        url,
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: toForm(message, options).toString(),
        timeoutMs,
        fetch: doFetch,
        // Twilio's `message` is left out: it can quote the recipient's number.
        describeRejection: async (response) => {
          const twilio = await readTwilioError(response);
          return { twilioCode: twilio.code, moreInfo: twilio.moreInfo };
        },
      });
    },
  };
}

function toForm(message: OtpMessage, options: TwilioSenderOptions): URLSearchParams {
  const isWhatsapp = message.channel === 'whatsapp';
  const sender = isWhatsapp ? options.whatsappFrom : options.from;
  if (!sender) throw deliveryFailed('twilio', { reason: 'channel_not_configured', channel: message.channel });
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
