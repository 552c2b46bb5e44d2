ALTER TABLE "users" ADD COLUMN "kyc_region" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kyc_region_check" CHECK ("users"."kyc_region" in ('IN', 'BR'));--> statement-breakpoint
-- Accounts whose KYC was already complete: the region of their verified documents, fixed now.
UPDATE "users" SET "kyc_region" = 'IN' WHERE "kyc_region" IS NULL AND "id" IN (
  SELECT "user_id" FROM "kyc_checks" WHERE "status" = 'verified' AND "document" IN ('pan', 'aadhaar', 'bank')
  GROUP BY "user_id" HAVING count(DISTINCT "document") = 3
);--> statement-breakpoint
UPDATE "users" SET "kyc_region" = 'BR' WHERE "kyc_region" IS NULL AND "id" IN (
  SELECT "user_id" FROM "kyc_checks" WHERE "status" = 'verified' AND "document" IN ('cpf', 'pix')
  GROUP BY "user_id" HAVING count(DISTINCT "document") = 2
);
