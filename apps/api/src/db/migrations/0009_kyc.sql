CREATE TABLE "kyc_bonus_claims" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_bonus_claims_amount_check" CHECK ("kyc_bonus_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "kyc_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"status" text NOT NULL,
	"number_hash" text NOT NULL,
	"encrypted_number" text NOT NULL,
	"key_version" integer NOT NULL,
	"masked_number" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_name" text NOT NULL,
	"registered_name" text,
	"reason_code" text,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "kyc_checks_document_check" CHECK ("kyc_checks"."document" in ('pan', 'aadhaar', 'bank', 'cpf', 'pix')),
	CONSTRAINT "kyc_checks_status_check" CHECK ("kyc_checks"."status" in ('pending', 'verified', 'rejected', 'superseded')),
	CONSTRAINT "kyc_checks_decision_check" CHECK (("kyc_checks"."status" = 'pending') = ("kyc_checks"."decided_at" is null)),
	CONSTRAINT "kyc_checks_reason_check" CHECK (("kyc_checks"."status" = 'rejected') = ("kyc_checks"."reason_code" is not null)),
	CONSTRAINT "kyc_checks_key_version_check" CHECK ("kyc_checks"."key_version" > 0)
);
--> statement-breakpoint
ALTER TABLE "kyc_bonus_claims" ADD CONSTRAINT "kyc_bonus_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_bonus_claims" ADD CONSTRAINT "kyc_bonus_claims_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_checks_one_pending_key" ON "kyc_checks" USING btree ("user_id","document") WHERE "kyc_checks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_checks_one_verified_key" ON "kyc_checks" USING btree ("user_id","document") WHERE "kyc_checks"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_checks_identity_number_key" ON "kyc_checks" USING btree ("document","number_hash") WHERE "kyc_checks"."status" in ('pending', 'verified') and "kyc_checks"."document" in ('pan', 'aadhaar', 'cpf');--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_checks_provider_reference_key" ON "kyc_checks" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "kyc_checks_user_submitted_idx" ON "kyc_checks" USING btree ("user_id","document","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_checks_pending_idx" ON "kyc_checks" USING btree ("submitted_at") WHERE "kyc_checks"."status" = 'pending';