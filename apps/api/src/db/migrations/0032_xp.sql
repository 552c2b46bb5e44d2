CREATE TABLE "user_xp" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_xp_xp_check" CHECK ("user_xp"."xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xp_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"source_id" text NOT NULL,
	"local_day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xp_events_action_check" CHECK ("xp_events"."action" in ('quest_stage', 'campaign_task', 'campaign_claim', 'tournament_result', 'daily_check_in', 'referral_sign_up')),
	CONSTRAINT "xp_events_amount_check" CHECK ("xp_events"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_xp" ADD CONSTRAINT "user_xp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_xp_ranking_idx" ON "user_xp" USING btree ("xp" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_events_source_key" ON "xp_events" USING btree ("user_id","action","source_id");--> statement-breakpoint
CREATE INDEX "xp_events_user_recent_idx" ON "xp_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "xp_events_user_day_idx" ON "xp_events" USING btree ("user_id","local_day");