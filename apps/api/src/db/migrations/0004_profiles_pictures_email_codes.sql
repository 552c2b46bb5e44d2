CREATE TABLE "user_pictures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_code_challenges" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "college_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profession" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_platform" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_code_challenges" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "user_pictures" ADD CONSTRAINT "user_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_code_challenges_email_created_idx" ON "auth_code_challenges" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "auth_code_challenges" ADD CONSTRAINT "auth_code_challenges_recipient_check" CHECK (("auth_code_challenges"."phone_number" is null) <> ("auth_code_challenges"."email" is null));