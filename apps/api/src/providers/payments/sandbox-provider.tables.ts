import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own storage (it stands for a company of its own; nothing of the
 * product reads these tables). A checkout session is what a merchant asks to be paid; a delivery
 * is one webhook event it owes the merchant, retried until the merchant answers 2xx.
 */
export const sandboxPaymentSessions = pgTable(
  'sandbox_payment_sessions',
  {
    id: text('id').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    notifyUrl: text('notify_url').notNull(),
    status: text('status').notNull().default('open'),
    failureReason: text('failure_reason'),
    /** The merchant's Idempotency-Key, and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key').notNull().unique('sandbox_payment_sessions_idempotency_key'),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'sandbox_payment_sessions_status_check',
      sql`${t.status} in ('open', 'processing', 'succeeded', 'failed')`,
    ),
    check('sandbox_payment_sessions_amount_check', sql`${t.amount} > 0`),
    index('sandbox_payment_sessions_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const sandboxWebhookDeliveries = pgTable(
  'sandbox_webhook_deliveries',
  {
    /** The event id the merchant sees; a retry sends the same event, body and id. */
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sandboxPaymentSessions.id),
    type: text('type').notNull(),
    /** The exact JSON sent (signed afresh, with the time of sending, at each attempt). */
    body: text('body').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_webhook_deliveries_due_idx')
      .on(t.dueAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
