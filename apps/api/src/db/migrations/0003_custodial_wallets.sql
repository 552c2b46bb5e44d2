CREATE TABLE "user_wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"encrypted_private_key" text NOT NULL,
	"key_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_wallets_address_check" CHECK ("user_wallets"."address" ~ '^0x[0-9a-fA-F]{40}$'),
	CONSTRAINT "user_wallets_key_version_check" CHECK ("user_wallets"."key_version" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_wallets" ADD CONSTRAINT "user_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_wallets_address_key" ON "user_wallets" USING btree (lower("address"));