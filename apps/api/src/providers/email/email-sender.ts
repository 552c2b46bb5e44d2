/** One email on its way (a one-time code); `body` holds the code, so it is never logged. */
export type EmailMessage = { to: string; subject: string; body: string; purpose: string };

/**
 * Sends emails. The default keeps them in the outbox (read at /api/dev/outbox); `sendgrid` sends
 * them through SendGrid's v3 Mail Send API.
 */
export type EmailSender = { kind: 'outbox' | 'sendgrid'; send(message: EmailMessage): Promise<void> };
