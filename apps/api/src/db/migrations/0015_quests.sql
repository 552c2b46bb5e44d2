CREATE TABLE "quest_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"method" text NOT NULL,
	"submission_type" text NOT NULL,
	"value" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_proofs_status_valid" CHECK ("quest_proofs"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "quest_stage_completions" (
	"user_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"via" text NOT NULL,
	"proof_id" uuid,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_stage_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "quest_stage_earnings_currency_unique" UNIQUE("stage_id","currency"),
	CONSTRAINT "quest_stage_earnings_amount_positive" CHECK ("quest_stage_earnings"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "quest_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"proof_method" text NOT NULL,
	"submission_type" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quest_stages_position_unique" UNIQUE("quest_id","position"),
	CONSTRAINT "quest_stages_points_non_negative" CHECK ("quest_stages"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"scored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_quests_user_quest_unique" UNIQUE("user_id","quest_id"),
	CONSTRAINT "user_quests_status_valid" CHECK ("user_quests"."status" in ('started', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "remaining_slots" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_proofs" ADD CONSTRAINT "quest_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_proofs" ADD CONSTRAINT "quest_proofs_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_proofs" ADD CONSTRAINT "quest_proofs_stage_id_quest_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."quest_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_proofs" ADD CONSTRAINT "quest_proofs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_stage_completions" ADD CONSTRAINT "quest_stage_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_stage_completions" ADD CONSTRAINT "quest_stage_completions_stage_id_quest_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."quest_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_stage_completions" ADD CONSTRAINT "quest_stage_completions_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_stage_completions" ADD CONSTRAINT "quest_stage_completions_proof_id_quest_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."quest_proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_stage_earnings" ADD CONSTRAINT "quest_stage_earnings_stage_id_quest_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."quest_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_stages" ADD CONSTRAINT "quest_stages_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quests" ADD CONSTRAINT "user_quests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quests" ADD CONSTRAINT "user_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_proofs_user_stage_live_unique" ON "quest_proofs" USING btree ("user_id","stage_id") WHERE "quest_proofs"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "quest_proofs_stage_value_live_unique" ON "quest_proofs" USING btree ("stage_id","value") WHERE "quest_proofs"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "quest_proofs_queue_idx" ON "quest_proofs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quest_proofs_user_quest_idx" ON "quest_proofs" USING btree ("user_id","quest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_stage_completions_pk" ON "quest_stage_completions" USING btree ("user_id","stage_id");--> statement-breakpoint
CREATE INDEX "quest_stage_completions_user_quest_idx" ON "quest_stage_completions" USING btree ("user_id","quest_id");--> statement-breakpoint
CREATE INDEX "quest_stage_earnings_stage_idx" ON "quest_stage_earnings" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "user_quests_user_idx" ON "user_quests" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_quests_leaderboard_idx" ON "user_quests" USING btree ("quest_id","score" DESC NULLS LAST,"scored_at","id");--> statement-breakpoint
CREATE INDEX "quests_list_idx" ON "quests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_remaining_slots_range" CHECK ("quests"."remaining_slots" >= 0 and "quests"."remaining_slots" <= "quests"."total_slots");--> statement-breakpoint
-- Quests that existed before slots were counted: every slot is still free.
UPDATE "quests" SET "remaining_slots" = "total_slots";
--> statement-breakpoint
-- The games as the quest lists show them (quests.tables.ts, questGames): no inline image bytes.
CREATE VIEW "quest_games" AS
  SELECT "id", "slug", "name", "status",
    CASE WHEN "icon_url" LIKE 'data:%'
      THEN '/api/game/' || "id" || '/image/icon?v=' || (floor(extract(epoch from "updated_at") * 1000))::bigint
      ELSE "icon_url" END AS "icon_url"
  FROM "games";
