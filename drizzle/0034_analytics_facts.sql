CREATE TABLE "analytics_lead_facts" (
	"trip_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"routed_at" timestamp with time zone NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"first_quoted_at" timestamp with time zone,
	"quotes_sent" smallint DEFAULT 0 NOT NULL,
	"won" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_lead_facts_trip_id_agent_id_pk" PRIMARY KEY("trip_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_trip_facts" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"destination" text NOT NULL,
	"source" text NOT NULL,
	"first_quote_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"agent_id" integer,
	"booking_value_minor" bigint DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_lead_facts_routed_idx" ON "analytics_lead_facts" USING btree ("routed_at","agent_id","respond_by","first_quoted_at","quotes_sent","won");--> statement-breakpoint
CREATE INDEX "analytics_trip_facts_requested_idx" ON "analytics_trip_facts" USING btree ("requested_at","first_quote_at","accepted_at","invoiced_at","paid_at","converted_at");--> statement-breakpoint
CREATE INDEX "analytics_trip_facts_paid_idx" ON "analytics_trip_facts" USING btree ("paid_at","destination","source","booking_value_minor","revenue_minor","commission_minor");