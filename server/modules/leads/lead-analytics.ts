import { inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { tripLeads } from "./leads.schema";

/** The leads module's door for analytics (decision 0215): each agency's lead on the requests. */
export async function leadAnalyticsFacts(db: Db, tripIds: number[]) {
  if (tripIds.length === 0) return [];
  return db
    .select({
      tripId: tripLeads.tripId,
      agentId: tripLeads.agentId,
      routedAt: tripLeads.routedAt,
      respondBy: tripLeads.respondBy,
      firstQuotedAt: tripLeads.firstQuotedAt,
    })
    .from(tripLeads)
    .where(inArray(tripLeads.tripId, tripIds));
}
