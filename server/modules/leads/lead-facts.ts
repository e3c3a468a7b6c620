import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db";
import { LIVE_LEAD_STATES } from "./lead-status";
import { tripLeads } from "./leads.schema";

// The leads module's door for readers that only word things (notifications): one agency's
// stage on a trip, and which agencies still hold a live lead on it.

/** The inbox stage of the agency's lead on the trip (new, quoted, won, lost…), if routed. */
export async function leadStageOf(db: Db, tripId: number, agentId: number) {
  const [row] = await db
    .select({ stage: tripLeads.stage })
    .from(tripLeads)
    .where(and(eq(tripLeads.tripId, tripId), eq(tripLeads.agentId, agentId)))
    .limit(1);
  return row?.stage ?? null;
}

/** Agencies whose lead on the trip is live (offered or quoted). */
export async function liveAgenciesOn(db: Db, tripId: number): Promise<number[]> {
  const rows = await db
    .select({ agentId: tripLeads.agentId })
    .from(tripLeads)
    .where(and(eq(tripLeads.tripId, tripId), inArray(tripLeads.state, [...LIVE_LEAD_STATES])));
  return [...new Set(rows.map((r) => r.agentId))];
}
