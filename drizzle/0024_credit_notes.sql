CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"trip_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"traveller_user_id" text NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"refund_percent" integer NOT NULL,
	"paid_minor" integer NOT NULL,
	"refund_minor" integer NOT NULL,
	"uncollected_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_uq" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_fy_sequence_uq" ON "credit_notes" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_uq" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_trip_idx" ON "credit_notes" USING btree ("trip_id");