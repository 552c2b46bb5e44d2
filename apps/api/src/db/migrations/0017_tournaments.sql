CREATE TABLE "tournament_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"entry_ledger_entry_id" uuid,
	"best_score" integer,
	"best_at" timestamp with time zone,
	"report_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_participants_tournament_user_key" UNIQUE("tournament_id","user_id"),
	CONSTRAINT "tournament_participants_score_non_negative" CHECK ("tournament_participants"."best_score" is null or "tournament_participants"."best_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"from_rank" integer NOT NULL,
	"to_rank" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "tournament_prizes_from_rank_key" UNIQUE("tournament_id","from_rank"),
	CONSTRAINT "tournament_prizes_ranks_valid" CHECK ("tournament_prizes"."from_rank" >= 1 and "tournament_prizes"."to_rank" >= "tournament_prizes"."from_rank"),
	CONSTRAINT "tournament_prizes_amount_positive" CHECK ("tournament_prizes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"entry_fee_currency" text DEFAULT 'KCASH' NOT NULL,
	"entry_fee_amount" bigint DEFAULT 0 NOT NULL,
	"max_participants" integer NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"concluded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournaments_status_valid" CHECK ("tournaments"."status" in ('PUBLISHED', 'LIVE', 'CONCLUDED', 'COMPLETED')),
	CONSTRAINT "tournaments_schedule_valid" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_fee_non_negative" CHECK ("tournaments"."entry_fee_amount" >= 0),
	CONSTRAINT "tournaments_participants_within_places" CHECK ("tournaments"."participant_count" >= 0 and "tournaments"."participant_count" <= "tournaments"."max_participants")
);
--> statement-breakpoint
ALTER TABLE "third_party_grants" ALTER COLUMN "quest_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "third_party_reports" ALTER COLUMN "stage_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "third_party_grants" ADD COLUMN "tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "third_party_reports" ADD COLUMN "tournament_id" uuid;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_participants_ranking_idx" ON "tournament_participants" USING btree ("tournament_id","best_score" DESC NULLS LAST,"best_at","joined_at");--> statement-breakpoint
CREATE INDEX "tournament_participants_user_idx" ON "tournament_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "tournaments_game_idx" ON "tournaments" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "third_party_grants" ADD CONSTRAINT "third_party_grants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_reports" ADD CONSTRAINT "third_party_reports_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_grants" ADD CONSTRAINT "third_party_grants_one_purpose" CHECK ("third_party_grants"."quest_id" is null or "third_party_grants"."tournament_id" is null);