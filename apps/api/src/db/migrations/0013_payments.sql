CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'open' NOT NULL,
	"fiat_currency" text NOT NULL,
	"fiat_amount" bigint NOT NULL,
	"rate_per_usdt" bigint NOT NULL,
	"usdt_amount" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"fee_usdt" bigint NOT NULL,
	"network_fee_usdt" bigint NOT NULL,
	"net_usdt" bigint NOT NULL,
	"kcash" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"failure_reason" text,
	"entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_provider_session_key" UNIQUE("provider","provider_session_id"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "payment_orders_payment_status_check" CHECK ("payment_orders"."payment_status" in ('open', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "payment_orders_outcome_check" CHECK (("payment_orders"."status" = 'success') = ("payment_orders"."entry_id" is not null)
        and ("payment_orders"."status" = 'success') = ("payment_orders"."paid_at" is not null)
        and ("payment_orders"."status" = 'failed') = ("payment_orders"."failure_reason" is not null)),
	CONSTRAINT "payment_orders_amounts_check" CHECK ("payment_orders"."fiat_amount" > 0 and "payment_orders"."rate_per_usdt" > 0 and "payment_orders"."kcash" > 0 and "payment_orders"."fee_usdt" >= 0
        and "payment_orders"."network_fee_usdt" >= 0 and "payment_orders"."net_usdt" > 0
        and "payment_orders"."usdt_amount" = "payment_orders"."fee_usdt" + "payment_orders"."network_fee_usdt" + "payment_orders"."net_usdt"),
	CONSTRAINT "payment_orders_failure_reason_check" CHECK (char_length("payment_orders"."failure_reason") <= 200)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_key" UNIQUE("provider","event_id"),
	CONSTRAINT "payment_webhook_events_outcome_check" CHECK ("payment_webhook_events"."outcome" in ('received', 'credited', 'failed', 'processing', 'duplicate', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_payment_sessions_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payment_sessions_status_check" CHECK ("sandbox_payment_sessions"."status" in ('open', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "sandbox_payment_sessions_amount_check" CHECK ("sandbox_payment_sessions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" ADD CONSTRAINT "sandbox_webhook_deliveries_session_id_sandbox_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_payment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_entry_id_key" ON "payment_orders" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_order_idx" ON "payment_webhook_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sandbox_payment_sessions_open_idx" ON "sandbox_payment_sessions" USING btree ("expires_at") WHERE "sandbox_payment_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_due_idx" ON "sandbox_webhook_deliveries" USING btree ("due_at") WHERE "sandbox_webhook_deliveries"."delivered_at" is null;