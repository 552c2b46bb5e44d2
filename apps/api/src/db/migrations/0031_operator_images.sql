CREATE TABLE "operator_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_images_dimensions_check" CHECK ("operator_images"."width" between 1 and 2048 and "operator_images"."height" between 1 and 2048)
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "operator_images" ADD CONSTRAINT "operator_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;