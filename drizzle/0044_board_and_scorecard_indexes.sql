-- Decision 0238: the board's place filters read these functions in their indexes. An index
-- needs an immutable expression; unnest, lower and array_to_string on text are immutable in
-- effect but array_to_string is declared stable (for arrays of other types), so each is wrapped.
CREATE OR REPLACE FUNCTION requested_trip_places(places text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT array(SELECT lower(p) FROM unnest(places) AS p) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION requested_trip_places_text(places text[]) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT array_to_string(places, ' ') $$;
--> statement-breakpoint
CREATE INDEX "analytics_daily_agents_due_idx" ON "analytics_daily_agents" USING btree ("unanswered_due_last") WHERE unanswered_due_last is not null;--> statement-breakpoint
CREATE INDEX "requested_trips_escalation_idx" ON "requested_trips" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE quotes_count = 0 and status = 'Active';--> statement-breakpoint
CREATE INDEX "requested_trips_places_idx" ON "requested_trips" USING gin ("lead_status",requested_trip_places("to_loc")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "requested_trips_places_trgm_idx" ON "requested_trips" USING gin ("lead_status",requested_trip_places_text("to_loc") gin_trgm_ops) WITH (fastupdate=false);