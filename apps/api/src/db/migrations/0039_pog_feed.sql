CREATE TABLE "pog_feed_likes" (
	"post_id" uuid NOT NULL,
	"post_owner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pog_feed_likes_pkey" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "pog_feed_likes_not_own_check" CHECK ("pog_feed_likes"."user_id" <> "pog_feed_likes"."post_owner_id")
);
--> statement-breakpoint
CREATE TABLE "pog_feed_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pog_feed_posts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_id" bigint NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"genre" text NOT NULL,
	"clan_id" uuid,
	"total" integer,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pog_feed_posts_total_check" CHECK ("pog_feed_posts"."total" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "pog_feed_likes" ADD CONSTRAINT "pog_feed_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The likes' (post, owner) key needs its target unique first.
CREATE UNIQUE INDEX "pog_feed_posts_owner_key" ON "pog_feed_posts" USING btree ("id","user_id");--> statement-breakpoint
ALTER TABLE "pog_feed_likes" ADD CONSTRAINT "pog_feed_likes_post_fk" FOREIGN KEY ("post_id","post_owner_id") REFERENCES "public"."pog_feed_posts"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pog_feed_posts" ADD CONSTRAINT "pog_feed_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pog_feed_likes_user_idx" ON "pog_feed_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pog_feed_likes_recent_idx" ON "pog_feed_likes" USING btree ("created_at","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pog_feed_posts_card_key" ON "pog_feed_posts" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pog_feed_posts_seq_key" ON "pog_feed_posts" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "pog_feed_posts_user_idx" ON "pog_feed_posts" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "pog_feed_posts_clan_idx" ON "pog_feed_posts" USING btree ("clan_id","seq");--> statement-breakpoint
CREATE INDEX "pog_feed_posts_total_idx" ON "pog_feed_posts" USING btree ("total","seq");--> statement-breakpoint
CREATE INDEX "pog_feed_posts_refresh_idx" ON "pog_feed_posts" USING btree ("refreshed_at");--> statement-breakpoint
-- The cards minted before the feed existed are its first posts (their totals and clans are read by
-- the pog-feed job: refreshed_at is null).
INSERT INTO "pog_feed_posts" ("card_id", "user_id", "token_id", "name", "image_url", "genre", "created_at")
SELECT "id", "user_id", "token_id", "name", "image_url", "genre", coalesce("minted_at", "created_at")
FROM "pog_cards" WHERE "status" = 'minted'
ORDER BY coalesce("minted_at", "created_at"), "token_id"
ON CONFLICT DO NOTHING;
