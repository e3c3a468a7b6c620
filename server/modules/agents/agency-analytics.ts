import { inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { agents } from "./agents.schema";

/** The agents module's door for analytics (decision 0215): names and ratings of agencies. */
export async function agencyScoreFacts(db: Db, agentIds: number[]) {
  if (agentIds.length === 0) return [];
  const rows = await db
    .select({ id: agents.id, companyName: agents.companyName, ratingTenths: agents.ratingTenths })
    .from(agents)
    .where(inArray(agents.id, agentIds));
  return rows.map((r) => ({
    agentId: r.id,
    agency: r.companyName,
    rating: r.ratingTenths > 0 ? r.ratingTenths / 10 : null,
  }));
}
