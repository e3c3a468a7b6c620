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
-- Decision 0233: requests per lead status, kept by statement triggers (one upsert per status and
-- statement, so a bulk insert of 100k rows costs eight row updates, not 100k).
CREATE OR REPLACE FUNCTION requested_trip_lead_counts_add(delta_rows bigint[], statuses text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO requested_trip_lead_counts (lead_status, n)
  SELECT s, d FROM unnest(statuses, delta_rows) AS x(s, d) WHERE d <> 0
  ON CONFLICT (lead_status) DO UPDATE SET n = requested_trip_lead_counts.n + excluded.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION requested_trip_lead_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM requested_trip_lead_counts_add(array_agg(c), array_agg(lead_status))
  FROM (SELECT lead_status, count(*) AS c FROM new_rows GROUP BY lead_status) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION requested_trip_lead_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM requested_trip_lead_counts_add(array_agg(-c), array_agg(lead_status))
  FROM (SELECT lead_status, count(*) AS c FROM old_rows GROUP BY lead_status) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION requested_trip_lead_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM requested_trip_lead_counts_add(array_agg(c), array_agg(lead_status))
  FROM (
    SELECT lead_status, sum(c)::bigint AS c FROM (
      SELECT o.lead_status, -1 AS c FROM old_rows o
      UNION ALL SELECT n.lead_status, 1 FROM new_rows n
    ) d GROUP BY lead_status HAVING sum(c) <> 0
  ) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION requested_trip_lead_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM requested_trip_lead_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requested_trip_lead_counts_insert AFTER INSERT ON requested_trips
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION requested_trip_lead_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER requested_trip_lead_counts_delete AFTER DELETE ON requested_trips
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION requested_trip_lead_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER requested_trip_lead_counts_update AFTER UPDATE ON requested_trips
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION requested_trip_lead_counts_updated();
--> statement-breakpoint
CREATE TRIGGER requested_trip_lead_counts_truncate AFTER TRUNCATE ON requested_trips
FOR EACH STATEMENT EXECUTE FUNCTION requested_trip_lead_counts_truncated();
--> statement-breakpoint
INSERT INTO requested_trip_lead_counts (lead_status, n)
SELECT lead_status, count(*) FROM requested_trips GROUP BY lead_status;
