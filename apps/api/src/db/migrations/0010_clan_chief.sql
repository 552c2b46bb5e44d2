CREATE TABLE "clan_chief_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"chief_city" text NOT NULL,
	"phone_number" text NOT NULL,
	"is_collage_name" boolean DEFAULT false NOT NULL,
	"college_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clan_chief_applications_status_check" CHECK ("clan_chief_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "clan_chief_applications_decision_check" CHECK (("clan_chief_applications"."status" = 'pending') = ("clan_chief_applications"."decided_at" is null and "clan_chief_applications"."decided_by" is null and "clan_chief_applications"."decision_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "clan_chief_applications" ADD CONSTRAINT "clan_chief_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_chief_applications" ADD CONSTRAINT "clan_chief_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clan_chief_applications_open_key" ON "clan_chief_applications" USING btree ("user_id") WHERE "clan_chief_applications"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "clan_chief_applications_user_idx" ON "clan_chief_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "clan_chief_applications_status_idx" ON "clan_chief_applications" USING btree ("status","created_at");