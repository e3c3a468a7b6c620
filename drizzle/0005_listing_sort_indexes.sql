DROP INDEX "packages_days_idx";--> statement-breakpoint
CREATE INDEX "packages_destination_min_price_idx" ON "packages" USING btree ("destination_id","min_price_minor","id");--> statement-breakpoint
CREATE INDEX "packages_destination_days_idx" ON "packages" USING btree ("destination_id","days","popularity" DESC,"id");--> statement-breakpoint
CREATE INDEX "packages_days_popularity_idx" ON "packages" USING btree ("days","popularity" DESC,"id");