ALTER TABLE "agent_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD COLUMN "decision_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;