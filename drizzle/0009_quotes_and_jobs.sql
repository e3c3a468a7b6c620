CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"outcome" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"trip_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"option" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"version" integer,
	"actor_role" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_hotel_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"hotel_key" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"other_reason" text DEFAULT '' NOT NULL,
	"tracking_data" jsonb,
	"user_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"content" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"previous_status" text,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"sent_version" integer,
	"first_sent_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"is_selected" boolean DEFAULT false NOT NULL,
	"decline_reason" jsonb,
	"invoice_id" integer,
	"viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"reason" text NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"routed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"first_quoted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_callbacks" ADD CONSTRAINT "quote_callbacks_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_hotel_statuses" ADD CONSTRAINT "quote_hotel_statuses_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_views" ADD CONSTRAINT "quote_views_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_trip_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."trip_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_leads" ADD CONSTRAINT "trip_leads_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_pending_uq" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "quote_callbacks_quote_idx" ON "quote_callbacks" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_callbacks_open_idx" ON "quote_callbacks" USING btree ("created_at") WHERE "quote_callbacks"."state" = 'open';--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_hotel_statuses_uq" ON "quote_hotel_statuses" USING btree ("quote_id","version","hotel_key");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_uq" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE INDEX "quote_views_quote_idx" ON "quote_views" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_trip_idx" ON "quotes" USING btree ("trip_id","id");--> statement-breakpoint
CREATE INDEX "quotes_agent_idx" ON "quotes" USING btree ("agent_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_leads_trip_agent_uq" ON "trip_leads" USING btree ("trip_id","agent_id");--> statement-breakpoint
CREATE INDEX "trip_leads_agent_stage_idx" ON "trip_leads" USING btree ("agent_id","stage","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trip_leads_agent_updated_idx" ON "trip_leads" USING btree ("agent_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trip_leads_open_idx" ON "trip_leads" USING btree ("agent_id") WHERE "trip_leads"."state" = 'offered';