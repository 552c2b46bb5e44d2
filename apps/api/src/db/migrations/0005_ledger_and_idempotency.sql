CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_key_check" CHECK (char_length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"system_name" text,
	"currency" text NOT NULL,
	"sub_balance" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("user_id","system_name","currency","sub_balance"),
	CONSTRAINT "ledger_accounts_id_currency_key" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" = 'user' and "ledger_accounts"."user_id" is not null and "ledger_accounts"."system_name" is null and not "ledger_accounts"."allow_negative")
        or ("ledger_accounts"."kind" = 'system' and "ledger_accounts"."user_id" is null and "ledger_accounts"."system_name" is not null)),
	CONSTRAINT "ledger_accounts_system_name_check" CHECK ("ledger_accounts"."system_name" in ('treasury', 'reward_pool', 'swap_pool', 'fees', 'store', 'tax_withheld')),
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" in ('KCASH', 'REWARD', 'KPOINTS', 'USDT')),
	CONSTRAINT "ledger_accounts_sub_balance_check" CHECK (("ledger_accounts"."sub_balance" is not null) = ("ledger_accounts"."kind" = 'user' and "ledger_accounts"."currency" = 'KCASH')
        and ("ledger_accounts"."sub_balance" is null or "ledger_accounts"."sub_balance" in ('earned', 'purchased')))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" text NOT NULL,
	"idempotency_key" text,
	"memo" text,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" ~ '^[a-z][a-z0-9_]{1,39}$'),
	CONSTRAINT "ledger_entries_cause_check" CHECK (char_length("ledger_entries"."cause_type") between 1 and 64 and char_length("ledger_entries"."cause_id") between 1 and 128),
	CONSTRAINT "ledger_entries_memo_check" CHECK (char_length("ledger_entries"."memo") <= 500),
	CONSTRAINT "ledger_entries_audit_check" CHECK (("ledger_entries"."actor_id" is null) = ("ledger_entries"."reason" is null)
        and ("ledger_entries"."reason" is null or char_length("ledger_entries"."reason") between 5 and 500)
        and ("ledger_entries"."kind" not in ('grant', 'correction') or "ledger_entries"."actor_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_currency_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_cause_idx" ON "ledger_entries" USING btree ("cause_type","cause_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");