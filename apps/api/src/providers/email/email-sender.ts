/** One email on its way (a one-time code); `body` holds the code, so it is never logged. */
export type EmailMessage = { to: string; subject: string; body: string; purpose: string };

/**
 * Sends emails. The default keeps them in the outbox (read at /api/dev/outbox); a real adapter
 * (SMTP or a provider's HTTP API) plugs in here.
 */
export type EmailSender = { kind: 'outbox'; send(message: EmailMessage): Promise<void> };
