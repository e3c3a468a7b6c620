CREATE TABLE "trip_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"trip_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_drafts" ADD CONSTRAINT "trip_drafts_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_drafts_token_idx" ON "trip_drafts" USING btree ("token_hash");