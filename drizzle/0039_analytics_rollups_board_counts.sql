CREATE TABLE "analytics_daily_agents" (
	"day" date NOT NULL,
	"agent_id" integer NOT NULL,
	"leads" integer NOT NULL,
	"quoted" integer NOT NULL,
	"quotes_sent" bigint NOT NULL,
	"won" bigint NOT NULL,
	"late_quoted" integer NOT NULL,
	"unanswered" integer NOT NULL,
	"unanswered_due_last" timestamp with time zone,
	"response_hours" jsonb NOT NULL,
	CONSTRAINT "analytics_daily_agents_day_agent_id_pk" PRIMARY KEY("day","agent_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_funnel" (
	"day" date PRIMARY KEY NOT NULL,
	"requested" integer NOT NULL,
	"first_quote" integer NOT NULL,
	"accepted" integer NOT NULL,
	"invoiced" integer NOT NULL,
	"paid" integer NOT NULL,
	"converted" integer NOT NULL,
	"step_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_money" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"bookings" integer NOT NULL,
	"booking_value_minor" bigint NOT NULL,
	"revenue_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	CONSTRAINT "analytics_daily_money_dimension_day_key_pk" PRIMARY KEY("dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "tracking_daily_funnel" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"funnels" integer NOT NULL,
	CONSTRAINT "tracking_daily_funnel_step_day_pk" PRIMARY KEY("step","day")
);
--> statement-breakpoint
CREATE TABLE "requested_trip_lead_counts" (
	"lead_status" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "requested_trips_awaiting_quote_idx" ON "requested_trips" USING btree ("lead_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE quotes_count = 0 and status = 'Active';--> statement-breakpoint
-- Decision 0233: requests per lead status, kept by triggers so the board never counts the table.
CREATE OR REPLACE FUNCTION requested_trip_lead_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM requested_trip_lead_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE requested_trip_lead_counts SET n = n - 1 WHERE lead_status = OLD.lead_status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO requested_trip_lead_counts (lead_status, n) VALUES (NEW.lead_status, 1)
    ON CONFLICT (lead_status) DO UPDATE SET n = requested_trip_lead_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requested_trip_lead_counts_insert AFTER INSERT OR DELETE ON requested_trips
FOR EACH ROW EXECUTE FUNCTION requested_trip_lead_counts_keep();
--> statement-breakpoint
CREATE TRIGGER requested_trip_lead_counts_update AFTER UPDATE OF lead_status ON requested_trips
FOR EACH ROW WHEN (OLD.lead_status IS DISTINCT FROM NEW.lead_status)
EXECUTE FUNCTION requested_trip_lead_counts_keep();
--> statement-breakpoint
CREATE TRIGGER requested_trip_lead_counts_truncate AFTER TRUNCATE ON requested_trips
FOR EACH STATEMENT EXECUTE FUNCTION requested_trip_lead_counts_keep();
--> statement-breakpoint
INSERT INTO requested_trip_lead_counts (lead_status, n)
SELECT lead_status, count(*) FROM requested_trips GROUP BY lead_status;
