CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"aggregate" text NOT NULL,
	"event_key" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ordering_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_events_key_uq" ON "domain_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "jobs_ordering_pending_idx" ON "jobs" USING btree ("ordering_key","id") WHERE "jobs"."done_at" is null and "jobs"."ordering_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("name","id") WHERE "jobs"."outcome" = 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_key_uq" ON "notifications" USING btree ("event_key");