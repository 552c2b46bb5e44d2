/** One one-time code on its way to a person; `body` holds the code, so it is never logged. */
export type OtpMessage = {
  /** E.164, e.g. +919876543210. */
  to: string;
  body: string;
  purpose: 'login' | 'verify_phone' | 'delete_clan' | 'create_clan' | 'verify_email';
  channel: 'sms' | 'whatsapp';
};

/** Sends one-time codes; the adapter (an outbox read on a dev page, or Twilio) is chosen by config. */
export type OtpSender = {
  kind: 'outbox' | 'twilio';
  send(message: OtpMessage): Promise<void>;
};
