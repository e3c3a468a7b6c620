CREATE TABLE "agent_destinations" (
	"agent_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "agent_destinations_agent_id_destination_id_pk" PRIMARY KEY("agent_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "agent_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"trip_id" integer,
	"author_user_id" text,
	"author" text NOT NULL,
	"city" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"travelled_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"encoded_id" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"base_city" text NOT NULL,
	"about" text NOT NULL,
	"languages" text[] NOT NULL,
	"founded_year" smallint NOT NULL,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"response_minutes" integer NOT NULL,
	"rating_tenths" smallint DEFAULT 0 NOT NULL,
	"converted_trips" integer DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"palette" text[] NOT NULL,
	"art_motif" text DEFAULT 'mountains' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_destinations" ADD CONSTRAINT "agent_destinations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_destinations" ADD CONSTRAINT "agent_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_testimonials" ADD CONSTRAINT "agent_testimonials_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_testimonials" ADD CONSTRAINT "agent_testimonials_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_testimonials" ADD CONSTRAINT "agent_testimonials_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_testimonials" ADD CONSTRAINT "agent_testimonials_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_destinations_destination_idx" ON "agent_destinations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "agent_testimonials_agent_idx" ON "agent_testimonials" USING btree ("agent_id","travelled_on","id");--> statement-breakpoint
CREATE INDEX "agent_testimonials_destination_idx" ON "agent_testimonials" USING btree ("agent_id","destination_id","travelled_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_testimonials_trip_idx" ON "agent_testimonials" USING btree ("trip_id","agent_id") WHERE "agent_testimonials"."trip_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_encoded_id_idx" ON "agents" USING btree ("encoded_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_user_id_idx" ON "agents" USING btree ("user_id");