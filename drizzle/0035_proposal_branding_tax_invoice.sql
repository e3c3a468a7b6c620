ALTER TABLE "agents" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "logo_name" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_invoice" jsonb;