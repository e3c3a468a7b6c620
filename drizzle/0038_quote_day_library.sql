CREATE TABLE "quote_library_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"title" text NOT NULL,
	"city_id" integer,
	"city_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transfers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_library_days" ADD CONSTRAINT "quote_library_days_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_library_days_agent_idx" ON "quote_library_days" USING btree ("agent_id","created_at" DESC NULLS LAST);