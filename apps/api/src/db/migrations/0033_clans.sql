CREATE TABLE "clan_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"clan_id" uuid NOT NULL,
	"clan_name" text NOT NULL,
	"reason" text NOT NULL,
	"departed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clan_departures_reason_check" CHECK ("clan_departures"."reason" in ('left', 'removed', 'clan_deleted', 'deleted_own_clan', 'account_erased'))
);
--> statement-breakpoint
CREATE TABLE "clan_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_id" uuid NOT NULL,
	"clan_id" uuid,
	"image_type" text NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clan_images_type_check" CHECK ("clan_images"."image_type" in ('logo', 'banner'))
);
--> statement-breakpoint
CREATE TABLE "clan_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"clan_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clan_members_role_check" CHECK ("clan_members"."role" in ('Chief', 'Member'))
);
--> statement-breakpoint
CREATE TABLE "clan_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_days_before_clan_delete" integer NOT NULL,
	"min_days_to_join_clan_after_leaving" integer NOT NULL,
	"min_days_to_recreate_clan_after_delete" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clan_rules_single_row" CHECK ("clan_rules"."id" = 1),
	CONSTRAINT "clan_rules_days_check" CHECK ("clan_rules"."min_days_before_clan_delete" between 0 and 365
        and "clan_rules"."min_days_to_join_clan_after_leaving" between 0 and 365
        and "clan_rules"."min_days_to_recreate_clan_after_delete" between 0 and 365)
);
--> statement-breakpoint
-- The clans of before had no chief: demo rows only, referenced by nothing. A clan is now led by
-- its chief (chief_id NOT NULL), so they go; a new demo installation seeds a clan with a chief.
DELETE FROM "clans";--> statement-breakpoint
ALTER TABLE "clans" DROP CONSTRAINT "clans_clan_name_unique";--> statement-breakpoint
ALTER TABLE "clans" ADD COLUMN "chief_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "clans" ADD COLUMN "referrer_phone_number" text;--> statement-breakpoint
ALTER TABLE "clans" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clan_departures" ADD CONSTRAINT "clan_departures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_images" ADD CONSTRAINT "clan_images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_images" ADD CONSTRAINT "clan_images_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_members" ADD CONSTRAINT "clan_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_members" ADD CONSTRAINT "clan_members_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_rules" ADD CONSTRAINT "clan_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clan_departures_user_idx" ON "clan_departures" USING btree ("user_id","reason","departed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clan_images_clan_type_key" ON "clan_images" USING btree ("clan_id","image_type") WHERE "clan_images"."clan_id" is not null;--> statement-breakpoint
CREATE INDEX "clan_images_pending_idx" ON "clan_images" USING btree ("uploader_id","image_type") WHERE "clan_images"."clan_id" is null;--> statement-breakpoint
CREATE INDEX "clan_members_clan_idx" ON "clan_members" USING btree ("clan_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clan_members_one_chief_key" ON "clan_members" USING btree ("clan_id") WHERE "clan_members"."role" = 'Chief';--> statement-breakpoint
ALTER TABLE "clans" ADD CONSTRAINT "clans_chief_id_users_id_fk" FOREIGN KEY ("chief_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clans_name_key" ON "clans" USING btree (lower("clan_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "clans_chief_key" ON "clans" USING btree ("chief_id");--> statement-breakpoint
CREATE INDEX "clans_created_idx" ON "clans" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "clans" ADD CONSTRAINT "clans_member_count_check" CHECK ("clans"."member_count" between 0 and 50);