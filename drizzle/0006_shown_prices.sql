DROP INDEX "package_month_prices_month_price_idx";--> statement-breakpoint
DROP INDEX "packages_min_price_idx";--> statement-breakpoint
DROP INDEX "packages_destination_min_price_idx";--> statement-breakpoint
ALTER TABLE "package_month_prices" ADD COLUMN "discounted_start_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "min_discounted_price_minor" bigint;--> statement-breakpoint
UPDATE "package_month_prices" mp SET "discounted_start_price_minor" = round(mp."start_price_minor" * (100 - p."discount_percent") / 10000.0) * 100 FROM "packages" p WHERE p."id" = mp."package_id";--> statement-breakpoint
UPDATE "packages" SET "min_discounted_price_minor" = round("min_price_minor" * (100 - "discount_percent") / 10000.0) * 100;--> statement-breakpoint
ALTER TABLE "package_month_prices" ALTER COLUMN "discounted_start_price_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "min_discounted_price_minor" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "package_month_prices_month_discounted_idx" ON "package_month_prices" USING btree ("month","discounted_start_price_minor","package_id");--> statement-breakpoint
CREATE INDEX "packages_min_discounted_price_idx" ON "packages" USING btree ("min_discounted_price_minor","id");--> statement-breakpoint
CREATE INDEX "packages_destination_min_discounted_price_idx" ON "packages" USING btree ("destination_id","min_discounted_price_minor","id");