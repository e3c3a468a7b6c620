CREATE TABLE "photo_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"hash" text NOT NULL,
	"alt" text NOT NULL,
	"uploaded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_hash_photo_files_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."photo_files"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photos_subject_idx" ON "photos" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "photos_hash_idx" ON "photos" USING btree ("hash");