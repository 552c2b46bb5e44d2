ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_stock_non_negative";--> statement-breakpoint
ALTER TABLE "vouchers" DROP COLUMN "stock";