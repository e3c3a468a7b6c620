import { and, desc, eq } from "drizzle-orm";
import type {
  AgentApplicationInput,
  AgentApplicationView,
} from "../../../common/agent-application";
import type { Db } from "../../db";
import { agentApplications } from "./agents.schema";

/** Agencies applying to join; staff verify them (decision 0149). */
export function createAgentApplicationsService(db: Db) {
  return {
    /** Stores a pending application; a second one from the same email while pending is the same. */
    async apply(input: AgentApplicationInput): Promise<{ id: number; duplicate: boolean }> {
      const destinations = input.destinations
        .split(/[,\n]/)
        .map((d) => d.trim())
        .filter(Boolean)
        .slice(0, 20);
      const inserted = await db
        .insert(agentApplications)
        .values({
          companyName: input.company_name,
          contactName: input.contact_name,
          email: input.email,
          mobile: input.mobile,
          baseCity: input.base_city,
          destinations,
          yearsInBusiness: input.years_in_business,
          message: input.message ?? "",
        })
        .onConflictDoNothing()
        .returning({ id: agentApplications.id });
      if (inserted[0]) return { id: inserted[0].id, duplicate: false };
      const [existing] = await db
        .select({ id: agentApplications.id })
        .from(agentApplications)
        .where(
          and(eq(agentApplications.email, input.email), eq(agentApplications.status, "pending")),
        )
        .limit(1);
      return { id: existing?.id ?? 0, duplicate: true };
    },

    /** Staff: the newest pending applications. */
    async pending(limit = 20): Promise<AgentApplicationView[]> {
      const rows = await db
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.status, "pending"))
        .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}

export type AgentApplicationsService = ReturnType<typeof createAgentApplicationsService>;
