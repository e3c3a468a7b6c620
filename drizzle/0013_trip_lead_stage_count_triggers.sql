-- Hand-written (drizzle-kit generate --custom): triggers keep trip_lead_stage_counts equal to
-- a count of trip_leads per (agent_id, stage); decision 0085. Then the counts of existing leads.
CREATE FUNCTION "trip_lead_stage_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "trip_lead_stage_counts" SET "leads" = "leads" - 1
      WHERE "agent_id" = OLD."agent_id" AND "stage" = OLD."stage";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "trip_lead_stage_counts" ("agent_id", "stage", "leads")
      VALUES (NEW."agent_id", NEW."stage", 1)
      ON CONFLICT ("agent_id", "stage")
      DO UPDATE SET "leads" = "trip_lead_stage_counts"."leads" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trip_leads_stage_count_insert_delete" AFTER INSERT OR DELETE ON "trip_leads"
  FOR EACH ROW EXECUTE FUNCTION "trip_lead_stage_count"();
--> statement-breakpoint
CREATE TRIGGER "trip_leads_stage_count_update" AFTER UPDATE OF "agent_id", "stage" ON "trip_leads"
  FOR EACH ROW
  WHEN (OLD."agent_id" IS DISTINCT FROM NEW."agent_id" OR OLD."stage" IS DISTINCT FROM NEW."stage")
  EXECUTE FUNCTION "trip_lead_stage_count"();
--> statement-breakpoint
INSERT INTO "trip_lead_stage_counts" ("agent_id", "stage", "leads")
  SELECT "agent_id", "stage", count(*)::int FROM "trip_leads" GROUP BY "agent_id", "stage";
