CREATE TABLE "earning_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earning_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"earning_id" uuid NOT NULL,
	"event" text NOT NULL,
	"ledger_entry_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earning_events_event_check" CHECK ("earning_events"."event" in ('created', 'distributing', 'credited', 'expired', 'failed')),
	CONSTRAINT "earning_events_reason_check" CHECK (char_length("earning_events"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"expires_at" timestamp with time zone,
	"reserve_entry_id" uuid NOT NULL,
	"credit_entry_id" uuid,
	"release_entry_id" uuid,
	"collected_at" timestamp with time zone,
	"tax_withheld" bigint DEFAULT 0 NOT NULL,
	"tax_rate_bps" integer,
	"tax_financial_year" text,
	"tax_winnings_value" bigint,
	"tax_taxed_value" bigint,
	"batch_id" uuid,
	"awarded_by" uuid,
	"award_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earnings_user_source_key" UNIQUE("user_id","source","source_id"),
	CONSTRAINT "earnings_source_check" CHECK ("earnings"."source" in ('quest', 'campaign', 'tournament', 'referral')),
	CONSTRAINT "earnings_source_id_check" CHECK (char_length("earnings"."source_id") between 1 and 128),
	CONSTRAINT "earnings_title_check" CHECK (char_length("earnings"."title") between 1 and 120),
	CONSTRAINT "earnings_currency_check" CHECK ("earnings"."currency" in ('KCASH', 'REWARD', 'KPOINTS', 'USDT')),
	CONSTRAINT "earnings_amount_check" CHECK ("earnings"."amount" > 0),
	CONSTRAINT "earnings_status_check" CHECK ("earnings"."status" in ('pending', 'distributing', 'credited', 'expired', 'failed')),
	CONSTRAINT "earnings_tax_check" CHECK ("earnings"."tax_withheld" >= 0 and "earnings"."tax_withheld" <= "earnings"."amount"),
	CONSTRAINT "earnings_credited_check" CHECK (("earnings"."status" = 'credited') = ("earnings"."credit_entry_id" is not null and "earnings"."collected_at" is not null)),
	CONSTRAINT "earnings_expired_check" CHECK (("earnings"."status" = 'expired') = ("earnings"."release_entry_id" is not null)),
	CONSTRAINT "earnings_failed_check" CHECK (("earnings"."status" = 'failed') = ("earnings"."failure_reason" is not null)
        and ("earnings"."failure_reason" is null or char_length("earnings"."failure_reason") between 1 and 500)),
	CONSTRAINT "earnings_batch_check" CHECK ("earnings"."status" <> 'distributing' or "earnings"."batch_id" is not null),
	CONSTRAINT "earnings_award_audit_check" CHECK (("earnings"."awarded_by" is null) = ("earnings"."award_reason" is null)
        and ("earnings"."award_reason" is null or char_length("earnings"."award_reason") between 5 and 500))
);
--> statement-breakpoint
ALTER TABLE "earning_events" ADD CONSTRAINT "earning_events_earning_id_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."earnings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earning_events" ADD CONSTRAINT "earning_events_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_reserve_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reserve_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_credit_entry_id_ledger_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_release_entry_id_ledger_entries_id_fk" FOREIGN KEY ("release_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earning_events_earning_idx" ON "earning_events" USING btree ("earning_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_credit_entry_key" ON "earnings" USING btree ("credit_entry_id");--> statement-breakpoint
CREATE INDEX "earnings_user_created_idx" ON "earnings" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "earnings_status_expires_idx" ON "earnings" USING btree ("status","expires_at");--> statement-breakpoint
-- The earnings' rules kept by the database itself (modules/earnings/README.md).
-- 1. An earning moves only along its way (packages/domain EARNING_TRANSITIONS), and what it was
--    awarded does not change: credited and expired are final, so a paid earning is never paid again.
CREATE FUNCTION "earnings_guard_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_id" <> OLD."user_id" OR NEW."source" <> OLD."source" OR NEW."source_id" <> OLD."source_id"
     OR NEW."currency" <> OLD."currency" OR NEW."amount" <> OLD."amount"
     OR NEW."reserve_entry_id" <> OLD."reserve_entry_id" THEN
    RAISE EXCEPTION 'earning %: who, what and how much were awarded never change', OLD."id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW."status" <> OLD."status" AND NOT (
       (OLD."status" IN ('pending', 'failed') AND NEW."status" IN ('distributing', 'credited', 'expired'))
    OR (OLD."status" = 'distributing' AND NEW."status" IN ('credited', 'failed'))
  ) THEN
    RAISE EXCEPTION 'earning %: % to % is not a move an earning makes', OLD."id", OLD."status", NEW."status"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'earnings_status_transition';
  END IF;
  IF OLD."status" IN ('credited', 'expired') THEN
    RAISE EXCEPTION 'earning % is % and final', OLD."id", OLD."status"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'earnings_status_transition';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "earnings_guard_update" BEFORE UPDATE ON "earnings"
  FOR EACH ROW EXECUTE FUNCTION "earnings_guard_update"();
--> statement-breakpoint
-- 2. An earning is never removed, and its history is never rewritten.
CREATE FUNCTION "earnings_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % refused: earnings and their history are kept', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "earnings_keep" BEFORE DELETE OR TRUNCATE ON "earnings"
  FOR EACH STATEMENT EXECUTE FUNCTION "earnings_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "earning_events_immutable" BEFORE UPDATE OR DELETE OR TRUNCATE ON "earning_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "earnings_refuse_change"();
