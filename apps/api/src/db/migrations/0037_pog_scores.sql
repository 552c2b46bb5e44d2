CREATE TABLE "pog_scores" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"human" integer DEFAULT 0 NOT NULL,
	"play" integer DEFAULT 0 NOT NULL,
	"skill" integer DEFAULT 0 NOT NULL,
	"commerce" integer DEFAULT 0 NOT NULL,
	"social" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"tier" text DEFAULT 'Bronze' NOT NULL,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"clan_id" uuid,
	"is_stale" boolean DEFAULT true NOT NULL,
	"stale_seq" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pog_scores_range" CHECK ("pog_scores"."human" between 0 and 100 and "pog_scores"."play" between 0 and 100 and "pog_scores"."skill" between 0 and 100
        and "pog_scores"."commerce" between 0 and 100 and "pog_scores"."social" between 0 and 100 and "pog_scores"."total" between 0 and 100),
	CONSTRAINT "pog_scores_tier_valid" CHECK ("pog_scores"."tier" in ('Bronze', 'Silver', 'Gold', 'Diamond'))
);
--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "min_pog_human_score" integer;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "min_pog_tier" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "min_pog_human_score" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "min_pog_tier" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "min_pog_human_score" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "min_pog_tier" text;--> statement-breakpoint
ALTER TABLE "pog_scores" ADD CONSTRAINT "pog_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pog_scores_ranking_idx" ON "pog_scores" USING btree ("total" DESC NULLS LAST,"changed_at","user_id");--> statement-breakpoint
CREATE INDEX "pog_scores_clan_idx" ON "pog_scores" USING btree ("clan_id");--> statement-breakpoint
CREATE INDEX "pog_scores_stale_idx" ON "pog_scores" USING btree ("user_id") WHERE "pog_scores"."is_stale";--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_min_pog_human_score_range" CHECK ("quests"."min_pog_human_score" is null or "quests"."min_pog_human_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_min_pog_tier_valid" CHECK ("quests"."min_pog_tier" in ('Bronze', 'Silver', 'Gold', 'Diamond'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_min_pog_human_score_range" CHECK ("campaigns"."min_pog_human_score" is null or "campaigns"."min_pog_human_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_min_pog_tier_valid" CHECK ("campaigns"."min_pog_tier" in ('Bronze', 'Silver', 'Gold', 'Diamond'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_min_pog_human_score_range" CHECK ("tournaments"."min_pog_human_score" is null or "tournaments"."min_pog_human_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_min_pog_tier_valid" CHECK ("tournaments"."min_pog_tier" in ('Bronze', 'Silver', 'Gold', 'Diamond'));--> statement-breakpoint
-- Every account has scores: those made before this table start stale and are computed on first read or by the refresh job.
INSERT INTO "pog_scores" ("user_id") SELECT "id" FROM "users" WHERE "deleted_at" IS NULL;