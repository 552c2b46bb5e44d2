CREATE TABLE "voucher_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"key_version" integer NOT NULL,
	"sealed_code" text NOT NULL,
	"code_hash" text NOT NULL,
	"redemption_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"handed_out_at" timestamp with time zone,
	CONSTRAINT "voucher_codes_handed_out_check" CHECK (("voucher_codes"."redemption_id" is null) = ("voucher_codes"."handed_out_at" is null))
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"status" text NOT NULL,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	"request_key" text NOT NULL,
	"challenge_id" uuid,
	"challenge_sent_to" text,
	"challenge_expires_at" timestamp with time zone,
	"challenge_resend_at" timestamp with time zone,
	"ledger_entry_id" uuid,
	"failure_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_redemptions_status_check" CHECK ("voucher_redemptions"."status" in ('pending', 'completed', 'failed', 'expired')),
	CONSTRAINT "voucher_redemptions_price_positive" CHECK ("voucher_redemptions"."price" > 0),
	CONSTRAINT "voucher_redemptions_completed_check" CHECK (("voucher_redemptions"."status" = 'completed') = ("voucher_redemptions"."ledger_entry_id" is not null and "voucher_redemptions"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_redemption_id_voucher_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."voucher_redemptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_voucher_hash_key" ON "voucher_codes" USING btree ("voucher_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_redemption_key" ON "voucher_codes" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "voucher_codes_free_idx" ON "voucher_codes" USING btree ("voucher_id","created_at") WHERE "voucher_codes"."redemption_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_request_key" ON "voucher_redemptions" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_ledger_entry_key" ON "voucher_redemptions" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_user_created_idx" ON "voucher_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_created_idx" ON "voucher_redemptions" USING btree ("voucher_id","created_at");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_currency_check" CHECK ("vouchers"."currency" in ('KCASH', 'REWARD', 'KPOINTS', 'USDT'));