CREATE TABLE "evm_claim_nonces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nonce" text NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"wallet_address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "evm_claim_nonces_nonce_unique" UNIQUE("nonce"),
	CONSTRAINT "evm_claim_nonces_amount_digits" CHECK ("evm_claim_nonces"."amount" ~ '^[0-9]{1,78}$')
);
--> statement-breakpoint
CREATE TABLE "evm_siwe_nonces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nonce" text NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "evm_siwe_nonces_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
CREATE TABLE "evm_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"is_contract" boolean DEFAULT false NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "evm_wallets_address_format" CHECK ("evm_wallets"."address" ~ '^0x[0-9a-fA-F]{40}$')
);
--> statement-breakpoint
ALTER TABLE "evm_claim_nonces" ADD CONSTRAINT "evm_claim_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evm_siwe_nonces" ADD CONSTRAINT "evm_siwe_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evm_wallets" ADD CONSTRAINT "evm_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evm_claim_nonces_user_campaign_idx" ON "evm_claim_nonces" USING btree ("user_id","campaign_id");--> statement-breakpoint
CREATE INDEX "evm_claim_nonces_deadline_idx" ON "evm_claim_nonces" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "evm_siwe_nonces_expiry_idx" ON "evm_siwe_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evm_wallets_address_unique" ON "evm_wallets" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "evm_wallets_one_primary" ON "evm_wallets" USING btree ("user_id") WHERE "evm_wallets"."is_primary";--> statement-breakpoint
CREATE INDEX "evm_wallets_user_idx" ON "evm_wallets" USING btree ("user_id");