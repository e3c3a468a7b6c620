CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"base_city" text NOT NULL,
	"destinations" text[] NOT NULL,
	"years_in_business" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cover_note" text DEFAULT '' NOT NULL,
	"cv_file" text NOT NULL,
	"cv_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"doc_class" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"price_minor" bigint,
	"popularity" real DEFAULT 0 NOT NULL,
	"names" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"suggest" boolean DEFAULT true NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, names || ' ' || keywords)) STORED NOT NULL,
	CONSTRAINT "search_documents_doc_class_source_id_pk" PRIMARY KEY("doc_class","source_id")
);
--> statement-breakpoint
CREATE INDEX "agent_applications_status_idx" ON "agent_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_email_pending_uq" ON "agent_applications" USING btree ("email") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_names_trgm_idx" ON "search_documents" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_suggest_trgm_idx" ON "search_documents" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false) WHERE "search_documents"."suggest";