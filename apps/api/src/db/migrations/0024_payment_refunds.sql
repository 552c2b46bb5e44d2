ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status_check";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_outcome_check";--> statement-breakpoint
ALTER TABLE "payment_webhook_events" DROP CONSTRAINT "payment_webhook_events_outcome_check";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_refund_entry_id_ledger_entries_id_fk" FOREIGN KEY ("refund_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_refund_entry_id_key" ON "payment_orders" USING btree ("refund_entry_id");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('pending', 'success', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payment_status_check" CHECK ("payment_orders"."payment_status" in ('open', 'processing', 'succeeded', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_outcome_check" CHECK (("payment_orders"."entry_id" is not null) = ("payment_orders"."paid_at" is not null)
        and ("payment_orders"."status" <> 'success' or "payment_orders"."entry_id" is not null)
        and ("payment_orders"."status" not in ('pending', 'failed') or "payment_orders"."entry_id" is null)
        and ("payment_orders"."status" = 'failed') = ("payment_orders"."failure_reason" is not null)
        and ("payment_orders"."status" = 'refunded') = ("payment_orders"."refunded_at" is not null)
        and ("payment_orders"."refund_entry_id" is null or ("payment_orders"."status" = 'refunded' and "payment_orders"."entry_id" is not null)));--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_outcome_check" CHECK ("payment_webhook_events"."outcome" in ('received', 'credited', 'failed', 'processing', 'refunded', 'duplicate', 'ignored'));