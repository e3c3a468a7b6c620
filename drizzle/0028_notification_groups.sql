CREATE TABLE "notification_event_keys" (
	"event_key" text PRIMARY KEY NOT NULL,
	"notification_id" bigint,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_event_keys" ADD CONSTRAINT "notification_event_keys_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_open_group_idx" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
-- Hand edit (decision 0192): the event keys already applied, so that a redelivery of an event
-- from before this migration still writes nothing.
INSERT INTO "notification_event_keys" ("event_key", "notification_id", "applied_at")
SELECT "event_key", "id", "created_at" FROM "notifications" WHERE "event_key" IS NOT NULL;
