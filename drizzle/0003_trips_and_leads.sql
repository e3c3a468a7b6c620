CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"session_id" text,
	"page_id" text,
	"funnel_id" text,
	"user_id" text,
	"trip_id" integer,
	"traffic_type" text,
	"page_path" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_store_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hash_name" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requested_trip_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requested_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"unique_key" text NOT NULL,
	"secret_key" text NOT NULL,
	"to_loc" text[] NOT NULL,
	"from_loc" text DEFAULT '' NOT NULL,
	"travel_month" text NOT NULL,
	"start_date" date,
	"durations" text[] NOT NULL,
	"trip_days" smallint,
	"trip_type" text NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"budget" integer,
	"isd_code" text NOT NULL,
	"phone_no" text NOT NULL,
	"number_verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"lead_status" text DEFAULT 'active' NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quotes_count" integer DEFAULT 0 NOT NULL,
	"package_id" integer,
	"trip_stage" text,
	"comments" text DEFAULT '' NOT NULL,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancellation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"option" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requested_trip_events" ADD CONSTRAINT "requested_trip_events_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requested_trips" ADD CONSTRAINT "requested_trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_callbacks" ADD CONSTRAINT "trip_callbacks_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_feedbacks" ADD CONSTRAINT "trip_feedbacks_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_events_session_idx" ON "tracking_events" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_name_idx" ON "tracking_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "cache_store_entries_hash_key_idx" ON "cache_store_entries" USING btree ("hash_name","key");--> statement-breakpoint
CREATE INDEX "requested_trip_events_trip_idx" ON "requested_trip_events" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requested_trips_unique_key_idx" ON "requested_trips" USING btree ("unique_key");--> statement-breakpoint
CREATE INDEX "requested_trips_user_idx" ON "requested_trips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_callbacks_trip_idx" ON "trip_callbacks" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_documents_trip_idx" ON "trip_documents" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_documents_stored_idx" ON "trip_documents" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "trip_feedbacks_trip_idx" ON "trip_feedbacks" USING btree ("trip_id");