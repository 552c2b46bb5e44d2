DROP INDEX "social_accounts_user_provider_key";--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "disconnected_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_provider_connected_key" ON "social_accounts" USING btree ("user_id","provider") WHERE "social_accounts"."disconnected_at" is null;--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");