CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"referred_user_id" uuid,
	"milestone" integer,
	"reward_key" text NOT NULL,
	"earning_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_rewards_kind_check" CHECK ("referral_rewards"."kind" in ('referral', 'milestone')),
	CONSTRAINT "referral_rewards_subject" CHECK (("referral_rewards"."kind" = 'referral' and "referral_rewards"."referred_user_id" is not null and "referral_rewards"."milestone" is null)
        or ("referral_rewards"."kind" = 'milestone' and "referral_rewards"."referred_user_id" is null and "referral_rewards"."milestone" >= 1)),
	CONSTRAINT "referral_rewards_amount_positive" CHECK ("referral_rewards"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "qualified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "qualifying_action" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_key_unique" ON "referral_rewards" USING btree ("reward_key");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_referred_unique" ON "referral_rewards" USING btree ("referred_user_id") WHERE "referral_rewards"."kind" = 'referral';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_milestone_unique" ON "referral_rewards" USING btree ("referrer_user_id","milestone") WHERE "referral_rewards"."kind" = 'milestone';--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_unpaid_idx" ON "referrals" USING btree ("referrer_user_id") WHERE "referrals"."qualified_at" is not null and "referrals"."paid_at" is null and "referrals"."erased_at" is null;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_qualifying_action_check" CHECK ("referrals"."qualifying_action" in ('quest_stage', 'campaign_task', 'campaign_claim', 'tournament_result', 'daily_check_in'));--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_qualified_with_action" CHECK (("referrals"."qualified_at" is null) = ("referrals"."qualifying_action" is null));--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_paid_when_qualified" CHECK ("referrals"."paid_at" is null or "referrals"."qualified_at" is not null);
--> statement-breakpoint
-- The referral campaign's rules kept by the database itself (modules/referrals/README.md).
-- 1. A referral keeps its referrer, and its qualification, payment and erasure, once recorded, never change.
CREATE FUNCTION "referrals_guard_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."referrer_user_id" <> OLD."referrer_user_id" OR NEW."created_at" <> OLD."created_at" THEN
    RAISE EXCEPTION 'referral of %: who referred them and when never change', OLD."referred_user_id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (OLD."qualified_at" IS NOT NULL AND (NEW."qualified_at" IS DISTINCT FROM OLD."qualified_at"
        OR NEW."qualifying_action" IS DISTINCT FROM OLD."qualifying_action"))
     OR (OLD."paid_at" IS NOT NULL AND NEW."paid_at" IS DISTINCT FROM OLD."paid_at")
     OR (OLD."erased_at" IS NOT NULL AND NEW."erased_at" IS DISTINCT FROM OLD."erased_at") THEN
    RAISE EXCEPTION 'referral of %: a qualification, a payment or an erasure never changes', OLD."referred_user_id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "referrals_guard_update" BEFORE UPDATE ON "referrals"
  FOR EACH ROW EXECUTE FUNCTION "referrals_guard_update"();
--> statement-breakpoint
-- 2. A reward paid is never changed nor removed.
CREATE FUNCTION "referral_rewards_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: referral rewards are kept', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "referral_rewards_immutable" BEFORE UPDATE OR DELETE OR TRUNCATE ON "referral_rewards"
  FOR EACH STATEMENT EXECUTE FUNCTION "referral_rewards_refuse_change"();
