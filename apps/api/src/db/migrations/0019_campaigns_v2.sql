CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "campaign_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"signer_address" text,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "campaign_claims_campaign_user_key" UNIQUE("campaign_id","user_id"),
	CONSTRAINT "campaign_claims_status_valid" CHECK ("campaign_claims"."status" in ('processing', 'credited', 'failed')),
	CONSTRAINT "campaign_claims_amount_positive" CHECK ("campaign_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_fundings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"actor_id" uuid,
	"ledger_entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_participants_campaign_user_key" UNIQUE("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_ordered" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_tasks_position_key" UNIQUE("campaign_id","position"),
	CONSTRAINT "campaign_tasks_position_valid" CHECK ("campaign_tasks"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referred_user_id" <> "referrals"."referrer_user_id")
);
--> statement-breakpoint
CREATE TABLE "task_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_appeals_status_valid" CHECK ("task_appeals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"attempt_id" uuid,
	"appeal_id" uuid,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_completions_task_user_key" UNIQUE("task_id","user_id"),
	CONSTRAINT "task_completions_source_valid" CHECK ("task_completions"."source" in ('validator', 'appeal'))
);
--> statement-breakpoint
CREATE TABLE "task_validation_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"error_type" text,
	"error_code" text,
	"message" text,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submission" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_validation_attempts_outcome_valid" CHECK ("task_validation_attempts"."outcome" in ('running', 'passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "task_visits" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_visited_at" timestamp with time zone NOT NULL,
	"visit_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "task_visits_pkey" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_system_name_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "claim_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "applicable_continents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reward_currency" text DEFAULT 'KCASH' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reward_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "pool_funded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "pool_reserved" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "claim_requires_signature" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "claim_chain_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_fundings" ADD CONSTRAINT "campaign_fundings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_fundings" ADD CONSTRAINT "campaign_fundings_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tasks" ADD CONSTRAINT "campaign_tasks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_appeals" ADD CONSTRAINT "task_appeals_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_appeals" ADD CONSTRAINT "task_appeals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_appeals" ADD CONSTRAINT "task_appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_appeals" ADD CONSTRAINT "task_appeals_attempt_id_task_validation_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."task_validation_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_appeals" ADD CONSTRAINT "task_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_attempt_id_task_validation_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."task_validation_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_validation_attempts" ADD CONSTRAINT "task_validation_attempts_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_validation_attempts" ADD CONSTRAINT "task_validation_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_visits" ADD CONSTRAINT "task_visits_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_visits" ADD CONSTRAINT "task_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_claims_status_idx" ON "campaign_claims" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "campaign_participants_user_idx" ON "campaign_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_appeals_one_pending_key" ON "task_appeals" USING btree ("task_id","user_id") WHERE "task_appeals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "task_appeals_status_idx" ON "task_appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "task_completions_user_campaign_idx" ON "task_completions" USING btree ("user_id","campaign_id");--> statement-breakpoint
CREATE INDEX "task_validation_attempts_user_task_idx" ON "task_validation_attempts" USING btree ("user_id","task_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status","starts_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_valid" CHECK ("campaigns"."status" in ('ARCHIVED', 'DRAFT', 'ENDED', 'LIVE', 'PUBLISHED', 'REWARDS_CREDITED', 'CLAIM_REWARDS', 'PROCESSING_REWARDS'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_schedule_valid" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_claim_window_valid" CHECK ("campaigns"."claim_ends_at" is null or "campaigns"."claim_ends_at" >= "campaigns"."ends_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_reward_currency_valid" CHECK ("campaigns"."reward_currency" in ('KCASH', 'REWARD', 'KPOINTS', 'USDT'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_reward_non_negative" CHECK ("campaigns"."reward_amount" >= 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_pool_within_funding" CHECK ("campaigns"."pool_reserved" >= 0 and "campaigns"."pool_funded" >= 0 and "campaigns"."pool_reserved" <= "campaigns"."pool_funded");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_name_check" CHECK ("ledger_accounts"."system_name" in ('treasury', 'reward_pool', 'swap_pool', 'fees', 'store', 'tax_withheld', 'campaign_pool'));