CREATE TYPE "public"."destination_type" AS ENUM('india', 'international');--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" "destination_type" NOT NULL,
	"kind" text NOT NULL,
	"region" text NOT NULL,
	"has_package" boolean DEFAULT true NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"best_months" smallint[] NOT NULL,
	"ideal_days_min" smallint NOT NULL,
	"ideal_days_max" smallint NOT NULL,
	"currency" text NOT NULL,
	"palette" text[] NOT NULL,
	"popularity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"component" text NOT NULL,
	"message" text NOT NULL,
	"page_path" text,
	"request_id" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timing_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"method" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"timeout_ms" integer NOT NULL,
	"page_path" text,
	"request_id" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landmarks" ADD CONSTRAINT "landmarks_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_uq" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_destination_idx" ON "cities" USING btree ("destination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_slug_uq" ON "destinations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "destinations_type_popularity_idx" ON "destinations" USING btree ("type","popularity");--> statement-breakpoint
CREATE INDEX "landmarks_city_idx" ON "landmarks" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "client_errors_created_idx" ON "client_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "timing_reports_created_idx" ON "timing_reports" USING btree ("created_at");