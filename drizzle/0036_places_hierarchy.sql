CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"ancestry" integer[] NOT NULL,
	"aliases" text[] NOT NULL,
	"destination_id" integer,
	"city_id" integer
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "place_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "places_slug_uq" ON "places" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "places_destination_uq" ON "places" USING btree ("destination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "places_city_uq" ON "places" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "places_ancestry_gin" ON "places" USING gin ("ancestry");--> statement-breakpoint
CREATE INDEX "search_documents_place_ids_idx" ON "search_documents" USING gin ("place_ids");--> statement-breakpoint
CREATE INDEX "search_documents_place_idx" ON "search_documents" USING btree ("place_id");