CREATE TABLE "view_as_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_user_id" text NOT NULL,
	"traveller_user_id" text NOT NULL,
	"trip_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"refused_writes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"scheduled_by" text NOT NULL,
	"scheduled_by_name" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_staff_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_lead_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requested_trips" ADD COLUMN "lead_status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "requested_trips" ADD COLUMN "traveller_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "view_as_sessions" ADD CONSTRAINT "view_as_sessions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_as_sessions" ADD CONSTRAINT "view_as_sessions_traveller_user_id_users_id_fk" FOREIGN KEY ("traveller_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_callbacks" ADD CONSTRAINT "scheduled_callbacks_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_notes" ADD CONSTRAINT "trip_notes_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_staff_actions" ADD CONSTRAINT "trip_staff_actions_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_lead_status_changes" ADD CONSTRAINT "trip_lead_status_changes_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "view_as_sessions_token_uq" ON "view_as_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "view_as_sessions_staff_idx" ON "view_as_sessions" USING btree ("staff_user_id","started_at");--> statement-breakpoint
CREATE INDEX "scheduled_callbacks_open_idx" ON "scheduled_callbacks" USING btree ("due_at") WHERE "scheduled_callbacks"."state" = 'open';--> statement-breakpoint
CREATE INDEX "scheduled_callbacks_trip_idx" ON "scheduled_callbacks" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_notes_trip_idx" ON "trip_notes" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_staff_actions_trip_idx" ON "trip_staff_actions" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_lead_status_changes_trip_idx" ON "trip_lead_status_changes" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "requested_trips_lead_board_idx" ON "requested_trips" USING btree ("lead_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);