ALTER TABLE "requested_trips" ADD COLUMN "budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "requested_trips" ADD COLUMN "budget_currency" text;--> statement-breakpoint
UPDATE "requested_trips" SET "budget_minor" = "budget"::bigint * 100, "budget_currency" = 'INR' WHERE "budget" IS NOT NULL;
