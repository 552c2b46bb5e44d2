import { sql } from 'drizzle-orm';
import { PAYMENT_ORDER_STATUSES, PAYMENT_PROGRESS } from '@kp/domain/swap';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/columns';
import { ledgerEntries } from '../ledger/ledger.tables';
import { users } from '../users/users.tables';

/**
 * An order of K-Cash bought with money: the quote it was made at (fixed for the order), the
 * payment provider's checkout, and where it stands. `success` and the ledger entry that credited
 * the K-Cash go together (a constraint), so an order is never marked paid without its credit; a
 * failed or pending order has none; a refunded one keeps the credit it had (if any) and names the
 * entry that took it back (if it could be).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    /** How far the payment has got at the provider (open, processing, succeeded, failed, refunded). */
    paymentStatus: text('payment_status').notNull().default('open'),
    fiatCurrency: text('fiat_currency').notNull(),
    /** Minor units of the fiat currency (paise, centavos, cents). */
    fiatAmount: bigint('fiat_amount', { mode: 'bigint' }).notNull(),
    /** Units of the fiat currency one USDT cost, in millionths. */
    ratePerUsdt: bigint('rate_per_usdt', { mode: 'bigint' }).notNull(),
    usdtAmount: bigint('usdt_amount', { mode: 'bigint' }).notNull(),
    feeBps: integer('fee_bps').notNull(),
    feeUsdt: bigint('fee_usdt', { mode: 'bigint' }).notNull(),
    networkFeeUsdt: bigint('network_fee_usdt', { mode: 'bigint' }).notNull(),
    netUsdt: bigint('net_usdt', { mode: 'bigint' }).notNull(),
    /** K-Cash minor units credited once paid. */
    kcash: bigint('kcash', { mode: 'bigint' }).notNull(),
    chainId: integer('chain_id').notNull(),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    failureReason: text('failure_reason'),
    entryId: uuid('entry_id').references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the provider reported the whole payment returned to the payer (refund, chargeback). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The ledger entry that took the credited K-Cash back; null when there was none to take or it was spent. */
    refundEntryId: uuid('refund_entry_id').references(() => ledgerEntries.id),
  },
  (t) => [
    unique('payment_orders_provider_session_key').on(t.provider, t.providerSessionId),
    uniqueIndex('payment_orders_entry_id_key').on(t.entryId),
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_orders_refund_entry_id_key').on(t.refundEntryId),
    enumCheck('payment_orders_status_check', t.status, PAYMENT_ORDER_STATUSES),
    enumCheck('payment_orders_payment_status_check', t.paymentStatus, PAYMENT_PROGRESS),
    // Paid and credited go together: a success has its credit, a pending or failed order none (a
    // refunded one keeps whatever it had); a failure names its reason; a refund its time, and its
    // taking back only follows a credit.
    check(
      'payment_orders_outcome_check',
      sql`(${t.entryId} is not null) = (${t.paidAt} is not null)
        and (${t.status} <> 'success' or ${t.entryId} is not null)
        and (${t.status} not in ('pending', 'failed') or ${t.entryId} is null)
        and (${t.status} = 'failed') = (${t.failureReason} is not null)
        and (${t.status} = 'refunded') = (${t.refundedAt} is not null)
        and (${t.refundEntryId} is null or (${t.status} = 'refunded' and ${t.entryId} is not null))`,
    ),
    check(
      'payment_orders_amounts_check',
      sql`${t.fiatAmount} > 0 and ${t.ratePerUsdt} > 0 and ${t.kcash} > 0 and ${t.feeUsdt} >= 0
        and ${t.networkFeeUsdt} >= 0 and ${t.netUsdt} > 0
        and ${t.usdtAmount} = ${t.feeUsdt} + ${t.networkFeeUsdt} + ${t.netUsdt}`,
    ),
    check('payment_orders_failure_reason_check', sql`char_length(${t.failureReason}) <= 200`),
  ],
);

/**
 * Every webhook event a provider sent, verified, by its event id: a redelivery finds its event
 * here and changes nothing. `outcome` says what the event did to its order.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => paymentOrders.id),
    payload: jsonb('payload').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payment_webhook_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_webhook_events_order_idx').on(t.orderId),
    check(
      'payment_webhook_events_outcome_check',
      sql`${t.outcome} in ('received', 'credited', 'failed', 'processing', 'refunded', 'duplicate', 'ignored')`,
    ),
  ],
);
