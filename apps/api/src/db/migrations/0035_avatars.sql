CREATE TABLE "avatar_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"genre" text,
	"character_id" text,
	"style_id" text,
	"selfie_jpeg" "bytea",
	"face" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "avatar_drafts_genre_check" CHECK ("avatar_drafts"."genre" in ('ADVENTURE', 'FANTASY', 'ACTION', 'TOON', 'SCI-FI', 'HORROR')),
	CONSTRAINT "avatar_drafts_selfie_face_check" CHECK (("avatar_drafts"."selfie_jpeg" is null) = ("avatar_drafts"."face" is null))
);
--> statement-breakpoint
CREATE TABLE "avatar_variant_refreshes" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "avatar_variant_refreshes_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "avatar_variant_refreshes_count_check" CHECK ("avatar_variant_refreshes"."count" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "avatar_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"genre" text NOT NULL,
	"character_id" text NOT NULL,
	"style_id" text NOT NULL,
	"seed" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "avatar_variants_genre_check" CHECK ("avatar_variants"."genre" in ('ADVENTURE', 'FANTASY', 'ACTION', 'TOON', 'SCI-FI', 'HORROR'))
);
--> statement-breakpoint
CREATE TABLE "avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"genre" text NOT NULL,
	"character_id" text NOT NULL,
	"style_id" text NOT NULL,
	"seed" integer NOT NULL,
	"generator" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"selfie_jpeg" "bytea",
	"face" jsonb,
	"image_webp" "bytea",
	"error_code" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "avatars_source_check" CHECK ("avatars"."source" in ('selfie', 'variant')),
	CONSTRAINT "avatars_genre_check" CHECK ("avatars"."genre" in ('ADVENTURE', 'FANTASY', 'ACTION', 'TOON', 'SCI-FI', 'HORROR')),
	CONSTRAINT "avatars_generator_check" CHECK ("avatars"."generator" in ('local', 'http')),
	CONSTRAINT "avatars_status_check" CHECK ("avatars"."status" in ('pending', 'ready', 'failed')),
	CONSTRAINT "avatars_progress_check" CHECK ("avatars"."progress" between 0 and 100),
	CONSTRAINT "avatars_ready_image_check" CHECK (("avatars"."status" = 'ready') = ("avatars"."image_webp" is not null)),
	CONSTRAINT "avatars_finished_no_selfie_check" CHECK ("avatars"."status" = 'pending' or "avatars"."selfie_jpeg" is null)
);
--> statement-breakpoint
ALTER TABLE "avatar_drafts" ADD CONSTRAINT "avatar_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_variant_refreshes" ADD CONSTRAINT "avatar_variant_refreshes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_variants" ADD CONSTRAINT "avatar_variants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_variants_user_idx" ON "avatar_variants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "avatars_user_idx" ON "avatars" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "avatars_pending_idx" ON "avatars" USING btree ("created_at") WHERE "avatars"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "avatars_one_pending_key" ON "avatars" USING btree ("user_id") WHERE "avatars"."status" = 'pending';