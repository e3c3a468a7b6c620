CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"edited_by" text,
	"via" text NOT NULL,
	"changes" jsonb NOT NULL,
	"catalog_version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"built_from_version" bigint NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_edits" ADD CONSTRAINT "package_edits_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_edits_package_idx" ON "package_edits" USING btree ("package_id","created_at");