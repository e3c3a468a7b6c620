CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"bookable_type" text NOT NULL,
	"bookable_id" text NOT NULL,
	"payer_user_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_payment_id" text,
	"method" text,
	"failure_reason" text,
	"partial_payment" boolean DEFAULT false NOT NULL,
	"captured_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"allocations" jsonb NOT NULL,
	"ledger_reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	"published_status" text,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_minor" > 0),
	CONSTRAINT "payment_orders_refund_within_capture" CHECK ("payment_orders"."refunded_minor" >= 0 and "payment_orders"."refunded_minor" <= "payment_orders"."captured_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"failure_reason" text,
	"gateway_refund_id" text,
	"reversal" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"published_status" text,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"receipt" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_key_uq" ON "ledger_journals" USING btree ("journal_key");--> statement-breakpoint
CREATE INDEX "ledger_journals_reference_idx" ON "ledger_journals" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_public_uq" ON "payment_orders" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_order_uq" ON "payment_orders" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency_uq" ON "payment_orders" USING btree ("payer_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_orders_bookable_idx" ON "payment_orders" USING btree ("bookable_type","bookable_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_public_uq" ON "payment_refunds" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_uq" ON "payment_refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_gateway_uq" ON "payment_refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_uq" ON "payment_webhook_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_orders_payment_uq" ON "sandbox_gateway_orders" USING btree ("payment_id");