CREATE TABLE "game_usernames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"login_method" text NOT NULL,
	"value" text NOT NULL,
	"identity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swaps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_usdt" bigint NOT NULL,
	"fee_usdt" bigint NOT NULL,
	"net_usdt" bigint NOT NULL,
	"kcash" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"kcash_per_usdt" integer NOT NULL,
	"sub_balance" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "swaps_amounts_check" CHECK ("swaps"."amount_usdt" > 0 and "swaps"."fee_usdt" >= 0 and "swaps"."net_usdt" > 0 and "swaps"."kcash" > 0
        and "swaps"."amount_usdt" = "swaps"."fee_usdt" + "swaps"."net_usdt"),
	CONSTRAINT "swaps_fee_bps_check" CHECK ("swaps"."fee_bps" between 0 and 9999),
	CONSTRAINT "swaps_sub_balance_check" CHECK ("swaps"."sub_balance" in ('earned', 'purchased'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "networks" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "icon_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cover_image_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "game_usernames" ADD CONSTRAINT "game_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_usernames" ADD CONSTRAINT "game_usernames_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_usernames_user_game_key" ON "game_usernames" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_usernames_identity_key" ON "game_usernames" USING btree ("game_id","login_method","identity");--> statement-breakpoint
CREATE UNIQUE INDEX "swaps_entry_id_key" ON "swaps" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "swaps_user_created_idx" ON "swaps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "games_listing_idx" ON "games" USING btree ("status","sort_order","name","id");--> statement-breakpoint
CREATE INDEX "games_genres_idx" ON "games" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "games_platforms_idx" ON "games" USING gin ("platforms");--> statement-breakpoint
CREATE INDEX "games_networks_idx" ON "games" USING gin ("networks");--> statement-breakpoint
CREATE INDEX "games_name_search_idx" ON "games" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_status_known" CHECK ("games"."status" in ('draft', 'live', 'retired'));