CREATE TABLE "social_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"handle" text,
	"display_name" text,
	"token_key_version" integer,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_accounts_provider_check" CHECK ("social_accounts"."provider" in ('twitter', 'discord', 'google', 'steam', 'telegram')),
	CONSTRAINT "social_accounts_tokens_keyed" CHECK (("social_accounts"."access_token_sealed" is null and "social_accounts"."refresh_token_sealed" is null) or "social_accounts"."token_key_version" is not null)
);
--> statement-breakpoint
CREATE TABLE "social_auth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text,
	"nonce" text,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "social_auth_states_provider_check" CHECK ("social_auth_states"."provider" in ('twitter', 'discord', 'google', 'steam', 'telegram'))
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_auth_states" ADD CONSTRAINT "social_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_external_key" ON "social_accounts" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_provider_key" ON "social_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_auth_states_state_hash_key" ON "social_auth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "social_auth_states_expiry_idx" ON "social_auth_states" USING btree ("expires_at");