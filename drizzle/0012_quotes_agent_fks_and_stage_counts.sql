CREATE TABLE "trip_lead_stage_counts" (
	"agent_id" integer NOT NULL,
	"stage" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_lead_stage_counts_agent_id_stage_pk" PRIMARY KEY("agent_id","stage")
);
--> statement-breakpoint
ALTER TABLE "trip_lead_stage_counts" ADD CONSTRAINT "trip_lead_stage_counts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_leads" ADD CONSTRAINT "trip_leads_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;