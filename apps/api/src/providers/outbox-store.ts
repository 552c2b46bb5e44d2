/** One message the outbox keeps instead of sending (one-time codes by SMS or WhatsApp, emails). */
export type OutboxEntry = {
  channel: 'sms' | 'whatsapp' | 'email';
  recipient: string;
  purpose: string;
  body: string;
  createdAt: Date;
};

/**
 * Where the outbox senders keep their messages: the auth module's outbox table, handed in by
 * the composition root (app.ts), so no provider reaches a module's repository.
 */
export type OutboxStore = { insertOutboxMessage(entry: OutboxEntry): Promise<void> };
